// STAND-IN for Apple's SwiftUI — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: SwiftUI.swift. Bodies never run.
//
// Windows that present a value, with the declarations of Apple's documentation:
// `EnvironmentValues.openWindow`, `OpenWindowAction` (iOS 16, macOS 13, visionOS 1),
// `WindowGroup.init(for:content:defaultValue:)` and `PresentedWindowContent`.

/// Apple: `@MainActor @preconcurrency struct OpenWindowAction`. Here only its methods are
/// isolated, so that the nonisolated `EnvironmentValues.openWindow` can make one.
public struct OpenWindowAction {
  /// Apple: `@MainActor @preconcurrency func callAsFunction(id: String)`.
  @MainActor @preconcurrency
  public func callAsFunction(id: String) {}
  /// Apple: `@MainActor @preconcurrency func callAsFunction<D>(value: D) where D : Decodable,
  /// D : Encodable, D : Hashable` ("Opens a window defined by a window group that presents the
  /// type of the specified value").
  @MainActor @preconcurrency
  public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {}
}

extension EnvironmentValues {
  /// Apple: `var openWindow: OpenWindowAction { get }`.
  @available(iOS 16.0, macOS 13.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public var openWindow: OpenWindowAction { OpenWindowAction() }
}

/// Apple: `struct PresentedWindowContent<Data, Content> where Data : Decodable, Data : Encodable,
/// Data : Hashable, Content : View`.
public struct PresentedWindowContent<Data: Decodable & Encodable & Hashable, Content: View>: View {
  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}

extension WindowGroup {
  /// Apple: `init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
  /// defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C>, D :
  /// Decodable, D : Encodable, D : Hashable, C : View` ("Creates a window group using the
  /// specified default value, for windows that present data of the type you specify").
  @available(iOS 16.0, macOS 13.0, *)
  public init<D, C>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {}
}
