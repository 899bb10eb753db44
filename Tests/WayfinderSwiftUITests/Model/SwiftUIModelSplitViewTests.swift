import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// The app's tab bar as a split view on the simulated SwiftUI (`WayfinderSplitView`), collapsed
/// and expanded as the width changes.
///
/// Before issue 23 the split view bound its sidebar to `selectedTab(in:)`, whose setter drops
/// `nil`: the person's way back to the sidebar of a collapsed split view was read back as the
/// tab at once, and the detail came back. The model now keeps `nil` (`splitSelection(in:)`).
@MainActor
@Suite struct SwiftUIModelSplitViewTests {
  static let item = Screen("item", parameters: ["id": "1"])

  @Test func thePersonBackAtTheSidebarStaysThereAndALinkShowsTheDetail() async throws {
    var configuration = SwiftUIModelConfiguration.plain
    configuration.splitView = true
    configuration.startsCompact = true
    let run = try SwiftUIModelRun.scene(configuration)
    await run.steps(.open("model://items/1"), .advance(milliseconds: 1000), .backToSidebar)
    await run.step(.advance(milliseconds: 500))
    #expect(run.views.shown.sidebarShown == ["main"], "\(run.transcriptText)")
    #expect(run.model.splitSelection(in: "main") == nil)
    // The tab's stack is kept for when the person comes back to it.
    #expect(run.model.path(in: "home") == [Self.item])
    // Expanded and collapsed again: still the sidebar.
    await run.steps(.changeSizeClass, .changeSizeClass)
    #expect(run.views.shown.sidebarShown == ["main"])
    await run.steps(.open("model://threads/2"), .advance(milliseconds: 1000))
    #expect(run.views.shown.sidebarShown.isEmpty, "\(run.transcriptText)")
    #expect(run.model.selectedTab(in: "main") == "inbox")
    #expect(await run.finished() == [])
  }
}
