// STAND-IN for Apple's SwiftUI — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: SwiftUI.swift. Bodies never run.
//
// Scenes and external events, with the declarations of Apple's documentation:
// `Scene.handlesExternalEvents(matching:)` and `View.handlesExternalEvents(preferring:allowing:)`
// (iOS 14, macOS 11, visionOS 1; not tvOS or watchOS), `EnvironmentValues.scenePhase` and
// `ScenePhase`.

/// Apple: `enum ScenePhase` (`Comparable`; `Equatable`, `Hashable`, `Sendable`).
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// Apple: `case background`.
  case background
  /// Apple: `case inactive`.
  case inactive
  /// Apple: `case active`.
  case active
}

extension EnvironmentValues {
  /// Apple: `var scenePhase: ScenePhase { get set }`.
  public var scenePhase: ScenePhase {
    get { .active }
    set {}
  }
}

extension Scene {
  /// Apple: `nonisolated func handlesExternalEvents(matching conditions: Set<String>) -> some
  /// Scene` ("Specifies the external events for which SwiftUI opens a new instance of the
  /// modified scene").
  @available(iOS 14.0, macOS 11.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }
}

extension View {
  /// Apple: `nonisolated func handlesExternalEvents(preferring: Set<String>, allowing:
  /// Set<String>) -> some View` ("Specifies the external events that the view's scene handles if
  /// the scene is already open").
  @available(iOS 14.0, macOS 11.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
    self
  }
}
