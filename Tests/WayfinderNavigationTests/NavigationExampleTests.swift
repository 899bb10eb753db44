import Testing
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTesting

/// The navigation example of docs/Navigation.md, run as written, so it cannot drift from the
/// library.
@MainActor
@Suite struct NavigationExampleTests {
  @Test func navigationExample() async throws {
    let card7 = Screen("card", parameters: ["cardID": "7"])
    let onScreen = NavigationState(
      root: .flows(
        "app",
        showing: .tabs(
          "home",
          [
            .stack("dashboard", [Screen("dashboard")]),
            .stack("settings", [Screen("settings"), Screen("notifications")]),
          ],
          selected: "settings")),
      modals: [Modal(.sheet, .stack("support", [Screen("support")]))])

    // Where bank://cards/7 should lead: the dashboard tab, with its back stack.
    let target = try onScreen.showing([Screen("dashboard"), card7], in: "dashboard")
    let steps = try TransitionPlanner(animatesLastStep: true).plan(from: onScreen, to: target)
    #expect(
      steps.map(\.description) == [
        "dismiss support",
        "selectTab dashboard in home",
        "push card(7) onto dashboard, animated",
      ])

    let navigator = HeadlessNavigator(state: onScreen)
    try await navigator.perform(steps)
    #expect(
      navigator.state.description == """
        flows app
          tabs home
            stack dashboard (selected): dashboard, card(7)
            stack settings: settings, notifications
        """)
  }
}
