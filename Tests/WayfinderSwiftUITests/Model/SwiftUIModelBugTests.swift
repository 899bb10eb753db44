import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// The smallest runs of the simulated SwiftUI that show what the random runs found wrong in the
/// SwiftUI adapter and the center, each fixed since and kept as a regression test.
@MainActor
@Suite struct SwiftUIModelBugTests {
  /// The person is pulling the compose sheet down when a link to `camera` arrives. The model
  /// cannot see the gesture (`refresh()` reads nothing), so the link presents the cover over
  /// `compose`, and UIKit refuses it, a presentation running. No animation was created, so the
  /// `withAnimation` completion comes at once (as `addAnimationCompletion` documents).
  ///
  /// Before commit 1592d77 the step settled on that completion, SwiftUI's `nil` for the
  /// refused cover then took it out of the model, and the link ended `handled`, "compose on
  /// screen", its cover never shown. Now a presentation settles once its modal has appeared,
  /// and the `nil` fails the step: the link does not end handled without its screen.
  @Test func aLinkWhosePresentationIsRefusedUnderThePersonsPullIsNotHandled() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.open("model://compose"), .advance(milliseconds: 500))
    await run.steps(.pullDown(finishing: true), .open("model://camera"), .advance(milliseconds: 3000))
    let outcome = run.outcome(of: "model://camera")
    #expect(outcome != nil)
    if case .handled(let state, _)? = outcome {
      #expect(state.holds(Screen("camera").id), "\(run.transcriptText)")
      #expect(run.shownModals() == ["camera"])
    }
    #expect(run.model.state == run.views.truth)
    #expect(await run.finished() == [])
  }

  /// The person is pulling the compose sheet down when a link to `attach` arrives: the model,
  /// which still holds `compose`, pushes `attach` into the sheet that is leaving. The sheet goes
  /// (SwiftUI writes `nil`, the model takes it as the person's), then the push's animation
  /// completes and the step settles.
  ///
  /// Before commit 347083c the link then ended `handled`, "home on screen", with a state that
  /// held neither `compose` nor `attach`. Now the step the person's change took away fails
  /// not-performed, and the center plans again from what is there: `compose`, then `attach`.
  @Test func aLinkThatPushesIntoASheetThePersonPullsDownIsNotHandled() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.open("model://compose"), .advance(milliseconds: 500))
    await run.steps(.pullDown(finishing: true), .open("model://compose/attach"), .advance(milliseconds: 1000))
    let outcome = run.outcome(of: "model://compose/attach")
    #expect(outcome != nil)
    if case .handled(let state, _)? = outcome {
      #expect(state.holds(Screen("attach").id), "\(run.transcriptText)")
      #expect(run.views.shown.paths["compose"] == [Screen("attach")])
    }
    #expect(run.model.state == run.views.truth)
    #expect(await run.finished() == [])
  }

  /// A link presents the compose sheet, which appears; the completion of its animation is
  /// lost, so the step is still settling when the person pulls the sheet down. When the sheet
  /// has gone, its content's `onDisappear` has run, and then SwiftUI writes `nil` (UIKit says
  /// `presentationControllerDidDismiss(_:)` "after a presentation is dismissed"). The model,
  /// whose views no longer report `compose`, takes that `nil` for SwiftUI refusing the
  /// presentation: the step fails not-performed, and the center, planning again, presents the
  /// sheet the person has just dismissed.
  ///
  /// Commit 347083c takes a `nil` for a modal the views report presented for the person's
  /// dismissal; by the time the person's `nil` comes, they no longer report it. A modal that
  /// appeared while the step settled could be remembered for the step.
  @Test func aPersonsDismissalWhileTheStepSettlesIsNoRefusal() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.loseNextCompletion, .open("model://compose"), .advance(milliseconds: 500))
    #expect(run.shownModals() == ["compose"])
    await run.steps(.pullDown(finishing: true), .advance(milliseconds: 1000))
    #expect(run.shownModals() == [], "\(run.transcriptText)")
    #expect(run.model.state.modals == [])
    await run.finish()
  }
}
