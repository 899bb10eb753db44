// STAND-IN for Apple's UIKit — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: UIKit.swift. Bodies never run.
//
// Each member is the declaration Apple's documentation shows for the symbol (all `@MainActor`).

import Foundation

/// Apple: `@MainActor class UIWindow : UIView`.
@MainActor
open class UIWindow: UIView {
  /// Apple: `init(windowScene: UIWindowScene)` (designated).
  public init(windowScene: UIWindowScene) {
    self.windowScene = windowScene
    super.init(frame: .zero)
  }

  /// Apple: `init(frame: CGRect)` (designated).
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Apple: `init?(coder: NSCoder)` (designated).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Apple: `var rootViewController: UIViewController? { get set }`.
  open var rootViewController: UIViewController?
  /// Apple: `weak var windowScene: UIWindowScene? { get set }`.
  open weak var windowScene: UIWindowScene?
  /// Apple: `var isKeyWindow: Bool { get }`.
  open var isKeyWindow: Bool { _isKey }
  private var _isKey = false

  /// Apple: `func makeKeyAndVisible()`.
  open func makeKeyAndVisible() { _isKey = true }
  /// Apple: `func makeKey()`.
  open func makeKey() { _isKey = true }
}
