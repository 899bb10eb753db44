// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension ScreenFactory where PlatformViewController == UIViewController {
    /// A ``WayfinderNavigationController`` showing `viewControllers`.
    public func makeStackHost(
      named name: String, viewControllers: [UIViewController]
    ) -> any StackHost<UIViewController> {
      let navigationController = WayfinderNavigationController()
      navigationController.setViewControllers(viewControllers, animated: false)
      return navigationController
    }

    /// A ``WayfinderTabBarController`` with `tabs`, the one at `selectedIndex` selected.
    public func makeTabHost(
      named name: String, tabs: [UIViewController], selectedIndex: Int
    ) -> any TabHost<UIViewController> {
      let tabBarController = WayfinderTabBarController()
      tabBarController.setViewControllers(tabs, animated: false)
      tabBarController.selectedIndex = selectedIndex
      return tabBarController
    }

    /// A ``FlowViewController`` showing `flow`.
    public func makeFlowHost(
      named name: String, showing flow: UIViewController
    ) -> any FlowHost<UIViewController> {
      FlowViewController(showing: flow)
    }
  }
#endif
