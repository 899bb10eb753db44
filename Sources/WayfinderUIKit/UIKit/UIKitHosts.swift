// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The library's containers, for those the app's factory leaves to it: a
  /// ``WayfinderNavigationController``, a ``WayfinderTabBarController`` and a
  /// ``FlowViewController``.
  struct UIKitHosts: HostFactory {
    func makeStackHost(
      named name: String, viewControllers: [UIViewController]
    ) -> any StackHost<UIViewController> {
      let navigationController = WayfinderNavigationController()
      navigationController.setViewControllers(viewControllers, animated: false)
      return navigationController
    }

    func makeTabHost(
      named name: String, tabs: [UIViewController], selectedIndex: Int
    ) -> any TabHost<UIViewController> {
      let tabBarController = WayfinderTabBarController()
      tabBarController.setViewControllers(tabs, animated: false)
      tabBarController.selectedIndex = selectedIndex
      return tabBarController
    }

    func makeFlowHost(named name: String, showing flow: UIViewController) -> any FlowHost<UIViewController> {
      FlowViewController(showing: flow)
    }
  }
#endif
