import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// iOS 18's tabs on the simulated SwiftUI (issue 34, item 2): the app's tab view is
/// `WayfinderTabView`, a `.sidebarAdaptable` `TabView` of `Tab`s whose tabs the person hides in
/// the sidebar (the app's `TabViewCustomization`) and the app hides with `Tab.hidden(_:)`.
///
/// Before: nothing told the model of the person's customization (`WayfinderTabs` had none), so
/// the model held the tab as shown while the views hid it, and a link into it selected a tab
/// that was on neither the tab bar nor the sidebar
/// (the scenario `aLinkIntoATabThePersonHidFailsTabHiddenAndNothingMoves` failed so: the model
/// did not hide the tab, and the link ended `handled: thread(3) on screen`).
@MainActor
@Suite struct SwiftUIModelTabs18Tests {
  /// The app's own `Tab.hidden(_:)`: the views hide the tab at the next render, the person
  /// cannot tap it, and a link into it fails `tab-hidden`.
  @Test func aTabTheAppHidesIsHiddenOnScreenAndRefusesLinks() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.tabs18(.appHides(3, hidden: true)), .advance(milliseconds: 500))
    #expect(run.views.shown.hiddenTabs["main"] == ["orders"], "\(run.transcriptText)")
    await run.steps(.selectTab(3), .advance(milliseconds: 500))
    #expect(run.model.selectedTab(in: "main") == "home")
    await run.steps(.open("model://orders"), .advance(milliseconds: 1000))
    if case .failed(let failure)? = run.outcome(of: "model://orders") {
      #expect(failure.code == .tabHidden)
    } else {
      Issue.record("not a failure: \(String(describing: run.outcome(of: "model://orders")))")
    }
    await run.finish()
    #expect(run.failures == [], "\(run.transcriptText)")
  }
}
