import WayfinderNavigation

extension DeepLinkCenter {
  /// Ends the running interrupting flow with `result`: the center notifies the interruption
  /// hook and, unless the hook says ``InterruptionFollowUp/stay``, restores the state from
  /// before the interruption.
  public func endInterruption(_ result: InterruptionResult) {
    guard let waiter = interruptionWaiter else { return }
    interruptionWaiter = nil
    waiter.continuation.resume(returning: result)
  }

  /// Whether an interrupting flow is waiting to be ended.
  public var isInterrupted: Bool { interruptionWaiter != nil }

  /// Presents an interrupting flow, waits for it to end, notifies, and restores the state
  /// from before, reloading the screens the hook names.
  ///
  /// The hook hears of every interruption that gets past its guards exactly once: how it
  /// ended, ``InterruptionResult/superseded`` when a newer link took its place, or
  /// ``InterruptionResult/cancelled`` when it could not be shown.
  ///
  /// An interruption does not nest: one that arrives while another flow waits replaces it.
  /// The older flow's link ends superseded and its hook hears ``InterruptionResult/superseded``
  /// at once; the newer flow is presented in its place (the older one's screens closed), and
  /// when it ends, the state restored is the one from before the older flow, never the dead
  /// flow itself.
  func interrupt(
    with screen: Screen, route: Route, replacing replaced: (screen: Screen.ID, before: NavigationState)?,
    for link: PendingLink
  ) async -> LinkOutcome {
    if let live { await live.refresh() }
    let before = replaced?.before ?? navigator.state
    let target: NavigationState
    do {
      let base = replaced.map { navigator.state.closing($0.screen) } ?? navigator.state
      target = try graph.target(for: screen, from: base)
    } catch {
      return .failed(error.description)
    }
    if let stopped = await reach(target, for: link) {
      // It never waited to be ended; the hook hears of it all the same, once.
      if stopped == .superseded, navigator.state.holds(screen.id) {
        replacedInterruption = (screen.id, before)
      }
      _ = await interruptionEnded(route, stopped == .superseded ? .superseded : .cancelled)
      return stopped
    }
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
    guard let result else {
      // Superseded: the hook hears it now, and the next link takes the flow's place.
      replacedInterruption = (screen.id, before)
      _ = await interruptionEnded(route, .superseded)
      return .superseded
    }
    switch await interruptionEnded(route, result) {
    case .stay:
      return .handled(navigator.state)
    case .restore(let stale):
      var reloaded: [Screen] = []
      if let stopped = await reach(before, for: link, reloading: Set(stale), reloaded: &reloaded) {
        return stopped
      }
      return .handled(navigator.state, reloaded: reloaded)
    }
  }

  /// The flow a newer link superseded, if its screen is still on screen; forgotten either way.
  func takeReplacedInterruption() -> (screen: Screen.ID, before: NavigationState)? {
    guard let replaced = replacedInterruption else { return nil }
    replacedInterruption = nil
    return navigator.state.holds(replaced.screen) ? replaced : nil
  }
}
