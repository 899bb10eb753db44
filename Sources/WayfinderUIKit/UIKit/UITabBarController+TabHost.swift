// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  @_spi(Testing) extension UITabBarController: TabHost {
    /// The tab bar controller's `viewControllers`, or none.
    public var tabViewControllers: [UIViewController] { viewControllers ?? [] }

    /// `selectedIndex`, or `nil` when it is `NSNotFound`: the More list is on screen (a tab bar
    /// of more than five tabs).
    public var selectedTabIndex: Int? {
      let index = selectedIndex
      return index == NSNotFound || !tabViewControllers.indices.contains(index) ? nil : index
    }

    /// Selects the tab with `selectedIndex`, which takes effect at once.
    public func selectTab(
      at index: Int, named name: String, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      selectedIndex = index
      completion()
    }
  }
#endif
