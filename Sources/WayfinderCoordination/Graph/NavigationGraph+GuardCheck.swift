import WayfinderNavigation
import WayfinderRouting

extension ErrorCode where Domain == GraphError {
  /// The graph names a guard the center is not given, or a guard shows a screen the graph
  /// does not declare.
  public static let missingGuard = ErrorCode("missing-guard")
}

extension NavigationGraph {
  /// The names of the guards the graph's containers and screens name, sorted.
  public var guardNames: [String] {
    let named = containers.values.compactMap(\.guardName) + screens.values.compactMap(\.guardName)
    return Set(named).sorted()
  }

  /// Checks that `guards` give every guard the graph names, and that each shows a screen the
  /// graph declares: what a ``DeepLinkCenter`` made with `routes:graph:guards:` checks when it
  /// is made, so that a misspelt guard fails at launch rather than when a link first meets it.
  ///
  /// ```swift
  /// try graph.checkGuards([RouteGuard("signedin", showing: Screen("signIn")) { true }])
  /// // invalid navigation graph (missing-guard): the graph names the guard "signedIn",
  /// // which is not given (given: "signedin")
  /// ```
  ///
  /// - Throws: ``GraphError`` with `missing-guard` for the first guard, by
  ///   name, that is not given or shows a screen the graph does not declare.
  public func checkGuards(_ guards: [RouteGuard]) throws(GraphError) {
    let given = Set(guards.map(\.name))
    for name in guardNames where !given.contains(name) {
      let list = given.isEmpty ? "none" : given.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
      throw GraphError(
        .missingGuard, "the graph names the guard \"\(name)\", which is not given (given: \(list))")
    }
    for routeGuard in guards where !contains(screen: routeGuard.screen.name) {
      throw GraphError(
        .missingGuard,
        "the guard \"\(routeGuard.name)\" shows \"\(routeGuard.screen.name)\", which the graph does not declare"
      )
    }
  }
}
