@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderRouting

extension Journey {
  /// A link from its route's destination to its outcome: resolvers and redirects followed,
  /// then a screen shown (its guards first), a flow interrupting, an action run or a
  /// coordinator answering. Explaining, it stops once the destination is known.
  @MainActor final class LinkFrame: Frame {
    enum Where { case following, placing, leftovers, passing, showing, handedOn }
    var destination: Destination
    /// The redirects followed so far: there when the route's destination is decided at run time
    /// (a resolver, a redirect), which may redirect.
    var chain: RedirectChain?
    /// Whether the route itself interrupts: only then does the same link keep the flow it opened.
    let routeInterrupts: Bool
    /// The route's link, what two links to the same route share: the kept flow's key.
    let routeKey: String?
    let explaining: Bool
    private(set) var at = Where.following
    private(set) var isResolving = false
    private var screen = Screen("")
    private var stack: String?
    private var effect = LinkEffect.rebuild
    private var interrupts = false
    private var keeps = false
    private var place: NavigationGraph.Place?
    /// What the plan starts from, when nothing waited since the screen was read.
    private var reading: NavigationState?
    private var attempts = 1

    init(_ destination: Destination, chain: RedirectChain?, routeKey: String?, explaining: Bool = false) {
      self.destination = destination
      self.chain = chain
      routeInterrupts = if case .interrupt = destination { true } else { false }
      self.routeKey = routeKey
      self.explaining = explaining
    }

    func step(_ input: FrameInput, _ shared: inout Shared, _ env: Env) -> FrameNext {
      switch (at, input) {
      case (.following, .start):
        return follow(&shared, env)
      case (.following, .event(.resolved(let outcome))):
        isResolving = false
        return resolved(outcome, &shared, env)
      case (.placing, .event(.read)):
        do {
          place = try env.rules.graph.place(for: screen, in: stack, from: env.state).place
        } catch {
          return .return(.failed(.placing(error)))
        }
        reading = env.state
        at = .leftovers
        return .takeLeftovers
      case (.leftovers, .event(.leftovers(let closing))):
        shared.closing = closing
        let guards = place?.guards ?? []
        // What was read is what the plan starts from, unless a guard waits: then the screen is
        // read again once it passed.
        if !guards.allSatisfy(env.facts.passing.contains) { reading = nil }
        at = .passing
        return .call(PassFrame(guards))
      case (.passing, .returned(let stopped)):
        if let stopped { return .return(stopped) }
        if interrupts {
          at = .handedOn
          return .call(InterruptFrame(screen, keptAs: keeps ? routeKey : nil))
        }
        attempts = env.rules.live ? 3 : 1
        return show()
      case (.showing, .returned(let stopped)):
        return shown(stopped, &shared, env)
      case (.handedOn, .returned(let outcome)):
        return .return(outcome)
      default:
        return .unexpected(input, "a link \(at)")
      }
    }

    /// Follows resolvers and the app's computed redirects (and the table's own after them) to
    /// a destination that is neither.
    private func follow(_ shared: inout Shared, _ env: Env) -> FrameNext {
      while true {
        if case .resolve(let timeout, _, let resolver) = destination {
          isResolving = true
          return .effect(.resolve(timeout: timeout, resolver))
        }
        guard case .redirect(let target) = destination else { return arrived(&shared) }
        guard var followed = chain else {
          return .unexpected(.start, "redirecting to \(target) with no chain")
        }
        defer { chain = followed }
        do {
          destination = try env.rules.redirect(&followed, target)
          shared.hops = followed.hops
        } catch {
          shared.hops = followed.hops
          return .return(error.code.category == .unmatched ? .unmatched(error) : .rejected(error))
        }
      }
    }

    private func resolved(_ outcome: Race.Outcome, _ shared: inout Shared, _ env: Env) -> FrameNext {
      guard case .resolve(let timeout, let fallback, _) = destination else { return follow(&shared, env) }
      switch outcome {
      case .value(let next):
        destination = next
      case .failed(let error):
        return .return(.failed(LinkFailure(.resolverFailed, error)))
      case .refused(let failure):
        return .return(.failed(failure))
      case .timedOut:
        guard let fallback else {
          return .return(.failed(LinkFailure(.resolverTimedOut, "timeout: no answer within \(timeout)")))
        }
        destination = fallback
      case .cancelled:
        return .return(.superseded)
      }
      return follow(&shared, env)
    }

    /// The destination is known: its screen is placed from what is on screen, or the work is
    /// handed to the frame that does what the destination asks.
    private func arrived(_ shared: inout Shared) -> FrameNext {
      if explaining {
        shared.explained = destination
        return .return(nil)
      }
      switch destination {
      case .screen(let target, let place, let chosen):
        (screen, stack, effect) = (target, place, chosen)
      case .interrupt(let target, let repeated):
        (screen, interrupts, keeps) = (target, true, routeInterrupts && repeated == .keep)
      case .resolve, .redirect:
        return .return(.failed(LinkFailure(.resolverGaveResolver, "a resolver gave another resolver")))
      case .respond(let request):
        at = .handedOn
        return .call(RespondFrame(request))
      case .action(let name, let guards, let body):
        at = .handedOn
        return .call(ActionFrame(name, guards: guards, body))
      }
      at = .placing
      return .effect(.read)
    }

    private func show() -> FrameNext {
      at = .showing
      return .call(ShowFrame(screen, in: stack, effect: effect, from: reading))
    }

    /// The screen is shown, or the plan stopped: a plan refused because the screen changed
    /// under it (the person tapped a tab, the app pushed its own screen) is made again from what
    /// is there, twice at most; one the person's answer about closing a screen made stale is
    /// made again without counting.
    private func shown(_ stopped: LinkOutcome?, _ shared: inout Shared, _ env: Env) -> FrameNext {
      guard let stopped else {
        if let link = env.link, let place {
          shared.outputs.append(.deliver(link, screen: screen, stack: place.stack, watching: nil))
        }
        return .return(.handled(env.state))
      }
      reading = nil
      if shared.replans {
        shared.replans = false
        shared.lastRefusal = nil
        return show()
      }
      attempts -= 1
      guard attempts > 0, let refusal = shared.lastRefusal, refusal.isStale else { return .return(stopped) }
      shared.lastRefusal = nil
      return show()
    }
  }

  /// Decides from what is on screen how a screen comes on screen and performs the plan,
  /// closing on the way what the journey closes. Returns an outcome only when the work stopped.
  @MainActor final class ShowFrame: Frame {
    let screen: Screen
    let stack: String?
    let effect: LinkEffect
    let reading: NavigationState?
    /// The decision performed: what it was to show, asked only when the link was superseded.
    private var decision: ScreenDecision?

    init(_ screen: Screen, in stack: String?, effect: LinkEffect, from reading: NavigationState?) {
      self.screen = screen
      self.stack = stack
      self.effect = effect
      self.reading = reading
    }

    func step(_ input: FrameInput, _ shared: inout Shared, _ env: Env) -> FrameNext {
      switch input {
      case .start:
        guard let reading else { return .effect(.read) }
        return decide(from: reading, &shared, env)
      case .event(.read):
        return decide(from: env.state, &shared, env)
      case .returned(let stopped):
        if let stopped { return .return(stopped) }
        // Superseded during its last step: it is handled if what it was to show is on screen.
        return .return(env.facts.cancelled && env.state != decision?.target ? .superseded : nil)
      default:
        return .unexpected(input, "showing \(screen)")
      }
    }

    private func decide(from state: NavigationState, _ shared: inout Shared, _ env: Env)
      -> FrameNext
    {
      let decision: ScreenDecision
      do {
        decision = try env.rules.decide(
          screen, in: stack, effect: effect, closing: shared.closing, from: state)
      } catch {
        return .return(.failed(error))
      }
      self.decision = decision
      return .call(PerformFrame(decision.steps))
    }
  }
}

extension Journey.FrameNext {
  /// A frame was given what it does not wait for: a fault of the shell's, reported as the
  /// work's failure rather than a crash.
  static func unexpected(_ input: Journey.FrameInput, _ frame: String) -> Self {
    .return(.failed(LinkFailure(.navigatorRefused, "the center's journey was given \(input) while \(frame)")))
  }
}

extension NavigationError {
  /// Whether the step was refused because the screen changed after the plan was made (the
  /// person or the app moved meanwhile), so that a plan made again from what is there may go
  /// through.
  var isStale: Bool {
    let stale: Set<Code> = [
      .containerNotFound, .screenNotFound, .notOnTop, .underModal, .nothingToPop, .alreadyPresenting,
      .notVisible, .tabBarHidden, .nothingPresented, .notPerformed,
    ]
    return stale.contains(code)
  }
}
