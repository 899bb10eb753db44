#if canImport(UIKit) && !os(watchOS)
  import ShopKit
  import UIKit
  import WayfinderUIKit

  /// What the shop's screens do when tapped, for one scene.
  ///
  /// The scene delegate owns the links, the links own the center, the center owns the
  /// navigator, and the navigator's factory owns these actions: so they know the navigator and
  /// the links weakly, and a closed scene frees them all.
  @MainActor
  final class ShopActions {
    weak var navigator: UIKitNavigator<UIViewController>?
    weak var links: ShopLinks?

    /// A product row's tap: the ordinary UIKit push, with a view controller made through the
    /// navigator so that it reads as `product(id)`, not as a foreign screen.
    func showProduct(_ id: Int, from viewController: UIViewController) {
      guard let product = navigator?.viewController(for: ShopScreen.product(id: id), in: ShopContainer.home)
      else {
        return
      }
      viewController.navigationController?.pushViewController(product, animated: true)
    }

    /// The app's own alert, presented the ordinary UIKit way: a foreign screen to Wayfinder,
    /// which a link that needs the place dismisses.
    func showAbout(from viewController: UIViewController) {
      let alert = UIAlertController(
        title: "Shop", message: "An example of Wayfinder.", preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      viewController.present(alert, animated: true)
    }

    func signIn() { links?.signInSucceeded() }
    func cancelSignIn() { links?.signInCancelled() }
  }
#endif
