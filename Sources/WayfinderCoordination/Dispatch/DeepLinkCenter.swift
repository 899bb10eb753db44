import Foundation
import WayfinderNavigation
import WayfinderRouting

/// Receives links from every source, runs them one at a time, and reports exactly one
/// ``LinkOutcome`` for each: to the caller that awaits it and on ``outcomes``.
///
/// For each link the center matches the route, finds its screen in the navigation graph, runs
/// the guards on the way (showing a guard's screen, sign-in, and waiting until the app says
/// whether it passed), then plans from the state on screen to the target and performs the plan
/// on its navigator, step by step. Which link runs is decided by a pure state machine; the
/// center only awaits and performs.
///
/// ```swift
/// let center = DeepLinkCenter(
///   routes: try BankApp.routes(), graph: try BankApp.graph(), navigator: navigator,
///   clock: ContinuousClock(),
///   guards: [RouteGuard("signedIn", showing: Screen("login")) { session.isSignedIn }],
///   destination: { route in .screen(route.screen) })
/// center.becomeReady()
/// print(await center.open("bank://cards/42/detail"))  // handled: cardDetail(42) on screen
/// ```
@MainActor
public final class DeepLinkCenter<Route: Sendable> {
  let routes: RouteTable<Route>
  let graph: NavigationGraph
  let navigator: any Navigator
  /// The navigator, when it drives real views: its state is read from them before each plan.
  let live: (any LiveNavigator)?
  let guards: [String: RouteGuard]
  let destination: @Sendable (Route) -> Destination
  let interruptionEnded: @MainActor @Sendable (Route, InterruptionResult) async -> InterruptionFollowUp
  /// The navigator's state is legal step by step and the graph builds legal targets, so the
  /// planner does not check them again for every link.
  let planner: TransitionPlanner
  let now: @Sendable () -> Duration
  let sleep: @Sendable (Duration) async throws -> Void
  /// The screen of the interrupting flow on screen, while one waits to be ended.
  var interruptionScreen: Screen.ID?
  /// The flow a newer interruption replaced: its screen, and the state from before it, which
  /// the newer one restores in its stead.
  var replacedInterruption: (screen: Screen.ID, before: NavigationState)?
  var interruptionWaiter: (id: Int, continuation: CheckedContinuation<InterruptionResult?, Never>)?
  // NB: `@exclusivity(unchecked)` on the state every link touches: the center is main-actor
  // isolated and no access to these calls out to other code, so accesses never overlap; the
  // run-time check of each access showed in every link's cost.
  @exclusivity(unchecked) var machine: DispatchStateMachine
  /// Every link that is held or waits for its turn, by id.
  ///
  /// NB: nothing on a link's way keeps its `Route`, whose type is generic: in code that is not
  /// specialized for the app's route (the library's own), every dictionary of a type nested in
  /// this generic class costs a generic metadata lookup and value-witness copies on each
  /// access, a sixth of a dispatched link's time when `PendingLink` held the route. A link
  /// that starts at once hands its route straight to `run(_:route:)`; only one that must wait
  /// parks it in `waitingRoutes`.
  @exclusivity(unchecked) var pending: [Int: PendingLink] = [:]
  /// The link that runs, apart from the ones in `pending`: most links start at once and end
  /// without waiting, and so touch no dictionary.
  @exclusivity(unchecked) var runningLink: PendingLink?
  /// The routes of the links held until the app is ready or waiting for their turn.
  private var waitingRoutes: [Int: Route] = [:]
  @exclusivity(unchecked) var nextID = 0
  /// The tabs the person tapped whose guards wait for their turn, by id.
  var waitingTabs: [Int: (tab: String, bar: String, from: String)] = [:]
  /// The links waiting for each guard, with the screen each showed for it.
  var guardWaiters: [String: [GuardWaiter]] = [:]
  @exclusivity(unchecked) private var subscribers: [Int: AsyncStream<LinkReport>.Continuation] = [:]
  private var nextSubscriber = 0
  /// The root of the app's coordinator tree, if the center walks one.
  public let coordinators: Coordinator?
  var waitingDelivery: PendingAttachment?
  /// The restoration under way, while it waits for a guard; links stay held until it ends.
  var restoration: PendingLink?

  /// Every link's outcome, in the order they end, for logging and analytics.
  ///
  /// Each access makes a new stream that receives the outcomes of links that end from then
  /// on, so a center nobody listens to keeps no outcome; subscribe before opening the links
  /// you want to hear about. A stream keeps what its reader has not read yet; dropping the
  /// stream ends its subscription.
  public var outcomes: AsyncStream<LinkReport> {
    let (stream, continuation) = AsyncStream<LinkReport>.makeStream(bufferingPolicy: .unbounded)
    nextSubscriber += 1
    let id = nextSubscriber
    subscribers[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.subscribers[id] = nil }
    }
    return stream
  }

  /// Reports a restoration's outcome on ``outcomes``, as a link from `restoration`.
  func reportRestoration(_ outcome: LinkOutcome) {
    report(IncomingLink(url: "restoration", source: .restoration, receivedAt: now()), outcome)
  }

  private func report(_ link: @autoclosure () -> IncomingLink, _ outcome: LinkOutcome) {
    guard !subscribers.isEmpty else { return }
    let report = LinkReport(link: link(), outcome: outcome)
    for subscriber in subscribers.values { subscriber.yield(report) }
  }

  /// Creates a center.
  ///
  /// - Parameters:
  ///   - routes: The app's route table.
  ///   - graph: The app's navigation graph.
  ///   - navigator: What performs the steps.
  ///   - clock: The clock that dates links, for their time to live.
  ///   - policy: What to do with a link that arrives while another runs.
  ///   - timeToLive: How long a link held until the app is ready stays worth opening.
  ///   - animatesLastStep: Whether a link's last step is animated (the others never are), so
  ///     that the person sees where the link took them; `false` shows every link at once.
  ///   - guards: The guards the graph names.
  ///   - coordinators: The root of the app's coordinator tree, owning the graph's root
  ///     container. After each link the center ends the coordinators whose containers left the
  ///     screen, walks the graph's path making children on demand, and hands the link to the
  ///     coordinator of the link's stack (see ``Coordinator/receive(_:screen:)``).
  ///   - interruptionEnded: Called once for every interrupting flow, when it ends, with its
  ///     route and result (to notify a server, say), a flow a newer link superseded included;
  ///     returns whether to restore the state from before the flow, and which screens to
  ///     reload then because the flow made their data stale (see ``InterruptionFollowUp``).
  ///   - destination: Where each route leads.
  public init<C: Clock>(
    routes: RouteTable<Route>,
    graph: NavigationGraph,
    navigator: any Navigator,
    clock: C,
    policy: DeepLinkCenterPolicy = .supersede,
    timeToLive: Duration = .seconds(60),
    animatesLastStep: Bool = true,
    guards: [RouteGuard] = [],
    coordinators: Coordinator? = nil,
    interruptionEnded:
      @escaping @MainActor @Sendable (Route, InterruptionResult) async -> InterruptionFollowUp = {
        _, _ in
        .restore()
      },
    destination: @escaping @Sendable (Route) -> Destination
  ) where C.Duration == Duration {
    self.interruptionEnded = interruptionEnded
    self.coordinators = coordinators
    sleep = { try await clock.sleep(for: $0) }
    self.routes = routes
    self.graph = graph
    self.navigator = navigator
    live = navigator as? any LiveNavigator
    self.guards = Dictionary(guards.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    self.destination = destination
    planner = TransitionPlanner(animatesLastStep: animatesLastStep, checksStates: false)
    let start = clock.now
    now = { start.duration(to: clock.now) }
    machine = DispatchStateMachine(policy: policy, timeToLive: timeToLive)
    (navigator as? any ReportsOutsideChanges)?.onOutsideChange = { [weak self] change in
      self?.navigatorSawOutsideChange(change)
    }
  }

  /// Whether the app has said it is ready for links.
  public var isReady: Bool { machine.isReady }

  /// Opens `link` and returns its outcome once it has one.
  ///
  /// A link that does not match ends at once, unmatched or rejected, and does not disturb a
  /// running link. A link that matches waits while the app is not ready, and its turn.
  public func open(_ url: String, from source: LinkSource = .url) async -> LinkOutcome {
    let link = IncomingLink(url: url, source: source, receivedAt: now())
    let route: Route
    do {
      route = try routes.matchedRoute(url)
    } catch {
      let outcome: LinkOutcome = error.code.category == .unmatched ? .unmatched(error) : .rejected(error)
      report(link, outcome)
      return outcome
    }
    nextID += 1
    let id = nextID
    let pendingLink = PendingLink(id: id, link: link)
    if machine.startsAtOnce(id) {
      // It can run now: run it in the caller's task, with no hop to another task and back.
      runningLink = pendingLink
      let outcome = await run(pendingLink, route: route)
      finish(id, outcome)
      return outcome
    }
    pending[id] = pendingLink
    return await wait(pendingLink, route: route, machine.received(id, at: link.receivedAt))
  }

  /// Parks a link that cannot run at once until it runs or ends.
  private func wait(
    _ link: PendingLink, route: Route, _ actions: [DispatchStateMachine.Action]
  ) async -> LinkOutcome {
    waitingRoutes[link.id] = route
    return await withCheckedContinuation { continuation in
      link.continuation = continuation
      perform(actions)
    }
  }

  /// Opens a URL (a universal link or a Handoff activity's `webpageURL`, say).
  public func open(_ url: URL, from source: LinkSource = .universalLink) async -> LinkOutcome {
    await open(url.absoluteString, from: source)
  }

  /// Opens the link a notification's payload carries under `key`.
  ///
  /// A payload without a string under `key` ends failed, reported like any other link.
  public func open(
    payload: [String: any Sendable], key: String = "link", from source: LinkSource = .notification
  ) async -> LinkOutcome {
    guard let link = payload[key] as? String else {
      let outcome = LinkOutcome.failed("the payload has no link under \"\(key)\"")
      report(IncomingLink(url: "", source: source, receivedAt: now()), outcome)
      return outcome
    }
    return await open(link, from: source)
  }

  /// Says the app is ready: the newest held link within its time to live opens, the others
  /// end superseded or expired.
  public func becomeReady() {
    perform(machine.becameReady(at: now()))
  }

  func perform(_ actions: [DispatchStateMachine.Action]) {
    for action in actions {
      switch action {
      case .start(let id):
        guard let link = pending.removeValue(forKey: id) else { continue }
        runningLink = link
        let route = waitingRoutes.removeValue(forKey: id)
        // A tab the person tapped, behind a guard, waited for its turn as a link does.
        if route == nil, let tab = waitingTabs.removeValue(forKey: id) {
          link.task = Task { [weak self] in
            guard let self else { return }
            self.finish(id, await self.runTab(link, tab))
          }
          continue
        }
        link.task = Task { [weak self] in
          guard let self else { return }
          let outcome: LinkOutcome =
            if let route { await self.run(link, route: route) } else { .failed("the link was lost") }
          self.finish(id, outcome)
        }
      case .cancel(let id):
        cancel(id)
      case .end(let id, let verdict):
        finish(id, verdict == .expired ? .expired : .superseded)
      }
    }
  }

  /// Reports a link's outcome, once.
  func finish(_ id: Int, _ outcome: LinkOutcome) {
    let link: PendingLink
    if let running = runningLink, running.id == id {
      link = running
      runningLink = nil
    } else if let waiting = pending.removeValue(forKey: id) {
      link = waiting
    } else {
      return
    }
    report(link.link, outcome)
    if let continuation = link.continuation {
      forgetRoute(of: id)
      continuation.resume(returning: outcome)
    }
    let next = machine.finished(id)
    if !next.isEmpty { perform(next) }
  }

  /// Drops the route of a link that waited and ended without running.
  ///
  /// NB: apart, so that `finish`, which every link goes through, does not look up the
  /// generic metadata that `waitingRoutes` needs.
  @inline(never)
  private func forgetRoute(of id: Int) {
    waitingRoutes[id] = nil
  }

  /// Stops a running link at its next step boundary, and ends any wait it is in.
  private func cancel(_ id: Int) {
    if let link = self.link(id) {
      link.isCancelled = true
      link.task?.cancel()
      link.race?.settle(.cancelled)
    }
    cancelGuardWait(id)
    if let waiter = interruptionWaiter, waiter.id == id {
      interruptionWaiter = nil
      waiter.continuation.resume(returning: nil)
    }
  }

  /// The link `id`, running or waiting, if it has not ended.
  private func link(_ id: Int) -> PendingLink? {
    if let running = runningLink, running.id == id { return running }
    return pending[id]
  }

  /// Whether the running link has been superseded and is finishing its current step.
  public var runningLinkIsCancelled: Bool {
    machine.running.flatMap { link($0)?.isCancelled } ?? false
  }

  /// Takes a link from its route to its outcome.
  private func run(_ link: PendingLink, route: Route) async -> LinkOutcome {
    var destination = destination(route)
    // A screen needs no resolver and is no redirect: no call to await on the way.
    switch destination {
    case .resolve, .redirect:
      var hops: [String] = []
      switch await follow(destination, from: link.link.url, for: link, hops: &hops) {
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
    // Consumed, so that the screen moves out of the destination rather than being copied.
    switch consume destination {
    case .screen(let target, let place, let chosen):
      (screen, stack, interrupts, effect) = (target, place, false, chosen)
    case .interrupt(let target):
      (screen, stack, interrupts, effect) = (target, nil, true, .rebuild)
    case .resolve, .redirect:
      return .failed("a resolver gave another resolver")
    case .respond(let request):
      return await respond(to: request, for: link)
    }
    let place: NavigationGraph.Place
    let single: Bool
    do {
      (place, single) = try graph.place(for: screen, in: stack, from: navigator.state)
    } catch {
      return .failed(error.description)
    }
    // The screens of the guards that passed, closed before the target shows.
    var passed: [Screen.ID] = []
    // NB: the guards that pass now (most links') are checked here, with no asynchronous call.
    if !place.guards.allSatisfy({ guards[$0]?.isSatisfied() ?? false }),
      let stopped = await pass(place.guards, for: link, passed: &passed)
    {
      return stopped
    }
    // A flow a newer link superseded is dead: this link takes its place.
    let replaced = takeReplacedInterruption()
    if interrupts { return await interrupt(with: screen, route: route, replacing: replaced, for: link) }
    if let replaced { passed.append(replaced.screen) }
    var reloaded: [Screen] = []
    // On a live navigator the screen can change under a plan (the person taps a tab, the app
    // pushes its own screen): a step refused for that is planned again from what is there,
    // twice at most.
    var attempts = live == nil ? 1 : 3
    while let stopped = await show(
      screen, in: stack, at: place, single: single, effect: effect, closing: passed, for: link,
      reloaded: &reloaded)
    {
      attempts -= 1
      guard attempts > 0, let refusal = link.lastRefusal, refusal.isStale else { return stopped }
      link.lastRefusal = nil
    }
    if coordinators != nil { deliver(link.link, screen: screen, in: place.stack) }
    return .handled(navigator.state)
  }

}
