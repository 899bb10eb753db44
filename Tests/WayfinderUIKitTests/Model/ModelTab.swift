/// The model of iOS 18's `UITab` and `UITabGroup` (a tab with `children`): what a
/// `UITabBarController`'s `tabs` holds.
///
/// UIKit: `isHidden` is "whether an item is hidden in a sidebar"; the person changes it while
/// editing the sidebar, for a tab that `allowsHiding`, and UIKit then tells the delegate
/// (`tabBarController(_:visibilityDidChangeFor:)`), not the tab bar controller. A `UITabGroup`
/// is a section of the sidebar; its children are tabs.
@MainActor
final class ModelTab {
  /// `identifier`: unique across the tab bar controller's tabs.
  let identifier: String
  /// `viewController`, for a tab; `nil` for a group.
  let viewController: ModelViewController?
  /// `children`, for a `UITabGroup`; `nil` for a tab.
  let children: [ModelTab]?
  /// `isHidden`.
  var isHidden = false
  /// `allowsHiding`: whether the person may hide it.
  var allowsHiding = false
  /// `selectedChild`, for a group.
  var selectedChild: ModelTab?

  init(_ identifier: String, viewController: ModelViewController) {
    self.identifier = identifier
    self.viewController = viewController
    children = nil
  }

  init(group identifier: String, children: [ModelTab]) {
    self.identifier = identifier
    viewController = nil
    self.children = children
  }
}
