import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// How the model paces its steps on the simulated SwiftUI: one presentation change at a time,
/// each step settled when its animation completes, a step whose completion never comes given up
/// on. Each test says what the model did before commit 67741b8 (it settled every step at the
/// next update, from `onChange(of: revision)`, and waited for that without a limit).
@MainActor
@Suite struct SwiftUIModelPacingTests {

  /// A sheet, then a cover over it, then the cover dismissed and a cover presented again in
  /// its place: every presentation change starts once the one before has ended.
  ///
  /// The old model settled `present compose` at the next update, while UIKit still presented
  /// the sheet: the next link presented `camera` during that presentation, and UIKit refused it.
  @Test func aSheetThenACoverOverItNeverOverlap() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.open("model://compose"), .open("model://camera"), .advance(milliseconds: 1000))
    #expect(run.shownModals() == ["compose", "camera"], "\(run.transcriptText)")
    #expect(run.handledState(of: "model://camera") != nil)
    #expect(run.model.state == run.views.truth)
    #expect(run.views.layer.started["step"] == 2)
    #expect(await run.finished() == [])
  }

  /// A sheet dismissed with animation (the last step of a link to the root), then a cover
  /// presented by the next link: the cover waits for the dismissal to end, and lands.
  ///
  /// The old model settled the dismissal at the next update, and presented the cover while the
  /// sheet was still leaving: UIKit refused it ("while a presentation is in progress").
  @Test func aSheetDismissedThenACoverPresentedNeverOverlap() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.open("model://compose"), .advance(milliseconds: 500))
    #expect(run.shownModals() == ["compose"])
    await run.steps(.open("model://home"), .open("model://camera"))
    // The dismissal runs; the cover waits for it.
    #expect(run.shownModals() == [])
    #expect(run.views.layer.inFlight?.kind == .dismiss)
    await run.step(.advance(milliseconds: 1000))
    #expect(run.shownModals() == ["camera"], "\(run.transcriptText)")
    #expect(run.handledState(of: "model://camera") != nil)
    #expect(run.model.state == run.views.truth)
    #expect(await run.finished() == [])
  }

  /// The sign-in sheet over the compose sheet: a sheet over a sheet, presented once the first
  /// has landed.
  ///
  /// The old model presented `signIn` from `compose` one update after it asked for `compose`,
  /// during its presentation: UIKit refused it, and the link waited on a guard whose screen
  /// never showed.
  @Test func aSheetOverASheetLandsAfterIt() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.open("model://compose"), .open("model://orders/1"), .advance(milliseconds: 1000))
    #expect(run.shownModals() == ["compose", "signIn"], "\(run.transcriptText)")
    #expect(run.center.pendingGuards == [SwiftUIModelApp.guardName])
    #expect(run.model.state == run.views.truth)
    await run.steps(.signIn, .advance(milliseconds: 1000))
    #expect(run.handledState(of: "model://orders/1") != nil, "\(run.transcriptText)")
    #expect(await run.finished() == [])
  }

  /// An animated step settles when its animation completes: not at the update that shows it,
  /// and not a frame after the completion.
  ///
  /// The old model settled it at the update that showed its change (`onChange(of: revision)`),
  /// 400 ms before the sheet was up.
  @Test func aStepSettlesWhenItsAnimationCompletes() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.step(.open("model://compose"))
    #expect(run.views.renders >= 2, "the views have rendered the step")
    #expect(run.model.isSettling)
    #expect(run.outcome(of: "model://compose") == nil)
    await run.step(.advance(milliseconds: 399))
    #expect(run.model.isSettling)
    #expect(run.outcome(of: "model://compose") == nil)
    await run.step(.advance(milliseconds: 1))
    #expect(!run.model.isSettling)
    #expect(run.handledState(of: "model://compose") != nil, "\(run.transcriptText)")
    #expect(run.shownModals() == ["compose"])
    #expect(await run.finished() == [])
  }

  /// A step without animation settles at the update that shows it: a plan's first steps land
  /// in as many updates, at once on the clock, and only its last, animated, waits for its
  /// animation.
  @Test func stepsWithoutAnimationSettleAtTheirUpdate() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.open("model://compose"), .advance(milliseconds: 500))
    let rendersBefore = run.views.renders
    // Dismiss compose, select search, push player(2) (animated).
    await run.step(.open("model://player/2"))
    #expect(run.model.revision == 4, "\(run.transcriptText)")
    #expect(run.views.renders - rendersBefore >= 3)
    #expect(run.shownModals() == [])
    #expect(run.views.shown.selectedTabs["main"] == "search")
    #expect(run.outcome(of: "model://player/2") == nil, "its last step, animated, runs")
    await run.step(.advance(milliseconds: 350))
    #expect(run.handledState(of: "model://player/2") != nil)
    #expect(run.views.shown.paths["search"] == [Screen("player", parameters: ["id": "2"], traits: .unique)])
    #expect(await run.finished() == [])
  }

  /// The person half-pulls the compose sheet down (UIKit runs that gesture, and refuses any
  /// other presentation meanwhile) as a link presents `camera` over it: UIKit refuses the
  /// cover, the completion of its animation is lost, and SwiftUI's `nil` comes only after the
  /// time limit. The step fails `timed-out`, and `camera`, which the views never presented,
  /// leaves the state.
  ///
  /// The old model waited for the completion without a limit: the link never ended, every link
  /// after it queued behind it, and the state kept a cover nobody saw.
  @Test func aStepWhoseCompletionIsLostTimesOutAndTheModalNeverShownLeaves() async throws {
    let run = try SwiftUIModelRun.scene(\.writeBackDelay, .seconds(3))
    await run.steps(.open("model://compose"), .advance(milliseconds: 500))
    await run.steps(.loseNextCompletion, .pullDown(finishing: false), .open("model://camera"))
    #expect(run.model.state.modals.map(\.name) == ["compose", "camera"])
    #expect(run.shownModals() == ["compose"])
    await run.step(.advance(milliseconds: 1900))
    #expect(run.outcome(of: "model://camera") == nil, "the link waits until the time limit")
    await run.step(.advance(milliseconds: 200))
    #expect(
      run.outcome(of: "model://camera")?.description
        == "failed: "
        + ("step refused (timed-out): present fullScreen camera from compose, animated did not finish within "
          + "2.0 seconds"),
      "\(run.transcriptText)")
    #expect(run.model.state.modals.map(\.name) == ["compose"])
    #expect(run.model.state == run.views.truth)
    // The next link opens.
    await run.steps(.open("model://compose/attach"), .advance(milliseconds: 400))
    #expect(run.handledState(of: "model://compose/attach") != nil, "\(run.transcriptText)")
    #expect(await run.finished() == [])
  }

  /// A completion that comes after the time limit does not settle the step after it.
  @Test func aSlowCompletionSettlesNothingLater() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.slowNextCompletion, .open("model://items/1"), .advance(milliseconds: 2100))
    let reason = run.failure(of: "model://items/1")
    #expect(reason?.navigationError?.code == .timedOut)
    // The late completion of revision 1 comes at 2,750 ms, while the camera (revision 2) presents.
    await run.steps(.open("model://camera"), .advance(milliseconds: 300))
    #expect(run.model.isSettling)
    #expect(run.outcome(of: "model://camera") == nil, "\(run.transcriptText)")
    await run.step(.advance(milliseconds: 200))
    #expect(run.handledState(of: "model://camera") != nil, "\(run.transcriptText)")
    #expect(await run.finished() == [])
  }
}
