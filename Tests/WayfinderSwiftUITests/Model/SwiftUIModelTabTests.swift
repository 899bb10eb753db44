import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) @_spi(Testing) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// Tabs on the simulated SwiftUI: the person tapping the selected tab again.
///
/// Before issue 23 the model had no way to hear a re-tap: the simulated person's tap wrote the
/// selected tab again into `TabView`'s binding, which `selectTab` ignores, and the stack stayed
/// as it was. `reselectTab(_:in:)` now pops the tab's stack to its root (`popsToRootOnReselect`,
/// on by default), as UIKit apps' tab bars do.
@MainActor
@Suite struct SwiftUIModelTabTests {
  @Test func reTappingTheSelectedTabPopsItsStackToItsRoot() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.open("model://items/1"), .advance(milliseconds: 1000))
    #expect(
      run.views.shown.paths["home"] == [Screen("item", parameters: ["id": "1"])], "\(run.transcriptText)")
    await run.steps(.retapSelectedTab, .advance(milliseconds: 1000))
    #expect(run.views.shown.paths["home"] == [], "\(run.transcriptText)")
    #expect(run.model.path(in: "home") == [])
    await run.finish()
    #expect(run.failures == [], "\(run.transcriptText)")
  }

  @Test func reTappingKeepsTheStackWhenTheAppTurnsItOff() async throws {
    let run = try SwiftUIModelRun.scene()
    run.model.popsToRootOnReselect = false
    await run.steps(.open("model://items/1"), .advance(milliseconds: 1000), .retapSelectedTab)
    #expect(run.model.path(in: "home") == [Screen("item", parameters: ["id": "1"])])
    await run.finish()
    #expect(run.failures == [], "\(run.transcriptText)")
  }
}

extension SwiftUIModelTabTests {
  /// The app's own code selects a tab: the center hears it when it happens, not at the next
  /// link. (It did before issue 23 too: the app writes the model, which reports every change it
  /// takes through `onOutsideChange`.)
  @Test func aTabTheAppSelectsIsReportedWhenItHappens() async throws {
    @MainActor final class Reports {
      var changes: [OutsideChange] = []
    }
    let model = NavigationModel(state: SwiftUIModelApp.start)
    let reports = Reports()
    model.onOutsideChange = { reports.changes.append($0) }
    model.selectTab("inbox", in: "main")
    #expect(reports.changes.count == 1)
    #expect(reports.changes.first?.after == model.state)
    #expect(model.selectedTab(in: "main") == "inbox")
  }
}
