// STAND-IN for Apple's UIKit — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: UIKit.swift. Bodies never run.
//
// Each member is the declaration Apple's documentation shows for the symbol (all `@MainActor`).
// Only UIKit creates scenes, sessions, connection options and URL contexts: their initializers
// are internal here (UIKit marks the last three `init` unavailable).

import Foundation

/// Apple: `@MainActor class UIScene : UIResponder`.
@MainActor
open class UIScene: UIResponder {
  /// Apple: `init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions)`
  /// (designated).
  public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    self._session = session
    super.init()
  }

  /// Apple: `var session: UISceneSession { get }`.
  open var session: UISceneSession { _session }
  private let _session: UISceneSession
  /// Apple: `var delegate: (any UISceneDelegate)? { get set }` (strong).
  open var delegate: (any UISceneDelegate)?
  /// Apple: `var title: String! { get set }`.
  open var title: String!

  /// Apple: `@MainActor class UIScene.ConnectionOptions : NSObject`.
  @MainActor
  open class ConnectionOptions: NSObject {
    init(urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = []) {
      self._urlContexts = urlContexts
      self._userActivities = userActivities
      super.init()
    }

    /// Apple: `var urlContexts: Set<UIOpenURLContext> { get }`.
    open var urlContexts: Set<UIOpenURLContext> { _urlContexts }
    /// Apple: `var userActivities: Set<NSUserActivity> { get }`.
    open var userActivities: Set<NSUserActivity> { _userActivities }
    /// Apple: `var handoffUserActivityType: String? { get }`.
    open var handoffUserActivityType: String? { nil }
    private let _urlContexts: Set<UIOpenURLContext>
    private let _userActivities: Set<NSUserActivity>
  }

  /// Apple: `@MainActor class UIScene.OpenURLOptions : NSObject`.
  @MainActor
  open class OpenURLOptions: NSObject {
    override init() { super.init() }
    /// Apple: `var sourceApplication: String? { get }`.
    open var sourceApplication: String? { nil }
  }
}

/// Apple: `@MainActor class UIWindowScene : UIScene`.
@MainActor
open class UIWindowScene: UIScene {
  /// Apple: `var windows: [UIWindow] { get }`.
  open var windows: [UIWindow] { [] }
  /// Apple: `var keyWindow: UIWindow? { get }` (iOS 15).
  open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
}

/// Apple: `@MainActor class UISceneSession : NSObject`.
@MainActor
open class UISceneSession: NSObject {
  init(role: UISceneSession.Role) {
    self._role = role
    super.init()
  }

  /// Apple: `var persistentIdentifier: String { get }`.
  open var persistentIdentifier: String { _identifier }
  private let _identifier = UUID().uuidString
  /// Apple: `var role: UISceneSession.Role { get }`.
  open var role: UISceneSession.Role { _role }
  private let _role: UISceneSession.Role
  /// Apple: `var scene: UIScene? { get }`.
  open var scene: UIScene? { nil }
  /// Apple: `var stateRestorationActivity: NSUserActivity? { get set }` (the system puts a
  /// copy of the scene delegate's activity here; it is `nil` while the file is unavailable).
  open var stateRestorationActivity: NSUserActivity?

  /// Apple: `struct UISceneSession.Role` (`Hashable`, `RawRepresentable`, raw value `String`).
  public struct Role: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Apple: `static let windowApplication: UISceneSession.Role`.
    public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
  }
}

/// Apple: `@MainActor class UIOpenURLContext : NSObject`.
@MainActor
open class UIOpenURLContext: NSObject {
  init(url: URL) {
    self._url = url
    super.init()
  }

  /// Apple: `var url: URL { get }`.
  open var url: URL { _url }
  private let _url: URL
  /// Apple: `var options: UIScene.OpenURLOptions { get }`.
  open var options: UIScene.OpenURLOptions { UIScene.OpenURLOptions() }
}

/// Apple: `@MainActor protocol UISceneDelegate : NSObjectProtocol`; its methods are `optional`
/// there (defaulted here, see UIKit.swift).
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  /// Apple: `optional func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options
  /// connectionOptions: UIScene.ConnectionOptions)`.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)

  /// Apple: `optional func scene(_ scene: UIScene, openURLContexts URLContexts:
  /// Set<UIOpenURLContext>)`.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)

  /// Apple: `optional func scene(_ scene: UIScene, continue userActivity: NSUserActivity)`.
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity)

  /// Apple: `optional func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?`.
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?

  /// Apple: `optional func sceneDidBecomeActive(_ scene: UIScene)`.
  func sceneDidBecomeActive(_ scene: UIScene)

  /// Apple: `optional func sceneWillResignActive(_ scene: UIScene)`.
  func sceneWillResignActive(_ scene: UIScene)

  /// Apple: `optional func sceneDidDisconnect(_ scene: UIScene)`.
  func sceneDidDisconnect(_ scene: UIScene)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
  public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
  public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
}

/// Apple: `@MainActor protocol UIWindowSceneDelegate : UISceneDelegate`; `window` is `optional`
/// there (defaulted here).
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// Apple: `optional var window: UIWindow? { get set }`.
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
