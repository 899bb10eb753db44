// STAND-IN for Apple's UIKit — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: UIKit.swift. Bodies never run.
//
// Each member is the declaration Apple's documentation shows for the symbol (all `@MainActor`).

import Foundation

/// Apple: `@MainActor class UITabBarController : UIViewController`, conforming to
/// `UITabBarDelegate` (so a subclass overrides `tabBar(_:didSelect:)`).
@MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
  /// Apple: `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)` (inherited).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Apple: `init?(coder: NSCoder)` (inherited).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Apple: `convenience init(tabs: [UITab])` (iOS 18, tvOS 18, visionOS 2): "Creates a tab bar
  /// controller with the specified tabs."
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  public convenience init(tabs: [UITab]) {
    self.init(nibName: nil, bundle: nil)
    self.tabs = tabs
  }

  /// Apple: `var viewControllers: [UIViewController]? { get set }`.
  open var viewControllers: [UIViewController]?
  /// Apple: `var selectedIndex: Int { get set }`.
  open var selectedIndex: Int = 0
  /// Apple: `unowned(unsafe) var selectedViewController: UIViewController? { get set }`.
  open var selectedViewController: UIViewController? {
    get { viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
    set {}
  }
  /// Apple: `var moreNavigationController: UINavigationController { get }`.
  open var moreNavigationController: UINavigationController { UINavigationController() }
  /// Apple: `var tabBar: UITabBar { get }`.
  open var tabBar: UITabBar { _tabBar }
  private let _tabBar = UITabBar()
  /// Apple: `weak var delegate: (any UITabBarControllerDelegate)? { get set }`.
  open weak var delegate: (any UITabBarControllerDelegate)?
  /// Apple: `var tabs: [UITab] { get set }` (iOS 18, tvOS 18, visionOS 2).
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  open var tabs: [UITab] {
    get { _tabs }
    set { _tabs = newValue }
  }
  private var _tabs: [UITab] = []
  /// Apple: `var selectedTab: UITab? { get set }` (iOS 18, tvOS 18, visionOS 2). Apple: "The
  /// currently selected tab, which can be a root tab or any of their descendants." Its default
  /// is nil.
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  open var selectedTab: UITab? {
    get { _selectedTab }
    set { _selectedTab = newValue }
  }
  private var _selectedTab: UITab?

  /// Apple: `func setTabs(_ tabs: [UITab], animated: Bool)` (iOS 18, tvOS 18, visionOS 2).
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  open func setTabs(_ tabs: [UITab], animated: Bool) { self.tabs = tabs }

  /// Apple: `func tab(forIdentifier identifier: String) -> UITab?` (iOS 18, tvOS 18,
  /// visionOS 2): the tab, at any depth, with that identifier.
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  @discardableResult
  open func tab(forIdentifier identifier: String) -> UITab? { nil }

  /// Apple: `var mode: UITabBarController.Mode { get set }` (iOS 18, tvOS 18, visionOS 2):
  /// "On iPad, the display mode determines whether the system can display the tab bar as a
  /// sidebar."
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  open var mode: UITabBarController.Mode {
    get { UITabBarControllerMode(rawValue: _mode) ?? .automatic }
    set { _mode = newValue.rawValue }
  }
  // NB: the raw value, so that the stored property needs no availability of its own.
  private var _mode = 0
  /// Apple: `enum UITabBarController.Mode`, the imported C enum `UITabBarControllerMode`.
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  public typealias Mode = UITabBarControllerMode

  /// Apple: `var isTabBarHidden: Bool { get set }` (iOS 18, tvOS 18, visionOS 2).
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  open var isTabBarHidden: Bool {
    get { _tabBarHidden }
    set { _tabBarHidden = newValue }
  }
  private var _tabBarHidden = false
  /// Apple: `func setTabBarHidden(_ hidden: Bool, animated: Bool)` (iOS 18, tvOS 18, visionOS 2).
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  open func setTabBarHidden(_ hidden: Bool, animated: Bool) { isTabBarHidden = hidden }

  /// Apple: `func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool)`.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    self.viewControllers = viewControllers
  }

  /// Apple: `func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)`, the
  /// `UITabBarDelegate` method the tab bar controller implements; subclasses override it.
  open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// Apple: `@MainActor protocol UITabBarControllerDelegate : NSObjectProtocol`; its methods are
/// `optional` there (defaulted here, see UIKit.swift).
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  /// Apple: `optional func tabBarController(_ tabBarController: UITabBarController, shouldSelect
  /// viewController: UIViewController) -> Bool`.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool

  /// Apple: `optional func tabBarController(_ tabBarController: UITabBarController, didSelect
  /// viewController: UIViewController)`.
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)

  /// Apple: `optional func tabBarController(_ tabBarController: UITabBarController,
  /// shouldSelectTab tab: UITab) -> Bool` (iOS 18, tvOS 18, visionOS 2).
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool

  /// Apple: `optional func tabBarController(_ tabBarController: UITabBarController, didSelectTab
  /// selectedTab: UITab, previousTab: UITab?)` (iOS 18, tvOS 18, visionOS 2): "Tells the
  /// delegate that the user selected the specified selectedTab", a root tab or a descendant.
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  func tabBarController(
    _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)

  /// Apple: `optional func tabBarController(_ tabBarController: UITabBarController,
  /// visibilityDidChangeFor tabs: [UITab])` (iOS 18, visionOS 2): "Notifies the delegate when
  /// editing has ended and the specified tabs have had their `isHidden` values changed by the
  /// user."
  @available(iOS 18.0, visionOS 2.0, *)
  func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab])
}

extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }

  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}

  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
    true
  }

  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?
  ) {}

  @available(iOS 18.0, visionOS 2.0, *)
  public func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]) {
  }
}

/// Apple: `@MainActor protocol UITabBarDelegate : NSObjectProtocol`; `tabBar(_:didSelect:)` is
/// `optional` there (defaulted here).
@MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
  /// Apple: `optional func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)`.
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// Apple: `@MainActor class UITabBar : UIView`.
@MainActor
open class UITabBar: UIView {
  /// Apple: `var items: [UITabBarItem]? { get set }`.
  open var items: [UITabBarItem]?
  /// Apple: `weak var selectedItem: UITabBarItem? { get set }`.
  open weak var selectedItem: UITabBarItem?
  /// Apple: `weak var delegate: (any UITabBarDelegate)? { get set }`.
  open weak var delegate: (any UITabBarDelegate)?
}

/// Apple: `@MainActor class UIBarItem : NSObject`.
@MainActor
open class UIBarItem: NSObject {
  /// Apple: `init()` (designated).
  public override init() { super.init() }
  /// Apple: `init?(coder: NSCoder)` (designated).
  public required init?(coder: NSCoder) { super.init() }

  /// Apple: `var title: String? { get set }`.
  open var title: String?
  /// Apple: `var image: UIImage? { get set }`.
  open var image: UIImage?
  /// Apple: `var tag: Int { get set }`.
  open var tag: Int = 0
  /// Apple: `var accessibilityIdentifier: String? { get set }` (`UIAccessibilityIdentification`,
  /// which `UIBarItem` adopts).
  open var accessibilityIdentifier: String?
}

/// Apple: `@MainActor class UITabBarItem : UIBarItem`.
@MainActor
open class UITabBarItem: UIBarItem {
  /// Apple: `init()`.
  public override init() { super.init() }
  /// Apple: `init?(coder: NSCoder)`.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Apple: `convenience init(title: String?, image: UIImage?, tag: Int)`.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Apple: `convenience init(title: String?, image: UIImage?, selectedImage: UIImage?)`.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
  }

  /// Apple: `var badgeValue: String? { get set }`.
  open var badgeValue: String?
}
