#if canImport(UIKit) && !os(watchOS)
  import ShopKit
  import UIKit
  import WayfinderNavigation
  import WayfinderUIKit

  /// The shop's view controllers: one per typed screen. The containers are the library's
  /// defaults (a `WayfinderNavigationController` per stack, a `WayfinderTabBarController`).
  @MainActor
  struct ShopViewControllers: ScreenFactory {
    /// What the screens' buttons do.
    let actions: ShopActions

    func makeViewController(for screen: Screen, in stack: String) -> UIViewController {
      guard let shopScreen = ShopScreen(screen) else {
        return MessageViewController(title: screen.description, message: "Not a screen of the shop")
      }
      switch shopScreen {
      case .home:
        return HomeViewController(actions: actions)
      case .signIn:
        return SignInViewController(actions: actions)
      case .support:
        let support = MessageViewController(title: shopScreen.title, message: "How can we help?")
        // The factory's own presentation style is kept: a half-height sheet.
        support.sheetPresentationController?.detents = [.medium(), .large()]
        return support
      case .product, .reviews, .search, .cart, .account, .orders, .order, .chat:
        return MessageViewController(title: shopScreen.title, message: screen.description)
      }
    }
  }
#endif
