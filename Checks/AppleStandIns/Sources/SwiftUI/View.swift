// STAND-IN for Apple's SwiftUI — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: SwiftUI.swift. Bodies never run.

/// Apple: `@MainActor @preconcurrency protocol View`.
@MainActor @preconcurrency
public protocol View {
  /// Apple: `associatedtype Body : View`.
  associatedtype Body: View
  /// Apple: `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Apple: `extension Never : View` (the body of a primitive view).
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}

/// Apple: `@MainActor @preconcurrency protocol ViewModifier`.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// Apple: `associatedtype Body : View`.
  associatedtype Body: View
  /// Apple: `typealias Content = _ViewModifier_Content<Self>`.
  typealias Content = _ViewModifier_Content<Self>
  /// Apple: `@ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body`.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// Apple: `@MainActor @preconcurrency struct _ViewModifier_Content<Modifier> where Modifier :
/// ViewModifier`, the content a modifier's `body(content:)` receives.
@MainActor @preconcurrency
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}

/// Apple: `@frozen struct ModifiedContent<Content, Modifier>`.
@frozen
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier

  /// Apple: `init(content: Content, modifier: Modifier)`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}

extension View {
  /// Apple: `nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`.
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// Apple: `@frozen struct EmptyView`.
@frozen
public struct EmptyView {
  /// Apple: `init()`.
  public init() {}
}

extension EmptyView: View {
  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}

/// Apple: `@frozen struct TupleView<T>`, what a view builder makes of several views.
@frozen
public struct TupleView<T> {
  public var value: T
  /// Apple: `init(_ value: T)`.
  public init(_ value: T) { self.value = value }
}

extension TupleView: View {
  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}

/// Apple: `@frozen struct _ConditionalContent<TrueContent, FalseContent>`, what a view builder makes
/// of an `if`–`else` or a `switch`.
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {
  @usableFromInline enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  @usableFromInline let storage: Storage
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}

/// Apple: `@frozen struct AnyView`.
@frozen
public struct AnyView {
  @usableFromInline let storage: Any
  /// Apple: `init<V>(_ view: V) where V : View`.
  public init<V: View>(_ view: V) { self.storage = view }
}

extension AnyView: View {
  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}

/// Apple: `extension Optional : View where Wrapped : View`, what a view builder makes of an `if`.
extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}
