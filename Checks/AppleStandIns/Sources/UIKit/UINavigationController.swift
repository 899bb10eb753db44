// STAND-IN for Apple's UIKit — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: UIKit.swift. Bodies never run.
//
// Each member is the declaration Apple's documentation shows for `UINavigationController/<member>`
// (all `@MainActor`).

import Foundation

/// Apple: `@MainActor class UINavigationController : UIViewController`.
@MainActor
open class UINavigationController: UIViewController {
  /// Apple: `init(rootViewController: UIViewController)` (designated).
  public init(rootViewController: UIViewController) {
    self.viewControllers = [rootViewController]
    super.init(nibName: nil, bundle: nil)
  }

  /// Apple: `init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?)` (designated).
  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    super.init(nibName: nil, bundle: nil)
  }

  /// Apple: `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)` (designated).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Apple: `init?(coder aDecoder: NSCoder)` (designated).
  public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

  /// Apple: `var viewControllers: [UIViewController] { get set }`.
  open var viewControllers: [UIViewController] = []
  /// Apple: `var topViewController: UIViewController? { get }`.
  open var topViewController: UIViewController? { viewControllers.last }
  /// Apple: `var visibleViewController: UIViewController? { get }`.
  open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }
  /// Apple: `var interactivePopGestureRecognizer: UIGestureRecognizer? { get }`.
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
  /// Apple: `weak var delegate: (any UINavigationControllerDelegate)? { get set }`.
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// Apple: `func pushViewController(_ viewController: UIViewController, animated: Bool)`.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    viewControllers.append(viewController)
  }

  /// Apple: `func popViewController(animated: Bool) -> UIViewController?`.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    viewControllers.count > 1 ? viewControllers.removeLast() : nil
  }

  /// Apple: `func popToViewController(_ viewController: UIViewController, animated: Bool) ->
  /// [UIViewController]?`.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    nil
  }

  /// Apple: `func popToRootViewController(animated: Bool) -> [UIViewController]?`.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }

  /// Apple: `func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)`.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    self.viewControllers = viewControllers
  }
}

/// Apple: `@MainActor protocol UINavigationControllerDelegate : NSObjectProtocol`; its methods are
/// `optional` there (defaulted here, see UIKit.swift).
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  /// Apple: `optional func navigationController(_ navigationController: UINavigationController,
  /// willShow viewController: UIViewController, animated: Bool)`.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)

  /// Apple: `optional func navigationController(_ navigationController: UINavigationController,
  /// didShow viewController: UIViewController, animated: Bool)`.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}

  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}
