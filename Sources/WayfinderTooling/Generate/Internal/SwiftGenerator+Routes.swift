import WayfinderCoordination
import WayfinderNavigation
@_spi(Internals) import WayfinderRouting

extension SwiftGenerator {
  func writeRouteEnum(_ code: inout SwiftCode) {
    let screens = model.routes.filter(\.isScreen)
    code.doc(
      screens.isEmpty
        ? ["The routes of the \(model.app) app: a case for each screen or flow a link opens."]
        : [
          "The routes of the \(model.app) app: a screen a link opens, named once as a case of",
          "`\(screenType)`, or a case for each route that is not a screen.",
        ])
    code.block("public enum \(routeType): Hashable, Sendable, CustomStringConvertible") { code in
      if !screens.isEmpty {
        code.doc([
          "A screen a link opens, its values filled in, wherever the graph puts it: its links are",
          "on its case.",
        ])
        code.line("case screen(\(screenType))")
      }
      for routeCase in model.ownRoutes {
        let links = "Links: " + routeCase.patterns.map { "`\($0.text)`" }.joined(separator: ", ")
        code.doc(routeCase.doc.isEmpty ? [links] : routeCase.doc + ["", links])
        code.line("case \(declaration(routeCase.caseName, routeCase.fields))")
      }
      code.line()
      code.doc(["The route as the tools print it: `card(7)`, `transfer(from: 1, to: 2)`."])
      code.block("public var description: String") { code in
        code.switchBlock("self") { code in
          if !screens.isEmpty { code.line("case .screen(let screen): screen.screen.description") }
          for routeCase in model.ownRoutes {
            let values = routeCase.fields.isEmpty ? "" : ", parameters: \(parameters(routeCase.fields))"
            code.caseLine(
              pattern(routeCase.caseName, routeCase.fields),
              "Screen(\(SwiftNames.literal(routeCase.name))\(values)).description")
          }
        }
      }
      code.line()
      code.doc(["The screen the route opens or presents, its values filled in."])
      code.block("public var screen: Screen") { code in
        code.switchBlock("self") { code in
          if !screens.isEmpty { code.line("case .screen(let screen): screen.screen") }
          for routeCase in model.ownRoutes {
            var arguments = [SwiftNames.literal(routeCase.screen)]
            let (values, data) = (routeCase.fields.filter { !$0.isData }, routeCase.fields.filter(\.isData))
            // The values that are the screen's data update it in place; the others say which it is.
            if !values.isEmpty { arguments.append("parameters: \(parameters(values))") }
            if !data.isEmpty { arguments.append("data: \(parameters(data))") }
            if let traits = Self.traits(routeCase.traits) { arguments.append("traits: \(traits)") }
            code.line("case \(pattern(routeCase.caseName, routeCase.fields)):")
            code.indented { code in code.call("Screen", arguments) }
          }
        }
      }
      code.line()
      if model.routes.contains(where: { $0.needsHook }) {
        writeDestination(hooks: &code)
        return
      }
      code.doc(["Where the route leads, for a `DeepLinkCenter`."])
      code.block("public var destination: Destination") { code in
        guard
          model.ownRoutes.contains(where: {
            $0.interrupts || $0.stack != nil || $0.effect != .rebuild || $0.app != nil
          })
        else {
          code.line(".screen(screen)")
          return
        }
        code.switchBlock("self") { code in
          if !screens.isEmpty { code.caseLine(".screen", ".screen(screen)") }
          for routeCase in model.ownRoutes {
            code.caseLine(".\(SwiftNames.escaped(routeCase.caseName))", plainDestination(routeCase))
          }
        }
      }
    }
  }

  /// The route of `routeCase` with `arguments` (`(postID: "7")`, or none):
  /// `.screen(.post(postID: "7"))` for a route that is a screen of the route enum, `.rateOrder(…)`
  /// for one of its own cases or when every route is a screen.
  func routeValue(_ routeCase: GenerationModel.RouteCase, _ arguments: String = "") -> String {
    let value = ".\(SwiftNames.escaped(routeCase.caseName))\(arguments)"
    return wrapsScreen(routeCase) ? ".screen(\(value))" : value
  }

  /// The pattern that binds the values of `routeCase`: `.screen(.post(let postID))`.
  func routePattern(_ routeCase: GenerationModel.RouteCase, ignoring: Set<String> = []) -> String {
    let value = pattern(routeCase.caseName, routeCase.fields, ignoring: ignoring)
    return wrapsScreen(routeCase) ? ".screen(\(value))" : value
  }

  /// Whether the route enum names `routeCase` by its screen.
  func wrapsScreen(_ routeCase: GenerationModel.RouteCase) -> Bool {
    routeCase.isScreen && !model.routesAreScreens
  }

  /// `card(cardID: Int)`, `login`.
  func declaration(_ name: String, _ fields: [GeneratedField]) -> String {
    let escaped = SwiftNames.escaped(name)
    guard !fields.isEmpty else { return escaped }
    return "\(escaped)(\(fields.map(\.declaration).joined(separator: ", ")))"
  }

  /// `.card(let cardID)`, `.login`; a field of `ignoring` is `_`.
  func pattern(_ name: String, _ fields: [GeneratedField], ignoring: Set<String> = []) -> String {
    let escaped = ".\(SwiftNames.escaped(name))"
    guard !fields.isEmpty else { return escaped }
    let bindings = fields.map { ignoring.contains($0.label) ? "_" : "let \($0.binding)" }
    return "\(escaped)(\(bindings.joined(separator: ", ")))"
  }

  /// `["cardID": String(cardID)]`, with absent optional values left out.
  func parameters(_ fields: [GeneratedField]) -> String {
    guard !fields.isEmpty else { return "[:]" }
    let pairs = fields.map { "\(SwiftNames.literal($0.label)): \($0.text)" }.joined(separator: ", ")
    guard fields.contains(where: \.isOptional) else { return "[\(pairs)]" }
    return "([\(pairs)] as [String: String?]).compactMapValues { $0 }"
  }

  func writeRouteTable(_ code: inout SwiftCode) {
    code.block("extension \(appType)") { code in
      code.doc(["The app's route table: every pattern of the manifest, in its order."])
      code.block("public static func routes() throws(RouteTableError) -> RouteTable<\(routeType)>") { code in
        code.line("var routes = RouteTable<\(routeType)>.Builder(policy: policy)")
        registerValueTypes(&code)
        for routeCase in model.routes {
          for entry in routeCase.patterns {
            guard !entry.hosts.isEmpty else {
              add(entry, of: routeCase, to: &code)
              continue
            }
            let hosts = entry.hosts.map(SwiftNames.literal).joined(separator: ", ")
            code.block("routes.on(hosts: [\(hosts)]) { routes in") { code in
              add(entry, of: routeCase, to: &code)
            }
          }
        }
        for redirect in document.redirects {
          code.line(
            "routes.redirect(\(SwiftNames.literal(redirect.pattern.value)), to: \(SwiftNames.literal(redirect.target.value)))"
          )
        }
        code.line("return try routes.build()")
      }
    }
  }

  private func add(
    _ entry: GenerationModel.RoutePatternEntry, of routeCase: GenerationModel.RouteCase,
    to code: inout SwiftCode
  ) {
    let name = routeValue(routeCase)
    let lenient =
      entry.lenient.isEmpty
      ? "" : " lenient: [\(entry.lenient.map(SwiftNames.literal).joined(separator: ", "))],"
    let anyWeb = entry.text == RoutePattern.anyWebLinkText
    if routeCase.fields.isEmpty {
      if anyWeb {
        code.line("routes.addAnyWebLink { _ in \(name) }")
      } else if lenient.isEmpty {
        code.line("routes.add(\(SwiftNames.literal(entry.text)), \(name))")
      } else {
        code.line(
          "routes.add(\(SwiftNames.literal(entry.text)),\(lenient) parse: { _ in \(name) }, print: { $0 == \(name) ? [:] : nil })"
        )
      }
      return
    }
    let values = routeCase.fields.map { field -> String in
      let label = SwiftNames.escaped(field.label)
      guard let given = entry.given.first(where: { $0.label == field.label }) else { return "\(label): nil" }
      if let constant = given.constant { return "\(label): \(SwiftNames.literal(constant))" }
      // The whole link: a `URL`, or its text where another pattern gives the field as text.
      if given.isLink { return "\(label): \(field.type == .url ? "$0.linkURL()" : "$0.link")" }
      var read = Self.read(given.parameter, as: given.type, into: field.type)
      if let prefix = given.prefix { read = "\(SwiftNames.literal(prefix)) + \(read)" }
      return given.isRequired
        ? "\(label): \(read)"
        : "\(label): $0.contains(\(SwiftNames.literal(given.parameter))) ? \(read) : nil"
    }
    let reads = entry.given.allSatisfy({ $0.constant != nil }) ? "_ in " : "try "
    let parse = reads + routeValue(routeCase, "(\(values.joined(separator: ", ")))")
    if anyWeb {
      code.line("routes.addAnyWebLink { \(parse) }")
      return
    }
    var conditions: [String] = []
    var printed: [String] = []
    for field in routeCase.fields {
      if let given = entry.given.first(where: { $0.label == field.label }), let constant = given.constant {
        conditions.append("\(field.binding) == \(SwiftNames.literal(constant))")
      } else if let given = entry.given.first(where: { $0.label == field.label }), given.isLink {
        // The whole link is the link's: printing the route writes the pattern's values only.
        continue
      } else if let given = entry.given.first(where: { $0.label == field.label }) {
        if field.isOptional && given.isRequired { conditions.append("\(field.binding) != nil") }
        if let prefix = given.prefix {
          // `'/' + rest` prints the value after its prefix, and only a value with it.
          let binding =
            field.isOptional ? "(\(field.binding) ?? \(SwiftNames.literal(prefix)))" : field.binding
          conditions.append("\(binding).hasPrefix(\(SwiftNames.literal(prefix)))")
          printed.append(
            "\(SwiftNames.literal(given.parameter)): String(\(binding).dropFirst(\(prefix.count)))")
          continue
        }
        if let typed = Self.typeCheck(field, given.type) { conditions.append(typed) }
        let value =
          field.type == .segments
          ? "\(field.binding)\(field.isOptional ? "?" : "").joined(separator: \"/\")" : field.binding
        printed.append("\(SwiftNames.literal(given.parameter)): \(value)")
      } else {
        conditions.append("\(field.binding) == nil")
      }
    }
    code.line("routes.add(")
    code.line("  \(SwiftNames.literal(entry.text)),\(lenient)")
    if code.indentation + 2 + "parse: { \(parse) },".count <= 110 {
      code.line("  parse: { \(parse) },")
    } else {
      code.line("  parse: {")
      code.line("    \(parse)")
      code.line("  },")
    }
    code.line("  print: { route in")
    // The whole link is bound to nothing: print does not read it.
    let links = Set(entry.given.filter(\.isLink).map(\.label))
    let guardLine = (["case \(routePattern(routeCase, ignoring: links)) = route"] + conditions).joined(
      separator: ", ")
    code.line("    guard \(guardLine) else { return nil }")
    code.line("    return \(printed.isEmpty ? "[:]" : "[\(printed.joined(separator: ", "))]")")
    code.line("  })")
  }

  /// The expression that reads the pattern parameter `parameter`, of the pattern's type
  /// `type`, as the field's type: the same, or its text when the field is text.
  static func read(_ parameter: String, as type: GeneratedValueType, into field: GeneratedValueType) -> String
  {
    let read = type.read(SwiftNames.literal(parameter))
    return type == field || field != .string ? read : type.text(read)
  }

  /// For a text field a pattern reads as another type, the condition that the field's text is
  /// of that type (`Int(id) != nil`): a value of another type is another pattern's to print.
  static func typeCheck(_ field: GeneratedField, _ type: GeneratedValueType) -> String? {
    guard field.type == .string, type != .string, type != .segments else { return nil }
    guard field.isOptional else { return "\(type.parsed(field.binding)) != nil" }
    return "\(field.binding).map({ \(type.parsed("$0")) != nil }) ?? true"
  }
}
