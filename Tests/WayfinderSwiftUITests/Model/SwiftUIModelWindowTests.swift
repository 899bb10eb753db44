import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// Several windows on the simulated SwiftUI (issue 34, item 1): a link under a full-screen
/// cover; the shared scenarios in `SwiftUIModelScenarioTests.swift`.
@MainActor
@Suite struct SwiftUIModelWindowTests {
  static let item = Screen("item", parameters: ["id": "1"])

  /// Before: `wayfinderScene` disconnected the window when its root's views disappeared, which
  /// they do under a full-screen cover: a link then found no window (on main, no outcome at
  /// all). Now the window stays connected until it closes, and the link closes the cover.
  @Test func aLinkUnderAFullScreenCoverHasItsOutcome() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.open("model://camera"), .advance(milliseconds: 1000))
    #expect(run.shownModals() == ["camera"], "\(run.transcriptText)")
    #expect(run.rootsShown == [false], "\(run.transcriptText)")
    await run.steps(.open("model://items/1"), .advance(milliseconds: 1500))
    #expect(run.outcome(of: "model://items/1")?.name == "handled", "\(run.transcriptText)")
    #expect(run.scenes[0].model.path(in: "home") == [Self.item], "\(run.transcriptText)")
    await run.finish()
    #expect(run.failures == [], "\(run.transcriptText)")
  }
}
