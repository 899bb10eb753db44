import WayfinderModelSupport
import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// What happens to a tab bar built from iOS 18's `UITab`s (issue 34, item 2): the person hides a
/// tab while editing the sidebar, or shows it again; the app selects a tab with `selectedTab`.
enum ModelTabs18Event: Hashable, Sendable, CustomStringConvertible {
  /// The person hides the tab at the index (one that allows hiding), or shows it again.
  case hide(Int, hidden: Bool)
  /// The app sets `selectedTab` to the tab at the index.
  case appSelectsTab(Int)

  var description: String {
    switch self {
    case .hide(let index, let hidden): "the person \(hidden ? "hides" : "shows") tab \(index) in the sidebar"
    case .appSelectsTab(let index): "app sets selectedTab to tab \(index)"
    }
  }

}

extension ModelRun {
  /// Makes an iOS 18 tab event happen, as far as it can now.
  func perform(_ event: ModelTabs18Event) {
    guard gesture == nil, let bar = visibleTabBar, bar.usesUITabs else {
      return skip()
    }
    switch event {
    case .hide(let index, let hidden):
      if !bar.personHidesTab(at: index, hidden: hidden) { skip() }
    case .appSelectsTab(let index):
      let leaves = bar.tabLeaves
      guard leaves.indices.contains(index) else { return skip() }
      trace("  the app sets selectedTab = \(leaves[index].tab.identifier)")
      bar.selectedTab = leaves[index].tab
    }
  }
}
