import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// What UIKit refuses or never finishes, and what the app does behind the navigator's back,
/// on the model of UIKit. Each test describes what the adapter did before it read the live
/// hierarchy (it trusted a state it remembered and waited for every completion without a
/// limit).
@MainActor
@Suite struct UIKitModelRefusalTests {
  /// Whether `outcome` is a failure with a typed reason: `step refused (<code>): …`.
  static func isTypedFailure(_ outcome: LinkOutcome?) -> Bool {
    guard case .failed(let failure)? = outcome else { return false }
    return failure.code == .navigatorRefused && failure.navigationError != nil
  }

  /// The old adapter presented from the root it remembered; UIKit refused, the root being
  /// already presenting the app's alert, and never called the completion: the link waited for
  /// ever, and every link after it queued behind it. Now a presentation from a presenter that
  /// is already presenting is refused, typed, before UIKit is asked; one that UIKit refuses
  /// without a word ends failed at the time limit; and the next link opens.
  @Test func aPresentationUIKitRefusesEndsTheLinkFailedAndTheNextLinkOpens() async throws {
    let run = try ModelRun.scene()
    await run.steps(.appPresentsAlert(fromTop: true), .advance(milliseconds: 400))
    #expect(run.truth?.modals.map(\.name) == ["foreign-modal-1"])
    let compose = Modal(.sheet, .stack("compose", [Screen("compose")]))
    let refusal = await #expect(throws: NavigationError.self) {
      try await run.navigator.perform(.present(compose, from: "app"))
    }
    #expect(refusal?.code == .alreadyPresenting)
    #expect(run.uikit.window.presentedChain.map(\.name) == ["alert"])

    await run.steps(.refuseNextPresentation, .open("model://camera"), .advance(milliseconds: 1000))
    #expect(run.outcome(of: "model://camera") == nil, "the link waits for its completion until the limit")
    await run.step(.advance(milliseconds: 1500))
    #expect(
      run.outcome(of: "model://camera")?.description
        == "failed: "
        + ("step refused (timed-out): present fullScreen camera from app, animated did not finish within 2.0 seconds"),
      "\(run.transcriptText)")
    #expect(run.navigator.state == run.truth)

    await run.steps(.open("model://threads/1"), .advance(milliseconds: 400))
    #expect(run.handledState(of: "model://threads/1") != nil, "\(run.transcriptText)")
    #expect(run.shownScreens(in: "inbox") == [Screen("inbox"), Screen("thread", parameters: ["id": "1"])])
    #expect(await run.finished() == [])
  }

  /// The old adapter presented the sheet from the root it remembered, which UIKit refused (the
  /// root presents the app's alert): the link waited for ever. A link that needs the top of the
  /// screen dismisses the alert first.
  @Test func aSheetOverTheAppsAlertDismissesTheAlertFirst() async throws {
    let run = try ModelRun.scene()
    await run.steps(.appPresentsAlert(fromTop: true), .advance(milliseconds: 400))
    await run.steps(.open("model://compose"), .advance(milliseconds: 400))
    #expect(run.handledState(of: "model://compose") != nil, "\(run.transcriptText)")
    #expect(run.truth?.modals.map(\.name) == ["compose"])
    #expect(await run.finished() == [])
  }

  /// The old adapter awaited every completion without a limit: a lost one held the link, and
  /// every later link, for ever.
  @Test func aLostCompletionTimesOutAndTheNextLinkStillOpens() async throws {
    let run = try ModelRun.scene()
    await run.steps(.loseNextCompletion, .open("model://items/1"), .advance(milliseconds: 1000))
    #expect(run.outcome(of: "model://items/1") == nil, "the link waits for its completion until the limit")

    await run.step(.advance(milliseconds: 1500))
    let reason = run.failure(of: "model://items/1")
    #expect(
      reason?.description
        == "step refused (timed-out): push item(1) onto home, animated did not finish within 2.0 seconds"
    )
    // The push happened; only its completion was lost. The state is what the views show.
    #expect(run.navigator.state == run.truth)

    await run.steps(.open("model://threads/1"), .advance(milliseconds: 400))
    #expect(run.handledState(of: "model://threads/1") != nil, "\(run.transcriptText)")
    #expect(await run.finished() == [])
  }

  /// The old adapter dismissed a modal by calling `dismiss` on the modal's own content; with
  /// the content presenting an alert, UIKit dismissed only the alert and the modal stayed.
  @Test func dismissingAModalWhoseContentPresentsAnAlertDismissesTheModal() async throws {
    let run = try ModelRun.scene()
    await run.steps(.open("model://compose"), .advance(milliseconds: 400))
    #expect(run.handledState(of: "model://compose") != nil)
    // The app's alert, from compose's own view controller: compose is its presentation context.
    await run.steps(.appPresentsAlert(fromTop: true), .advance(milliseconds: 400))
    #expect(run.truth?.modals.map(\.name) == ["compose", "foreign-modal-2"])

    await run.steps(.open("model://home"), .advance(milliseconds: 400))
    #expect(run.handledState(of: "model://home") != nil, "\(run.transcriptText)")
    #expect(run.truth?.modals == [])
    #expect(run.uikit.window.presentedChain.isEmpty)
    #expect(await run.finished() == [])
  }

  /// The old adapter remembered `home` holding its root only and pushed `item(1)` over the
  /// app's own view controller: home, [the app's], item(1).
  @Test func aForeignViewControllerPushedByTheAppIsPoppedByALinkThatNeedsItsStack() async throws {
    let run = try ModelRun.scene()
    await run.step(.appPushesForeign)
    #expect(run.shownScreens(in: "home") == [Screen("home"), .foreign("ModelAppViewController")])
    #expect(run.navigator.state == run.truth)

    await run.steps(.open("model://items/1"), .advance(milliseconds: 400))
    #expect(run.handledState(of: "model://items/1") != nil, "\(run.transcriptText)")
    #expect(run.shownScreens(in: "home") == [Screen("home"), Screen("item", parameters: ["id": "1"])])
    #expect(await run.finished() == [])
  }
}
