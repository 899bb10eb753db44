/// Makes the child coordinator for a container, when a coordinator first needs it.
///
/// The app supplies the factory; ``Coordinator/child(for:)`` asks it for a child the first
/// time a container is needed and attaches what it makes, so children exist only once
/// something (a person, a deep link) goes there. A coordinator without a factory of its own
/// uses its nearest ancestor's, so one factory at the root can serve the whole app.
///
/// ```swift
/// struct BankFactory: CoordinatorFactory {
///   func makeChild(for container: String, of parent: Coordinator) -> Coordinator? {
///     switch container {
///     case "home": HomeCoordinator(container: "home")
///     case "dashboard": DashboardCoordinator(container: "dashboard")
///     default: nil
///     }
///   }
/// }
/// let app = Coordinator(container: "app", factory: BankFactory())
/// print(app.child(for: "home")?.path ?? [])  // ["app", "home"]
/// ```
@MainActor
public protocol CoordinatorFactory {
  /// Makes the coordinator that owns `container`, a new child of `parent`.
  ///
  /// Return a coordinator whose ``Coordinator/container`` is `container`, not yet attached to
  /// any parent; the caller attaches it. Return `nil` when `parent` has no such child.
  ///
  /// - Parameters:
  ///   - container: The name of the container the child owns, as in the navigation state.
  ///   - parent: The coordinator the child will be attached to.
  /// - Returns: A new coordinator, or `nil`.
  func makeChild(for container: String, of parent: Coordinator) -> Coordinator?
}
