/// A ``CoordinatorFactory`` made from a closure, for apps and tests that need no factory type.
///
/// ```swift
/// let factory = ClosureCoordinatorFactory { container, parent in
///   container == "home" ? HomeCoordinator(container: "home") : nil
/// }
/// let app = Coordinator(container: "app", factory: factory)
/// print(app.child(for: "home")?.container ?? "none")  // home
/// ```
public struct ClosureCoordinatorFactory: CoordinatorFactory {
  private let make: @MainActor (_ container: String, _ parent: Coordinator) -> Coordinator?

  /// Creates a factory that calls `make`.
  ///
  /// - Parameter make: Makes the child for a container name and the parent it will join, or
  ///   returns `nil` when there is none.
  public init(_ make: @escaping @MainActor (_ container: String, _ parent: Coordinator) -> Coordinator?) {
    self.make = make
  }

  public func makeChild(for container: String, of parent: Coordinator) -> Coordinator? {
    make(container, parent)
  }
}
