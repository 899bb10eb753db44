// STAND-IN for Apple's SwiftUI — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: SwiftUI.swift. Bodies never run.
//
// Each declaration is the one Apple's documentation shows (Transaction, Animation,
// withTransaction, withAnimation, AnimationCompletionCriteria); none is actor-isolated, and the
// completion closures are plain `@escaping () -> Void`.

import Foundation

/// Apple: `@frozen struct Transaction`.
@frozen
public struct Transaction {
  /// Apple: `init()`.
  public init() {}
  /// Apple: `init(animation: Animation?)`.
  public init(animation: Animation?) { self.animation = animation }

  /// Apple: `var animation: Animation? { get set }`.
  public var animation: Animation?
  /// Apple: `var disablesAnimations: Bool { get set }`.
  public var disablesAnimations: Bool = false
  /// Apple: `var isContinuous: Bool { get set }`.
  public var isContinuous: Bool = false

  /// Apple: `mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria =
  /// .logicallyComplete, _ completion: @escaping () -> Void)` (iOS 17).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
  ) {}
}

/// Apple: `@frozen struct Animation : Equatable, Sendable`.
@frozen
public struct Animation: Equatable, Sendable {
  @usableFromInline let name: String

  /// Apple: `static let default: Animation`.
  public static let `default` = Animation(name: "default")
  /// Apple: `static var easeInOut: Animation { get }`.
  public static var easeInOut: Animation { Animation(name: "easeInOut") }
  /// Apple: `static var easeIn: Animation { get }`.
  public static var easeIn: Animation { Animation(name: "easeIn") }
  /// Apple: `static var easeOut: Animation { get }`.
  public static var easeOut: Animation { Animation(name: "easeOut") }
  /// Apple: `static var linear: Animation { get }`.
  public static var linear: Animation { Animation(name: "linear") }
  /// Apple: `static var spring: Animation { get }`.
  public static var spring: Animation { Animation(name: "spring") }
  /// Apple: `static func easeInOut(duration: TimeInterval) -> Animation`.
  public static func easeInOut(duration: TimeInterval) -> Animation { .easeInOut }
  /// Apple: `static func linear(duration: TimeInterval) -> Animation`.
  public static func linear(duration: TimeInterval) -> Animation { .linear }
}

/// Apple: `struct AnimationCompletionCriteria` (iOS 17).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AnimationCompletionCriteria: Hashable, Sendable {
  @usableFromInline let name: String

  /// Apple: `static let logicallyComplete: AnimationCompletionCriteria`.
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// Apple: `static let removed: AnimationCompletionCriteria`.
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Apple: `func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result)
/// rethrows -> Result`.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows
  -> Result
{
  try body()
}

/// Apple: `func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _
/// body: () throws -> R) rethrows -> R`.
public func withTransaction<R, V>(
  _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
  try body()
}

/// Apple: `func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws ->
/// Result) rethrows -> Result`.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows
  -> Result
{
  try body()
}

/// Apple: `func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria:
/// AnimationCompletionCriteria = .logicallyComplete, _ body: () throws -> Result, completion:
/// @escaping () -> Void) rethrows -> Result` (iOS 17).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  try body()
}
