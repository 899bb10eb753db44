// STAND-IN for Apple's UIKit — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: UIKit.swift. Bodies never run.
//
// Apple's documentation: `@MainActor protocol UIViewControllerTransitionCoordinatorContext :
// NSObjectProtocol` and `@MainActor protocol UIViewControllerTransitionCoordinator :
// UIViewControllerTransitionCoordinatorContext`; the closures of `animate(alongsideTransition:
// completion:)` and `notifyWhenInteractionChanges(_:)` are plain (neither `@MainActor` nor
// `@Sendable`). Only UIKit makes these objects (an app does not adopt the protocols).

import Foundation

/// Apple: `@MainActor protocol UIViewControllerTransitionCoordinatorContext : NSObjectProtocol`.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// Apple: `var isAnimated: Bool { get }`.
  var isAnimated: Bool { get }
  /// Apple: `var isInteractive: Bool { get }`.
  var isInteractive: Bool { get }
  /// Apple: `var isCancelled: Bool { get }`.
  var isCancelled: Bool { get }
  /// Apple: `var transitionDuration: TimeInterval { get }`.
  var transitionDuration: TimeInterval { get }
  /// Apple: `var presentationStyle: UIModalPresentationStyle { get }`.
  var presentationStyle: UIModalPresentationStyle { get }
}

/// Apple: `@MainActor protocol UIViewControllerTransitionCoordinator :
/// UIViewControllerTransitionCoordinatorContext`.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Apple: `func animate(alongsideTransition animation: ((any
  /// UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any
  /// UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool`.
  ///
  /// The `= nil` default is the overload in the extension below.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Apple: `func notifyWhenInteractionChanges(_ handler: @escaping (any
  /// UIViewControllerTransitionCoordinatorContext) -> Void)`.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// `animate(alongsideTransition:completion:)` with UIKit's default `completion: nil`.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}
