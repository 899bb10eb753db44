import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderSwiftUI

/// The fewest transitions (issue 23, item 9) on the simulated SwiftUI: a stack that changes by
/// more than one screen changes in one assignment of its `NavigationStack`'s path, one view
/// update and one transition; a chain of modals goes when the binding of the bottom one is
/// set to `nil`, one dismissal.
///
/// Before the planner made one step per container, the first link took two updates and two
/// push transitions, and the second two dismissals, one after the other.
@MainActor
@Suite struct SwiftUIModelTransitionTests {
  @Test func aLinkTwoScreensDeepIsOnePathAssignment() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.open("https://model.example/items/3/reviews"), .advance(milliseconds: 1000))
    #expect(run.handledState(of: "https://model.example/items/3/reviews") != nil, "\(run.transcriptText)")
    #expect(run.views.transitionsBegun[.push] == 1, "\(run.transcriptText)")
    #expect(run.model.revision == 1, "\(run.transcriptText)")
    #expect(run.model.state == run.views.truth)
    #expect(await run.finished() == [])
  }

  @Test func aChainOfModalsIsDismissedAtOnce() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.open("model://compose"), .open("model://camera"), .advance(milliseconds: 1000))
    #expect(run.shownModals() == ["compose", "camera"], "\(run.transcriptText)")
    let before = run.views.transitionsBegun[.dismiss, default: 0]
    await run.steps(.open("model://items/1"), .advance(milliseconds: 1000))
    #expect(run.handledState(of: "model://items/1") != nil, "\(run.transcriptText)")
    #expect(run.views.transitionsBegun[.dismiss, default: 0] - before == 1, "\(run.transcriptText)")
    #expect(run.shownModals() == [])
    #expect(run.model.state == run.views.truth)
    #expect(await run.finished() == [])
  }
}
