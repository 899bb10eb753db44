import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// Presentations a container inside the root makes over its own context (issue 23, item 5):
/// a tab's navigation controller that defines the presentation context presents over the
/// current context; it covers that tab only, and the window's root presents nothing.
@MainActor
@Suite struct UIKitModelContextTests {
  /// Before: the reader followed the root's `presentedViewController` only, which is nil here,
  /// so it read the tab's stack as uncovered: the navigator's state missed the modal on screen,
  /// and a link pushed under it.
  @Test func aPresentationOverAStacksContextIsReadAndALinkDismissesIt() async throws {
    let run = try ModelRun.scene()
    await run.steps(.appPresentsInContext, .advance(milliseconds: 500))
    #expect(run.truth?.modals.count == 1, "\(run.transcriptText)")
    await run.navigator.refresh()
    #expect(run.navigator.state == run.truth, "\(run.transcriptText)")

    await run.steps(.open("model://items/1"), .advance(milliseconds: 2500))
    if case .handled = run.outcome(of: "model://items/1") {
    } else {
      Issue.record("\(String(describing: run.outcome(of: "model://items/1")))\n\(run.transcriptText)")
    }
    #expect(run.truth?.modals == [], "\(run.transcriptText)")
    #expect(await run.finished() == [])
  }
}
