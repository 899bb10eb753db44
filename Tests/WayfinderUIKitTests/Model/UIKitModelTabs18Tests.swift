import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// iOS 18's tabs on the UIKit model (issue 34, item 2): a tab bar the app builds from `UITab`s,
/// some inside a `UITabGroup`, whose tabs the person may hide in the sidebar.
@MainActor
@Suite struct UIKitModelTabs18Tests {
  /// Before: the adapter read `viewControllers`, which UIKit's documentation does not promise
  /// once `tabs` is set (the model answers `nil`): the tab bar was read as having no tabs, and
  /// the link failed (illegal-state: tab bar "main" has no tabs).
  @Test func aTabBarBuiltFromUITabsIsReadWithItsTabs() async throws {
    let run = try ModelRun.scene(ModelRun.tabs18)
    await run.steps(.open("model://threads/3"), .advance(milliseconds: 800))
    #expect(run.outcome(of: "model://threads/3")?.name == "handled", "\(run.transcriptText)")
    #expect(run.shownScreens(in: "inbox") == [Screen("inbox"), Screen("thread", parameters: ["id": "3"])])
    #expect(run.visibleTabBar?.selectedTab?.identifier == "inbox")
    // A tab inside the group (a sidebar section) is a tab: the link selects it.
    await run.steps(.open("model://orders"), .advance(milliseconds: 800))
    #expect(run.outcome(of: "model://orders")?.name == "handled", "\(run.transcriptText)")
    #expect(run.visibleTabBar?.selectedTab?.identifier == "orders")
    #expect(run.navigator.state == run.truth, "\(run.transcriptText)")
    await run.finish()
    #expect(run.failures == [], "\(run.transcriptText)")
  }

  /// The app's own `selectedTab` reaches the navigator when it happens
  /// (`WayfinderTabBarController` overrides its setter).
  @Test func selectedTabTheAppSetsIsReported() async throws {
    let run = try ModelRun.scene(ModelRun.tabs18)
    await run.perform(.tabs18(.appSelectsTab(1)))
    await run.settle()
    guard case .tabs(let bar)? = run.navigator.state.container(named: "main") else {
      Issue.record("no tab bar: \(run.navigator.state)")
      return
    }
    #expect(bar.selectedTab.name == "search", "\(run.transcriptText)")
    await run.finish()
    #expect(run.failures == [], "\(run.transcriptText)")
  }
}
