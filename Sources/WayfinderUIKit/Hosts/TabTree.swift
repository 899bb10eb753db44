/// How a tab bar built from iOS 18's tabs (`UITabBarController.tabs`: `UITab`s and `UITabGroup`s)
/// is read: the tabs of the navigation state are the tree's leaves, in order — a tab inside a
/// group is still a tab, and a group is a sidebar section, not a container of its own.
///
/// UIKit's documentation does not say what `viewControllers` holds once `tabs` is set, so a tab
/// bar with tabs is read from its tabs alone: each leaf's `viewController`, the leaf that
/// `selectedTab` names (or, for a group, the child it selects), and which leaves are hidden
/// (`isHidden`, theirs or a group's above them). `UITabBarController`'s host and the UIKit model
/// both read through here, so the model tests this reading.
@_spi(Testing) public enum TabTree {
  /// A leaf of the tree: a tab with a view controller of its own.
  public struct Leaf<Tab: AnyObject> {
    /// The tab.
    public let tab: Tab
    /// Whether the tab, or a group above it, is hidden.
    public let hidden: Bool
  }

  /// The leaves of `tabs`, depth first, in order.
  ///
  /// - Parameters:
  ///   - tabs: The root tabs.
  ///   - children: A group's children; `nil` for a tab that is not a group.
  ///   - isHidden: Whether a tab or group is hidden.
  public static func leaves<Tab: AnyObject>(
    of tabs: [Tab], children: (Tab) -> [Tab]?, isHidden: (Tab) -> Bool
  ) -> [Leaf<Tab>] {
    var leaves: [Leaf<Tab>] = []
    func visit(_ tab: Tab, hiddenAbove: Bool) {
      let hidden = hiddenAbove || isHidden(tab)
      guard let children = children(tab) else { return leaves.append(Leaf(tab: tab, hidden: hidden)) }
      for child in children { visit(child, hiddenAbove: hidden) }
    }
    for tab in tabs { visit(tab, hiddenAbove: false) }
    return leaves
  }

  /// The index among `leaves` of the tab `selected` names: the tab itself, or, for a group, the
  /// leaf its selected child leads to (its first leaf when it selects none); `nil` when nothing
  /// is selected or the tab is not in the tree.
  public static func index<Tab: AnyObject>(
    of selected: Tab?, in leaves: [Leaf<Tab>], children: (Tab) -> [Tab]?, selectedChild: (Tab) -> Tab?
  ) -> Int? {
    var tab = selected
    var seen = 0
    while let group = tab, let groupChildren = children(group), seen < 64 {
      tab = selectedChild(group) ?? groupChildren.first
      seen += 1
    }
    guard let tab else { return nil }
    return leaves.firstIndex { $0.tab === tab }
  }

  /// The indices of the hidden leaves.
  public static func hiddenIndices<Tab: AnyObject>(of leaves: [Leaf<Tab>]) -> Set<Int> {
    Set(leaves.indices.filter { leaves[$0].hidden })
  }
}
