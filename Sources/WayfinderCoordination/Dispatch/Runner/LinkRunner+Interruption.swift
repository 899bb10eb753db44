@_spi(Internals) import WayfinderNavigation
import WayfinderRouting

extension LinkRunner {
  /// Presents an interrupting flow, hands the link to the flow's coordinator, waits for the flow
  /// to end, notifies, and restores the state from before, reloading the screens the hook names.
  ///
  /// The hook hears of every interruption that gets past its guards exactly once: how it
  /// ended, ``InterruptionResult/superseded`` when a newer link took its place, or
  /// ``InterruptionResult/cancelled`` when it could not be shown. The flow's coordinator ends as
  /// the flow did (finished, or gone back when cancelled) once the flow leaves the screen; the
  /// coordinator ending its flow itself ends the wait the same way.
  ///
  /// An interruption does not nest: one that arrives while another flow waits replaces it.
  /// The older flow's link ends superseded and its hook hears ``InterruptionResult/superseded``
  /// at once; the newer flow is presented in its place (the older one's screens closed), and
  /// when it ends, the state restored is the one from before the older flow, never the dead
  /// flow itself. The same link again, while `keeping`, never gets here: it ends
  /// ``LinkOutcome/kept(_:)`` as it arrives (``keptFlow(for:)``).
  func interrupt(
    with screen: Screen, route: Route, keeping: Bool, closing: Closing, for job: Job
  ) async -> LinkOutcome {
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
    let flow = decision.place.stack
    // A dead flow this one replaced took its coordinator with it, even in the same container.
    if let dead = closing.interruption,
      let container = try? graph.place(for: dead.flow.screen, in: nil, from: state),
      let coordinator = coordinators?.firstReceiver(
        as: Coordinator.self, where: { $0.container == container.place.stack })
    {
      coordinator.cancel(.replacedByLink)
    }
    if case .link(let link) = job.subject, coordinators != nil {
      deliver(link, screen: screen, in: flow) { [weak self] coordinator in
        self?.watch(coordinator, endingFlow: screen.id)
      }
    } else {
      prune(.replacedByLink)
    }
    if keeping { keptFlow = (key(of: route), screen.id) }
    let result = await shell?.wait(job, untilEnded: .init(flow: screen.id, before: before))
    keptFlow = nil
    guard let result else {
      // Superseded: the hook hears it now, and the next work closes the flow.
      _ = await interruptionEnded(route, .superseded)
      return .superseded
    }
    switch result {
    case .completed(let values): self.flow(in: flow, ended: .finished(values))
    case .cancelled: self.flow(in: flow, ended: .cancelled(.userWentBack))
    case .superseded: break
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

  /// What the same link as the one whose interrupting flow is up ends with as it arrives: the
  /// flow kept as the person left it, or `nil` when it goes its way as any link.
  func keptFlow(for route: Route) -> LinkOutcome? {
    guard let kept = keptFlow, case .interrupted(let interruption)? = shell?.runningPhase,
      interruption.flow == kept.flow, navigator.state.holds(kept.flow), key(of: route) == kept.route
    else { return nil }
    return .kept(navigator.state)
  }

  /// The route as its link: what two links that open the same route share.
  func key(of route: Route) -> String {
    (try? routes.link(for: route)) ?? String(describing: route)
  }
}

extension Screen.ID {
  /// The screen this identity names, holding no data.
  var screen: Screen { Screen(name, parameters: parameters) }
}
