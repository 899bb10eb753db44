import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// When a SwiftUI step settles, now that the simulated SwiftUI runs a `withAnimation`
/// completion at once for a push or a presentation (UIKit's transitions under SwiftUI, no
/// animation of SwiftUI's own), as Apple documents for a change that creates no animation.
///
/// Before issue 23 the adapter settled a step at that completion: a step settled as its
/// transition began, and the next presentation overlapped it (UIKit refuses it). A step now
/// settles once the UIKit transitions under the views have ended (the transition coordinator).
@MainActor
@Suite struct SwiftUIModelSettlingTests {
  /// A cover, then a sheet over it: the cover's step settles when UIKit's presentation has
  /// ended, not at the completion that comes at once.
  @Test func aPresentationSettlesWhenUIKitsTransitionHasEnded() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.open("model://camera"), .open("model://compose"), .advance(milliseconds: 100))
    #expect(run.model.isSettling, "the cover's presentation runs 400 ms\n\(run.transcriptText)")
    #expect(run.views.layer.started["step"] == 1, "\(run.transcriptText)")
    await run.step(.advance(milliseconds: 1500))
    #expect(run.shownModals() == ["camera", "compose"], "\(run.transcriptText)")
    #expect(await run.finished() == [])
  }

  /// A push settles when the navigation controller's push has ended.
  @Test func aPushSettlesWhenUIKitsPushHasEnded() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.open("model://items/1"), .advance(milliseconds: 100))
    #expect(run.model.isSettling, "the push runs 350 ms\n\(run.transcriptText)")
    await run.step(.advance(milliseconds: 400))
    #expect(!run.model.isSettling, "\(run.transcriptText)")
    #expect(await run.finished() == [])
  }
}
