import WayfinderCoordination
@_spi(Internals) import WayfinderRouting

extension SwiftGenerator {
  var hooksType: String { "\(model.prefix)Hooks" }

  /// The cases the app implements a hook for: its actions and decisions.
  private var hookCases: [GenerationModel.RouteCase] { model.ownRoutes.filter(\.needsHook) }

  /// The protocol the app implements for the routes a manifest leaves to it: a method for each
  /// action and each decision, taking the route's values.
  func writeHooks(_ code: inout SwiftCode) {
    guard !hookCases.isEmpty else { return }
    code.doc([
      "What the \(model.app) app does and decides for its links: a method for each route of the",
      "manifest that runs an action (`action:`) or goes where the app decides (`decide:`).",
      "`\(routeType).destination(hooks:)` calls them.",
    ])
    code.block("public protocol \(hooksType): Sendable") { code in
      for (index, routeCase) in hookCases.enumerated() {
        if index > 0 { code.line() }
        let links = routeCase.patterns.map { "`\($0.text)`" }.joined(separator: ", ")
        let signature = declaration(routeCase.caseName, routeCase.fields)
        let call = routeCase.fields.isEmpty ? "\(signature)()" : signature
        switch routeCase.app {
        case .action(let guards)?:
          let after =
            guards.isEmpty ? "" : ", once \(guards.map { "`\($0)`" }.joined(separator: ", ")) passed"
          code.doc(routeCase.doc + (routeCase.doc.isEmpty ? [] : [""]) + ["Runs for \(links)\(after)."])
          code.line("@MainActor func \(call) async throws")
        case .decision(let among, let timeout)?:
          code.doc(
            routeCase.doc + (routeCase.doc.isEmpty ? [] : [""]) + [
              "Decides where \(links) goes, within \(Self.spoken(timeout)):",
              "a screen among " + among.map { "`\($0)`" }.joined(separator: ", ")
                + " with its values, or a redirect (`\(choiceType(routeCase))`).",
              "A thrown error fails the link with its description.",
            ])
          code.line("func \(call) async throws -> \(choiceType(routeCase))")
        case .request?, nil:
          break
        }
      }
    }
    code.line()
    writeChoices(&code)
  }

  /// `destination(hooks:)`: where each route leads, the app's actions and decisions asked of
  /// `hooks`.
  func writeDestination(hooks code: inout SwiftCode) {
    code.doc([
      "Where the route leads, for a `DeepLinkCenter`: the app's actions and decisions are",
      "those of `hooks`.",
    ])
    code.block("public func destination(hooks: some \(hooksType)) -> Destination") { code in
      code.switchBlock("self") { code in
        if model.routes.contains(where: \.isScreen) { code.caseLine(".screen", "return .screen(screen)") }
        for routeCase in model.ownRoutes {
          let name = pattern(routeCase.caseName, routeCase.fields)
          let arguments = routeCase.fields.map { "\(SwiftNames.escaped($0.label)): \($0.binding)" }
          let call = "hooks.\(SwiftNames.escaped(routeCase.caseName))(\(arguments.joined(separator: ", ")))"
          switch routeCase.app {
          case .action(let guards)?:
            let guardText = guards.isEmpty ? "" : ", guards: \(list(guards))"
            code.line("case \(name):")
            code.line(
              "  return .action(\(SwiftNames.literal(routeCase.name))\(guardText)) { try await \(call) }")
          case .decision(let among, let timeout)?:
            // A decision outside `among` fails the link (`decision-not-among`).
            code.line("case \(name):")
            code.line("  return .decide(among: \(list(among)), timeout: \(Self.duration(timeout))) {")
            code.line("    try await \(call).destination")
            code.line("  }")
          case .request?, nil:
            code.caseLine(
              ".\(SwiftNames.escaped(routeCase.caseName))", "return " + plainDestination(routeCase))
          }
        }
      }
    }
  }

  /// Where a case that needs no hook leads: `.screen(screen, in: "veggie")`, `.interrupt(screen)`,
  /// `.respond(ResponderRequest("search", parameters: parameters))`.
  func plainDestination(_ routeCase: GenerationModel.RouteCase) -> String {
    if case .request? = routeCase.app {
      let values = routeCase.fields.isEmpty ? "" : ", parameters: screen.parameters"
      return ".respond(ResponderRequest(\(SwiftNames.literal(routeCase.name))\(values)))"
    }
    let stack = routeCase.stack.map { ", in: \(SwiftNames.literal($0))" } ?? ""
    let effect = routeCase.effect == .rebuild ? "" : ", effect: .\(routeCase.effect.rawValue)"
    return routeCase.interrupts ? ".interrupt(screen)" : ".screen(screen\(stack)\(effect))"
  }

  /// `2 seconds`, `500 milliseconds`.
  static func spoken(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return seconds == 1 ? "1 second" : "\(seconds) seconds" }
    return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000) milliseconds"
  }
}
