@_spi(Internals) import WayfinderNavigation
import WayfinderRouting

/// What a running piece of work must close on its way: the screens of the guards it passed, and
/// what superseded work left up (a guard's screen whose wait was superseded, a dead
/// interrupting flow).
struct Closing {
  var screens: [Screen.ID]
  /// Guard screens superseded waits left, by guard: one the work waits for again is kept.
  var guards: [String: Screen.ID]
  /// The dead interrupting flow and the state from before it.
  var interruption: DispatchMachine.Interruption?
  /// How a passed guard's screen closes, where a flow's root gives way to the guarded flow.
  var closers: [Screen.ID: (NavigationState) -> NavigationState] = [:]

  /// Nothing to close.
  init() { self.init((guards: [], interruption: nil)) }

  init(_ left: (guards: [DispatchMachine.GuardWait], interruption: DispatchMachine.Interruption?)) {
    guards = Dictionary(left.guards.map { ($0.name, $0.screen) }, uniquingKeysWith: { first, _ in first })
    interruption = left.interruption
    screens = left.guards.map(\.screen) + (left.interruption.map { [$0.flow] } ?? [])
  }

  /// `state` with every screen to close closed, but `kept`.
  func applied(to state: NavigationState, keeping kept: Screen.ID? = nil) -> NavigationState {
    screens.filter { $0 != kept && state.holds($0) }.reduce(state) { closers[$1]?($0) ?? $0.closing($1) }
  }
}

extension LinkRunner {
  /// Takes a link from its route to its outcome; `url` is the link as it was matched (once
  /// rewritten), where its redirects start. Then, however it ended, the coordinators of what it
  /// closed on the way end too (a link that closed a sheet and then failed).
  func run(_ job: Job, route: Route, url: String? = nil) async -> LinkOutcome {
    let outcome = await travel(job, route: route, url: url)
    prune(.replacedByLink)
    return outcome
  }

  /// Takes a link from its route to its outcome.
  private func travel(_ job: Job, route: Route, url: String?) async -> LinkOutcome {
    var destination = destination(route)
    // The same link keeps the flow it opened only when its route itself interrupts: a flow a
    // resolver chose may be another next time.
    let routeInterrupts = if case .interrupt = destination { true } else { false }
    switch destination {
    case .resolve, .redirect:
      guard case .link(let link) = job.subject else { break }
      var chain = RedirectChain(from: url ?? link.url, in: routes)
      switch await follow(destination, chain: &chain, for: job) {
      case .ended(let outcome): return outcome
      case .destination(let resolved): destination = resolved
      }
    default:
      break
    }
    let screen: Screen
    let stack: String?
    let interrupts: Bool
    let effect: LinkEffect
    var keeps = false
    switch destination {
    case .screen(let target, let place, let chosen):
      (screen, stack, interrupts, effect) = (target, place, false, chosen)
    case .interrupt(let target, let repeated):
      (screen, stack, interrupts, effect) = (target, nil, true, .rebuild)
      keeps = routeInterrupts && repeated == .keep
    case .resolve, .redirect:
      return .failed(LinkFailure(.resolverGaveResolver, "a resolver gave another resolver"))
    case .respond(let request):
      return await respond(to: request, for: job)
    case .action(let name, let guards, let body):
      return await perform(action: name, guards: guards, body, for: job)
    }
    let place: NavigationGraph.Place
    let state = await freshState()
    do {
      place = try graph.place(for: screen, in: stack, from: state).place
    } catch {
      return .failed(.placing(error))
    }
    var closing = takeLeftovers()
    // What was read above is what the plan starts from, unless a guard waits: then the screen
    // is read again once it passed.
    var reading: NavigationState? = state
    if !place.guards.allSatisfy({ guards[$0]?.isSatisfied() ?? false }) { reading = nil }
    if let stopped = await pass(place.guards, for: job, closing: &closing) { return stopped }
    if interrupts {
      return await interrupt(with: screen, route: route, keeping: keeps, closing: closing, for: job)
    }
    var reloaded: [Screen] = []
    // On a live navigator the screen can change under a plan (the person taps a tab, the app
    // pushes its own screen): a step refused for that is planned again from what is there,
    // twice at most.
    var attempts = live == nil ? 1 : 3
    while let stopped = await show(
      screen, in: stack, effect: effect, closing: closing, from: reading, for: job, reloaded: &reloaded)
    {
      reading = nil
      // The person answered a question about closing a screen, or closed it, and the screen
      // changed meanwhile: planned again, without counting an attempt.
      if job.replans {
        job.replans = false
        job.lastRefusal = nil
        continue
      }
      attempts -= 1
      guard attempts > 0, let refusal = job.lastRefusal, refusal.isStale else { return stopped }
      job.lastRefusal = nil
    }
    if case .link(let link) = job.subject, coordinators != nil {
      deliver(link, screen: screen, in: place.stack)
    }
    return .handled(navigator.state)
  }
}
