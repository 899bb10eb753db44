#if canImport(UIKit) && !os(watchOS)
  import ShopKit
  import UIKit
  import WayfinderUIKit

  /// The shop's application delegate: every scene gets a ``ShopSceneDelegate``.
  open class ShopAppDelegate: UIResponder, UIApplicationDelegate {
    /// The app's scenes (windows on iPad): each connects its center under its session's
    /// identifier; a link goes to the window that already shows its screen, else the active one.
    /// A link that comes while no window is connected waits for the next one.
    static let scenes = SceneRouter<ShopScreen> { arrival in arrival.windowShowingLink }

    open func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      // A link for a window in the background brings that window forward.
      Self.scenes.bringsScenesForward(in: application)
      return true
    }

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
