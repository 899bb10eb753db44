#if canImport(UIKit) && !os(watchOS)
  import ShopKit
  import UIKit
  import WayfinderUIKit

  /// The shop's view controllers: one per typed screen. The containers are the library's
  /// (a `WayfinderNavigationController` per stack, a `WayfinderTabBarController`); on iOS 18 the
  /// tab bar is built from `UITab`s, which iPadOS shows as the floating tab bar or a sidebar.
  @MainActor
  struct ShopViewControllers: ScreenFactory {
    /// What the screens' buttons do.
    let actions: ShopActions

    func makeViewController(for screen: ShopScreen, in stack: String) -> UIViewController {
      switch screen {
      case .home:
        return HomeViewController(actions: actions)
      case .signIn:
        return SignInViewController(actions: actions)
      case .support:
        return MessageViewController(title: screen.title, message: "How can we help?")
      case .product, .reviews, .search, .cart, .account, .orders, .order, .chat:
        return MessageViewController(title: screen.title, message: screen.screen.description)
      }
    }

    /// The stacks the graph shows as split views.
    private static let splitViews = (try? Shop.graph())?.splitViews ?? []

    /// The search stack's split view controller, as the graph declares it; the support modal's
    /// navigation controller: the library's, as a half-height sheet; every other stack's is the
    /// library's default.
    ///
    /// The detents go on the navigation controller, the view controller UIKit presents: a
    /// sheet's `sheetPresentationController` is the presented view controller's, and the one
    /// of the screen inside it changes nothing. The factory's presentation style is kept.
    func makeStackController(named name: String, viewControllers: [UIViewController]) -> UIViewController? {
      // The graph's split view: on iPad the results beside the product; collapsed (an iPhone),
      // the one stack.
      // NB: no split view controller on tvOS (`isCollapsed` is unavailable there).
      #if !os(tvOS)
        if Self.splitViews.contains(name) {
          return WayfinderSplitViewController(viewControllers: viewControllers)
        }
      #endif
      guard ShopContainer(rawValue: name) == .support else { return nil }
      let navigationController = WayfinderNavigationController()
      navigationController.setViewControllers(viewControllers, animated: false)
      // NB: detents are iOS-only (unavailable in tvOS and visionOS).
      #if !os(tvOS) && !os(visionOS)
        navigationController.sheetPresentationController?.detents = [.medium(), .large()]
      #endif
      return navigationController
    }

    /// The main tab bar, on iOS 18, from `UITab`s (``ShopTabs``); before, the library's
    /// default.
    func makeTabBarController(named name: String, tabs: [UIViewController], selectedIndex: Int)
      -> UIViewController?
    {
      guard #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *), ShopContainer(rawValue: name) == .main else {
        return nil
      }
      return ShopTabs.tabBarController(showing: tabs, selectedIndex: selectedIndex)
    }
  }
#endif
