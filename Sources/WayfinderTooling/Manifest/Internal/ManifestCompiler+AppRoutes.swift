import WayfinderCoordination
import WayfinderNavigation
@_spi(Internals) import WayfinderRouting

extension ManifestCompiler {
  /// The rule of a route that runs the app's action or lets the app decide: its name is the
  /// action's or the decision's, it takes any of the pattern's parameters (and constants), and
  /// its guard and the screens it may choose are declared.
  func appRule(for route: Document.Route, _ app: Document.AppRoute, pattern: RoutePattern)
    throws(ManifestError) -> RouteRule
  {
    let reference = route.reference
    let name = reference.name.value
    let what = app.kind.noun
    let role: ManifestRoute.AppRole
    switch app.kind {
    case .respond:
      role = .request
    case .action(let guardName):
      if let guardName { try requireGuard(guardName) }
      role = .action(guards: guardName.map { [$0.value] } ?? [])
    case .decide(let among, let timeout):
      var seen: Set<String> = []
      for screen in among {
        try requireScreen(screen)
        guard seen.insert(screen.value).inserted else {
          throw source.error(
            .invalidValue, "the decision \"\(name)\" lists \"\(screen.value)\" twice",
            expected: "each screen once", at: screen.mark)
        }
      }
      role = .decision(among: among.map(\.value), timeout: timeout)
    }
    guard !stacks(of: name).isEmpty || containers[name] == nil else {
      throw source.error(
        .invalidValue, "the \(what) \"\(name)\" has the name of a container",
        expected:
          "a name of its own, such as \(what == "decision" ? "recipeOrCollection" : "closePrivateTabs")",
        at: reference.mark)
    }
    // A decision may be named after the one screen it places (the recipes app decides which
    // tab `recipe(recipeID)` shows in); an action is never a screen.
    let placesItsScreen: Bool = if case .decision(let among, _) = role { among.contains(name) } else { false }
    guard stacks(of: name).isEmpty || placesItsScreen else {
      throw source.error(
        .invalidValue, "the \(what) \"\(name)\" has the name of a screen",
        expected: what != "decision"
          ? "a name of its own (a route that shows \"\(name)\" is written \(name)(…); an \(what) is not a screen)"
          : "a name of its own, or a screen it lists in \"among\"",
        at: reference.mark)
    }
    let arguments = try arguments(of: reference, pattern: pattern, declared: nil, data: [])
    return RouteRule(
      name: name, screen: name, traits: [], interrupts: false, stack: nil, effect: .rebuild,
      arguments: arguments, app: role)
  }
}
