@_spi(Internals) import WayfinderNavigation

extension Journey {
  /// Runs guards in turn: one that does not pass shows its screen and waits. Returns an outcome
  /// only when one did not pass; the screens of those that passed after waiting go into what
  /// the journey closes, before its target shows.
  @MainActor final class PassFrame: Frame {
    enum Where { case next, reading, shown, waiting, failing, failed }
    let names: [String]
    private var index = 0
    private var at = Where.next
    /// What was on screen before the guard's screen, less what the journey closes.
    private var before: NavigationState?
    /// A guard's screen superseded work left up for this same guard: the one waited on.
    private var kept: Screen.ID?
    private var screen: Screen.ID?

    init(_ names: [String]) { self.names = names }

    /// The guard waited for, while the journey waits.
    var waitingFor: String? { at == .waiting ? names[index] : nil }

    func step(_ input: FrameInput, _ shared: inout Shared, _ env: Env) -> FrameNext {
      switch (at, input) {
      case (.next, .start):
        return nextGuard(env)
      case (.reading, .event(.read)):
        return showGuardScreen(&shared, env)
      case (.shown, .returned(let stopped)):
        return shown(stopped, &shared, env)
      case (.waiting, .event(.guardEnded(let result))):
        return ended(result, &shared, env)
      case (.failing, .event(.read)):
        at = .failed
        return .call(ReachFrame(before ?? env.state, from: env.state))
      case (.failed, .returned):
        shared.outputs.append(.prune(.replacedByLink))
        return .return(.guardFailed(names[index]))
      default:
        return .unexpected(input, "passing guards (\(at))")
      }
    }

    private func nextGuard(_ env: Env) -> FrameNext {
      while index < names.count {
        let name = names[index]
        guard env.rules.guards[name] != nil else { return .return(.failed(.guardNotConfigured(name))) }
        if !env.facts.passing.contains(name) {
          at = .reading
          return .effect(.read)
        }
        index += 1
      }
      return .return(nil)
    }

    /// What superseded work left is closed first: a dead flow never stays under sign-in. A
    /// guard's screen left up for this same guard is the one this work waits on.
    private func showGuardScreen(_ shared: inout Shared, _ env: Env) -> FrameNext {
      let name = names[index]
      let state = env.state
      kept = shared.closing.guards[name].flatMap { state.holds($0) ? $0 : nil }
      let before = shared.closing.applied(to: state, keeping: kept)
      self.before = before
      at = .shown
      if kept != nil {
        return before == state ? shown(nil, &shared, env) : .call(ReachFrame(before, from: state))
      }
      guard let check = env.rules.guards[name] else { return .return(.failed(.guardNotConfigured(name))) }
      do {
        let target = try env.rules.graph.target(for: check.screen, in: nil, from: before)
        return .call(ReachFrame(target, from: state))
      } catch {
        return .return(.failed(.placing(error)))
      }
    }

    /// The guard's screen is up: its coordinator is handed the link, and the journey waits.
    private func shown(_ stopped: LinkOutcome?, _ shared: inout Shared, _ env: Env) -> FrameNext {
      if let stopped { return .return(stopped) }
      let name = names[index]
      guard let check = env.rules.guards[name] else { return .return(.failed(.guardNotConfigured(name))) }
      if let kept { shared.closing.screens.removeAll { $0 == kept } }
      shared.closing.screens.removeAll { !env.state.holds($0) }
      let screen = kept ?? check.screen.id
      self.screen = screen
      if let stack = env.rules.stack(of: check, from: env.state) {
        shared.outputs.append(
          .deliver(env.link, screen: check.screen, stack: stack, watching: .guardNamed(name)))
      }
      // The coordinators of what the work closed so far end before it waits.
      shared.outputs.append(.prune(.replacedByLink))
      at = .waiting
      return .wait(.forGuard(.init(name: name, screen: screen, limit: check.waitLimit)))
    }

    private func ended(
      _ result: DispatchMachine.GuardResult, _ shared: inout Shared, _ env: Env
    ) -> FrameNext {
      let name = names[index]
      let stack = env.rules.guards[name].flatMap { env.rules.stack(of: $0, from: env.state) }
      switch result {
      case .passed:
        if let screen {
          shared.closing.screens.append(screen)
          shared.closing.closers[screen] = { [graph = env.rules.graph] in
            graph.closingGuardScreen(screen, guard: name, in: $0)
          }
        }
        if let stack { shared.outputs.append(.flowEnded(container: stack, .finished([:]))) }
      case .cancelled:
        return .return(.superseded)
      case .screenLeft where env.facts.passing.contains(name):
        // The app closed its sign-in screen once the person signed in, before it said so.
        break
      case .screenLeft, .timedOut:
        // The person closed the guard's screen, or left it for longer than the guard waits:
        // what is on screen is theirs to keep.
        return .return(.guardFailed(name))
      case .failed:
        // The person cancelled sign-in: the guard's coordinator ends as their choice, and the
        // screen goes back to what it was.
        if let stack { shared.outputs.append(.flowEnded(container: stack, .cancelled(.userWentBack))) }
        at = .failing
        return .effect(.read)
      }
      index += 1
      at = .next
      return nextGuard(env)
    }
  }
}
