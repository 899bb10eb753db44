#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The shop's application delegate: every scene gets a ``ShopSceneDelegate``.
  open class ShopAppDelegate: UIResponder, UIApplicationDelegate {
    open func application(
      _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
      configuration.delegateClass = ShopSceneDelegate.self
      return configuration
    }
  }
#endif
