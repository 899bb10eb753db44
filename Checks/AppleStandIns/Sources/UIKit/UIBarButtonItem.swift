// STAND-IN for Apple's UIKit — never shipped; see UIKit.swift.

/// Apple: `@MainActor class UINavigationItem : NSObject`.
@MainActor
open class UINavigationItem: NSObject {
  /// Apple: `init(title: String)` (designated).
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Apple: `var title: String? { get set }`.
  open var title: String?
  /// Apple: `var leftBarButtonItem: UIBarButtonItem? { get set }`.
  open var leftBarButtonItem: UIBarButtonItem?
  /// Apple: `var rightBarButtonItem: UIBarButtonItem? { get set }`.
  open var rightBarButtonItem: UIBarButtonItem?
}

/// Apple: `@MainActor class UIBarButtonItem : UIBarItem`.
@MainActor
open class UIBarButtonItem: UIBarItem {
  public typealias SystemItem = UIBarButtonSystemItem
  public typealias Style = UIBarButtonItemStyle

  /// Apple: `init()` (designated).
  public override init() { super.init() }

  /// Apple: `init?(coder: NSCoder)` (designated).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Apple: `convenience init(title: String? = nil, image: UIImage? = nil,
  /// primaryAction: UIAction? = nil, menu: UIMenu? = nil)` (iOS 14).
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title
    self.primaryAction = primaryAction
  }

  /// Apple: `convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil,
  /// menu: UIMenu? = nil)` (iOS 14).
  public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.primaryAction = primaryAction
  }

  /// Apple: `var primaryAction: UIAction? { get set }` (iOS 14).
  open var primaryAction: UIAction?
}

/// Apple: `typealias UIActionHandler = @MainActor (UIAction) -> Void`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// Apple: `@MainActor class UIMenuElement : NSObject` (base of actions and menus).
@MainActor
open class UIMenuElement: NSObject {}

/// Apple: `@MainActor class UIAction : UIMenuElement`.
@MainActor
open class UIAction: UIMenuElement {
  private let handler: UIActionHandler

  /// Apple: `convenience init(title: String = "", image: UIImage? = nil,
  /// identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
  /// attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
  /// handler: @escaping UIActionHandler)`; the parameters the samples use.
  public init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) {
    self.handler = handler
    super.init()
  }
}

/// Apple: `@MainActor class UIMenu : UIMenuElement`.
@MainActor
open class UIMenu: UIMenuElement {}
