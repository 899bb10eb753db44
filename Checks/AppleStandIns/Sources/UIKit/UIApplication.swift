// STAND-IN for Apple's UIKit — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: UIKit.swift. Bodies never run.
//
// Each member is the declaration Apple's documentation shows for the symbol (all `@MainActor`).

import Foundation

/// Apple: `@MainActor class UIApplication : UIResponder`. Only UIKit creates the application.
@MainActor
open class UIApplication: UIResponder {
  override init() { super.init() }

  /// Apple: `class var shared: UIApplication { get }`.
  open class var shared: UIApplication { UIApplication() }
  /// Apple: `unowned(unsafe) var delegate: (any UIApplicationDelegate)? { get set }`.
  open var delegate: (any UIApplicationDelegate)? {
    get { nil }
    set {}
  }
  /// Apple: `var connectedScenes: Set<UIScene> { get }`.
  open var connectedScenes: Set<UIScene> { [] }

  /// Apple: `struct UIApplication.LaunchOptionsKey` (`Hashable`, `RawRepresentable`, raw value
  /// `String`).
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Apple: `static let url: UIApplication.LaunchOptionsKey`.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// Apple: `static let userActivityDictionary: UIApplication.LaunchOptionsKey`.
    public static let userActivityDictionary = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
  }
}

/// Apple: `@MainActor protocol UIApplicationDelegate : NSObjectProtocol`; its members are
/// `optional` there (defaulted here, see UIKit.swift).
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// Apple: `optional var window: UIWindow? { get set }`.
  var window: UIWindow? { get set }

  /// Apple: `optional func application(_ application: UIApplication,
  /// didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil)
  /// -> Bool` (a requirement cannot have the default argument).
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// Apple: `optional func application(_ application: UIApplication, configurationForConnecting
  /// connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) ->
  /// UISceneConfiguration`.
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }

  /// Apple: `@MainActor static func main()`, what makes `@main` on an application delegate work.
  public static func main() {}
}

/// Apple: `@MainActor class UISceneConfiguration : NSObject`.
@MainActor
open class UISceneConfiguration: NSObject {
  /// Apple: `init(name: String?, sessionRole: UISceneSession.Role)` (designated).
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self._name = name
    self._role = sessionRole
    super.init()
  }

  /// Apple: `var name: String? { get }`.
  open var name: String? { _name }
  /// Apple: `var role: UISceneSession.Role { get }`.
  open var role: UISceneSession.Role { _role }
  /// Apple: `var delegateClass: AnyClass? { get set }`.
  open var delegateClass: AnyClass?
  private let _name: String?
  private let _role: UISceneSession.Role
}
