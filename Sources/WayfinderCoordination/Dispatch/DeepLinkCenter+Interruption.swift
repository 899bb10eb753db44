import WayfinderNavigation

extension DeepLinkCenter {
  /// Ends the running interrupting flow with `result`: the center notifies the interruption
  /// hook and restores the state from before the interruption.
  public func endInterruption(_ result: InterruptionResult) {
    guard let waiter = interruptionWaiter else { return }
    interruptionWaiter = nil
    waiter.continuation.resume(returning: result)
  }

  /// Whether an interrupting flow is waiting to be ended.
  public var isInterrupted: Bool { interruptionWaiter != nil }

  /// Presents an interrupting flow, waits for it to end, notifies, and restores the state
  /// from before, reloading the screens the hook names.
  func interrupt(with screen: Screen, route: Route, for link: PendingLink) async -> LinkOutcome {
    if let live { await live.refresh() }
    let before = navigator.state
    if let stopped = await show(screen, in: nil, for: link) { return stopped }
    interruptionScreen = screen.id
    defer { interruptionScreen = nil }
    let result = await withCheckedContinuation {
      (continuation: CheckedContinuation<InterruptionResult?, Never>) in
      if link.isCancelled {
        continuation.resume(returning: nil)
      } else {
        interruptionWaiter?.continuation.resume(returning: nil)
        interruptionWaiter = (link.id, continuation)
      }
    }
    guard let result else { return .superseded }
    let stale = await interruptionEnded(route, result)
    var reloaded: [Screen] = []
    if let stopped = await reach(before, for: link, reloading: Set(stale), reloaded: &reloaded) {
      return stopped
    }
    return .handled(navigator.state, reloaded: reloaded)
  }
}
