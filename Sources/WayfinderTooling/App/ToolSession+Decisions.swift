import WayfinderCoordination
import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTesting

/// What the app decides for a route a manifest leaves to it, as a script's `decisions` say: a
/// screen (in a stack), a redirect (a short link the server resolved), or a failure.
package enum ScriptDecision: Sendable {
  case screen(ScreenText, in: String?)
  case redirect(String)
  case fails(String)

  /// `recipe(4) in veggie`, `redirect /recipes/4`, `fails: not found`.
  var description: String {
    switch self {
    case .screen(let screen, let stack): "\(screen)" + (stack.map { " in \($0)" } ?? "")
    case .redirect(let link): "redirect \(link)"
    case .fails(let reason): "fails: \(reason)"
    }
  }
}

extension ToolSession {
  /// What the script says the app decides for `route`; a route it says nothing about fails
  /// the link, saying which decision is missing.
  func decide(_ route: ManifestRoute) throws -> Destination {
    guard let decision = decisions.first(where: { $0.key.names(route) })?.decision else {
      throw DecisionFailure(
        "decided by the app, and the script's decisions say nothing of \(route); expected decisions: {\"\(route)\": a screen}"
      )
    }
    if let index = runner { decided[index] = "\(route) → \(decision.description)" }
    switch decision {
    case .screen(var text, let stack):
      // The screen a decision is named after takes its one value as the route does:
      // `ratings(4)` is `ratings(recipeID: 4)` for the decision `ratings(recipeID)`.
      if text.name == route.name, text.arguments.count == 1, text.arguments[0].label == nil,
        route.screen.parameters.count == 1
      {
        text.arguments[0].label = route.screen.parameters.keys.first
      }
      do {
        var screen = try text.screen(in: app.graph)
        // A stack's or modal's root declares no parameters: every value a route gives it is one.
        let isRoot = app.graph.stacks(of: screen.name).contains { name in
          if case .stack(let root)? = app.graph.container(named: name)?.kind {
            root.name == screen.name
          } else {
            false
          }
        }
        if isRoot {
          screen = Screen(
            screen.name, parameters: screen.parameters.merging(screen.data) { first, _ in first },
            traits: screen.traits)
        }
        return .screen(screen, in: stack)
      } catch {
        throw DecisionFailure("the script's decision for \(route) is not a screen: \(error.reason)")
      }
    case .redirect(let link):
      // A path is the app's own: a link of its first scheme, or of its first host.
      guard link.hasPrefix("/") else { return .redirect(link) }
      if let scheme = app.policy.schemes.first { return .redirect("\(scheme):/\(link)") }
      return .redirect("https://\(app.policy.hosts.first ?? "")\(link)")
    case .fails(let reason):
      throw DecisionFailure(reason)
    }
  }

  /// `decided by the app (recipeTab(4) → recipe(4) in veggie); ` for a link whose route the
  /// app decided, or nothing.
  func decidedText(_ record: LinkRecord) -> String {
    decided[record.index].map { "decided by the app (\($0)); " } ?? ""
  }
}

extension ScreenText {
  /// Whether this is how the tools print `route`: its name, and its one value alone or its
  /// values by name, in any order.
  func names(_ route: ManifestRoute) -> Bool {
    let values = route.screen.parameters.merging(route.screen.data) { first, _ in first }
    guard name == route.name, arguments.count == values.count else { return false }
    if arguments.count == 1, arguments[0].label == nil { return values.first?.value == arguments[0].value }
    return arguments.allSatisfy { argument in argument.label.map { values[$0] == argument.value } ?? false }
  }
}
