// STAND-IN for Apple's SwiftUI — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: SwiftUI.swift. Bodies never run.

import Foundation

extension Alignment {
  /// Apple: `static let top: Alignment`.
  public static let top = Alignment(name: "top")
}

extension View {
  /// Apple: `nonisolated func overlay<V>(alignment: Alignment = .center, @ViewBuilder content:
  /// () -> V) -> some View where V : View` (iOS 15).
  nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    self
  }
}
