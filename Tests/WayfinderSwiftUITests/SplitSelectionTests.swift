import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// `WayfinderSplitView`'s sidebar selection: the person going back to the sidebar of a
/// collapsed split view writes `nil`, which the model keeps.
///
/// Before issue 23 the split view bound its `List` to `selectedTab(in:)`, whose setter drops
/// `nil`: the binding read the tab again at once, so a collapsed split view pushed the detail
/// back and the person could not reach the sidebar.
@MainActor
@Suite struct SplitSelectionTests {
  static let item = Screen("item", parameters: ["id": "1"])

  @Test func aNilSelectionIsKeptAndTheTabWithIt() {
    let model = NavigationModel(state: SwiftUIModelApp.start)
    #expect(model.splitSelection(in: "main") == "home")
    model.setSplitSelection(nil, in: "main", rendered: .some("home"))
    #expect(model.splitSelection(in: "main") == nil)
    #expect(model.selectedTab(in: "main") == "home")
    // A late write of the selection the sidebar showed before is an echo.
    model.setSplitSelection("home", in: "main", rendered: .some("home"))
    #expect(model.splitSelection(in: "main") == nil)
    // The person chooses a tab again.
    model.setSplitSelection("inbox", in: "main", rendered: .some(nil))
    #expect(model.splitSelection(in: "main") == "inbox")
    #expect(model.selectedTab(in: "main") == "inbox")
  }

  @Test func aLinksStepShowsTheDetailAgain() async throws {
    let model = NavigationModel(state: SwiftUIModelApp.start)
    model.setSplitSelection(nil, in: "main", rendered: .some("home"))
    try await model.perform(.push(Self.item, onto: "home"))
    #expect(model.splitSelection(in: "main") == "home")
    #expect(model.path(in: "home") == [Self.item])
  }

  @Test func anUnknownTabBarKeepsNothing() {
    let model = NavigationModel(state: SwiftUIModelApp.start)
    model.setSplitSelection(nil, in: "nowhere")
    #expect(model.splitSelection(in: "nowhere") == nil)
    #expect(model.splitSelection(in: "main") == "home")
  }
}
