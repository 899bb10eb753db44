// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  @_spi(Testing) extension UITabBarController: TabHost {
    /// The tab bar controller's `viewControllers`, or none; with iOS 18's `tabs`, each leaf
    /// tab's `viewController`, in order (a tab inside a `UITabGroup` is a tab: see `TabTree`).
    public var tabViewControllers: [UIViewController] {
      if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *), !tabs.isEmpty {
        return tabLeaves.compactMap(\.tab.viewController)
      }
      return viewControllers ?? []
    }

    /// `selectedIndex`, or `nil` when it is `NSNotFound`: the More list is on screen (a tab bar
    /// of more than five tabs). With iOS 18's `tabs`, the leaf `selectedTab` leads to.
    public var selectedTabIndex: Int? {
      if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *), !tabs.isEmpty {
        return TabTree.index(
          of: selectedTab, in: tabLeaves, children: { ($0 as? UITabGroup)?.children },
          selectedChild: { ($0 as? UITabGroup)?.selectedChild })
      }
      let index = selectedIndex
      return index == NSNotFound || !tabViewControllers.indices.contains(index) ? nil : index
    }

    /// With iOS 18's `tabs`, the leaves hidden (`isHidden`, theirs or a group's).
    public var hiddenTabIndices: Set<Int> {
      if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *), !tabs.isEmpty {
        return TabTree.hiddenIndices(of: tabLeaves)
      }
      return []
    }

    /// Selects the tab with `selectedIndex` (with iOS 18's `tabs`, `selectedTab`), which takes
    /// effect at once.
    public func selectTab(
      at index: Int, named name: String, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *), !tabs.isEmpty {
        let leaves = tabLeaves
        if leaves.indices.contains(index) { selectedTab = leaves[index].tab }
        return completion()
      }
      selectedIndex = index
      completion()
    }

    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    private var tabLeaves: [TabTree.Leaf<UITab>] {
      // A tab without a view controller shows nothing of the state's.
      TabTree.leaves(of: tabs, children: { ($0 as? UITabGroup)?.children }, isHidden: \.isHidden)
        .filter { $0.tab.viewController != nil }
    }
  }
#endif
