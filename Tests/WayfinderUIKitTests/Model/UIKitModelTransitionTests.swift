import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation

/// The fewest transitions UIKit allows (issue 23, item 9): a stack that changes by more than
/// one push or pop changes in one `setViewControllers(_:animated:)` call, and a chain of
/// modals goes in one `dismiss(animated:completion:)` on the view controller under it, as
/// Apple documents both (`ModelNavigationController.setViewControllers`,
/// `ModelViewController.dismiss`).
///
/// Before the planner made one step per container, the first link below took two pushes, two
/// transitions (`setStack` 0, `push` 2), and the second a dismissal per modal (`dismiss` 2).
@MainActor
@Suite struct UIKitModelTransitionTests {
  @Test func aLinkTwoScreensDeepIsOneTransitionOfItsStack() async throws {
    let run = try ModelRun.scene()
    let link = ModelApp.link(to: Screen("reviews", parameters: ["id": "3"]))
    await run.steps(.open(link), .advance(milliseconds: 1000))
    #expect(run.handledState(of: link) != nil, "\(run.transcriptText)")
    #expect(run.uikit.transitionsBegun[.setStack] == 1, "\(run.transcriptText)")
    #expect(run.uikit.transitionsBegun[.push, default: 0] == 0, "\(run.transcriptText)")
    #expect(
      run.shownScreens(in: "home")
        == [
          Screen("home"), Screen("item", parameters: ["id": "3"]), Screen("reviews", parameters: ["id": "3"]),
        ])
    #expect(await run.finished() == [])
  }

  @Test func aChainOfModalsIsDismissedInOneCall() async throws {
    let run = try ModelRun.scene()
    await run.steps(
      .open("model://compose"), .advance(milliseconds: 1000), .open("model://camera"),
      .advance(milliseconds: 1000))
    #expect(run.truth?.modals.map(\.name) == ["compose", "camera"], "\(run.transcriptText)")
    let before = run.uikit.transitionsBegun[.dismiss, default: 0]
    await run.steps(.open("model://items/1"), .advance(milliseconds: 1000))
    #expect(run.handledState(of: "model://items/1") != nil, "\(run.transcriptText)")
    #expect(run.uikit.transitionsBegun[.dismiss, default: 0] - before == 1, "\(run.transcriptText)")
    #expect(run.truth?.modals == [])
    #expect(await run.finished() == [])
  }
}
