import Testing
@_spi(Internals) import WayfinderNavigation

/// Found by the UIKit model (issue 23): a guard that fails restores the state read before its
/// wait, which may show UIKit's More list (no tab selected, index -1), while the person has
/// selected a tab since. The planner indexed the tabs with -1 and crashed.
@Suite struct PlannerNoTabTargetTests {
  static func bar(selectedIndex: Int) -> NavigationState {
    NavigationState(
      root: .tabs(
        TabBar(
          name: "main", tabs: [.stack("home", [Screen("home")]), .stack("inbox", [Screen("inbox")])],
          selectedIndex: selectedIndex)))
  }

  @Test func aTargetThatSelectsNoTabKeepsTheTabOnScreen() throws {
    let planner = TransitionPlanner(checksStates: false)
    #expect(try planner.plan(from: Self.bar(selectedIndex: 1), to: Self.bar(selectedIndex: -1)).isEmpty)
    #expect(try planner.plan(from: Self.bar(selectedIndex: -1), to: Self.bar(selectedIndex: -1)).isEmpty)
  }
}
