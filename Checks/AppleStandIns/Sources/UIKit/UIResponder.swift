// STAND-IN for Apple's UIKit — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: UIKit.swift. Bodies never run.
//
// Apple: `@MainActor class UIResponder : NSObject`, `@MainActor class UIColor : NSObject`… see each.

import Foundation

/// Apple: `@MainActor class UIResponder : NSObject`.
@MainActor
open class UIResponder: NSObject {
  public override init() { super.init() }
}

/// Apple: `class UIColor : NSObject` (not main-actor isolated; `Sendable`).
open class UIColor: NSObject, @unchecked Sendable {
  /// Apple: `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
  /// Apple: `init(white: CGFloat, alpha: CGFloat)`.
  public init(white: CGFloat, alpha: CGFloat) { super.init() }

  /// Apple: `class var systemBackground: UIColor { get }`.
  open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
  /// Apple: `class var label: UIColor { get }`.
  open class var label: UIColor { UIColor(white: 0, alpha: 1) }
  /// Apple: `class var systemBlue: UIColor { get }`.
  open class var systemBlue: UIColor { UIColor(red: 0, green: 0.48, blue: 1, alpha: 1) }
  /// Apple: `class var clear: UIColor { get }`.
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}

/// Apple: `class UIImage : NSObject` (not main-actor isolated; `Sendable`).
open class UIImage: NSObject, @unchecked Sendable {
  /// Apple: `init?(systemName name: String)`.
  public init?(systemName name: String) { super.init() }
  /// Apple: `init?(named name: String)`.
  public init?(named name: String) { super.init() }
}

/// Apple: `@MainActor class UIGestureRecognizer : NSObject`.
@MainActor
open class UIGestureRecognizer: NSObject {
  /// Apple: `var isEnabled: Bool { get set }`.
  open var isEnabled: Bool = true
}
