/// A coordinator that takes the typed result of a child flow that finishes: a transfer's
/// receipt, a picked card, a signed-in user.
///
/// When a ``FlowCoordinator`` of `Output` finishes, its parent hears of it here, before the
/// child leaves (and before the parent's ``Coordinator/didDetach(_:)``), when the parent — or
/// the app's coordinator that owns the parent's place (``Coordinator/owner``) — is a receiver
/// of that `Output`. A flow made on demand by the tree, or presented by a link, hands its
/// result to its parent this way; a parent that started the flow itself may await it with
/// ``Coordinator/run(_:ifTaskCancelled:)`` instead. A cancelled flow hands nothing: the parent
/// reads why in ``FlowCoordinator/flowEnd`` from ``Coordinator/didDetach(_:)``.
///
/// ```swift
/// final class AccountsCoordinator: Coordinator, FlowResultReceiver {
///   func flow(_ flow: Coordinator, didFinishWith receipt: TransferReceipt) {
///     showReceipt(receipt)
///   }
/// }
/// // the transfer flow, a FlowCoordinator<TransferReceipt> child of accounts:
/// transfer.finish(TransferReceipt(amount: 120))  // accounts shows the receipt
/// ```
@MainActor
public protocol FlowResultReceiver<Output>: AnyObject {
  /// What the child flows this coordinator receives from produce.
  associatedtype Output: Sendable

  /// Called when a child flow finishes with `output`, before it leaves this coordinator.
  ///
  /// - Parameters:
  ///   - flow: The child flow's coordinator.
  ///   - output: What it produced.
  func flow(_ flow: Coordinator, didFinishWith output: Output)
}
