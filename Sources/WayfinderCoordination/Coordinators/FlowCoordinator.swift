/// A coordinator whose flow produces a result: sign in (the user), pick a card (the card),
/// rate an order (the rating).
///
/// A parent starts it with ``Coordinator/run(_:ifTaskCancelled:)`` and awaits its end: a
/// `Result`, its output on success or a ``CancellationReason``. The flow calls ``finish(_:)`` when it reaches its goal; it is cancelled when a
/// person goes back, a deep link replaces it, or its parent ends. Either way it ends once,
/// leaves its parent, and is freed.
///
/// ```swift
/// final class SignInCoordinator: FlowCoordinator<String> {
///   override func start() { /* show the login screen; on success: */ finish("ada") }
/// }
/// print(await app.run(SignInCoordinator(container: "login")))  // success("ada")
/// ```
open class FlowCoordinator<Output: Sendable>: Coordinator {
  private var machine = FlowStateMachine<Output>()
  private var pendingResult: Output?

  /// How the flow ended, once it has; `nil` while it runs.
  public var flowEnd: Result<Output, CancellationReason>? { machine.end }

  /// Ends the flow with `result`: its children end, it leaves its parent, and whoever awaits
  /// it receives `.success(result)`.
  ///
  /// ```swift
  /// signIn.finish("ada")  // true
  /// signIn.finish("bob")  // false: the flow had ended; the parent received "ada"
  /// ```
  ///
  /// - Parameter result: What the flow produced.
  /// - Returns: Whether this call ended the flow; `false` when it had ended already (the
  ///   result is then dropped).
  @discardableResult
  public func finish(_ result: Output) -> Bool {
    guard isActive else { return false }
    pendingResult = result
    return end(nil)
  }

  /// Waits until the flow ends, and returns how; returns at once if it has ended.
  ///
  /// Any number of tasks may wait; each receives the same end. Unlike
  /// ``Coordinator/run(_:ifTaskCancelled:)`` this neither attaches nor starts the flow, and
  /// cancelling the waiting task does not end it.
  ///
  /// - Returns: How the flow ended.
  public func waitForEnd() async -> Result<Output, CancellationReason> {
    await withCheckedContinuation { waiter in
      switch machine.wait(waiter) {
      case .suspend: break
      case .resume(let waiter, let end): waiter.resume(returning: end)
      }
    }
  }

  override func concludeFlow(_ reason: CancellationReason?) {
    let end: Result<Output, CancellationReason>
    if let reason {
      end = .failure(reason)
    } else if let pendingResult {
      end = .success(pendingResult)
    } else {
      return
    }
    pendingResult = nil
    switch machine.finish(end) {
    case .ignore: break
    case .resume(let waiters, let end): for waiter in waiters { waiter.resume(returning: end) }
    }
  }
}

extension FlowCoordinator where Output == Void {
  /// Ends a flow that produces no result; see ``finish(_:)``.
  ///
  /// - Returns: Whether this call ended the flow.
  @discardableResult
  public func finish() -> Bool {
    finish(())
  }
}
