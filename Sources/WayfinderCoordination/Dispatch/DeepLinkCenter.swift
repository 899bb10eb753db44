import Foundation
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderRouting

/// Receives links from every source, runs them one at a time, and reports exactly one
/// ``LinkOutcome`` for each: to the caller that awaits it and on ``outcomes``.
///
/// Every phase of every link — held, queued, running, waiting for a guard, interrupted,
/// cancelled — is a state of one pure state machine; the center is its shell, which turns what
/// happens into the machine's events and performs its actions (<doc:HowALinkTravels>).
@MainActor
public final class DeepLinkCenter<Route: Sendable> {
  /// Takes each piece of work from what it asks to its outcome, when the machine runs it.
  let runner: LinkRunner<Route>
  /// The time on the center's clock since the center was made.
  var now: @Sendable () -> Duration { runner.now }
  /// Every decision: which work runs, waits or ends, and every wait's state.
  var machine: DispatchMachine
  /// The work received and not ended, by id.
  var jobs: [Int: Job] = [:]
  private var nextID = 0
  /// The changes the navigator reported and the machine has not taken yet, oldest first.
  var inbox: [OutsideChange] = []
  /// Where every report goes: the outcome streams, and the Combine bridge's subscriptions,
  /// which subscribe on any thread.
  nonisolated package let feed = OutcomeFeed()
  /// What the center has under way, for `idle()`.
  package let activity = Activity()
  /// The root of the app's coordinator tree, if the center walks one.
  public var coordinators: Coordinator? { runner.coordinators }

  /// Every outcome, in the order the work ends, for logging and analytics: each access is a
  /// new stream of the work that ends from then on (subscribe before opening the links you
  /// want to hear about); dropping the stream ends its subscription.
  public var outcomes: AsyncStream<LinkReport> { feed.subscribe() }

  func report(_ subject: WorkSubject, _ outcome: LinkOutcome) {
    feed.send(subject.report(outcome))
  }

  /// Creates a center.
  ///
  /// - Parameters:
  ///   - routes: The app's route table.
  ///   - graph: The app's navigation graph.
  ///   - navigator: What performs the steps.
  ///   - clock: Dates links and times waits: a `ContinuousClock`, or a test's `ManualClock`.
  ///   - policy: What to do with a link that arrives while another runs.
  ///   - timeToLive: How long a link held until the app is ready stays worth opening.
  ///   - animatesLastStep: Whether a link's last step is animated (the others never are).
  ///   - guards: The guards the graph names.
  ///   - coordinators: The root of the app's coordinator tree, which the center keeps in step
  ///     with the screen (see ``Coordinator/receive(_:screen:)``).
  ///   - interruptionEnded: Hears each interrupting flow end, with its route and result, and
  ///     says whether to restore the state from before it (<doc:InterruptingAFlow>).
  ///   - destination: Where each route leads.
  public init<C: Clock>(
    routes: RouteTable<Route>,
    graph: NavigationGraph,
    navigator: any Navigator,
    clock: C = ContinuousClock(),
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
    // Every time the center keeps is a duration since `start`, and every wait sleeps until an
    // instant fixed when the wait began, not when its task first runs.
    let start = clock.now
    runner = LinkRunner(
      routes: routes, graph: graph, navigator: navigator, guards: guards, destination: destination,
      interruptionEnded: interruptionEnded, animatesLastStep: animatesLastStep,
      now: { start.duration(to: clock.now) },
      sleepUntil: { try await clock.sleep(until: start.advanced(by: $0), tolerance: nil) },
      coordinators: coordinators)
    machine = DispatchMachine(policy: policy, timeToLive: timeToLive)
    runner.shell = self
    (navigator as? any ReportsOutsideChanges)?.onOutsideChange = { [weak self] change in
      self?.navigatorReported(change)
    }
  }

  /// Whether the app has said it is ready for links.
  public var isReady: Bool { machine.isReady }

  /// How many links are held until the app is ready: what a splash screen may show, and what
  /// a test waits for before it makes the center ready.
  public var heldLinks: Int { machine.heldCount }

  /// Opens `link` and returns its outcome once it has one: ``send(_:from:)-(String,_)``, awaited.
  ///
  /// Rewritten first (``rewrite``), a link that is refused or does not match ends at once, and
  /// does not disturb a running link. One that matches waits while the app is not ready, and its turn.
  public func open(_ url: String, from source: LinkSource = .url) async -> LinkOutcome {
    await send(url, from: source).outcome
  }

  /// Opens a URL (a universal link or a Handoff activity's `webpageURL`, say).
  public func open(_ url: URL, from source: LinkSource = .universalLink) async -> LinkOutcome {
    await send(url, from: source).outcome
  }

  /// Opens the link a notification's payload carries under `key`.
  ///
  /// A payload without a string under `key` ends failed (`noLinkInPayload`),
  /// reported like any other link.
  public func open(
    payload: [String: any Sendable], key: String = "link", from source: LinkSource = .notification
  ) async -> LinkOutcome {
    await send(payload: payload, key: key, from: source).outcome
  }

  /// Says the app is ready: the newest held link within its time to live opens, the others
  /// end superseded or expired.
  public func becomeReady() {
    takeInbox()
    perform(machine.becameReady(at: now()))
  }

  /// Hands a piece of work to the machine, before it returns: the ticket has its outcome once
  /// it has one.
  func submit(
    _ subject: WorkSubject, _ kind: DispatchMachine.Kind,
    _ body: @escaping @MainActor (Job) async -> LinkOutcome
  ) -> LinkTicket {
    takeInbox()
    let job = enqueue(subject, kind, body)
    perform(machine.received(job.id, kind, at: now()))
    return job.ticket
  }

  /// Reports `outcome` for work that ends as it arrives, and returns its ticket.
  func ended(_ subject: WorkSubject, _ outcome: LinkOutcome) -> LinkTicket {
    report(subject, outcome)
    activity.changed()
    return LinkTicket(ended: outcome)
  }

  /// Makes a piece of work the machine can be told of.
  func enqueue(
    _ subject: WorkSubject, _ kind: DispatchMachine.Kind,
    _ body: @escaping @MainActor (Job) async -> LinkOutcome
  ) -> Job {
    nextID += 1
    let job = Job(id: nextID, subject: subject, body: body)
    jobs[job.id] = job
    return job
  }

  /// Performs the machine's actions, in order. The only place where its decisions take effect.
  func perform(_ actions: [DispatchMachine.Action]) {
    for action in actions {
      switch action {
      case .run(let id):
        guard let job = jobs[id] else { continue }
        // Counted as running from now, before its task has run at all (`idle()`).
        (job.worker, job.task) = activity.start { [weak self] in
          let outcome = await job.body(job)
          self?.finish(id, outcome)
        }
      case .stop(let id):
        guard let job = jobs[id] else { continue }
        // The step under way finishes, as a transition on screen does; the work stops at the
        // boundary after it. A resolver it awaits is abandoned at once.
        job.isCancelled = true
        job.race?.settle(.cancelled)
      case .resumeGuard(let id, let result): jobs[id]?.resumeGuard(result)
      case .resumeInterruption(let id, let result): jobs[id]?.resumeInterruption(result)
      case .resumeClose(let id, let answer): jobs[id]?.resumeClose(answer)
      case .startTimer(let id, let limit):
        // The limit counts from now, when the wait begins, whenever the timer's task runs.
        jobs[id]?.startTimer(until: now() + limit, in: activity, sleepUntil: runner.sleepUntil) {
          [weak self] in
          guard let self else { return }
          self.perform(self.machine.timerFired(id))
        }
      case .cancelTimer(let id): jobs[id]?.cancelTimer(in: activity)
      case .end(let id, let ending): finish(id, ending.outcome)
      case .askToClose(_, let id): ask(toClose: id)
      case .closeGuardScreen(let name, let screen):
        let job = enqueue(.guardScreen(name), .guardScreen) { [runner] job in
          await runner.close(screen, for: job)
        }
        perform(machine.received(job.id, .guardScreen, at: now()))
      }
    }
    activity.changed()
  }

  /// Reports a piece of work's outcome, once, and lets the next run.
  func finish(_ id: Int, _ outcome: LinkOutcome) {
    guard let job = jobs.removeValue(forKey: id) else { return }
    job.cancelTimer(in: activity)
    report(job.subject, outcome)
    perform(machine.finished(id))
    // Last, with the machine on to the next work: what the ticket's holder does then (say the
    // app is ready, after a launch's restoration) finds the center as it is from now on.
    job.ticket.end(outcome)
  }

  /// How many pieces of work the center has received so far (for tests).
  package var received: Int { nextID }

  /// What `url` would do from the state on screen — its route, screen, guards, path, back
  /// stack, target and plan — without touching the screen. A resolver is asked (data is
  /// loaded), but nothing is shown and no guard is run.
  public func explain(_ url: String) async -> LinkExplanation { await runner.explain(url) }

  /// Whether the running link has been superseded and is finishing its current step.
  public var runningLinkIsCancelled: Bool {
    machine.running.map { machine.phases[$0] == .cancelled } ?? false
  }
}
