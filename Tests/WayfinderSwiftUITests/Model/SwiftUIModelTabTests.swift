import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// Tabs on the simulated SwiftUI: the person tapping the selected tab again.
///
/// `TabView` writes its selection binding on every tap of a tab item, the selected one's too,
/// and the simulated person's re-tap writes through `WayfinderTabs`' binding as the views make
/// it. Before: that binding called `selectTab(_:in:rendered:)`, which ignores the selected tab,
/// so `reselectTab(_:in:)` was never reached from the views and the stack stayed as it was
/// (the scenario `reTappingTheSelectedTabPopsItsStackToItsRoot` failed: the path stayed
/// `[item(1)]`). Now the binding calls `tabViewWrote`, which tells a re-tap (the selected tab,
/// from a render of the model as it still is) from SwiftUI's echo of an earlier render.
@MainActor
@Suite struct SwiftUIModelTabTests {
  /// SwiftUI writes the last render's selection back after a step, before the views render it:
  /// the selected tab again, but from a render the model has moved on from. It is no re-tap.
  @Test func anEchoOfTheSelectedTabAfterAStepIsNoReTap() async throws {
    let run = try SwiftUIModelRun.scene(\.echoBeforeRenderPercent, 100)
    await run.steps(.open("model://items/1"), .advance(milliseconds: 1000))
    await run.steps(.open("https://model.example/items/1/reviews"), .advance(milliseconds: 1000))
    #expect(run.model.path(in: "home").count == 2, "\(run.transcriptText)")
    #expect(await run.finished() == [])
  }

  @Test func reTappingKeepsTheStackWhenTheAppTurnsItOff() async throws {
    let run = try SwiftUIModelRun.scene()
    run.model.popsToRootOnReselect = false
    await run.steps(.open("model://items/1"), .advance(milliseconds: 1000), .retapSelectedTab)
    #expect(run.model.path(in: "home") == [Screen("item", parameters: ["id": "1"])])
    #expect(await run.finished() == [])
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
