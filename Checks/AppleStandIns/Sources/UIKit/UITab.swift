// STAND-IN for Apple's UIKit — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: UIKit.swift. Bodies never run.
//
// iOS 18's tabs: `UITab` and `UITabGroup`, which a `UITabBarController`'s `tabs` holds.

import Foundation

/// Apple: `@MainActor class UITab : NSObject` (iOS 18, tvOS 18, visionOS 2): "An object that
/// manages a tab in a tab bar."
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@MainActor
open class UITab: NSObject {
  /// Apple: `init(title: String, image: UIImage?, identifier: String, viewControllerProvider:
  /// ((UITab) -> UIViewController)? = nil)`. The identifier "must be unique across all the tabs
  /// managed by a UITabBarController".
  public init(
    title: String, image: UIImage?, identifier: String,
    viewControllerProvider: ((UITab) -> UIViewController)? = nil
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier
    self.viewControllerProvider = viewControllerProvider
    super.init()
  }

  /// Apple: `var title: String { get set }`.
  open var title: String
  /// Apple: `var image: UIImage? { get set }`.
  open var image: UIImage?
  /// Apple: `var identifier: String { get }`.
  public let identifier: String
  /// Apple: `var badgeValue: String? { get set }`.
  open var badgeValue: String?
  private let viewControllerProvider: ((UITab) -> UIViewController)?
  private lazy var made: UIViewController? = viewControllerProvider?(self)
  /// Apple: `var viewController: UIViewController? { get }`: "The view controller that the
  /// system presents when someone selects a tab."
  open var viewController: UIViewController? { made }
  /// Apple: `weak var parent: UITabGroup? { get }`: "The containing tab group."
  open internal(set) weak var parent: UITabGroup?
  /// Apple: `weak var tabBarController: UITabBarController? { get }`.
  open weak var tabBarController: UITabBarController?

  /// Apple: `var isHidden: Bool { get set }`: "A Boolean value that indicates whether an item is
  /// hidden in a sidebar." The person changes it while editing the sidebar when the tab
  /// ``allowsHiding``.
  open var isHidden = false
  /// Apple: `var isHiddenByDefault: Bool { get set }`.
  open var isHiddenByDefault = false
  /// Apple: `var allowsHiding: Bool { get set }`: whether the person may hide the tab while
  /// customizing the sidebar.
  open var allowsHiding = false
  /// Apple: `var isEnabled: Bool { get set }` (iOS 18.4).
  @available(iOS 18.4, tvOS 18.4, visionOS 2.4, *)
  open var isEnabled: Bool {
    get { enabled }
    set { enabled = newValue }
  }
  private var enabled = true
}

/// Apple: `@MainActor class UITabGroup : UITab` (iOS 18, tvOS 18, visionOS 2): "Use tab groups to
/// create a rich hierarchy of tab items. On iPad, the system displays the tab group as a section
/// in the sidebar."
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@MainActor
open class UITabGroup: UITab {
  /// Apple: `init(title: String, image: UIImage?, identifier: String, children: [UITab],
  /// viewControllerProvider: ((UITab) -> UIViewController)? = nil)`.
  public init(
    title: String, image: UIImage?, identifier: String, children: [UITab],
    viewControllerProvider: ((UITab) -> UIViewController)? = nil
  ) {
    self.children = children
    super.init(
      title: title, image: image, identifier: identifier, viewControllerProvider: viewControllerProvider)
    for child in children { child.parent = self }
  }

  /// Apple: `var children: [UITab] { get set }`: "The tabs within a tab group."
  open var children: [UITab] {
    didSet { for child in children { child.parent = self } }
  }
  /// Apple: `var selectedChild: UITab? { get set }`: "The currently selected tab."
  open var selectedChild: UITab?
  /// Apple: `var defaultChildIdentifier: String? { get set }`.
  open var defaultChildIdentifier: String?
  /// Apple: `var allowsReordering: Bool { get set }`.
  open var allowsReordering = false

  /// Apple: `func tab(forIdentifier identifier: String) -> UITab?`: "Returns a tab with a
  /// matching identifier, if any."
  @discardableResult
  open func tab(forIdentifier identifier: String) -> UITab? {
    for child in children {
      if child.identifier == identifier { return child }
      if let group = child as? UITabGroup, let found = group.tab(forIdentifier: identifier) { return found }
    }
    return nil
  }
}

extension UIViewController {
  /// Apple: `weak var tab: UITab? { get }` (iOS 18, tvOS 18, visionOS 2): "The UITab instance
  /// that was used to create the receiver, and represents the view controller. Default is nil."
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  public var tab: UITab? { nil }
}
