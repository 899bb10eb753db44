import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// Tabs the app and the person change (issue 23, item 5).
@MainActor
@Suite struct UIKitModelTabTests {
  /// The tab the navigator last read as selected in `main`.
  static func selectedTab(_ state: NavigationState?) -> String? {
    guard case .tabs(let bar)? = state?.container(named: "main") else { return nil }
    return bar.tabs.indices.contains(bar.selectedIndex) ? bar.tabs[bar.selectedIndex].name : nil
  }

  /// Before: the app's own `selectedIndex = 2` reached the navigator only at the next reading
  /// (the next link's refresh): UIKit calls `tabBar(_:didSelect:)` and the delegate for the
  /// person's taps only, so nothing reported it, and the coordinators of the tab left stayed.
  @Test(arguments: [false, true])
  func aTabTheAppSelectsIsReportedWhenItHappens(reported: Bool) async throws {
    let run = try ModelRun.scene()
    run.visibleTabBar?.reportsSelection = reported
    // The event alone, without the checks after it (which read the hierarchy again).
    await run.perform(.appSelectsTab(2))
    await run.settle()
    #expect(Self.selectedTab(run.truth) == "inbox")
    // Before: the navigator still read `home` selected, until something read the views again.
    #expect(Self.selectedTab(run.navigator.state) == (reported ? "inbox" : "home"), "\(run.transcriptText)")
    #expect(await run.finished() == [])
  }
}
