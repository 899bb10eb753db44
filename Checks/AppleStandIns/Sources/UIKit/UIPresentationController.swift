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
    self._presenting = presentingViewController ?? presentedViewController
    super.init()
  }

  /// Apple: `weak var delegate: (any UIAdaptivePresentationControllerDelegate)? { get set }`.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
  /// Apple: `var presentedViewController: UIViewController { get }`.
  open var presentedViewController: UIViewController { _presented }
  /// Apple: `var presentingViewController: UIViewController { get }`.
  open var presentingViewController: UIViewController { _presenting }
  private let _presented: UIViewController
  private let _presenting: UIViewController
}

/// Apple: `@MainActor class UISheetPresentationController : UIPresentationController`.
@MainActor
open class UISheetPresentationController: UIPresentationController {
  /// Apple: `var detents: [UISheetPresentationController.Detent] { get set }`.
  open var detents: [UISheetPresentationController.Detent] = [.large()]
  /// Apple: `var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier? { get
  /// set }`.
  open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
  /// Apple: `var prefersGrabberVisible: Bool { get set }`.
  open var prefersGrabberVisible: Bool = false

  /// Apple: `@MainActor class UISheetPresentationController.Detent : NSObject`.
  @MainActor
  open class Detent: NSObject {
    public required override init() { super.init() }

    /// Apple: `class func medium() -> Self`.
    open class func medium() -> Self { Self() }
    /// Apple: `class func large() -> Self`.
    open class func large() -> Self { Self() }

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
