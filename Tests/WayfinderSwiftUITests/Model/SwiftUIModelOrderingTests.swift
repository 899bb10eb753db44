import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// The orderings Apple leaves undocumented, each a knob of the simulated SwiftUI that the
/// random runs arm among their events: the model holds whichever way a device orders things.
@MainActor
@Suite struct SwiftUIModelOrderingTests {

  /// UIKit begins the first presentation of the model's life a turn after the update that
  /// asks for it — after the update's completion and its `onChange`, which Apple allows: the
  /// step settles once the sheet has appeared and UIKit's presentation has ended, and the next
  /// presentation waits for it.
  ///
  /// Before, the model settled `present compose` at the completion: the views had reported no
  /// presentation yet, so it waited for none, and UIKit was running nothing yet. The next link
  /// presented `camera` while UIKit presented `compose`, and UIKit refused it.
  @Test func aFirstPresentationUIKitBeginsATurnLaterIsWaitedFor() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(
      .presentNextModalLate, .open("model://compose"), .open("model://camera"), .advance(milliseconds: 1000))
    #expect(run.shownModals() == ["compose", "camera"], "\(run.transcriptText)")
    #expect(run.handledState(of: "model://camera") != nil, "\(run.transcriptText)")
    #expect(run.model.state == run.views.truth)
    #expect(await run.finished() == [])
  }

  /// SwiftUI runs the push's completion and `onChange` before it asks UIKit to push: the step
  /// settles once the pushed screen has appeared and UIKit's push has ended.
  ///
  /// Before, the step settled at the completion — UIKit's coordinators showed nothing running
  /// yet — and the link ended handled before UIKit had begun the push.
  @Test func aPushSwiftUIAsksOfUIKitAfterItsCompletionSettlesOncePushed() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.callUIKitAfterCompletion, .open("model://items/1"), .advance(milliseconds: 100))
    #expect(run.model.isSettling, "UIKit's push runs 350 ms\n\(run.transcriptText)")
    await run.step(.advance(milliseconds: 1000))
    #expect(run.handledState(of: "model://items/1") != nil, "\(run.transcriptText)")
    #expect(await run.finished() == [])
  }

  /// A step without animation whose change SwiftUI makes a turn after its update, at once and
  /// with no transition coordinator (a plan's push before its presentation): it settles once
  /// the pushed screen has appeared, and the presentation follows it.
  ///
  /// Before, the push settled at `onChange`, with nothing of UIKit's running: the presentation's
  /// update began before SwiftUI had asked UIKit to push.
  @Test func aChangeWithoutAnimationMadeLateWithNoCoordinatorIsWaitedFor() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.step(.makeNextStillChangeLate)
    let item = Screen("item", parameters: ["id": "1"])
    let compose = Modal(.sheet, .stack("compose", [Screen("compose")]))
    let model = run.model
    var report: PlanReport?
    Task { @MainActor in
      report = await model.perform([
        .push(item, onto: "home"), .present(compose, from: "app", animated: true),
      ]) {
        false
      }
    }
    await run.steps(.advance(milliseconds: 1000), .advance(milliseconds: 1000))
    #expect(report?.ending == .done, "\(run.transcriptText)")
    #expect(run.views.counts["changes without animation made late"] == 1, "\(run.transcriptText)")
    #expect(run.shownModals() == ["compose"], "\(run.transcriptText)")
    #expect(await run.finished() == [])
  }

  /// No `onChange` reaches the root while a full-screen cover hides it: a link's first step,
  /// without animation, dismisses the cover all the same and the link goes on.
  ///
  /// Before, a step without animation settled only at `onChange`: it timed out under the cover.
  @Test func aStepWithoutAnimationUnderACoverSettlesWithoutOnChange() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.open("model://camera"), .advance(milliseconds: 1000))
    await run.steps(.dropOnChangeUnderCovers, .open("model://threads/1"), .advance(milliseconds: 3000))
    #expect(run.handledState(of: "model://threads/1") != nil, "\(run.transcriptText)")
    #expect(run.views.counts["onChange not called under a cover", default: 0] > 0, "\(run.transcriptText)")
    #expect(run.shownModals() == [], "\(run.transcriptText)")
    #expect(await run.finished() == [])
  }
}
