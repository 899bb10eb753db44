// STAND-IN for Apple's SwiftUI — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: SwiftUI.swift. Bodies never run.
//
// Apple's documentation: `@frozen @propertyWrapper struct State<Value>`, `@frozen
// @propertyWrapper @dynamicMemberLookup struct Binding<Value>`, `@frozen @propertyWrapper struct
// SceneStorage<Value>`, none of them actor-isolated; `wrappedValue { get nonmutating set }`.

import Foundation

/// Apple: `protocol DynamicProperty`.
public protocol DynamicProperty {
  /// Apple: `mutating func update()`.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// Apple: `@frozen @propertyWrapper struct State<Value> : DynamicProperty`.
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
  @usableFromInline let initial: Value

  /// Apple: `init(wrappedValue value: Value)`.
  public init(wrappedValue value: Value) { self.initial = value }
  /// Apple: `init(initialValue value: Value)`.
  public init(initialValue value: Value) { self.initial = value }

  /// Apple: `var wrappedValue: Value { get nonmutating set }`.
  public var wrappedValue: Value {
    get { initial }
    nonmutating set {}
  }

  /// Apple: `var projectedValue: Binding<Value> { get }`.
  public var projectedValue: Binding<Value> { Binding(standIn: ()) }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Apple: `init() where Value : ExpressibleByNilLiteral`.
  public init() { self.initial = nil }
}

/// Apple: `State` is `Sendable` when its value is.
extension State: Sendable where Value: Sendable {}

/// Apple: `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`.
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  /// Apple: `var transaction: Transaction { get set }`.
  public var transaction: Transaction = Transaction()

  /// Apple (current SDKs): `@preconcurrency init(get: @escaping @isolated(any) @Sendable () ->
  /// Value, set: @escaping @isolated(any) @Sendable (Value) -> Void)`.
  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}

  /// Apple (current SDKs): `@preconcurrency init(get: @escaping @isolated(any) @Sendable () ->
  /// Value, set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void)`.
  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void
  ) {}

  /// Apple: `init(projectedValue: Binding<Value>)`.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  init(standIn: ()) {}

  /// Apple: `static func constant(_ value: Value) -> Binding<Value>`.
  public static func constant(_ value: Value) -> Binding<Value> { Binding(standIn: ()) }

  /// Apple: `var wrappedValue: Value { get nonmutating set }`.
  public var wrappedValue: Value {
    get { fatalError("stand-in") }
    nonmutating set {}
  }

  /// Apple: `var projectedValue: Binding<Value> { get }`.
  public var projectedValue: Binding<Value> { self }

  /// Apple: `subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) ->
  /// Binding<Subject> { get }`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(standIn: ())
  }

  /// Apple: `func transaction(_ transaction: Transaction) -> Binding<Value>`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
  /// Apple: `func animation(_ animation: Animation? = .default) -> Binding<Value>`.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding {
  /// Apple: `init<V>(_ base: Binding<V>) where Value == V?`.
  public init<V>(_ base: Binding<V>) where Value == V? { self.init(standIn: ()) }
  /// Apple: `init?(_ base: Binding<Value?>)`.
  public init?(_ base: Binding<Value?>) { self.init(standIn: ()) }
}

/// Apple: a binding is `Sendable` only if its value type is.
extension Binding: @unchecked Sendable where Value: Sendable {}

/// Apple: `extension Binding : Identifiable where Value : Identifiable`.
extension Binding: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

/// Apple: `@frozen @propertyWrapper struct SceneStorage<Value> : DynamicProperty`. A subset of its
/// initializers: the value types it stores.
@frozen @propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  @usableFromInline let initial: Value?

  /// Apple: `var wrappedValue: Value { get nonmutating set }`.
  public var wrappedValue: Value {
    get { initial! }
    nonmutating set {}
  }

  /// Apple: `var projectedValue: Binding<Value> { get }`.
  public var projectedValue: Binding<Value> { Binding(standIn: ()) }

  /// Apple: `init(wrappedValue: Value, _ key: String) where Value == Bool` (and `Int`, `Double`,
  /// `String`, `URL`, `Data` below).
  public init(wrappedValue: Value, _ key: String) where Value == Bool { initial = wrappedValue }
  public init(wrappedValue: Value, _ key: String) where Value == Int { initial = wrappedValue }
  public init(wrappedValue: Value, _ key: String) where Value == Double { initial = wrappedValue }
  public init(wrappedValue: Value, _ key: String) where Value == String { initial = wrappedValue }
  public init(wrappedValue: Value, _ key: String) where Value == URL { initial = wrappedValue }
  public init(wrappedValue: Value, _ key: String) where Value == Data { initial = wrappedValue }

  /// Apple: `init(wrappedValue: Value, _ key: String) where Value : RawRepresentable,
  /// Value.RawValue == Int` (and `== String`).
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
    initial = wrappedValue
  }
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
    initial = wrappedValue
  }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// Apple: `init(_ key: String) where Value == String?` (and `URL?`, `Data?`, `Int?`, `Bool?`).
  public init(_ key: String) where Value == String? { initial = .some(nil) }
  public init(_ key: String) where Value == URL? { initial = .some(nil) }
  public init(_ key: String) where Value == Data? { initial = .some(nil) }
  public init(_ key: String) where Value == Int? { initial = .some(nil) }
  public init(_ key: String) where Value == Bool? { initial = .some(nil) }
}
