// STAND-IN for Apple's UIKit — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: UIKit.swift. Bodies never run.
//
// Each member is the declaration Apple's documentation shows for the symbol (all `@MainActor`).

import Foundation

/// Apple: `@MainActor class UIAlertController : UIViewController`.
@MainActor
open class UIAlertController: UIViewController {
  /// Apple: `enum UIAlertController.Style`, the imported C enum `UIAlertControllerStyle`.
  public typealias Style = UIAlertControllerStyle

  /// Apple: `convenience init(title: String?, message: String?, preferredStyle:
  /// UIAlertController.Style)`.
  public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self._preferredStyle = preferredStyle
  }

  /// Apple: `var message: String? { get set }`.
  open var message: String?
  /// Apple: `var preferredStyle: UIAlertController.Style { get }`.
  open var preferredStyle: UIAlertController.Style { _preferredStyle }
  private var _preferredStyle: UIAlertController.Style = .alert
  /// Apple: `var actions: [UIAlertAction] { get }`.
  open var actions: [UIAlertAction] { _actions }
  private var _actions: [UIAlertAction] = []
  /// Apple: `var preferredAction: UIAlertAction? { get set }`.
  open var preferredAction: UIAlertAction?

  /// Apple: `func addAction(_ action: UIAlertAction)`.
  open func addAction(_ action: UIAlertAction) { _actions.append(action) }
}

/// Apple: `@MainActor class UIAlertAction : NSObject`.
@MainActor
open class UIAlertAction: NSObject {
  /// Apple: `enum UIAlertAction.Style`, the imported C enum `UIAlertActionStyle`.
  public typealias Style = UIAlertActionStyle

  /// Apple: `convenience init(title: String?, style: UIAlertAction.Style, handler:
  /// ((UIAlertAction) -> Void)? = nil)`.
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) {
    self.init()
    self._title = title
    self._style = style
    self.handler = handler
  }

  /// Apple: `var title: String? { get }`.
  open var title: String? { _title }
  /// Apple: `var style: UIAlertAction.Style { get }`.
  open var style: UIAlertAction.Style { _style }
  /// Apple: `var isEnabled: Bool { get set }`.
  open var isEnabled: Bool = true

  private var _title: String?
  private var _style: UIAlertAction.Style = .default
  private var handler: ((UIAlertAction) -> Void)?
}
