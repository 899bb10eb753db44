import WayfinderNavigation

extension DeepLinkCenter {
  /// Runs resolvers until a destination comes out, each against its timeout.
  func resolve(_ destination: Destination, for link: PendingLink?) async -> Resolved {
    var destination = destination
    while case .resolve(let timeout, let fallback, let resolver) = destination {
      let race = Race()
      link?.race = race
      let outcome = await race.run(resolver, timeout: timeout, sleep: sleep)
      link?.race = nil
      switch outcome {
      case .value(let next):
        destination = next
      case .failed(let error):
        return .ended(.failed("\(error)"))
      case .timedOut:
        guard let fallback else { return .ended(.failed("timeout: no answer within \(timeout)")) }
        destination = fallback
      case .cancelled:
        return .ended(.superseded)
      }
    }
    return .destination(destination)
  }

  /// Brings `screen` on screen; returns an outcome only when that could not be done.
  func show(_ screen: Screen, in stack: String?, for link: PendingLink) async -> LinkOutcome? {
    if let live { await live.refresh() }
    let target: NavigationState
    do {
      target = try graph.target(for: screen, in: stack, from: navigator.state)
    } catch {
      return .failed(error.description)
    }
    return await reach(target, for: link)
  }

  /// Plans to `target` and performs the plan, stopping at a step boundary when cancelled;
  /// the screens reloaded on the way (stale ones in `reloading`) go into `reloaded`.
  func reach(
    _ target: NavigationState, for link: PendingLink, reloading: Set<Screen.ID> = [],
    reloaded: inout [Screen]
  ) async -> LinkOutcome? {
    if let live { await live.refresh() }
    let steps: [Step]
    do {
      steps = try planner.plan(from: navigator.state, to: target, reloading: reloading)
    } catch {
      return .failed(error.description)
    }
    if let stopped = await perform(steps, for: link, reloaded: &reloaded) { return stopped }
    return link.isCancelled && navigator.state != target ? .superseded : nil
  }

  /// Performs `steps` in order, stopping at a step boundary when the link is cancelled; the
  /// screens reloaded on the way go into `reloaded`. Returns an outcome only when it stopped.
  func perform(
    _ steps: consuming [Step], for link: PendingLink, reloaded: inout [Screen]
  ) async -> LinkOutcome? {
    var steps = steps
    // NB: the plan reversed and taken from its end, each step is moved out of the array rather
    // than copied (a step holds a screen's dictionaries, retained on every copy). Reversed
    // through the buffer, whose swaps move elements; the array's own `reverse()` copies them.
    steps.withUnsafeMutableBufferPointer { $0.reverse() }
    while let step = steps.popLast() {
      if link.isCancelled { return .superseded }
      do {
        // A step that completes at once (a navigator with nothing to animate) costs no
        // asynchronous call; one that takes time is awaited.
        if try !navigator.performAtOnce(step) { try await navigator.perform(step) }
      } catch {
        link.lastRefusal = error
        return .failed(error.description)
      }
      if case .reload(let screen, _) = step.action { reloaded.append(screen) }
    }
    // A link that stops to wait (for a guard, an interrupting flow) has already changed the
    // screen: the coordinators of what its steps closed end now, not when it is delivered.
    if let coordinators { _ = coordinators.prune(keeping: navigator.state, reason: .replacedByLink) }
    return nil
  }

  func reach(_ target: NavigationState, for link: PendingLink) async -> LinkOutcome? {
    var reloaded: [Screen] = []
    return await reach(target, for: link, reloaded: &reloaded)
  }

  /// Plans from what is on screen to `screen` in its place and performs the plan; returns an
  /// outcome only when the link stopped on the way. The screens in `closing` (the screens of
  /// the guards the link passed, a superseded interruption's) are closed on the way, whatever
  /// the target: a modal over anything is presented from what was under them.
  func show(
    _ screen: Screen, in stack: String?, at place: NavigationGraph.Place, single: Bool,
    effect: LinkEffect = .rebuild, closing: [Screen.ID] = [], for link: PendingLink, reloaded: inout [Screen]
  ) async -> LinkOutcome? {
    if let live { await live.refresh() }
    // NB: checked for emptiness first: the closure over the state retained it for every link.
    let closes = !closing.isEmpty && closing.contains(where: navigator.state.holds)
    // A route that keeps what the stack holds (push, bring back) plans to its own target.
    if effect != .rebuild {
      let base = closes ? closing.reduce(navigator.state) { $0.closing($1) } : navigator.state
      if let target = graph.target(for: screen, at: place, effect: effect, from: base) {
        return await reach(target, for: link, reloaded: &reloaded)
      }
    }
    // Most links go to a stack that is on screen: planned along the path to it, with no
    // target state built (see `TransitionPlanner.plan(from:showing:in:)`).
    // NB: the state is read for the plan and let go: a copy kept while the steps run would
    // share the stacks' screens, and the navigator would copy each stack it changes.
    if !closes, let screens = graph.screens(showing: screen, at: place),
      let steps = try? planner.plan(from: navigator.state, showing: screens, in: place.stack)
    {
      if let stopped = await perform(steps, for: link, reloaded: &reloaded) { return stopped }
      // Superseded during its last step: it is handled if its screens are on screen as it
      // would show them, with nothing left to change.
      if link.isCancelled, (try? navigator.state.showing(screens, in: place.stack)) != navigator.state {
        return .superseded
      }
    } else {
      let target: NavigationState
      do {
        let base = closes ? closing.reduce(navigator.state) { $0.closing($1) } : navigator.state
        target = try graph.target(for: screen, in: stack, at: place, single: single, from: base)
      } catch {
        return .failed(error.description)
      }
      if let stopped = await reach(target, for: link, reloaded: &reloaded) { return stopped }
    }
    return nil
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
