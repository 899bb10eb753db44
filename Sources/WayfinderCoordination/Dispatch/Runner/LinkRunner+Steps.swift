@_spi(Internals) import WayfinderNavigation

extension LinkRunner {
  /// Runs resolvers until a destination comes out, each against its timeout.
  func resolve(_ destination: Destination, for job: Job?) async -> Resolved {
    var destination = destination
    while case .resolve(let timeout, let fallback, let resolver) = destination {
      let race = Race()
      job?.race = race
      let outcome = await race.run(resolver, until: now() + timeout, sleepUntil: sleepUntil)
      job?.race = nil
      switch outcome {
      case .value(let next):
        destination = next
      case .failed(let error):
        return .ended(.failed(LinkFailure(.resolverFailed, error)))
      case .refused(let failure):
        return .ended(.failed(failure))
      case .timedOut:
        guard let fallback else {
          return .ended(.failed(LinkFailure(.resolverTimedOut, "timeout: no answer within \(timeout)")))
        }
        destination = fallback
      case .cancelled:
        return .ended(.superseded)
      }
    }
    return .destination(destination)
  }

  /// What is on screen, read from the live hierarchy when the navigator drives views: the one
  /// read a plan starts from. The changes the reading found are taken by the machine first.
  func freshState() async -> NavigationState {
    _ = await navigator.snapshot()
    shell?.takeInbox()
    return navigator.state
  }

  /// Brings `screen` on screen over `base` (what is on screen, less what the work closes);
  /// returns an outcome only when that could not be done.
  func show(_ screen: Screen, over base: NavigationState, for job: Job) async -> LinkOutcome? {
    let target: NavigationState
    do {
      target = try graph.target(for: screen, in: nil, from: base)
    } catch {
      return .failed(.placing(error))
    }
    return await reach(target, from: navigator.state, for: job)
  }

  /// Plans from what is on screen to `target` and performs the plan, stopping at a step
  /// boundary when cancelled; the screens reloaded on the way (stale ones in `reloading`) go
  /// into `reloaded`.
  func reach(
    _ target: NavigationState, from state: NavigationState, for job: Job,
    reloading: Set<Screen.ID> = [], reloaded: inout [Screen]
  ) async -> LinkOutcome? {
    let steps: [Step]
    do {
      steps = try planner.plan(from: state, to: target, reloading: reloading)
    } catch {
      return .failed(.refused(error))
    }
    if let stopped = await perform(steps, for: job, reloaded: &reloaded) { return stopped }
    return job.isCancelled && navigator.state != target ? .superseded : nil
  }

  func reach(_ target: NavigationState, from state: NavigationState, for job: Job) async -> LinkOutcome? {
    var reloaded: [Screen] = []
    return await reach(target, from: state, for: job, reloaded: &reloaded)
  }

  /// Hands `steps` to the navigator as one plan, which stops at a step boundary when the work
  /// is cancelled; the screens reloaded on the way go into `reloaded`. Returns an outcome only
  /// when it stopped.
  func perform(_ steps: [Step], for job: Job, reloaded: inout [Screen]) async -> LinkOutcome? {
    if !steps.isEmpty, let stopped = await checkClosing(steps, for: job) { return stopped }
    let report = await navigator.perform(steps, stoppingWhen: { job.isCancelled })
    for step in steps.prefix(report.performed) {
      if case .reload(let screen, _) = step.action { reloaded.append(screen) }
    }
    switch report.ending {
    case .done:
      return nil
    case .stopped:
      return .superseded
    case .refused(let error):
      job.lastRefusal = error
      return .failed(.refused(error))
    }
  }

  /// Decides from what is on screen how `screen` comes on screen (``decide(_:in:effect:interrupts:closing:from:)``)
  /// and performs the plan; returns an outcome only when the work stopped on the way. What
  /// `closing` names (the screens of the guards the link passed, what superseded work left) is
  /// closed on the way, whatever the target: a modal over anything is presented from what was
  /// under them. It decides from `reading`, what the work read on screen, or reads the screen
  /// first when `nil`.
  func show(
    _ screen: Screen, in stack: String?, effect: LinkEffect, closing: Closing,
    from reading: NavigationState?, for job: Job, reloaded: inout [Screen]
  ) async -> LinkOutcome? {
    var state = navigator.state
    if let reading { state = reading } else { state = await freshState() }
    let decision: ScreenDecision
    do {
      decision = try decide(screen, in: stack, effect: effect, closing: closing, from: state)
    } catch {
      return .failed(error)
    }
    if let stopped = await perform(decision.steps, for: job, reloaded: &reloaded) { return stopped }
    // Superseded during its last step: it is handled if what it was to show is on screen.
    return job.isCancelled && navigator.state != decision.target ? .superseded : nil
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
