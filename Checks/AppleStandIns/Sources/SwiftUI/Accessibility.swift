// STAND-IN for Apple's SwiftUI — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: SwiftUI.swift. Bodies never run.

/// Apple: `nonisolated struct AccessibilityAttachmentModifier` (conforms to `ViewModifier`).
public struct AccessibilityAttachmentModifier: ViewModifier {
  // NB: nonisolated, as the modifiers that make one (below) are; not public: Apple declares none.
  fileprivate nonisolated init() {}
  public func body(content: Content) -> Never { fatalError("stand-in") }
}

/// Apple: `struct AccessibilityChildBehavior` (`Hashable`, `Sendable`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
  private let kind: Int
  /// Apple: `static let ignore: AccessibilityChildBehavior`.
  public static let ignore = AccessibilityChildBehavior(kind: 0)
  /// Apple: `static let contain: AccessibilityChildBehavior`.
  public static let contain = AccessibilityChildBehavior(kind: 1)
  /// Apple: `static let combine: AccessibilityChildBehavior`.
  public static let combine = AccessibilityChildBehavior(kind: 2)
}

extension View {
  /// Apple: `nonisolated func accessibilityIdentifier(_ identifier: String) ->
  /// ModifiedContent<Self, AccessibilityAttachmentModifier>`.
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }

  /// Apple: `nonisolated func accessibilityElement(children: AccessibilityChildBehavior =
  /// .ignore) -> some View`.
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    self
  }
}
