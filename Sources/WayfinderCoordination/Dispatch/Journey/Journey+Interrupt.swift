@_spi(Internals) import WayfinderNavigation

extension Journey {
  /// Presents an interrupting flow, hands the link to the flow's coordinator, waits for the flow
  /// to end, tells the app's hook, and restores the state from before, reloading the screens
  /// the hook names.
  ///
  /// The hook hears of every interruption that gets past its guards exactly once: how it
  /// ended, ``InterruptionResult/superseded`` when a newer link took its place, or
  /// ``InterruptionResult/cancelled`` when it could not be shown. An interruption does not nest:
  /// one that arrives while another flow waits replaces it, and when it ends, the state restored
  /// is the one from before the older flow, never the dead flow itself.
  @MainActor final class InterruptFrame: Frame {
    enum Where { case reading, shown, stopping, waiting, hook, restoreReading, restoring }
    let screen: Screen
    /// The route's link, when the same link again keeps the flow as the person left it.
    let keptAs: String?
    private var at = Where.reading
    private var decision: ScreenDecision?
    /// What the flow's screen was read over.
    private var read: NavigationState?
    private var before: NavigationState?
    private var stopped: LinkOutcome?
    private var stale: Set<Screen.ID> = []

    init(_ screen: Screen, keptAs: String?) {
      self.screen = screen
      self.keptAs = keptAs
    }

    var phase: Phase? {
      switch at {
      case .waiting: .interrupted(screen.id)
      case .stopping, .hook: .callingApp
      case .restoreReading, .restoring: .restoring
      case .reading, .shown: nil
      }
    }

    func step(_ input: FrameInput, _ shared: inout Shared, _ env: Env) -> FrameNext {
      switch (at, input) {
      case (.reading, .start):
        return .effect(.read)
      case (.reading, .event(.read)):
        let state = env.state
        read = state
        before = shared.closing.interruption?.before ?? shared.closing.applied(to: state)
        do {
          decision = try env.rules.decide(
            screen, in: nil, effect: .rebuild, interrupts: true, closing: shared.closing, from: state)
        } catch {
          return .return(.failed(error))
        }
        at = .shown
        return .call(PerformFrame(decision?.steps ?? []))
      case (.shown, .returned(let stopped)):
        return shown(stopped, &shared, env)
      case (.stopping, .event(.hookAnswered)):
        return .return(stopped)
      case (.waiting, .event(.flowEnded(let result))):
        return ended(result, &shared, env)
      case (.hook, .event(.hookAnswered(let followUp))):
        switch followUp {
        case .stay:
          return .return(.handled(env.state))
        case .restore(let stale):
          self.stale = Set(stale.map(\.id))
          at = .restoreReading
          return .effect(.read)
        }
      case (.restoreReading, .event(.read)):
        shared.reloaded = []
        at = .restoring
        return .call(ReachFrame(before ?? env.state, from: env.state, reloading: stale))
      case (.restoring, .returned(let stopped)):
        if let stopped { return .return(stopped) }
        shared.outputs.append(.prune(.replacedByLink))
        return .return(.handled(env.state, reloaded: shared.reloaded))
      default:
        return .unexpected(input, "interrupting with \(screen) (\(at))")
      }
    }

    private func shown(_ result: LinkOutcome?, _ shared: inout Shared, _ env: Env) -> FrameNext {
      guard let decision, let before else { return .unexpected(.returned(result), "showing no flow") }
      if let stopped = result ?? (env.facts.cancelled && env.state != decision.target ? .superseded : nil) {
        // It never waited to be ended; the hook hears of it all the same, once. A flow on screen
        // when a newer link stopped it is dead: the next work closes it.
        if stopped == .superseded, env.state.holds(screen.id) {
          shared.outputs.append(.leaves(.init(flow: screen.id, before: before)))
        }
        return stop(stopped)
      }
      // A dead flow this one replaced took its coordinator with it, even in the same container.
      if let dead = shared.closing.interruption, let read,
        let container = try? env.rules.graph.place(for: dead.flow.screen, in: nil, from: read).place.stack
      {
        shared.outputs.append(.replaceCoordinator(container: container))
      }
      if let link = env.link {
        shared.outputs.append(
          .deliver(link, screen: screen, stack: decision.place.stack, watching: .flow(screen.id)))
      } else {
        shared.outputs.append(.prune(.replacedByLink))
      }
      if let keptAs { shared.keptFlow = (keptAs, screen.id) }
      at = .waiting
      return .wait(.forFlow(.init(flow: screen.id, before: before)))
    }

    private func ended(_ result: InterruptionResult?, _ shared: inout Shared, _ env: Env)
      -> FrameNext
    {
      shared.keptFlow = nil
      // Superseded: the hook hears it now, and the next work closes the flow.
      guard let result else { return stop(.superseded) }
      let flow = decision?.place.stack ?? screen.name
      switch result {
      case .completed(let values): shared.outputs.append(.flowEnded(container: flow, .finished(values)))
      case .cancelled: shared.outputs.append(.flowEnded(container: flow, .cancelled(.userWentBack)))
      case .superseded: break
      }
      at = .hook
      return .effect(.hook(result))
    }

    /// The hook hears how the flow ended, and then the work stops with `outcome`.
    private func stop(_ outcome: LinkOutcome) -> FrameNext {
      stopped = outcome
      at = .stopping
      return .effect(.hook(outcome == .superseded ? .superseded : .cancelled))
    }
  }
}

extension Screen.ID {
  /// The screen this identity names, holding no data.
  var screen: Screen { Screen(name, parameters: parameters) }
}
