import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// Several windows on the simulated SwiftUI (issue 34, item 1): a link under a full-screen
/// cover, a link with no window open, a link for a window in the background.
@MainActor
@Suite struct SwiftUIModelWindowTests {
  static let item = Screen("item", parameters: ["id": "1"])

  /// Before: `wayfinderScene` disconnected the window when its root's views disappeared, which
  /// they do under a full-screen cover: a link then found no window (on main, no outcome at
  /// all). Now the window stays connected until it closes, and the link closes the cover.
  @Test func aLinkUnderAFullScreenCoverHasItsOutcome() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.open("model://camera"), .advance(milliseconds: 1000))
    #expect(run.shownModals == ["camera"], "\(run.transcriptText)")
    #expect(run.rootsShown == [false], "\(run.transcriptText)")
    await run.steps(.open("model://items/1"), .advance(milliseconds: 1500))
    #expect(run.outcome(of: "model://items/1")?.name == "handled", "\(run.transcriptText)")
    #expect(run.scenes[0].model.path(in: "home") == [Self.item], "\(run.transcriptText)")
    await run.finish()
    #expect(run.failures == [], "\(run.transcriptText)")
  }

  /// Before: the link for the second window opened there while the first stayed in front.
  /// Now the second window is brought forward.
  @Test func aLinkForABackgroundWindowBringsItForward() async throws {
    var configuration = SwiftUIModelSceneTests.twoScenes
    configuration.threadsGoToTheSecondScene = true
    let run = try SwiftUIModelRun.scene(configuration)
    await run.steps(.open("model://threads/2"), .advance(milliseconds: 1000))
    #expect(run.scenes[1].model.path(in: "inbox") == [Screen("thread", parameters: ["id": "2"])])
    #expect(run.active == 1, "the second window was not brought forward\n\(run.transcriptText)")
    await run.finish()
    #expect(run.failures == [], "\(run.transcriptText)")
  }

  /// Before: with no window open the link was dropped, with no outcome. Now it waits and opens
  /// in the window that opens next.
  @Test func aLinkWithNoWindowOpensInTheNextWindow() async throws {
    let run = try SwiftUIModelRun.scene()
    run.closeWindow(0)
    await run.steps(.open("model://items/1"), .advance(milliseconds: 1000))
    #expect(run.outcome(of: "model://items/1") == nil)
    run.reopenWindow(0)
    await run.settle()
    await run.steps(.advance(milliseconds: 1500))
    #expect(run.outcome(of: "model://items/1")?.name == "handled", "\(run.transcriptText)")
    await run.finish()
    #expect(run.failures == [], "\(run.transcriptText)")
  }
}
