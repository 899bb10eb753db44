// STAND-IN for Apple's SwiftUI — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: SwiftUI.swift. Bodies never run.
//
// Each declaration is the one Apple's documentation shows for the symbol.

/// Apple: `@MainActor @preconcurrency protocol App`.
@MainActor @preconcurrency
public protocol App {
  /// Apple: `associatedtype Body : Scene`.
  associatedtype Body: Scene
  /// Apple: `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// Apple: `@MainActor @preconcurrency init()`.
  @MainActor @preconcurrency init()
}

extension App {
  /// Apple: `@MainActor @preconcurrency static func main()`, what makes `@main` work on an app.
  @MainActor @preconcurrency
  public static func main() {}
}

/// Apple: `@MainActor @preconcurrency protocol Scene`.
@MainActor @preconcurrency
public protocol Scene {
  /// Apple: `associatedtype Body : Scene`.
  associatedtype Body: Scene
  /// Apple: `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Apple: `extension Never : Scene`.
extension Never: Scene {}

/// Apple: `struct WindowGroup<Content> where Content : View`.
public struct WindowGroup<Content: View>: Scene {
  /// Apple: `init(@ViewBuilder content: () -> Content)`.
  public init(@ViewBuilder content: () -> Content) {}
  /// Apple: `init(id: String, @ViewBuilder content: () -> Content)`.
  public init(id: String, @ViewBuilder content: () -> Content) {}

  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}
