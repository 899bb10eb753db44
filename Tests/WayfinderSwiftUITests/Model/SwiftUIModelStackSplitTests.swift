import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// The app's `home` stack as a split view on the simulated SwiftUI (`WayfinderStackSplitView`,
/// issue 34, item 3): its list in the sidebar, its pushed screens in the detail column, one
/// stack collapsed (compact width).
@MainActor
@Suite struct SwiftUIModelStackSplitTests {
  static func item(_ id: Int) -> Screen { Screen("item", parameters: ["id": "\(id)"]) }
  static func reviews(_ id: Int) -> Screen { Screen("reviews", parameters: ["id": "\(id)"]) }

  static func handled(_ outcome: LinkOutcome?) -> Bool {
    if case .handled? = outcome { true } else { false }
  }

  static func run(compact: Bool) throws -> SwiftUIModelRun {
    var configuration = SwiftUIModelConfiguration.plain
    configuration.stackSplit = true
    configuration.startsCompact = compact
    return try SwiftUIModelRun.scene(configuration)
  }

  /// The person chooses another row in the sidebar while the detail shows a screen pushed past
  /// its root: the list's selection binding carries the choice to the model, and the detail
  /// shows the row alone (Apple: the split view "coordinates with the List in its first
  /// column, so that when people make a selection, the detail view updates accordingly").
  @Test func thePersonsChoiceInTheSidebarShowsTheRowAlone() async throws {
    let run = try Self.run(compact: false)
    await run.steps(.open("model://items/1"), .advance(milliseconds: 1000), .followLink(0))
    await run.step(.advance(milliseconds: 1000))
    #expect(run.model.path(in: "home") == [Self.item(1), Self.reviews(1)], "\(run.transcriptText)")
    await run.steps(.stackSplit(.chooseRow(1)), .advance(milliseconds: 1000))
    #expect(run.model.path(in: "home") == [Self.item(2)], "\(run.transcriptText)")
    #expect(run.views.shown.stackSplit?.selection == Self.item(2))
    #expect(await run.finished() == [], "\(run.transcriptText)")
  }

  /// Expanded, a link puts another screen in place of the detail's root (a conversation in
  /// place of another): the detail's view is a new one — its identity is the screen's — so it
  /// appears, and the step settles. Before, the same view was updated in place, no `onAppear`
  /// came, and the step waiting for it timed out.
  @Test func aLinkThatReplacesTheDetailsRootSettles() async throws {
    let run = try Self.run(compact: false)
    await run.steps(.open("model://items/1"), .advance(milliseconds: 1000))
    await run.steps(.open("model://items/3"), .advance(milliseconds: 3000))
    #expect(run.model.path(in: "home") == [Self.item(3)], "\(run.transcriptText)")
    #expect(Self.handled(run.outcome(of: "model://items/3")), "\(run.transcriptText)")
    #expect(await run.finished() == [], "\(run.transcriptText)")
  }

  /// Collapsed, the person went back to the list: a link into the detail pushes it on the list
  /// again, and the list shows its row selected.
  @Test func aLinkWhileThePersonIsBackAtTheListShowsTheDetail() async throws {
    let run = try Self.run(compact: true)
    await run.steps(.open("model://items/1"), .advance(milliseconds: 1000), .stackSplit(.backToList))
    await run.step(.advance(milliseconds: 1000))
    #expect(run.model.path(in: "home") == [], "\(run.transcriptText)")
    #expect(run.views.shown.stackSplit?.selection == nil)
    await run.steps(.open("model://items/3"), .advance(milliseconds: 1000))
    #expect(run.views.shown.paths["home"] == [Self.item(3)], "\(run.transcriptText)")
    #expect(run.views.shown.stackSplit?.selection == Self.item(3))
    #expect(await run.finished() == [], "\(run.transcriptText)")
  }

  /// The width changes while a link's push runs on the collapsed stack: the push ends with the
  /// columns' change, and the step settles; expanded, the detail shows the pushed screens.
  @Test func theWidthChangingMidTransitionEndsIt() async throws {
    let run = try Self.run(compact: true)
    await run.steps(.open("model://items/1"), .changeSizeClass, .advance(milliseconds: 1000))
    #expect(run.views.log.contains { $0.contains("ends with the width change") }, "\(run.transcriptText)")
    #expect(Self.handled(run.outcome(of: "model://items/1")), "\(run.transcriptText)")
    await run.steps(.followLink(0), .changeSizeClass, .advance(milliseconds: 1000), .changeSizeClass)
    #expect(run.model.path(in: "home") == [Self.item(1), Self.reviews(1)], "\(run.transcriptText)")
    #expect(await run.finished() == [], "\(run.transcriptText)")
  }
}

extension SwiftUIModelStackSplitTests {
  /// Expanded, the person opened the sidebar over the detail and a link comes while it still
  /// slides in: the link's step closes it (a column transition of UIKit's, which the step
  /// waits for), and the detail shows the link's screen. SwiftUI's echo of the columns the
  /// render before showed (`all`) is not the person's: the sidebar stays closed.
  @Test func aLinkWhileTheSidebarSlidesInClosesIt() async throws {
    var configuration = SwiftUIModelConfiguration.plain
    configuration.stackSplit = true
    configuration.echoBeforeRenderPercent = 100
    let run = try SwiftUIModelRun.scene(configuration)
    await run.steps(.open("model://items/1"), .advance(milliseconds: 1000), .stackSplit(.showSidebar(true)))
    #expect(run.model.splitColumnVisibility(in: "home") == .all, "\(run.transcriptText)")
    await run.steps(.open("model://items/2"), .advance(milliseconds: 1000))
    #expect(Self.handled(run.outcome(of: "model://items/2")), "\(run.transcriptText)")
    #expect(run.model.splitColumnVisibility(in: "home") == .automatic, "\(run.transcriptText)")
    #expect(run.views.shown.stackSplit?.columns == .automatic, "\(run.transcriptText)")
    #expect(run.views.shown.paths["home"] == [Self.item(2)], "\(run.transcriptText)")
    #expect(await run.finished() == [], "\(run.transcriptText)")
  }
}
