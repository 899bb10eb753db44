// STAND-IN for Apple's UIKit — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: UIKit.swift. Bodies never run.
//
// Each member is the declaration Apple's documentation shows for the symbol (all `@MainActor`).

import Foundation

/// Apple: `@MainActor class UISplitViewController : UIViewController`.
@MainActor
open class UISplitViewController: UIViewController {
  /// Apple: `enum UISplitViewController.Style`, the imported C enum `UISplitViewControllerStyle`.
  public typealias Style = UISplitViewControllerStyle
  /// Apple: `enum UISplitViewController.Column`, the imported C enum
  /// `UISplitViewControllerColumn`.
  public typealias Column = UISplitViewControllerColumn

  /// Apple: `init(style: UISplitViewController.Style)` (designated; iOS 14, tvOS 14).
  public init(style: UISplitViewController.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Apple: `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)` (inherited).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Apple: `init?(coder: NSCoder)` (inherited).
  public required init?(coder: NSCoder) {
    style = .unspecified
    super.init(coder: coder)
  }

  /// Apple: `var style: UISplitViewController.Style { get }`.
  open private(set) var style: UISplitViewController.Style
  /// Apple: `var viewControllers: [UIViewController] { get set }`.
  open var viewControllers: [UIViewController] = []
  /// Apple: `var isCollapsed: Bool { get }` (not tvOS).
  @available(tvOS, unavailable)
  open var isCollapsed: Bool { false }

  /// Apple: `func setViewController(_ vc: UIViewController?, for column:
  /// UISplitViewController.Column)` (iOS 14, tvOS 14).
  open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {}

  /// Apple: `func viewController(for column: UISplitViewController.Column) -> UIViewController?`
  /// (iOS 14, tvOS 14).
  @discardableResult
  open func viewController(for column: UISplitViewController.Column) -> UIViewController? { nil }

  /// Apple: `func show(_ column: UISplitViewController.Column)` (iOS 14, tvOS 14).
  open func show(_ column: UISplitViewController.Column) {}
}
