@_spi(Testing) import WayfinderUIKit

/// iOS 18's tabs on the model of `UITabBarController`: the app builds the tab bar from `UITab`s
/// (``ModelTabBarController/uiTabs``, grouped in `UITabGroup`s) instead of `viewControllers`.
///
/// UIKit's documentation does not say what `viewControllers` holds once `tabs` is set; the model
/// answers `nil`, so that only a reading of the tabs themselves sees the tab bar's tabs. The
/// selection is `selectedTab`, which `WayfinderTabBarController` reports when it is set.
extension ModelTabBarController {
  /// Whether the tab bar was built from `UITab`s.
  var usesUITabs: Bool { !uiTabs.isEmpty }

  /// UIKit's `viewControllers`: the tabs' view controllers, or `nil` once `tabs` is set.
  var viewControllers: [ModelViewController]? { usesUITabs ? nil : tabs }

  /// The leaves of ``uiTabs``, as the adapter reads them.
  var tabLeaves: [TabTree.Leaf<ModelTab>] {
    TabTree.leaves(of: uiTabs, children: \.children, isHidden: \.isHidden).filter {
      $0.tab.viewController != nil
    }
  }

  /// UIKit's `selectedTab`: the leaf tab showing the selected view controller. Setting it
  /// selects that tab's view controller, and `WayfinderTabBarController`'s override reports it.
  var selectedTab: ModelTab? {
    get {
      guard !showsMoreList else { return nil }
      let shown = tabs[selectedIndex]
      return tabLeaves.first { $0.tab.viewController === shown }?.tab
    }
    set {
      guard let newValue, let viewController = newValue.viewController,
        let index = tabs.firstIndex(where: { $0 === viewController })
      else { return }
      selectedIndex = index
    }
  }

  /// Builds the `UITab`s of this tab bar: a tab per view controller, the ones named in `grouped`
  /// inside one `UITabGroup` (a sidebar section), each allowing the person to hide it except
  /// the first.
  func buildUITabs(names: [String], grouped: Set<String>) {
    var roots: [ModelTab] = []
    var group: [ModelTab] = []
    for (index, (name, viewController)) in zip(names, tabs).enumerated() {
      let tab = ModelTab(name, viewController: viewController)
      tab.allowsHiding = index > 0
      if grouped.contains(name) {
        if group.isEmpty { roots.append(ModelTab(group: "\(self.name)-section", children: [])) }
        group.append(tab)
      } else {
        roots.append(tab)
      }
    }
    uiTabs = roots.map { root in
      root.children == nil ? root : ModelTab(group: root.identifier, children: group)
    }
  }

  /// The leaf index of each hidden tab, as the truth reads it.
  var hiddenLeafIndices: Set<Int> { usesUITabs ? TabTree.hiddenIndices(of: tabLeaves) : [] }

  // MARK: - The person

  /// The person hides the tab at `index` while editing the sidebar (or shows it again), when it
  /// allows hiding. UIKit tells the delegate when editing ends, not the tab bar controller:
  /// the navigator reads the change at its next reading. A hidden tab stays selected if it was.
  func personHidesTab(at index: Int, hidden: Bool) -> Bool {
    let leaves = tabLeaves
    guard leaves.indices.contains(index), leaves[index].tab.allowsHiding, leaves[index].tab.isHidden != hidden
    else { return false }
    leaves[index].tab.isHidden = hidden
    uikit.note("the person \(hidden ? "hides" : "shows") tab \(index) of \(name) in the sidebar")
    uikit.changed()
    return true
  }

  /// Whether the person can reach the tab at `index` to tap it: not a hidden one.
  func personCanSelect(_ index: Int) -> Bool {
    !usesUITabs || !hiddenLeafIndices.contains(index)
  }
}
