#if canImport(UIKit) && !os(watchOS)
  import ShopKit
  import UIKit
  import WayfinderUIKit

  /// The shop's application delegate: every scene gets a ``ShopSceneDelegate``.
  open class ShopAppDelegate: UIResponder, UIApplicationDelegate {
    /// The app's scenes: each connects its center; a link goes to the active one.
    static let scenes = SceneRouter<ShopScreen>()

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
