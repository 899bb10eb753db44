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
    #expect(run.shownModals == ["compose", "camera"], "\(run.transcriptText)")
    if case .handled? = run.outcome(of: "model://camera") {
    } else {
      Issue.record("camera: \(String(describing: run.outcome(of: "model://camera")))")
    }
    #expect(run.model.state == run.views.truth)
    await run.finish()
    #expect(run.failures == [], "\(run.transcriptText)")
  }
}
