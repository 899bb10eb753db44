import WayfinderModelSupport
import WayfinderNavigation
import WayfinderSwiftUI

/// What happens to iOS 18 tabs in a SwiftUI model run (issue 34, item 2): the person hides a
/// tab in the sidebar or shows it again; the app hides one (`Tab.hidden(_:)`, through
/// `NavigationModel.setTab(_:in:hidden:)`) or shows it again.
enum SwiftUIModelTabs18Event: Hashable, Sendable, CustomStringConvertible {
  /// The person hides the tab at the index in the sidebar, or shows it again.
  case personHides(Int, hidden: Bool)
  /// The app hides the tab at the index, or shows it again.
  case appHides(Int, hidden: Bool)

  var description: String {
    switch self {
    case .personHides(let index, let hidden):
      "the person \(hidden ? "hides" : "shows") tab \(index) in the sidebar"
    case .appHides(let index, let hidden): "the app \(hidden ? "hides" : "shows") tab \(index)"
    }
  }

}

extension SwiftUIModelRun {
  /// Makes an iOS 18 tab event happen, as far as it can now.
  func perform(_ event: SwiftUIModelTabs18Event) {
    switch event {
    case .personHides(let index, let hidden):
      if !views.personHidesTabInSidebar(index, hidden: hidden) { skip() }
    case .appHides(let index, let hidden):
      // The app's code writes the model: `WayfinderTabView` then hides the tab with
      // `Tab.hidden(_:)` at the next render.
      let before = model.state
      model.setTab(SwiftUIModelApp.tabs[index], in: "main", hidden: hidden)
      if model.state == before { skip() }
    }
  }
}
