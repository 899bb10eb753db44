@_spi(Internals) import WayfinderNavigation

extension LinkRunner {
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
  func interrupt(with screen: Screen, route: Route, closing: Closing, for job: Job) async -> LinkOutcome {
    let state = await freshState()
    let base = closing.applied(to: state)
    let before = closing.interruption?.before ?? base
    let decision: ScreenDecision
    do {
      decision = try decide(
        screen, in: nil, effect: .rebuild, interrupts: true, closing: closing, from: state)
    } catch {
      return .failed(error)
    }
    var reloaded: [Screen] = []
    let shown = await perform(decision.steps, for: job, reloaded: &reloaded)
    if let stopped = shown ?? (job.isCancelled && navigator.state != decision.target ? .superseded : nil) {
      // It never waited to be ended; the hook hears of it all the same, once. A flow on screen
      // when a newer link stopped it is dead: the next work closes it.
      if stopped == .superseded, navigator.state.holds(screen.id) {
        shell?.leaves(.init(flow: screen.id, before: before))
      }
      _ = await interruptionEnded(route, stopped == .superseded ? .superseded : .cancelled)
      return stopped
    }
    prune(.replacedByLink)
    let result = await shell?.wait(job, untilEnded: .init(flow: screen.id, before: before))
    guard let result else {
      // Superseded: the hook hears it now, and the next work closes the flow.
      _ = await interruptionEnded(route, .superseded)
      return .superseded
    }
    switch await interruptionEnded(route, result) {
    case .stay:
      return .handled(navigator.state)
    case .restore(let stale):
      var reloaded: [Screen] = []
      if let stopped = await reach(
        before, from: await freshState(), for: job, reloading: Set(stale.map(\.id)), reloaded: &reloaded)
      {
        return stopped
      }
      prune(.replacedByLink)
      return .handled(navigator.state, reloaded: reloaded)
    }
  }
}
