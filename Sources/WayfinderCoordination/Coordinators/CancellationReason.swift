/// Why a coordinator's flow ended without finishing.
///
/// Every way a flow can stop short has its own reason, so the parent that awaited the flow
/// can tell a person's choice from the app's:
///
/// ```swift
/// if case .cancelled(.userWentBack) = await dashboard.run(transfer) {
///   // the person popped the transfer screen: nothing to report
/// }
/// ```
public enum CancellationReason: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The person left the flow: popped its screen, dismissed its sheet, tapped Cancel.
  case userWentBack
  /// A deep link needed the flow's place and replaced it.
  case replacedByLink
  /// The coordinator that owned the flow ended, and took its children with it.
  case parentEnded

  /// The reason's name: `userWentBack`, `replacedByLink` or `parentEnded`.
  public var description: String { rawValue }
}
