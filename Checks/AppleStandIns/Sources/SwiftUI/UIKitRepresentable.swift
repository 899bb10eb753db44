// STAND-IN for Apple's SwiftUI — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: SwiftUI.swift. Bodies never run.
//
// SwiftUI's UIKit bridge (iOS, iPadOS, Mac Catalyst, tvOS, visionOS): a view that wraps a
// view controller, with the declarations of Apple's documentation of
// `UIViewControllerRepresentable` and `UIViewControllerRepresentableContext`; and
// `background(alignment:content:)`, through which the glue places one.

import UIKit

/// Apple: `@MainActor @preconcurrency protocol UIViewControllerRepresentable : View where
/// Self.Body == Never`.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
  /// Apple: `associatedtype UIViewControllerType : UIViewController`.
  associatedtype UIViewControllerType: UIViewController
  /// Apple: `typealias Context = UIViewControllerRepresentableContext<Self>`.
  typealias Context = UIViewControllerRepresentableContext<Self>
  /// Apple: `@MainActor @preconcurrency func makeUIViewController(context: Self.Context) ->
  /// Self.UIViewControllerType`.
  @MainActor @preconcurrency func makeUIViewController(context: Context) -> UIViewControllerType
  /// Apple: `@MainActor @preconcurrency func updateUIViewController(_ uiViewController:
  /// Self.UIViewControllerType, context: Self.Context)`.
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: UIViewControllerType, context: Context)
}

extension UIViewControllerRepresentable {
  /// Apple: a representable's `body` is `Never` (SwiftUI renders the controller).
  public var body: Never { fatalError("stand-in") }
}

/// Apple: `@MainActor @preconcurrency struct UIViewControllerRepresentableContext<Representable>
/// where Representable : UIViewControllerRepresentable`.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {}

/// Apple: `@frozen struct Alignment : Equatable`.
@frozen
public struct Alignment: Equatable, Sendable {
  @usableFromInline let name: String
  /// Apple: `static let center: Alignment`.
  public static let center = Alignment(name: "center")
}

extension View {
  /// Apple: `nonisolated func background<V>(alignment: Alignment = .center, @ViewBuilder content:
  /// () -> V) -> some View where V : View`.
  nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    self
  }
}
