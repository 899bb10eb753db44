import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// Split views (issue 23, item 4): `home` shown by a column-style split view controller, its
/// list in the primary column and what is pushed past it in the secondary, through collapses
/// and expansions.
@MainActor
@Suite struct UIKitModelSplitTests {
  static func splitRun() throws -> ModelRun {
    return try ModelRun.scene(\.splitView, true)
  }

  static func split(_ run: ModelRun) -> ModelSplitViewController? {
    run.uikit.window.allViewControllers.lazy.compactMap { $0 as? ModelSplitViewController }.first
  }

  static func names(_ stack: ModelNavigationController?) -> [String] {
    stack?.stack.map(\.name) ?? []
  }

  /// Expanded, a screen pushed past the list goes to the secondary column.
  @Test func aScreenPastTheListGoesToTheSecondaryColumn() async throws {
    let run = try Self.splitRun()
    await run.steps(.open("model://items/1"), .advance(milliseconds: 500))
    let split = try #require(Self.split(run))
    #expect(Self.names(split.primary) == ["home"], "\(run.transcriptText)")
    #expect(Self.names(split.secondary) == ["item(1)"], "\(run.transcriptText)")
    #expect(await run.finished() == [])
  }

  /// Collapsed, UIKit moves the secondary's view controllers onto the primary navigation
  /// controller; expanded again, it moves them back. The navigator reads one stack throughout,
  /// and a link after each change pushes and pops in the column that shows it.
  @Test func theStackReadsAsOneThroughCollapseAndExpand() async throws {
    let run = try Self.splitRun()
    await run.steps(.open("model://items/1"), .advance(milliseconds: 500), .sizeClass(compact: true))
    let split = try #require(Self.split(run))
    #expect(split.isCollapsed)
    #expect(Self.names(split.primary) == ["home", "item(1)"], "\(run.transcriptText)")
    #expect(run.navigator.state == run.truth, "\(run.transcriptText)")
    await run.steps(
      .open("https://model.example/items/1/reviews"), .advance(milliseconds: 500), .sizeClass(compact: false))
    #expect(Self.names(split.primary) == ["home"], "\(run.transcriptText)")
    #expect(Self.names(split.secondary) == ["item(1)", "reviews(1)"], "\(run.transcriptText)")
    #expect(run.navigator.state == run.truth, "\(run.transcriptText)")
    await run.steps(.open("model://items/2"), .advance(milliseconds: 500))
    #expect(Self.names(split.secondary) == ["item(2)"], "\(run.transcriptText)")
    await run.steps(.open("model://home"), .advance(milliseconds: 500))
    #expect(run.shownScreens(in: "home") == [Screen("home")], "\(run.transcriptText)")
    #expect(await run.finished() == [])
    #expect(run.outcome(of: "model://home")?.name == "handled", "\(run.transcriptText)")
  }

  /// A scene the app built itself: discovery reads the split view as its stack, through the
  /// host it holds.
  @Test func discoveryReadsASplitViewAsItsStack() async throws {
    let run = try Self.splitRun()
    await run.steps(.open("https://model.example/items/2/reviews"), .advance(milliseconds: 500))
    let truth = try #require(run.truth)
    let directory = HostDirectory<ModelViewController>()
    try directory.discover(truth, from: run.uikit.window.rootViewController)
    guard case .stack(let host)? = directory.host(for: "home") else {
      Issue.record("home has no stack host")
      return
    }
    #expect(host.viewControllers.count == 3)
    #expect(host.hostViewController === Self.split(run))
    #expect(await run.finished() == [])
  }
}
