// STAND-IN for Apple's UIKit — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: UIKit.swift. Bodies never run.
//
// Each member is the declaration Apple's documentation shows for the symbol (all `@MainActor`).

import Foundation

/// Apple: `@MainActor class UIPresentationController : NSObject`.
@MainActor
open class UIPresentationController: NSObject {
  /// Apple: `init(presentedViewController: UIViewController, presenting presentingViewController:
  /// UIViewController?)` (designated).
  public init(
    presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
  ) {
    self._presented = presentedViewController
    self._presenting = presentingViewController
    super.init()
  }

  /// Apple: `weak var delegate: (any UIAdaptivePresentationControllerDelegate)? { get set }`.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
  /// Apple: `var presentedViewController: UIViewController { get }`.
  open var presentedViewController: UIViewController { _presented }
  /// Apple: `var presentingViewController: UIViewController { get }`.
  open var presentingViewController: UIViewController { _presenting ?? _presented }
  // The view controller owns its presentation controller (`sheetPresentationController`), so
  // the presentation controller does not own it back.
  private unowned let _presented: UIViewController
  private weak var _presenting: UIViewController?
}

/// Apple: `@MainActor class UISheetPresentationController : UIPresentationController` (iOS 15,
/// visionOS 1; not tvOS). Its detents are iOS-only: Apple marks `detents`,
/// `selectedDetentIdentifier`, `Detent` and `Detent.Identifier` unavailable in tvOS and
/// visionOS (`API_UNAVAILABLE(tvos, watchos, visionos)`).
@available(tvOS, unavailable)
@MainActor
open class UISheetPresentationController: UIPresentationController {
  /// Apple: `var detents: [UISheetPresentationController.Detent] { get set }`. Apple: "The
  /// default value is an array that contains the value large()."
  @available(visionOS, unavailable)
  open var detents: [UISheetPresentationController.Detent] = [.large()]
  /// Apple: `var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier? { get
  /// set }`.
  @available(visionOS, unavailable)
  open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
  /// Apple: `var prefersGrabberVisible: Bool { get set }`.
  @available(visionOS, unavailable)
  open var prefersGrabberVisible: Bool = false

  /// Apple: `@MainActor class UISheetPresentationController.Detent : NSObject`. Only its class
  /// methods make one: Objective-C's `init` and `new` are unavailable (internal here; the class
  /// is `public`, not `open`, so that its required initializer may be internal).
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @MainActor
  public class Detent: NSObject {
    required init(identifier: Identifier) {
      self.identifier = identifier
      super.init()
    }

    /// Apple: `var identifier: UISheetPresentationController.Detent.Identifier { get }` (iOS 16).
    public let identifier: Identifier

    /// Apple: `class func medium() -> Self`.
    public class func medium() -> Self { Self(identifier: .medium) }
    /// Apple: `class func large() -> Self`.
    public class func large() -> Self { Self(identifier: .large) }

    /// Apple: `struct UISheetPresentationController.Detent.Identifier` (`Hashable`,
    /// `RawRepresentable`, raw value `String`).
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }

      /// Apple: `static let medium: UISheetPresentationController.Detent.Identifier`.
      public static let medium = Identifier("com.apple.UIKit.medium")
      /// Apple: `static let large: UISheetPresentationController.Detent.Identifier`.
      public static let large = Identifier("com.apple.UIKit.large")
    }
  }
}

/// Apple: `@MainActor protocol UIAdaptivePresentationControllerDelegate : NSObjectProtocol`; its
/// methods are `optional` there (defaulted here, see UIKit.swift).
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// Apple: `optional func presentationControllerShouldDismiss(_ presentationController:
  /// UIPresentationController) -> Bool`.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  /// Apple: `optional func presentationControllerWillDismiss(_ presentationController:
  /// UIPresentationController)`.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// Apple: `optional func presentationControllerDidDismiss(_ presentationController:
  /// UIPresentationController)`.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// Apple: `optional func presentationControllerDidAttemptToDismiss(_ presentationController:
  /// UIPresentationController)`.
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  {
    true
  }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// Apple: `@MainActor class UIPopoverPresentationController : UIPresentationController` (iOS 8,
/// visionOS 1; not tvOS).
@available(tvOS, unavailable)
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// Apple: `var sourceView: UIView? { get set }`. "The view containing the anchor rectangle for
  /// the popover."
  open var sourceView: UIView?
  /// Apple: `var sourceRect: CGRect { get set }`.
  open var sourceRect: CGRect = .zero
  /// Apple: `var sourceItem: (any UIPopoverPresentationControllerSourceItem)? { get set }` (iOS
  /// 16). "The default value of this property is `nil`."
  open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
  /// Apple: `var barButtonItem: UIBarButtonItem? { get set }` (to be deprecated: "Use sourceItem").
  open var barButtonItem: UIBarButtonItem?
  /// Apple: `var permittedArrowDirections: UIPopoverArrowDirection { get set }`.
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
}

/// Apple: `struct UIPopoverArrowDirection` (`OptionSet`, raw value `UInt`; not tvOS).
@available(tvOS, unavailable)
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Apple: `static var up: UIPopoverArrowDirection { get }`.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// Apple: `static var down: UIPopoverArrowDirection { get }`.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// Apple: `static var left: UIPopoverArrowDirection { get }`.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// Apple: `static var right: UIPopoverArrowDirection { get }`.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Apple: `static var any: UIPopoverArrowDirection { get }`.
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// Apple: `protocol UIPopoverPresentationControllerSourceItem : NSObjectProtocol` (iOS 16,
/// visionOS 1). "A type that can be an anchor for a popover presentation controller."
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
