/// Makes the child coordinator for a container, when a coordinator first needs it.
///
/// The app supplies the factory; ``Coordinator/child(for:)`` asks it for a child the first
/// time a container is needed and attaches what it makes, so children exist only once
/// something (a person, a deep link) goes there. A coordinator without a factory of its own
/// uses its nearest ancestor's, so one factory at the root can serve the whole app.
///
/// ```swift
/// let factory = CoordinatorFactory { container, parent in
///   switch container {
///   case "home": HomeCoordinator(container: "home")
///   case "dashboard": DashboardCoordinator(container: "dashboard")
///   default: nil
///   }
/// }
/// let app = Coordinator(container: "app", factory: factory)
/// print(app.child(for: "home")?.path ?? [])  // ["app", "home"]
/// ```
public struct CoordinatorFactory {
  private let make: @MainActor (_ container: String, _ parent: Coordinator) -> Coordinator?

  /// Creates a factory that calls `make`.
  ///
  /// - Parameter make: Makes the coordinator that owns a container, a new child of the parent
  ///   it is given, not yet attached to any parent (the caller attaches it); or returns `nil`
  ///   when the parent has no such child.
  public init(_ make: @escaping @MainActor (_ container: String, _ parent: Coordinator) -> Coordinator?) {
    self.make = make
  }

  /// Makes the coordinator that owns `container`, a new child of `parent`, or `nil` when
  /// `parent` has no such child.
  ///
  /// - Parameters:
  ///   - container: The name of the container the child owns, as in the navigation state.
  ///   - parent: The coordinator the child will be attached to.
  @MainActor
  public func makeChild(for container: String, of parent: Coordinator) -> Coordinator? {
    make(container, parent)
  }
}

/// The name ``CoordinatorFactory`` had when it was a protocol with a closure-made conformer.
@available(*, deprecated, renamed: "CoordinatorFactory")
public typealias ClosureCoordinatorFactory = CoordinatorFactory
