/// How a coordinator's flow ended: finished with a result, or cancelled for a reason.
///
/// A flow ends exactly once. The parent that started it with ``Coordinator/run(_:ifTaskCancelled:)``
/// receives the end; by then the child has left the tree and, unless something else holds it,
/// is freed.
///
/// ```swift
/// switch await home.run(SignInCoordinator(container: "login")) {
/// case .finished(let user): print("signed in as \(user)")
/// case .cancelled(let reason): print("no sign-in: \(reason)")
/// }
/// // signed in as ada
/// ```
public enum FlowEnd<Result: Sendable>: Sendable {
  /// The flow reached its goal and produced `Result`, through ``FlowCoordinator/finish(_:)``.
  case finished(Result)
  /// The flow stopped before reaching its goal, for the reason given.
  case cancelled(CancellationReason)

  /// The result, when the flow finished; `nil` when it was cancelled.
  public var result: Result? {
    if case .finished(let result) = self { return result }
    return nil
  }

  /// Why the flow was cancelled; `nil` when it finished.
  public var cancellationReason: CancellationReason? {
    if case .cancelled(let reason) = self { return reason }
    return nil
  }
}

extension FlowEnd: Equatable where Result: Equatable {}

extension FlowEnd: Hashable where Result: Hashable {}

extension FlowEnd: CustomStringConvertible {
  /// The end as tests print it: `finished(ada)` or `cancelled(userWentBack)`.
  public var description: String {
    switch self {
    case .finished(let result): "finished(\(result))"
    case .cancelled(let reason): "cancelled(\(reason))"
    }
  }
}
