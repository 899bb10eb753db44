/// A one-shot callback waiting for a child coordinator to attach, made by
/// `Coordinator.whenAttached(_:perform:)`.
///
/// The callback runs exactly once: when the child for its container attaches, or at once if
/// the child was already attached. Cancelling it before then means it never runs; so does the
/// owner ending first. The dispatcher uses it to hand a deep link to a child that does not
/// exist yet, and cancels it when a newer link supersedes that one.
///
/// ```swift
/// let wait = home.whenAttached("dashboard") { dashboard in print("deliver to \(dashboard.path)") }
/// print(wait.isPending)  // true
/// _ = home.child(for: "dashboard")
/// // deliver to ["app", "home", "dashboard"]
/// print(wait.isPending)  // false
/// ```
@MainActor
package final class PendingAttachment {
  /// The name of the container whose child the callback waits for.
  package let container: String
  private var body: (@MainActor (Coordinator) -> Void)?

  init(container: String, body: @escaping @MainActor (Coordinator) -> Void) {
    self.container = container
    self.body = body
  }

  /// Whether the callback is still waiting: it has neither run nor been cancelled.
  package var isPending: Bool { body != nil }

  /// Drops the callback if it has not run yet; it will never run.
  ///
  /// - Returns: Whether the callback was still waiting.
  @discardableResult
  package func cancel() -> Bool {
    defer { body = nil }
    return body != nil
  }

  /// Runs the callback with `child` if it is still waiting, and never again.
  func fire(with child: Coordinator) {
    guard let body else { return }
    self.body = nil
    body(child)
  }
}
