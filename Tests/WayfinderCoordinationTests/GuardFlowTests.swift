import Testing
@_spi(Internals) import WayfinderCoordination
@_spi(Internals) @_spi(Testing) import WayfinderNavigation

/// A guard whose screen is the root of a sign-in flow, beside the flow it protects (the bank's
/// `login` beside `home`): once the guard passes, the sign-in flow gives way to the guarded one,
/// as a modal sign-in is dismissed (issue 35, bug 11).
@MainActor
@Suite struct GuardFlowTests {
  static func graph() throws -> NavigationGraph {
    var graph = NavigationGraph.Builder(root: "app")
    graph.flows("app", ["login", "home"], initial: "login")
    graph.stack("login", root: Screen("login"))
    graph.tabs("home", ["dashboard", "settings"], guard: "signedIn")
    graph.stack("dashboard", root: Screen("dashboard"))
    graph.stack("settings", root: Screen("settings"))
    graph.modal("support", .sheet, root: Screen("support"), guard: "signedIn")
    return try graph.build()
  }

  @Test func aSignInFlowsRootGivesWayToTheFlowItsGuardProtects() throws {
    let graph = try Self.graph()
    let signedOut = graph.initialState
    let closed = graph.closingGuardScreen(Screen("login").id, guard: "signedIn", in: signedOut)
    let home = try #require(graph.initialContainer("home"))
    #expect(closed == NavigationState(root: .flows("app", showing: home)))
    // Another guard's screen, or a screen that is not a flow's root, closes as it always did.
    #expect(graph.closingGuardScreen(Screen("login").id, guard: "admin", in: signedOut) == signedOut)
    let presented = try signedOut.applying(
      .present(Modal(.sheet, .stack("support", [Screen("support")])), from: "app"))
    #expect(graph.closingGuardScreen(Screen("support").id, guard: "signedIn", in: presented) == signedOut)
  }
}
