import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// `WayfinderStackSplitView`'s bindings (issue 34, item 3): a stack whose root is the sidebar's
/// list and whose pushed screens are the detail, read as one stack; a link brings the detail
/// into view.
@MainActor
@Suite struct StackSplitViewTests {
  static func item(_ id: Int) -> Screen { Screen("item", parameters: ["id": "\(id)"]) }
  static func reviews(_ id: Int) -> Screen { Screen("reviews", parameters: ["id": "\(id)"]) }

  @Test func theDetailIsWhatIsPushedPastTheList() async throws {
    let model = NavigationModel(state: SwiftUIModelApp.start)
    #expect(model.splitDetail(in: "home") == nil)
    try await model.perform(
      .setScreens([Screen("home"), Self.item(1), Self.reviews(1)], in: "home", keeping: 1))
    let detail = try #require(model.splitDetail(in: "home"))
    #expect(detail.root == Self.item(1))
    #expect(detail.path == [Self.reviews(1)])
  }

  /// The person goes back in the detail column: the stack keeps its list and the detail's root.
  @Test func goingBackInTheDetailKeepsItsRoot() async throws {
    let model = NavigationModel(state: SwiftUIModelApp.start)
    try await model.perform(
      .setScreens([Screen("home"), Self.item(1), Self.reviews(1)], in: "home", keeping: 1))
    let rendered = model.path(in: "home")
    model.setSplitDetailPath([], in: "home", rendered: rendered)
    #expect(model.path(in: "home") == [Self.item(1)])
    // A late write from the detail as it was is an echo.
    model.setSplitDetailPath([], in: "home", rendered: rendered)
    #expect(model.path(in: "home") == [Self.item(1)])
  }

  /// Collapsed, the person goes back to the list (`preferredCompactColumn` becomes the sidebar):
  /// the stack pops to its list, which is what the person sees.
  @Test func backToTheListInACollapsedSplitViewPopsToIt() async throws {
    let model = NavigationModel(state: SwiftUIModelApp.start)
    try await model.perform(.push(Self.item(2), onto: "home"))
    model.showSplitList(in: "home", rendered: model.path(in: "home"))
    #expect(model.path(in: "home") == [])
    #expect(model.state.container(named: "home")?.visibleStack.screens == [Screen("home")])
  }

  /// The sidebar the person opened over the detail stays until a link's step: the link's screen
  /// is then in view. A sidebar they hid stays hidden.
  @Test func aLinksStepClosesTheSidebarOverTheDetail() async throws {
    let model = NavigationModel(state: SwiftUIModelApp.start)
    #expect(model.splitColumnVisibility(in: "home") == .automatic)
    model.setSplitColumnVisibility(.all, in: "home")
    #expect(model.splitColumnVisibility(in: "home") == .all)
    try await model.perform(.push(Self.item(3), onto: "home"))
    #expect(model.splitColumnVisibility(in: "home") == .automatic)
    #expect(model.splitDetail(in: "home")?.root == Self.item(3))
    model.setSplitColumnVisibility(.detailOnly, in: "home")
    try await model.perform(.push(Self.reviews(3), onto: "home"))
    #expect(model.splitColumnVisibility(in: "home") == .detailOnly)
    // A write from a render that showed the sidebar, after the step closed it, is an echo.
    model.setSplitColumnVisibility(.all, in: "home", rendered: .all)
    #expect(model.splitColumnVisibility(in: "home") == .detailOnly)
    model.setSplitColumnVisibility(.all, in: "nowhere")
    #expect(model.splitColumnVisibility(in: "nowhere") == .automatic)
  }

  /// The person chooses a row in the sidebar's list: the detail shows it alone. The row already
  /// selected, and a write from a render the model moved on from, change nothing; `nil` goes
  /// back to the list.
  @Test func choosingARowInTheListShowsItAlone() async throws {
    let model = NavigationModel(state: SwiftUIModelApp.start)
    try await model.perform(
      .setScreens([Screen("home"), Self.item(1), Self.reviews(1)], in: "home", keeping: 1))
    #expect(model.splitListSelection(in: "home") == Self.item(1))
    let rendered = model.path(in: "home")
    model.setSplitListSelection(Self.item(1), in: "home", rendered: rendered)
    #expect(model.path(in: "home") == [Self.item(1), Self.reviews(1)])
    model.setSplitListSelection(Self.item(2), in: "home", rendered: rendered)
    #expect(model.path(in: "home") == [Self.item(2)])
    #expect(model.splitDetailIdentity(in: "home") == Self.item(2).id)
    model.setSplitListSelection(Self.item(3), in: "home", rendered: rendered)
    #expect(model.path(in: "home") == [Self.item(2)])
    model.setSplitListSelection(nil, in: "home", rendered: model.path(in: "home"))
    #expect(model.path(in: "home") == [])
    #expect(model.splitListSelection(in: "home") == nil)
  }
}
