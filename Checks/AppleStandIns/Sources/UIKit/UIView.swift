// STAND-IN for Apple's UIKit — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: UIKit.swift. Bodies never run.
//
// Each declaration is the one Apple's documentation shows for the symbol (members are
// `@MainActor` through the class).

import Foundation

/// Apple: `@MainActor class UIView : UIResponder`.
@MainActor
open class UIView: UIResponder {
  /// Apple: `init(frame: CGRect)` (designated).
  public init(frame: CGRect) {
    self.frame = frame
    self.bounds = CGRect(origin: .zero, size: frame.size)
    super.init()
  }

  /// Apple: `init?(coder: NSCoder)` (designated; required by NSCoding).
  public required init?(coder: NSCoder) {
    self.frame = .zero
    self.bounds = .zero
    super.init()
  }

  /// Objective-C's `init` (NSObject's), which is `initWithFrame:CGRectZero` for a view.
  public convenience override init() { self.init(frame: .zero) }

  /// Apple: `var frame: CGRect { get set }`.
  open var frame: CGRect
  /// Apple: `var bounds: CGRect { get set }`.
  open var bounds: CGRect
  /// Apple: `var autoresizingMask: UIView.AutoresizingMask { get set }`.
  open var autoresizingMask: UIView.AutoresizingMask = []
  /// Apple: `@NSCopying var backgroundColor: UIColor? { get set }`.
  open var backgroundColor: UIColor?
  /// Apple: `var isHidden: Bool { get set }`.
  open var isHidden: Bool = false
  /// Apple: `var accessibilityIdentifier: String? { get set }` (`UIAccessibilityIdentification`,
  /// which `UIView` adopts).
  open var accessibilityIdentifier: String?

  /// Apple: `var window: UIWindow? { get }`.
  open var window: UIWindow? { superview?.window }
  /// Apple: `var superview: UIView? { get }`.
  open var superview: UIView? { _superview }
  /// Apple: `var subviews: [UIView] { get }`.
  open var subviews: [UIView] { _subviews }

  /// Apple: `func addSubview(_ view: UIView)`.
  open func addSubview(_ view: UIView) {
    view._superview = self
    _subviews.append(view)
  }

  /// Apple: `func removeFromSuperview()`.
  open func removeFromSuperview() {
    _superview?._subviews.removeAll { $0 === self }
    _superview = nil
  }

  private weak var _superview: UIView?
  private var _subviews: [UIView] = []

  /// Apple: `struct UIView.AutoresizingMask` (`OptionSet`, raw value `UInt`).
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Apple: `struct UIView.AnimationOptions` (`OptionSet`, raw value `UInt`); the transition
  /// options and the curves.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
  }
}

/// Apple: `@MainActor class UIControl : UIView`.
@MainActor
open class UIControl: UIView {
  /// Apple: `var isEnabled: Bool { get set }`.
  open var isEnabled: Bool = true

  /// Apple: `struct UIControl.State` (`OptionSet`, raw value `UInt`).
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }
}

/// Apple: `@MainActor class UILabel : UIView`.
@MainActor
open class UILabel: UIView {
  /// Apple: `var text: String? { get set }`.
  open var text: String?
  /// Apple: `var numberOfLines: Int { get set }`.
  open var numberOfLines: Int = 1
  /// Apple: `var textColor: UIColor! { get set }`.
  open var textColor: UIColor!
  /// Apple: `var textAlignment: NSTextAlignment { get set }`.
  open var textAlignment: NSTextAlignment = .natural
}

/// Apple: `@MainActor class UIButton : UIControl`.
@MainActor
open class UIButton: UIControl {
  /// Apple: `enum UIButton.ButtonType`, the imported C enum `UIButtonType`.
  public typealias ButtonType = UIButtonType

  /// Apple: `convenience init(type buttonType: UIButton.ButtonType)`.
  public convenience init(type buttonType: UIButton.ButtonType) {
    self.init(frame: .zero)
    _buttonType = buttonType
  }

  /// Apple: `var buttonType: UIButton.ButtonType { get }`.
  open var buttonType: UIButton.ButtonType { _buttonType }
  private var _buttonType: UIButton.ButtonType = .custom

  /// Apple: `func setTitle(_ title: String?, for state: UIControl.State)`.
  open func setTitle(_ title: String?, for state: UIControl.State) {}
  /// Apple: `func title(for state: UIControl.State) -> String?`.
  @discardableResult open func title(for state: UIControl.State) -> String? { nil }
}
