// STAND-IN for Apple's UIKit — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: UIKit.swift. Bodies never run.
//
// Each member is the declaration Apple's documentation shows for `UIViewController/<member>`
// (all `@MainActor` through the class). Members UIKit declares in categories
// (`navigationController`, `tabBarController`, `sheetPresentationController`, …) are in the class
// body here, since Swift on Linux cannot override a member declared in an extension.

import Foundation

/// Apple: `@MainActor class UIViewController : UIResponder`.
@MainActor
open class UIViewController: UIResponder {
  // MARK: Creating a view controller

  /// Apple: `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)` (designated).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// Apple: `init?(coder: NSCoder)` (designated; required by NSCoding).
  public required init?(coder: NSCoder) { super.init() }

  /// Objective-C's `init` (NSObject's): `initWithNibName:nil bundle:nil`.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  // MARK: The view

  /// Apple: `var view: UIView! { get set }`.
  open var view: UIView! {
    get {
      if _view == nil { loadView() }
      return _view
    }
    set { _view = newValue }
  }
  private var _view: UIView?

  /// Apple: `var viewIfLoaded: UIView? { get }`.
  open var viewIfLoaded: UIView? { _view }
  /// Apple: `var isViewLoaded: Bool { get }`.
  open var isViewLoaded: Bool { _view != nil }
  /// Apple: `var title: String? { get set }`.
  open var title: String?

  /// Apple: `func loadView()`.
  open func loadView() { _view = UIView() }
  /// Apple: `func loadViewIfNeeded()`.
  open func loadViewIfNeeded() { _ = view }
  /// Apple: `func viewDidLoad()`.
  open func viewDidLoad() {}
  /// Apple: `func viewWillAppear(_ animated: Bool)`.
  open func viewWillAppear(_ animated: Bool) {}
  /// Apple: `func viewDidAppear(_ animated: Bool)`.
  open func viewDidAppear(_ animated: Bool) {}
  /// Apple: `func viewWillDisappear(_ animated: Bool)`.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Apple: `func viewDidDisappear(_ animated: Bool)`.
  open func viewDidDisappear(_ animated: Bool) {}

  // MARK: Containment

  /// Apple: `var children: [UIViewController] { get }`.
  open var children: [UIViewController] { _children }
  /// Apple: `weak var parent: UIViewController? { get }`.
  open var parent: UIViewController? { _parent }
  private var _children: [UIViewController] = []
  private weak var _parent: UIViewController?

  /// Apple: `func addChild(_ childController: UIViewController)`.
  open func addChild(_ childController: UIViewController) {
    childController.willMove(toParent: self)
    childController._parent = self
    _children.append(childController)
  }

  /// Apple: `func removeFromParent()`.
  open func removeFromParent() {
    _parent?._children.removeAll { $0 === self }
    _parent = nil
  }

  /// Apple: `func willMove(toParent parent: UIViewController?)`.
  open func willMove(toParent parent: UIViewController?) {}
  /// Apple: `func didMove(toParent parent: UIViewController?)`.
  open func didMove(toParent parent: UIViewController?) {}
  /// Apple: `func willTransition(to newCollection: UITraitCollection, with coordinator: any
  /// UIViewControllerTransitionCoordinator)` (UIContentContainer).
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}
  /// Apple: `var isMovingFromParent: Bool { get }`.
  open var isMovingFromParent: Bool { false }
  /// Apple: `var isMovingToParent: Bool { get }`.
  open var isMovingToParent: Bool { false }

  /// Apple: `func transition(from fromViewController: UIViewController, to toViewController:
  /// UIViewController, duration: TimeInterval, options: UIView.AnimationOptions = [], animations:
  /// (() -> Void)?, completion: ((Bool) -> Void)? = nil)`.
  open func transition(
    from fromViewController: UIViewController, to toViewController: UIViewController,
    duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }

  // MARK: Presentation

  /// Apple: `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
  /// completion: (() -> Void)? = nil)`.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    _presented = viewControllerToPresent
    viewControllerToPresent._presenting = self
    completion?()
  }

  /// Apple: `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    _presented = nil
    completion?()
  }

  /// Apple: `var presentedViewController: UIViewController? { get }`.
  open var presentedViewController: UIViewController? { _presented }
  /// Apple: `var presentingViewController: UIViewController? { get }`.
  open var presentingViewController: UIViewController? { _presenting }
  private var _presented: UIViewController?
  private weak var _presenting: UIViewController?

  /// Apple: `var isBeingPresented: Bool { get }`.
  open var isBeingPresented: Bool { false }
  /// Apple: `var isBeingDismissed: Bool { get }`.
  open var isBeingDismissed: Bool { false }
  /// Apple: `var modalPresentationStyle: UIModalPresentationStyle { get set }`.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// Apple: `var isModalInPresentation: Bool { get set }` (iOS 13). Apple: "When you set it to
  /// true, UIKit ignores events outside the view controller's bounds and prevents the
  /// interactive dismissal of the view controller while it is onscreen." False by default.
  open var isModalInPresentation: Bool = false
  /// Apple: `var presentationController: UIPresentationController? { get }`.
  open var presentationController: UIPresentationController? { nil }
  /// Apple: `var sheetPresentationController: UISheetPresentationController? { get }` (iOS 15,
  /// visionOS 1; not tvOS). Apple: "If modalPresentationStyle is pageSheet or formSheet, this
  /// property contains a sheet presentation controller instance. Access this instance to
  /// customize or adjust the sheet before or after it presents." Otherwise it is nil. Each view
  /// controller has its own, which acts only when that view controller is the one presented:
  /// detents set on a navigation controller's child do nothing to the sheet of the navigation
  /// controller presented. `.automatic` is read as `.pageSheet`, which UIKit maps it to for most
  /// view controllers.
  @available(tvOS, unavailable)
  open var sheetPresentationController: UISheetPresentationController? {
    switch modalPresentationStyle {
    case .pageSheet, .formSheet, .automatic:
      if let sheet = _sheet { return sheet }
      let sheet = UISheetPresentationController(presentedViewController: self, presenting: _presenting)
      _sheet = sheet
      return sheet
    default:
      return nil
    }
  }
  private var _sheet: UISheetPresentationController?
  /// Apple: `var popoverPresentationController: UIPopoverPresentationController? { get }` (not
  /// tvOS). Apple: "If you created the view controller but have not yet presented it, accessing
  /// this property creates a popover presentation controller when the value in the
  /// `modalPresentationStyle` property is `UIModalPresentationStyle.popover`. If the modal
  /// presentation style is a different value, this property is `nil`."
  @available(tvOS, unavailable)
  open var popoverPresentationController: UIPopoverPresentationController? {
    guard modalPresentationStyle == .popover else { return nil }
    if let popover = _popover { return popover }
    let popover = UIPopoverPresentationController(presentedViewController: self, presenting: _presenting)
    _popover = popover
    return popover
  }
  private var _popover: UIPopoverPresentationController?
  /// Apple: `var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { get }`.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

  // MARK: Containers it is in

  /// Apple: `var navigationItem: UINavigationItem { get }`.
  open var navigationItem: UINavigationItem { _navigationItem }
  private lazy var _navigationItem = UINavigationItem(title: "")

  /// Apple: `var navigationController: UINavigationController? { get }`.
  open var navigationController: UINavigationController? { nil }
  /// Apple: `var tabBarController: UITabBarController? { get }`.
  open var tabBarController: UITabBarController? { nil }
  /// Apple: `var tabBarItem: UITabBarItem! { get set }`.
  open var tabBarItem: UITabBarItem!

  // MARK: Status bar, home indicator, orientation
  //
  // Apple lists these properties, `UIInterfaceOrientationMask` and
  // `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()` for iOS, iPadOS, Mac Catalyst and
  // visionOS, not tvOS, and the status bar's as deprecated in visionOS 1.0: unavailable in tvOS
  // here, the status bar's deprecated in visionOS.

  /// Apple: `var childForStatusBarStyle: UIViewController? { get }`.
  @available(tvOS, unavailable)
  @available(visionOS, deprecated: 1.0)
  open var childForStatusBarStyle: UIViewController? { nil }
  /// Apple: `var childForStatusBarHidden: UIViewController? { get }`.
  @available(tvOS, unavailable)
  @available(visionOS, deprecated: 1.0)
  open var childForStatusBarHidden: UIViewController? { nil }
  /// Apple: `var childForHomeIndicatorAutoHidden: UIViewController? { get }`.
  @available(tvOS, unavailable)
  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
  /// Apple: `var childForScreenEdgesDeferringSystemGestures: UIViewController? { get }`.
  @available(tvOS, unavailable)
  open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
  /// Apple: `var supportedInterfaceOrientations: UIInterfaceOrientationMask { get }`.
  @available(tvOS, unavailable)
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
  /// Apple: `var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { get }`.
  @available(tvOS, unavailable)
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

  /// Apple: `func setNeedsStatusBarAppearanceUpdate()`.
  open func setNeedsStatusBarAppearanceUpdate() {}
  /// Apple: `func setNeedsUpdateOfHomeIndicatorAutoHidden()`.
  open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
  /// Apple: `func setNeedsUpdateOfScreenEdgesDeferringSystemGestures()`.
  @available(tvOS, unavailable)
  open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
  /// Apple: `func setNeedsUpdateOfSupportedInterfaceOrientations()` (iOS 16).
  open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
}

/// Apple: `struct UIInterfaceOrientationMask` (`OptionSet`, raw value `UInt`; iOS, iPadOS, Mac
/// Catalyst and visionOS, not tvOS).
@available(tvOS, unavailable)
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}
