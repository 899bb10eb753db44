@_spi(Internals) import WayfinderNavigation

extension Journey {
  /// Runs the app's action once its guards pass: a guard that does not pass shows its screen and
  /// waits, as for a screen; the screens of the guards it waited for, and what superseded work
  /// left, close before the action runs.
  @MainActor final class ActionFrame: Frame {
    enum Where { case leftovers, passing, reading, closing, running, done }
    let name: String
    let guards: [String]
    let body: @MainActor @Sendable () async throws -> Void
    private var at = Where.leftovers

    init(_ name: String, guards: [String], _ body: @escaping @MainActor @Sendable () async throws -> Void) {
      self.name = name
      self.guards = guards
      self.body = body
    }

    var runsApp: Bool { at == .running }

    func step(_ input: FrameInput, _ shared: inout Shared, _ env: Env) -> FrameNext {
      switch (at, input) {
      case (.leftovers, .start):
        return .takeLeftovers
      case (.leftovers, .event(.leftovers(let closing))):
        shared.closing = closing
        at = .passing
        return .call(PassFrame(guards))
      case (.passing, .returned(let stopped)):
        if let stopped { return .return(stopped) }
        at = .reading
        return .effect(.read)
      case (.reading, .event(.read)):
        let base = shared.closing.applied(to: env.state)
        at = .closing
        return base == env.state
          ? closed(nil, &shared, env) : .call(ReachFrame(base, from: env.state))
      case (.closing, .returned(let stopped)):
        return closed(stopped, &shared, env)
      case (.running, .event(.appRan(let failure))):
        if let failure {
          return .return(.failed(LinkFailure(.actionFailed, "the app's action \(name) failed: \(failure)")))
        }
        at = .done
        return .effect(.read)
      case (.done, .event(.read)):
        return .return(.performed(action: name, env.state))
      default:
        return .unexpected(input, "the action \(name) (\(at))")
      }
    }

    private func closed(_ stopped: LinkOutcome?, _ shared: inout Shared, _ env: Env) -> FrameNext {
      if let stopped { return .return(stopped) }
      if env.facts.cancelled { return .return(.superseded) }
      shared.outputs.append(.prune(.replacedByLink))
      at = .running
      return .effect(.action(body))
    }
  }

  /// Finds the coordinator that claims a request, makes its stack visible, and lets it respond.
  @MainActor final class RespondFrame: Frame {
    enum Where { case finding, reading, showing, responding }
    let request: ResponderRequest
    private var at = Where.finding
    private var container = ""

    init(_ request: ResponderRequest) { self.request = request }

    var runsApp: Bool { at == .responding }

    func step(_ input: FrameInput, _ shared: inout Shared, _ env: Env) -> FrameNext {
      switch (at, input) {
      case (.finding, .start):
        return .effect(.findResponder(request))
      case (.finding, .event(.responder(let container))):
        guard let container else {
          return .return(.failed(LinkFailure(.noResponder, "no coordinator answers \(request)")))
        }
        self.container = container
        at = .reading
        return .effect(.read)
      case (.reading, .event(.read)):
        at = .showing
        if case .stack(let stack)? = env.state.container(named: container),
          let target = try? env.state.showing(stack.screens, in: stack.name)
        {
          return .call(ReachFrame(target, from: env.state))
        }
        return shown(nil)
      case (.showing, .returned(let stopped)):
        return shown(stopped)
      case (.responding, .event(.appRan)):
        return .return(.handled(env.state))
      default:
        return .unexpected(input, "responding to \(request) (\(at))")
      }
    }

    private func shown(_ stopped: LinkOutcome?) -> FrameNext {
      if let stopped { return .return(stopped) }
      at = .responding
      return .effect(.respond(request))
    }
  }

  /// The person's tap on a guarded tab: the tab they left is shown while the guards run, then
  /// the tab is selected.
  @MainActor final class TabTapFrame: Frame {
    enum Where { case reading, back, leftovers, passing, readingAgain, selecting }
    let tap: TabTap
    private var at = Where.reading

    init(_ tap: TabTap) { self.tap = tap }

    func step(_ input: FrameInput, _ shared: inout Shared, _ env: Env) -> FrameNext {
      switch (at, input) {
      case (.reading, .start):
        return .effect(.read)
      case (.reading, .event(.read)):
        let state = env.state
        at = .back
        if state.selectedTabs[tap.bar] == tap.tab, tap.from != tap.tab, let back = state.selecting(tap.from) {
          return .call(ReachFrame(back, from: state))
        }
        return .takeLeftovers
      case (.back, .returned(let stopped)):
        if let stopped { return .return(stopped) }
        return .takeLeftovers
      case (.back, .event(.leftovers(let closing))):
        shared.closing = closing
        at = .passing
        return .call(PassFrame(env.rules.graph.guards(forContainer: tap.tab)))
      case (.passing, .returned(let stopped)):
        if let stopped { return .return(stopped) }
        at = .readingAgain
        return .effect(.read)
      case (.readingAgain, .event(.read)):
        guard let target = shared.closing.applied(to: env.state).selecting(tap.tab) else {
          return .return(.failed(.noSuchTab(tap.tab)))
        }
        at = .selecting
        return .call(ReachFrame(target, from: env.state))
      case (.selecting, .returned(let stopped)):
        return .return(stopped ?? .handled(env.state))
      default:
        return .unexpected(input, "the tap on tab \(tap.tab) (\(at))")
      }
    }
  }

  /// Closes a guard's screen no work waits on.
  @MainActor final class CloseGuardScreenFrame: Frame {
    let screen: Screen.ID
    private var closing = false

    init(_ screen: Screen.ID) { self.screen = screen }

    func step(_ input: FrameInput, _ shared: inout Shared, _ env: Env) -> FrameNext {
      switch input {
      case .start:
        return .effect(.read)
      case .event(.read) where !closing:
        guard env.state.holds(screen) else { return .return(.handled(env.state)) }
        closing = true
        return .call(ReachFrame(env.state.closing(screen), from: env.state))
      case .returned(let stopped) where closing:
        return .return(stopped ?? .handled(env.state))
      default:
        return .unexpected(input, "closing \(screen)")
      }
    }
  }
}
