extension SwiftGenerator {
  func writeScreenEnum(_ code: inout SwiftCode) {
    let oneEnum = model.routesAreScreens
    if oneEnum {
      code.doc([
        "The screens of the \(model.app) app, each declared once: the routes its links open, the",
        "screens its graph places and the screen factory, the destinations and the SwiftUI views",
        "take, so the app switches over cases instead of comparing names. A `DeepLinkCenter` made",
        "from its routes shows each route's own screen.",
      ])
    } else if model.routes.contains(where: \.isScreen) {
      code.doc([
        "The screens of the \(model.app) app, each declared once: the screen factory, the",
        "destinations and the SwiftUI views take them, and `\(routeType).screen(_:)` is a link's",
        "route to one, so the app switches over cases instead of comparing names.",
      ])
    } else {
      code.doc([
        "The screens of the \(model.app) app, typed: the screen factory, the destinations and the",
        "SwiftUI views take them, so the app switches over cases instead of comparing names.",
      ])
    }
    let codable = model.screensAreCodable
    let conformances = codable ? "ScreenConvertible, Codable, CustomStringConvertible" : "ScreenConvertible"
    code.block("public enum \(screenType): \(conformances)") { code in
      for screen in model.screens {
        var doc = screen.doc
        if let route = model.routes.first(where: { $0.isScreen && $0.screen == screen.name }) {
          let links = "Links: " + route.patterns.map { "`\($0.text)`" }.joined(separator: ", ")
          doc = (doc + route.doc).isEmpty ? [links] : doc + route.doc + ["", links]
        }
        code.doc(doc)
        code.line("case \(declaration(screen.caseName, screen.fields))")
      }
      code.line()
      code.doc([
        "The typed screen of `screen`, or `nil` when it is none of the app's or a value does not",
        "read as its type.",
      ])
      code.block("public init?(_ screen: Screen)") { code in
        code.switchBlock("screen.name") { code in
          for screen in model.screens {
            code.line("case \(SwiftNames.literal(screen.name)):")
            code.indented { code in
              for field in screen.fields {
                let text =
                  "screen.\(field.isData ? "data" : "parameters")[\(SwiftNames.literal(field.label))]"
                if field.isOptional {
                  let read = field.type == .string ? text : "\(text).flatMap { \(field.type.parsed("$0")) }"
                  code.line("let \(field.binding) = \(read)")
                } else if field.type == .string {
                  code.line("guard let \(field.binding) = \(text) else { return nil }")
                } else {
                  code.line("guard let \(field.label)Text = \(text) else { return nil }")
                  let read = field.type.parsed("\(field.label)Text")
                  code.line(
                    field.type == .segments
                      ? "let \(field.binding) = \(read)"
                      : "guard let \(field.binding) = \(read) else { return nil }")
                }
              }
              let values = screen.fields.map { "\(SwiftNames.escaped($0.label)): \($0.binding)" }
              let arguments = values.isEmpty ? "" : "(\(values.joined(separator: ", ")))"
              code.line("self = .\(SwiftNames.escaped(screen.caseName))\(arguments)")
            }
          }
          code.line("default: return nil")
        }
      }
      code.line()
      code.doc(["The screen as the navigation state holds it."])
      code.block("public var screen: Screen") { code in
        code.switchBlock("self") { code in
          for screen in model.screens {
            var arguments = [SwiftNames.literal(screen.name)]
            let (values, data) = (screen.fields.filter { !$0.isData }, screen.fields.filter(\.isData))
            if !values.isEmpty { arguments.append("parameters: \(parameters(values))") }
            if !data.isEmpty { arguments.append("data: \(parameters(data))") }
            if let traits = Self.traits(screen.traits) { arguments.append("traits: \(traits)") }
            code.line("case \(pattern(screen.caseName, screen.fields)):")
            code.indented { code in code.call("Screen", arguments) }
          }
        }
      }
      guard codable else { return }
      code.line()
      code.doc(["The screen as the tools print it: `card(7)`, `transfer(from: 1, to: 2)`."])
      code.line("public var description: String { screen.description }")
      guard oneEnum else { return }
      code.line()
      code.doc(["Where the route leads, for a `DeepLinkCenter`: its own screen."])
      code.line("public var destination: Destination { .screen(screen) }")
    }
    guard oneEnum else { return }
    code.line()
    code.doc(["The routes of the \(model.app) app are its screens: each link opens one."])
    code.line("public typealias \(routeAlias) = \(screenType)")
  }
}
