// STAND-IN for Apple's UIKit — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: UIKit.swift. Bodies never run.
//
// Each member is the declaration Apple's documentation shows for the symbol (all `@MainActor`).

import Foundation

extension UIApplication {
  /// Apple: `var openSessions: Set<UISceneSession> { get }`.
  public var openSessions: Set<UISceneSession> { [] }

  /// Apple: `func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity:
  /// NSUserActivity?, options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) ->
  /// Void)? = nil)` ("Asks the system to activate an existing scene, or create a new scene and
  /// associate it with your app").
  public func requestSceneSessionActivation(
    _ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
    options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil
  ) {}
}

extension UIScene {
  /// Apple: `@MainActor class UIScene.ActivationRequestOptions : NSObject`.
  @MainActor
  open class ActivationRequestOptions: NSObject {
    /// Apple: `init()`.
    public override init() { super.init() }
  }
}
