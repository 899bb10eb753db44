import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// Split views on iPad (issue 34, item 3): a link into the detail column brings it into view,
/// a transition inside a column is awaited, and the list kept on top as the split view
/// collapses is read as what the person sees.
@MainActor
@Suite struct UIKitModelSplitColumnTests {
  static func splitRun(keepsListOnTop: Bool = false) throws -> ModelRun {
    var configuration = ModelRunConfiguration.plain
    configuration.splitView = true
    configuration.splitKeepsListOnTop = keepsListOnTop
    return try ModelRun.scene(configuration)
  }

  static func names(_ stack: ModelNavigationController?) -> [String] {
    stack?.stack.map(\.name) ?? []
  }

  static let home = Screen("home")
  static func item(_ id: Int) -> Screen { Screen("item", parameters: ["id": "\(id)"]) }

  /// The app's delegate keeps the list on top as the split view collapses: the detail goes off
  /// screen, and the navigator hears of it at once, without a link to make it read; a link to
  /// the detail it hid shows it again.
  ///
  /// Before, `WayfinderSplitViewController` reported nothing as it collapsed, since UIKit's
  /// default collapse keeps the stack: the navigator still read `item(1)` on screen.
  @Test func theListKeptOnTopIsWhatTheNavigatorReadsAsItCollapses() async throws {
    let run = try Self.splitRun(keepsListOnTop: true)
    await run.steps(.open("model://items/1"), .advance(milliseconds: 500))
    let split = try #require(run.visibleSplit)
    #expect(Self.names(split.secondary) == ["item(1)"], "\(run.transcriptText)")
    // The size class changes, and nothing else happens (no link, no reading of the test's).
    await run.perform(.sizeClass(compact: true))
    await run.settle()
    #expect(split.isCollapsed)
    #expect(Self.names(split.primary) == ["home"], "\(run.transcriptText)")
    #expect(run.truth?.container(named: "home")?.visibleStack.screens == [Self.home])
    #expect(run.navigator.state == run.truth, "\(run.navigator.state)\n\(run.transcriptText)")
    await run.steps(.open("model://items/1"), .advance(milliseconds: 500))
    #expect(Self.names(split.primary) == ["home", "item(1)"], "\(run.transcriptText)")
    #expect(run.outcome(of: "model://items/1")?.name == "handled", "\(run.transcriptText)")
    await run.perform(.sizeClass(compact: false))
    await run.settle()
    #expect(Self.names(split.primary) == ["home"], "\(run.transcriptText)")
    #expect(Self.names(split.secondary) == ["item(1)"], "\(run.transcriptText)")
    #expect(run.navigator.state == run.truth, "\(run.navigator.state)\n\(run.transcriptText)")
    await run.finish()
    #expect(run.failures == [], "\(run.transcriptText)")
  }

  /// Expanded and kept on top, then expanded again with nothing pushed meanwhile: the detail
  /// the secondary kept comes back, and the navigator reads it.
  @Test func theDetailKeptOffScreenComesBackAsItExpands() async throws {
    let run = try Self.splitRun(keepsListOnTop: true)
    await run.steps(.open("model://items/2"), .advance(milliseconds: 500))
    let split = try #require(run.visibleSplit)
    await run.perform(.sizeClass(compact: true))
    await run.settle()
    #expect(run.navigator.state.container(named: "home")?.visibleStack.screens == [Self.home])
    await run.perform(.sizeClass(compact: false))
    await run.settle()
    #expect(Self.names(split.secondary) == ["item(2)"], "\(run.transcriptText)")
    #expect(
      run.navigator.state.container(named: "home")?.visibleStack.screens == [Self.home, Self.item(2)],
      "\(run.transcriptText)")
    await run.finish()
    #expect(run.failures == [], "\(run.transcriptText)")
  }

  /// The detail column's push, slower than the time limit, still runs when the next link
  /// arrives: the link waits for it, as it waits for any stack's, and then changes the column.
  ///
  /// Before, the split view's host waited for the split view's own transition only: the next
  /// link changed the secondary navigation controller mid-push, and UIKit ignored the call
  /// ("the navigation stack will not be updated"); the link came through only because the
  /// column's report made the center try again.
  @Test func aLinkWaitsForTheDetailColumnsTransition() async throws {
    let run = try Self.splitRun()
    await run.steps(.slowNextTransition, .open("model://items/1"), .advance(milliseconds: 2100))
    #expect(run.outcome(of: "model://items/1")?.name != "handled", "\(run.transcriptText)")
    await run.steps(.open("model://items/2"), .advance(milliseconds: 1500))
    #expect(!run.uikit.log.contains { $0.contains("will not be updated") }, "\(run.transcriptText)")
    #expect(run.outcome(of: "model://items/2")?.name == "handled", "\(run.transcriptText)")
    let split = try #require(run.visibleSplit)
    #expect(Self.names(split.secondary) == ["item(2)"], "\(run.transcriptText)")
    await run.finish()
    #expect(run.failures == [], "\(run.transcriptText)")
  }

  /// The person opened the sidebar over the detail (iPad in portrait): a link into the detail
  /// column closes it, `show(.secondary)`, so that the link's screen is in view.
  ///
  /// Before, the navigator pushed under the sidebar, which still covered the detail.
  @Test func aLinkIntoTheDetailBringsItIntoView() async throws {
    let run = try Self.splitRun()
    await run.steps(.showSidebar, .open("model://items/1"), .advance(milliseconds: 500))
    let split = try #require(run.visibleSplit)
    #expect(Self.names(split.secondary) == ["item(1)"], "\(run.transcriptText)")
    #expect(!split.sidebarCovers, "\(run.transcriptText)")
    // A link to the list itself needs no detail: the sidebar the person opens again stays.
    await run.steps(.showSidebar, .open("model://home"), .advance(milliseconds: 500))
    #expect(split.sidebarCovers, "\(run.transcriptText)")
    #expect(Self.names(split.secondary) == [], "\(run.transcriptText)")
    await run.finish()
    #expect(run.failures == [], "\(run.transcriptText)")
  }

  /// The person taps Back in the detail column while a link arrives: the link waits for the pop.
  ///
  /// Before, the link changed the column mid-pop and UIKit ignored the call, as above.
  @Test func theBackTapInTheDetailColumnIsAwaited() async throws {
    let run = try Self.splitRun()
    await run.steps(.open("https://model.example/items/1/reviews"), .advance(milliseconds: 800))
    let split = try #require(run.visibleSplit)
    #expect(Self.names(split.secondary) == ["item(1)", "reviews(1)"], "\(run.transcriptText)")
    await run.steps(.backInSplit, .open("model://items/3"), .advance(milliseconds: 1500))
    #expect(!run.uikit.log.contains { $0.contains("will not be updated") }, "\(run.transcriptText)")
    #expect(run.outcome(of: "model://items/3")?.name == "handled", "\(run.transcriptText)")
    #expect(Self.names(split.secondary) == ["item(3)"], "\(run.transcriptText)")
    await run.finish()
    #expect(run.failures == [], "\(run.transcriptText)")
  }

  /// The app gives the split view a `.compact` column of its own: collapsed, UIKit shows it,
  /// not the two columns, and the navigator reads and changes it; expanded again, the columns
  /// show what they kept.
  ///
  /// Before, the host read the primary column while collapsed: the navigator read `item(1)`
  /// under the app's compact list, and pushed the next link's screen where nobody saw it.
  @Test func theAppsCompactColumnIsWhatACollapsedSplitViewShows() async throws {
    var configuration = ModelRunConfiguration.plain
    configuration.splitView = true
    configuration.splitHasCompactColumn = true
    let run = try ModelRun.scene(configuration)
    await run.steps(.open("model://items/1"), .advance(milliseconds: 500))
    await run.perform(.sizeClass(compact: true))
    await run.settle()
    let split = try #require(run.visibleSplit)
    #expect(split.isCollapsed)
    #expect(Self.names(split.compact) == ["home"], "\(run.transcriptText)")
    #expect(run.navigator.state == run.truth, "\(run.navigator.state)\n\(run.transcriptText)")
    await run.steps(.open("model://items/2"), .advance(milliseconds: 500))
    #expect(Self.names(split.compact) == ["home", "item(2)"], "\(run.transcriptText)")
    #expect(run.outcome(of: "model://items/2")?.name == "handled", "\(run.transcriptText)")
    await run.steps(.sizeClass(compact: false))
    #expect(Self.names(split.secondary) == ["item(1)"], "\(run.transcriptText)")
    await run.finish()
    #expect(run.failures == [], "\(run.transcriptText)")
  }
}
