@_spi(Internals) import WayfinderNavigation

extension Journey {
  /// Plans from a state to a target and performs the plan, stopping at a step boundary when the
  /// work is cancelled. Returns an outcome only when it stopped.
  @MainActor final class ReachFrame: Frame {
    let target: NavigationState
    let state: NavigationState
    let reloading: Set<Screen.ID>

    init(_ target: NavigationState, from state: NavigationState, reloading: Set<Screen.ID> = []) {
      self.target = target
      self.state = state
      self.reloading = reloading
    }

    func step(_ input: FrameInput, _ shared: inout Shared, _ env: Env) -> FrameNext {
      switch input {
      case .start:
        do {
          let steps = try env.rules.planner.plan(from: state, to: target, reloading: reloading)
          return .call(PerformFrame(steps))
        } catch {
          return .return(.failed(.refused(error)))
        }
      case .returned(let stopped):
        if let stopped { return .return(stopped) }
        return .return(env.facts.cancelled && env.state != target ? .superseded : nil)
      default:
        return .unexpected(input, "reaching a target")
      }
    }
  }

  /// Hands steps to the navigator as one plan, once what they close may close; the screens
  /// reloaded on the way go into the journey's. Returns an outcome only when it stopped.
  @MainActor final class PerformFrame: Frame {
    let steps: [Step]

    init(_ steps: [Step]) { self.steps = steps }

    func step(_ input: FrameInput, _ shared: inout Shared, _ env: Env) -> FrameNext {
      switch input {
      case .start:
        if steps.isEmpty { return .effect(.perform(steps)) }
        return .call(ClosingFrame(steps, planned: env.state))
      case .returned(let stopped):
        if let stopped { return .return(stopped) }
        return .effect(.perform(steps))
      case .event(.performed(let report)):
        for step in steps.prefix(report.performed) {
          if case .reload(let screen, _) = step.action { shared.reloaded.append(screen) }
        }
        switch report.ending {
        case .done:
          return .return(nil)
        case .stopped:
          return .return(.superseded)
        case .refused(let error):
          shared.lastRefusal = error
          return .return(.failed(.refused(error)))
        }
      default:
        return .unexpected(input, "performing a plan")
      }
    }
  }

  /// Checks what a plan closes against the app's closing rules, asking when a screen asks
  /// first, waiting when one holds links. Returns an outcome when the plan may not run as
  /// planned: refused, held too long, superseded, or (the person answered or closed the screen
  /// meanwhile, and the screen changed) to be planned again, which the showing frame does.
  @MainActor final class ClosingFrame: Frame {
    let steps: [Step]
    /// What the plan was made from.
    let planned: NavigationState
    /// The screen asked about, while the journey waits for the answer.
    private(set) var asked: Screen?
    /// The screen the link is held for, while the journey waits for it to close, and how long.
    private(set) var held: (screen: Screen, limit: Duration)?
    /// Set while the hierarchy is read again after the app allowed a screen to close: the
    /// person and the app may have changed the screen while the question was up (the app's own
    /// alert over the screen), which the navigator's last reading does not hold.
    private var rereading = false

    var asking: Screen.ID? { asked?.id }
    var holding: Screen.ID? { held?.screen.id }

    init(_ steps: [Step], planned: NavigationState) {
      self.steps = steps
      self.planned = planned
    }

    func step(_ input: FrameInput, _ shared: inout Shared, _ env: Env) -> FrameNext {
      switch input {
      case .start:
        return verdict(&shared, env)
      case .event(.closeAnswered(let answer)) where held != nil:
        return heldEnded(answer, &shared)
      case .event(.closeAnswered(let answer)):
        guard let screen = asked else { return .unexpected(input, "not asking") }
        asked = nil
        switch answer {
        case .allowed:
          shared.allowedToClose.insert(screen.id)
          rereading = true
          return .effect(.read)
        case .screenLeft:
          return replan(&shared)
        case .refused:
          return .return(.failed(.closeRefused(screen, asked: true)))
        case .cancelled:
          return .return(.superseded)
        case .heldTooLong:
          return .unexpected(input, "asking, not holding")
        }
      case .event(.read) where rereading:
        rereading = false
        return env.state == planned ? verdict(&shared, env) : replan(&shared)
      default:
        return .unexpected(input, "checking what a plan closes")
      }
    }

    /// The hold ended: the screen closed (the plan is made again from what is there), its time
    /// limit passed, or newer work superseded the link.
    private func heldEnded(_ answer: DispatchMachine.CloseAnswer, _ shared: inout Shared) -> FrameNext {
      guard let (screen, limit) = held else { return .return(.superseded) }
      held = nil
      switch answer {
      case .screenLeft: return replan(&shared)
      case .heldTooLong: return .return(.failed(.holdExpired(screen, after: limit)))
      case .cancelled, .allowed, .refused: return .return(.superseded)
      }
    }

    private func verdict(_ shared: inout Shared, _ env: Env) -> FrameNext {
      let verdict = env.rules.closing.verdict(
        of: steps, from: planned, allowed: shared.allowedToClose, vetoed: env.facts.vetoed)
      switch verdict {
      case .goOn:
        return .return(nil)
      case .refuse(let screen):
        return .return(.failed(.closeRefused(screen, asked: false)))
      case .hold(let screen, let limit):
        held = (screen, limit)
        return .wait(.untilClosed(screen.id, limit: limit))
      case .ask(let screen):
        asked = screen
        return .wait(.toClose(screen.id))
      }
    }

    /// The plan went stale while the link asked: it is planned again from what is there.
    private func replan(_ shared: inout Shared) -> FrameNext {
      let error = NavigationError.platformRefusal(
        .notPerformed, steps[0], "the screen changed while the link asked to close a screen")
      shared.lastRefusal = error
      shared.replans = true
      return .return(.failed(.refused(error)))
    }
  }
}
