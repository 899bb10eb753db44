import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// The smallest runs of the model that show what the random runs found wrong in the adapter
/// and the center, each fixed since and kept as a regression test.
@MainActor
@Suite struct UIKitModelBugTests {
  static let item2 = Screen("item", parameters: ["id": "2"])

  /// Two alerts of the app's, one presented over the other: a link that needs the root plans
  /// to dismiss the top one through the lower one's container, `foreign-modal-1`, which has no
  /// host in the directory, and fails `no-host`; the alerts stay. (The lower alert's view
  /// controller is the presenter UIKit dismisses through; the reader found it, the directory
  /// does not keep it.)
  @Test
  func aLinkDismissesTwoAlertsOneOverTheOther() async throws {
    let run = try ModelRun.scene()
    await run.steps(
      .appPresentsAlert(fromTop: true), .advance(milliseconds: 400), .appPresentsAlert(fromTop: true),
      .advance(milliseconds: 400), .open("model://home"), .advance(milliseconds: 2500))
    #expect(run.uikit.window.presentedChain.isEmpty, "\(run.transcriptText)")
    if case .handled = run.outcome(of: "model://home") {} else { Issue.record("\(run.transcriptText)") }
    await run.finish()
  }

  /// A push asked for while the stack's previous push is still animating (its step timed out,
  /// the transition goes on) is ignored by UIKit; the adapter's completion then comes from the
  /// transition in flight, and the center reports the link handled with its screen nowhere.
  @Test
  func aLinkIsNotHandledWhenItsPushWasIgnored() async throws {
    let run = try ModelRun.scene()
    await run.steps(
      .slowNextTransition, .open("model://items/1"), .advance(milliseconds: 2100), .open("model://items/2"),
      .advance(milliseconds: 1000))
    if case .handled(let state, _)? = run.outcome(of: "model://items/2") {
      #expect(state.holds(Self.item2.id), "\(run.transcriptText)")
    }
    #expect(await run.finished() == [])
  }

  /// A presentation whose completion was lost reads with the factory's presentation style,
  /// not the one the graph declares: the navigator records the declared style only when the
  /// step succeeds. The same hierarchy reads differently depending on whether the completion
  /// came in time.
  @Test
  func aTimedOutPresentationKeepsItsDeclaredStyle() async throws {
    let run = try ModelRun.scene(\.styles, ["compose": .fullScreen])
    await run.steps(.loseNextCompletion, .open("model://compose"), .advance(milliseconds: 2500))
    await run.navigator.refresh()
    #expect(run.navigator.state.modals.map(\.style) == [.sheet])
    #expect(run.navigator.state == run.truth)
    await run.finish()
  }

  /// A link superseded while it waits for sign-in takes the sign-in sheet away with it: the
  /// next link (`compose`) closes the sheet before it presents, and a guarded link after that
  /// shows sign-in over `compose`, whose coordinator stays with its screen. (Before the
  /// dispatcher was one machine, `compose` came up over the orphaned sign-in sheet, and the
  /// guarded link dismissed it again.)
  @Test
  func aSupersededGuardWaitTakesItsSheetAwayAndCoordinatorsFollowTheScreen() async throws {
    let run = try ModelRun.scene(\.usesCoordinators, true)
    await run.steps(
      .open("model://account"), .advance(milliseconds: 400), .open("model://compose"),
      .advance(milliseconds: 400))
    #expect(run.truth?.modals.map(\.name) == ["compose"])
    await run.steps(.open("model://orders/1"), .advance(milliseconds: 400))
    #expect(run.truth?.modals.map(\.name) == ["compose", "signIn"])
    // The sign-in sheet the link waits on has its coordinator, handed the link, the child of
    // the coordinator of compose, which presented it (issue 36).
    let compose = run.coordinators?.firstReceiver(as: Coordinator.self) { $0.container == "compose" }
    #expect(compose?.children.map(\.container) == ["signIn"])
    #expect(run.failures == [])
    await run.finish()
  }

  /// A dismissal of the app's alert is slow: the link that asked for it times out, the alert
  /// is still going. The next link, to `compose` under it, plans to dismiss the alert too; its
  /// step waits for the dismissal in flight, then calls `dismissPresented` on `compose`, found
  /// and checked before the wait. By then `compose` presents nothing, so UIKit dismisses
  /// `compose` itself, and the link ends handled with `compose` gone.
  @Test func aLinkThatWaitsForADismissalKeepsTheModalUnderIt() async throws {
    let run = try ModelRun.scene()
    await run.steps(
      .open("model://compose"), .advance(milliseconds: 400), .appPresentsAlert(fromTop: true),
      .advance(milliseconds: 400), .slowNextTransition, .open("model://home"), .advance(milliseconds: 2100),
      .open("model://compose"), .advance(milliseconds: 1000))
    #expect(run.truth?.modals.map(\.name) == ["compose"], "\(run.transcriptText)")
    #expect(run.failures == [])
    await run.finish()
  }

  /// A link superseding a wait for sign-in closes the sign-in sheet, then UIKit refuses to
  /// present its own screen: the sign-in sheet's coordinator (made for the wait since issue 36)
  /// ends all the same, as every coordinator of what a link closed, whatever its outcome.
  @Test func aFailedLinkEndsTheCoordinatorsOfWhatItClosed() async throws {
    #expect(try await UIKitModelTests.replay(seed: 8690).failures == [])
  }
}
