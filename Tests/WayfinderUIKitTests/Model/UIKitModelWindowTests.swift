import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// Several windows (issue 34, item 1): a link for a window in the background brings it forward;
/// a link with no window open waits for one, or ends no-window; the policy sees what each
/// window shows.
@MainActor
@Suite struct UIKitModelWindowTests {
  static let item1 = Screen("item", parameters: ["id": "1"])

  /// Before: the router opened the link in scene 2 while scene 1 stayed in front (nothing asked
  /// the system to activate scene 2's session). Now scene 2 is brought forward.
  @Test func aLinkForABackgroundWindowBringsItForward() async throws {
    let run = try UIKitModelSceneTests.twoScenes()
    run.router.policy = { [second = run.scenes[1].id] _ in second }
    await run.steps(.open("model://items/1"), .advance(milliseconds: 600))
    #expect(run.scenes[1].truth?.holds(Self.item1.id) == true, "\(run.transcriptText)")
    #expect(run.activeScene == 1, "scene 2 was not brought forward\n\(run.transcriptText)")
    await run.finish()
    #expect(run.failures == [], "\(run.transcriptText)")
  }

  /// Before: with every window closed the router dropped the link: it had no outcome ("no scene
  /// took model://items/1"). Now it waits, and opens in the window that connects next.
  @Test func aLinkWithNoWindowOpensInTheNextWindow() async throws {
    let run = try UIKitModelSceneTests.twoScenes()
    run.closeWindow(0)
    run.closeWindow(1)
    await run.steps(.open("model://items/1"), .advance(milliseconds: 600))
    #expect(run.outcome(of: "model://items/1") == nil)
    #expect(run.router.linksWaitingForAWindow == 1)
    run.reopenWindow(1)
    await run.settle()
    await run.steps(.advance(milliseconds: 600))
    #expect(run.scenes[1].truth?.holds(Self.item1.id) == true, "\(run.transcriptText)")
    #expect(run.outcome(of: "model://items/1")?.name == "handled", "\(run.transcriptText)")
    await run.finish()
    #expect(run.failures == [], "\(run.transcriptText)")
  }

  /// With no window for longer than the hold limit, the link ends no-window.
  @Test func aLinkWithNoWindowForTooLongEndsNoWindow() async throws {
    let run = try UIKitModelSceneTests.twoScenes()
    run.closeWindow(0)
    run.closeWindow(1)
    await run.steps(.open("model://items/1"), .advance(milliseconds: 31_000))
    guard case .failed(let failure)? = run.outcome(of: "model://items/1") else {
      Issue.record("no no-window outcome: \(String(describing: run.outcome(of: "model://items/1")))")
      return
    }
    #expect(failure.code == .noWindow)
    run.reopenWindow(0)
    await run.finish()
  }

  /// The policy sees what each window shows: a link to a screen one window shows goes there.
  @Test func aLinkGoesToTheWindowAlreadyShowingItsScreen() async throws {
    let run = try UIKitModelSceneTests.twoScenes()
    await run.steps(.activateScene(1), .open("model://items/1"), .advance(milliseconds: 600))
    #expect(run.scenes[1].truth?.holds(Self.item1.id) == true, "\(run.transcriptText)")
    run.router.policy = { $0.windowShowingLink }
    await run.steps(.activateScene(0), .open("model://items/1"), .advance(milliseconds: 600))
    #expect(run.scenes[0].truth?.holds(Self.item1.id) == false, "\(run.transcriptText)")
    #expect(run.activeScene == 1, "\(run.transcriptText)")
    await run.finish()
    #expect(run.failures == [], "\(run.transcriptText)")
  }
}
