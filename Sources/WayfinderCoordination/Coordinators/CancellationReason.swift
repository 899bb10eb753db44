/// Why a coordinator's flow ended without finishing: the failure of the `Result` that
/// ``Coordinator/run(_:ifTaskCancelled:)`` returns.
///
/// A flow ends exactly once, finished with its output or cancelled for one of these reasons,
/// so the parent that awaited the flow can tell a person's choice from the app's:
///
/// ```swift
/// switch await home.run(SignInCoordinator(container: "login")) {
/// case .success(let user): print("signed in as \(user)")
/// case .failure(.userWentBack): break  // the person closed sign-in: nothing to report
/// case .failure(let reason): print("no sign-in: \(reason)")
/// }
/// // signed in as ada
/// ```
public enum CancellationReason: String, Error, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The person left the flow: popped its screen, dismissed its sheet, tapped Cancel.
  case userWentBack
  /// A deep link needed the flow's place and replaced it.
  case replacedByLink
  /// The coordinator that owned the flow ended, and took its children with it.
  case parentEnded

  /// The reason's name: `userWentBack`, `replacedByLink` or `parentEnded`.
  public var description: String { rawValue }
}
