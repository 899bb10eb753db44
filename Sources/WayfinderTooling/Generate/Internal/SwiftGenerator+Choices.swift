extension SwiftGenerator {
  /// The type of what a decision may choose: `RecipesRecipeChoice` for the recipes app's `recipe`.
  func choiceType(_ routeCase: GenerationModel.RouteCase) -> String {
    "\(model.prefix)\(SwiftNames.capitalized(routeCase.caseName))Choice"
  }

  /// For each decision, the screens it may choose (its `among`) as cases with their typed
  /// values, each in one of the screen's stacks, or a redirect: what its hook returns, so that
  /// a screen outside `among`, or a value of the wrong type, does not compile.
  func writeChoices(_ code: inout SwiftCode) {
    for routeCase in model.ownRoutes {
      guard case .decision(let among, _)? = routeCase.app else { continue }
      let screens = among.compactMap { name in model.screens.first { $0.name == name } }
      code.doc([
        "What `\(routeCase.caseName)` may decide: a screen among "
          + among.map { "`\($0)`" }.joined(separator: ", ") + ", with its values, in one of its stacks",
        "(`in`, the screen's own when `nil`), or a redirect to another link.",
      ])
      code.block("public enum \(choiceType(routeCase)): Sendable") { code in
        for screen in screens {
          let values = screen.fields.map(\.declaration) + ["in: \(containerType)? = nil"]
          code.line("case \(SwiftNames.escaped(screen.caseName))(\(values.joined(separator: ", ")))")
        }
        code.doc(["Another link, which the center opens in this one's place."])
        code.line("case redirect(String)")
        code.line()
        code.doc(["The destination the choice is, for `Destination.decide(among:timeout:fallback:_:)`."])
        code.block("public var destination: Destination") { code in
          code.switchBlock("self") { code in
            for screen in screens {
              let bindings = screen.fields.map { "let \($0.binding)" } + ["let stack"]
              let arguments = screen.fields.map { "\(SwiftNames.escaped($0.label)): \($0.binding)" }
              let value =
                ".\(SwiftNames.escaped(screen.caseName))"
                + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
              code.caseLine(
                ".\(SwiftNames.escaped(screen.caseName))(\(bindings.joined(separator: ", ")))",
                ".screen(\(screenType)\(value).screen, in: stack?.rawValue)")
            }
            code.caseLine(".redirect(let link)", ".redirect(link)")
          }
        }
      }
      code.line()
    }
  }
}
