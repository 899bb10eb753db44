@_spi(Internals) import WayfinderNavigation

extension Journey {
  /// Brings back a saved state without its stale part, running the guards on the way to it.
  ///
  /// A guard's screen (a sign-in sheet) or an interrupting flow (rating an order) was up for a
  /// link that is gone: no link waits on it now, so its buttons would do nothing and nothing
  /// could end it. It is not brought back, nor what was over it: the person is back where they
  /// were before it.
  @MainActor final class RestorationFrame: Frame {
    enum Where { case reading, next, guardReading, guardShown, waiting, failingRead, failing, final }
    private var saved: NavigationState
    private var leftOut: [String]
    private var at = Where.reading
    private var names: [String] = []
    private var index = 0
    /// What was on screen when the restoration began.
    private var start: NavigationState?

    init(_ saved: NavigationState, leftOut: [String]) {
      self.saved = saved
      self.leftOut = leftOut
    }

    /// The guard waited for, while the journey waits.
    var waitingFor: String? { at == .waiting ? names[index] : nil }

    func step(_ input: FrameInput, _ shared: inout Shared, _ env: Env) -> FrameNext {
      switch (at, input) {
      case (.reading, .start):
        if let nothing = leaveOutWhatNothingEnds(env) { return .return(nothing) }
        names = Self.guardsOnTheWay(to: saved, in: env.rules.graph)
        return .effect(.read)
      case (.reading, .event(.read)):
        start = env.state
        return nextGuard(env)
      case (.guardReading, .event(.read)):
        guard let check = env.rules.guards[names[index]] else { return .unexpected(input, "no guard") }
        do {
          let target = try env.rules.graph.target(for: check.screen, in: nil, from: env.state)
          at = .guardShown
          return .call(ReachFrame(target, from: env.state))
        } catch {
          return .return(Self.notRestored(.failed(.placing(error))))
        }
      case (.guardShown, .returned(let stopped)):
        if let stopped { return .return(Self.notRestored(stopped)) }
        guard let check = env.rules.guards[names[index]] else { return .unexpected(input, "no guard") }
        if let stack = env.rules.stack(of: check, from: env.state) {
          shared.outputs.append(
            .deliver(nil, screen: check.screen, stack: stack, watching: .guardNamed(check.name)))
        }
        shared.outputs.append(.prune(.replacedByLink))
        at = .waiting
        return .wait(.forGuard(.init(name: check.name, screen: check.screen.id, limit: check.waitLimit)))
      case (.waiting, .event(.guardEnded(let result))):
        return ended(result, env)
      case (.failingRead, .event(.read)):
        at = .failing
        return .call(ReachFrame(start ?? env.state, from: env.state))
      case (.failing, .returned):
        return .return(.guardFailed(names[index]))
      case (.next, .event(.read)):
        // The guards' screens are not in the saved state: the plan closes them before it shows
        // what they stood in front of.
        at = .final
        return .call(ReachFrame(saved, from: env.state))
      case (.final, .returned(let stopped)):
        if let stopped { return .return(Self.notRestored(stopped)) }
        shared.outputs.append(.prune(.replacedByLink))
        return .return(
          leftOut.isEmpty ? .handled(env.state) : .restoredInPart(env.state, dropped: .leftOut(leftOut)))
      default:
        return .unexpected(input, "restoring (\(at))")
      }
    }

    /// Leaves out of the saved state what no link waits on any more, and the stale part (a
    /// screen of an older build, a modal the app no longer has); returns the outcome when
    /// nothing of it can be brought back.
    private func leaveOutWhatNothingEnds(_ env: Env) -> LinkOutcome? {
      let waitedOn = Set(env.rules.guards.values.map(\.screen.name)).union(
        saved.modals.isEmpty ? [] : env.rules.interruptingScreens())
      if let level = saved.modals.firstIndex(where: { modal in
        modal.content.visibleStack.screens.contains { waitedOn.contains($0.name) }
      }) {
        saved.modals.removeSubrange(level...)
      }
      switch env.rules.graph.restorablePart(of: saved) {
      case .whole:
        return nil
      case .part(let part, let dropped):
        saved = part
        leftOut += dropped.map(\.description)
        return nil
      case .nothing(let why):
        return .failed(.notRestored(why))
      }
    }

    private func nextGuard(_ env: Env) -> FrameNext {
      while index < names.count {
        let name = names[index]
        guard env.rules.guards[name] != nil else { return .return(.failed(.guardNotConfigured(name))) }
        if !env.facts.passing.contains(name) {
          at = .guardReading
          return .effect(.read)
        }
        index += 1
      }
      at = .next
      return .effect(.read)
    }

    private func ended(_ result: DispatchMachine.GuardResult, _ env: Env) -> FrameNext {
      let name = names[index]
      switch result {
      case .passed:
        break
      case .screenLeft where env.facts.passing.contains(name):
        // The app closed its sign-in screen once the person signed in, before it said so.
        break
      case .screenLeft:
        // The person closed the guard's screen: what is on screen is theirs to keep.
        return .return(.guardFailed(name))
      case .failed, .timedOut:
        // No link waits on the guard's screen once the restoration ends: it closes.
        at = .failingRead
        return .effect(.read)
      case .cancelled:
        // The app became ready meanwhile: links may run, and the screen is theirs.
        return .return(.superseded)
      }
      index += 1
      return nextGuard(env)
    }

    private static func notRestored(_ outcome: LinkOutcome) -> LinkOutcome {
      guard case .failed(let failure) = outcome else { return outcome }
      return .failed(.notRestored(failure.reason, navigation: failure.navigationError))
    }

    /// The guards on the way to the screens `state` brings back: every screen pushed on a stack,
    /// and the root of the stack a person sees and of every modal. The roots of the other tabs'
    /// stacks are not counted: every tab bar holds them from the start, signed in or not.
    static func guardsOnTheWay(to state: NavigationState, in graph: NavigationGraph) -> [String] {
      var names: [String] = []
      let seen = state.visibleStack.name
      func visit(_ container: Container, _ everyScreen: Bool) {
        switch container {
        case .stack(let stack):
          let restored = everyScreen || stack.name == seen ? stack.screens[...] : stack.screens.dropFirst()
          for screen in restored { names += graph.guards(for: screen.name, in: stack.name) }
        case .tabs(let bar): for tab in bar.tabs { visit(tab, everyScreen) }
        case .flows(let switcher): visit(switcher.flow, everyScreen)
        }
      }
      visit(state.root, false)
      for modal in state.modals { visit(modal.content, true) }
      var unique: Set<String> = []
      return names.filter { unique.insert($0).inserted }
    }
  }
}
