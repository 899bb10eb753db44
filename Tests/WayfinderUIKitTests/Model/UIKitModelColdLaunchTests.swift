import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// Cold launch (issue 23, item 6): a link handed to the scene as it connects arrives before
/// the window's root has appeared. UIKit drops a presentation made then ("Attempt to present …
/// whose view is not in the window hierarchy") and never calls its completion.
@MainActor
@Suite struct UIKitModelColdLaunchTests {
  /// Before: the adapter presented at once (the root's view is in the window, so `isInWindow`
  /// said yes); UIKit dropped the presentation, the step waited out its time limit, and the
  /// link failed timed out with the sheet nowhere.
  @Test func aLinkAtLaunchPresentsOnceTheRootHasAppeared() async throws {
    let run = try ModelRun.scene(\.rootAppearsAfter, .milliseconds(300))
    await run.steps(.open("model://compose"), .advance(milliseconds: 200))
    #expect(run.uikit.window.presentedChain.isEmpty, "\(run.transcriptText)")
    await run.steps(.advance(milliseconds: 500), .advance(milliseconds: 2500))
    #expect(run.handledState(of: "model://compose") != nil, "\(run.transcriptText)")
    #expect(run.uikit.window.presentedChain.map(\.name) == ["compose"], "\(run.transcriptText)")
    #expect(await run.finished() == [])
  }

  /// A root that never appears in time ends the link with a refusal, not a hang, and nothing
  /// is presented.
  @Test func aRootThatDoesNotAppearInTimeEndsTheLinkRefused() async throws {
    let run = try ModelRun.scene(\.rootAppearsAfter, .seconds(30))
    await run.steps(.open("model://compose"), .advance(milliseconds: 2500), .advance(milliseconds: 2500))
    let reason = run.failure(of: "model://compose")
    #expect(reason?.description.contains("has not appeared") == true, "\(run.transcriptText)")
    #expect(run.uikit.window.presentedChain.isEmpty)
    await run.finish()
  }

  /// Pushes need no appearance: a link into a tab's stack at launch goes at once.
  @Test func aPushAtLaunchDoesNotWaitForTheRoot() async throws {
    let run = try ModelRun.scene(\.rootAppearsAfter, .seconds(1))
    await run.steps(.open("model://items/1"), .advance(milliseconds: 500))
    if case .handled = run.outcome(of: "model://items/1") {} else { Issue.record("\(run.transcriptText)") }
    #expect(await run.finished() == [])
  }
}
