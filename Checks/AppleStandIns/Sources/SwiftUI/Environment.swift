// STAND-IN for Apple's SwiftUI — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: SwiftUI.swift. Bodies never run.
//
// Apple's documentation: `@frozen @propertyWrapper struct Environment<Value>` (a `DynamicProperty`,
// not actor-isolated; `wrappedValue { get }`), `struct EnvironmentValues`, and the values read
// here, `horizontalSizeClass` and `dismiss` (a `DismissAction`).

/// Apple: `@frozen @propertyWrapper struct Environment<Value>`.
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
  @usableFromInline let keyPath: KeyPath<EnvironmentValues, Value>

  /// Apple: `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// Apple: `var wrappedValue: Value { get }`.
  public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

/// Apple: `struct EnvironmentValues`.
public struct EnvironmentValues {
  @usableFromInline var sizeClass: UserInterfaceSizeClass?

  /// Apple: `init()`.
  public init() {}

  /// Apple: `@backDeployed(before: macOS 14.0, tvOS 17.0, watchOS 10.0) var horizontalSizeClass:
  /// UserInterfaceSizeClass? { get set }`.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { sizeClass }
    set { sizeClass = newValue }
  }

  /// Apple: `var dismiss: DismissAction { get }`.
  public var dismiss: DismissAction { DismissAction() }
}

/// Apple: `@MainActor @preconcurrency struct DismissAction`. Here only its one method is
/// isolated, so that the nonisolated `EnvironmentValues.dismiss` can make one.
public struct DismissAction {
  /// Apple: `@MainActor @preconcurrency func callAsFunction()`.
  @MainActor @preconcurrency
  public func callAsFunction() {}
}

/// Apple: `enum UserInterfaceSizeClass`; its cases are `compact` and `regular`. (Equatable,
/// Hashable and Sendable, as a Swift enum without payloads is.)
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// Apple: `case compact`.
  case compact
  /// Apple: `case regular`.
  case regular
}
