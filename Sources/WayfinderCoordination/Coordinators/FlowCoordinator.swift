/// A coordinator whose flow produces a result: sign in (the user), pick a card (the card),
/// rate an order (the rating).
///
/// Its parent receives the result when it is a ``FlowResultReceiver`` of `Output`. A parent
/// may also start it with ``Coordinator/run(_:ifTaskCancelled:)`` and await its end: a
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

  /// The output of a flow the app completed through the center rather than with
  /// ``finish(_:)``: ``DeepLinkCenter/endInterruption(_:)`` with `.completed(values)`, a
  /// script's `finish: {rating: 5}`, a guard resolved as passed (`values` empty).
  ///
  /// The default gives `()` for a flow of `Void` and `values` themselves for a flow of
  /// `[String: String]`; override it to build your own type. With `nil` the flow cannot finish,
  /// and ends cancelled with ``CancellationReason/replacedByLink``.
  ///
  /// - Parameter values: What the flow completed with.
  /// - Returns: The flow's output, or `nil` when `values` do not make one.
  open func output(from values: [String: String]) -> Output? {
    if let none = () as? Output { return none }
    return values as? Output
  }

  /// What the interruption hook hears when this coordinator finishes an interrupting flow with
  /// ``finish(_:)``: `.completed(values(of: output))`.
  ///
  /// The default gives a flow of `[String: String]` its output, any other flow nothing;
  /// override it to tell the hook (and a server) what the flow produced, `["rating": "5"]`.
  /// The typed output itself goes to whoever awaits the flow (``waitForEnd()``,
  /// ``Coordinator/run(_:ifTaskCancelled:)``) and to the parent, which reads ``flowEnd`` in
  /// ``Coordinator/didDetach(_:)``.
  ///
  /// - Parameter output: What the flow produced.
  /// - Returns: The values the hook hears.
  open func values(of output: Output) -> [String: String] {
    output as? [String: String] ?? [:]
  }

  override var completedValues: [String: String] {
    if case .success(let output) = flowEnd { return values(of: output) }
    return [:]
  }

  @discardableResult
  override func finishFlow(with values: [String: String]) -> Bool {
    guard let output = output(from: values) else { return cancel(.replacedByLink) }
    return finish(output)
  }

  override func concludeFlow(_ reason: CancellationReason?) {
    let end: Result<Output, CancellationReason>
    if let reason {
      end = .failure(reason)
    } else if let pendingResult {
      end = .success(pendingResult)
      handToParent(pendingResult)
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

extension FlowCoordinator {
  /// Hands `output` to the parent, or the app's coordinator owning its place, when it receives
  /// this flow's results (``FlowResultReceiver``).
  fileprivate func handToParent(_ output: Output) {
    guard let parent else { return }
    let receiver =
      (parent as? any FlowResultReceiver<Output>) ?? (parent.owner as? any FlowResultReceiver<Output>)
    receiver?.flow(self, didFinishWith: output)
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
