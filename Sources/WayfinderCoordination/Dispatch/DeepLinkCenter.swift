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
  let routes: RouteTable<Route>
  let navigator: any Navigator
  /// Where each route leads.
  let destination: @Sendable (Route) -> Destination
  let interruptionEnded: @MainActor @Sendable (Route, InterruptionResult) async -> InterruptionFollowUp
  /// What every journey decides by.
  let rules: JourneyRules
  /// The hand-offs to the app's coordinators that journeys ask for.
  let handoffs: Handoffs
  /// The time on the center's clock since the center was made.
  let now: @Sendable () -> Duration
  /// Sleeps until the given time since the center was made, on the center's clock.
  let sleepUntil: @Sendable (Duration) async throws -> Void
  /// Every decision of which work runs, waits or ends, and every wait's state; each piece of
  /// work's own decisions are its ``Journey``'s.
  var machine: DispatchMachine
  /// The app's rewrite, run on each link before matching, after the declared rules.
  var rewriteLink: (@MainActor @Sendable (IncomingLink) throws -> String)?
  /// The declared rewrites (``addRewrite(_:cold:warm:from:)``) and the sources each applies to
  /// (every source when empty), compiled.
  var rewriteRules: (rules: RewriteRules, sources: [Set<LinkSource>])?
  /// The screens the app's routes interrupt with (``Destination/interrupt(_:whenRepeated:)``),
  /// found by opening an example link of each pattern: a modal they are the root of is an
  /// interrupting flow, which a restoration leaves out. Asked at the first restoration only. A
  /// flow a resolver decides is not among them.
  package lazy var interruptingScreens: Set<String> = {
    var names: Set<String> = []
    for pattern in routes.patterns {
      guard let route = routes.exampleMatch(of: pattern)?.route else { continue }
      if case .interrupt(let screen, _) = destination(route) { names.insert(screen.name) }
    }
    return names
  }()
  /// The work received and not ended, by id.
  var jobs: [Int: Job] = [:]
  var nextID = 0
  /// The work being handed over by a caller that drives it if it runs at once.
  var submittedHere: Int?
  /// The changes the navigator reported and the machine has not taken yet, oldest first.
  var inbox: [OutsideChange] = []
  /// Where every report goes: the outcome streams, and the Combine bridge's subscriptions,
  /// which subscribe on any thread.
  nonisolated package let feed = OutcomeFeed()
  /// What the center has under way, for `idle()`.
  package let activity = Activity()
  /// Called each time a piece of work's journey has resumed on the main actor (its task began,
  /// or a wait of its ended): a test that settles the main actor waits for it instead of
  /// counting turns while a link is on its way back.
  package var journeyResumed: (@MainActor () -> Void)?
  /// The root of the app's coordinator tree, if the center walks one.
  public var coordinators: Coordinator? { handoffs.coordinators }
  /// The links a notification's payload stands for when it carries values, not a link under
  /// its key (``send(payload:key:from:)``): the first whose conditions hold and whose values
  /// are there gives the link. A manifest's `payloads:` is generated into these.
  public var payloadLinks: [PayloadLink] = []
  /// How soon after a link the same link again is a duplicate, dropped: `nil` (none is) unless
  /// set. A double tap, or a notification and the universal link it also opens, delivers one
  /// link twice within a moment; with a window, the second ends at once
  /// ``LinkOutcome/duplicate(of:after:)`` and nothing moves. The same link is one that opens the
  /// same route (`bank://cards/42` and `https://bank.example.com/cards/42` are the same), from any
  /// source; the window counts from the first, on the center's clock, so a third delivery after
  /// the window opens again.
  ///
  /// ```swift
  /// center.duplicateWindow = .milliseconds(500)
  /// ```
  public var duplicateWindow: Duration?
  /// The links that opened a route within the duplicate window, by the route's link: each as it
  /// arrived, and when.
  var recentLinks: [String: (url: String, at: Duration)] = [:]

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
    self.routes = routes
    self.navigator = navigator
    self.destination = destination
    self.interruptionEnded = interruptionEnded
    now = { start.duration(to: clock.now) }
    sleepUntil = { try await clock.sleep(until: start.advanced(by: $0), tolerance: nil) }
    handoffs = Handoffs(coordinators: coordinators, graph: graph, screen: { navigator.state })
    rules = JourneyRules(
      graph: graph, guards: guards, live: navigator is any LiveNavigator, animatesLastStep: animatesLastStep,
      interruptingScreens: { [] },
      redirect: { (chain, target) throws(LinkError) in destination(try chain.follow(target, in: routes).route)
      })
    machine = DispatchMachine(policy: policy, timeToLive: timeToLive)
    rules.interruptingScreens = { [weak self] in self?.interruptingScreens ?? [] }
    handoffs.flowEndedByCoordinator = { [weak self] flow, result in
      guard let self, case .interrupted(let interruption)? = self.runningPhase, interruption.flow == flow
      else {
        return
      }
      self.endInterruption(result)
    }
    handoffs.guardResolvedByCoordinator = { [weak self] name, passed in
      guard let self, case .waitingForGuard(let wait)? = self.runningPhase, wait.name == name else { return }
      self.resolveGuard(name, passed: passed)
    }
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
  ///
  /// A link that runs as it arrives (the center is free and ready) runs in the caller's task,
  /// crossing to no other; one that must wait runs in a task of its own, as a sent one does.
  public func open(_ url: String, from source: LinkSource = .url) async -> LinkOutcome {
    let (ticket, job) = hand(url, from: source, drivenHere: !Task.isCancelled)
    if let job { await drive(here: job) }
    return await ticket.outcome
  }

  /// Opens a URL (a universal link or a Handoff activity's `webpageURL`, say).
  public func open(_ url: URL, from source: LinkSource = .universalLink) async -> LinkOutcome {
    await open(url.absoluteString, from: source)
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

  /// How many pieces of work the center has received so far (for tests).
  package var received: Int { nextID }

  /// What `url` would do from the state on screen — its route, screen, guards, path, back
  /// stack, target and plan — without touching the screen. A resolver is asked (data is
  /// loaded), but nothing is shown and no guard is run.
  public func explain(_ url: String) async -> LinkExplanation { await explanation(of: url, from: .url) }

  /// The phase of the running work, if any work runs.
  var runningPhase: DispatchMachine.Phase? { machine.running.flatMap { machine.phases[$0] } }

  /// Whether the running link has been superseded and is finishing its current step.
  public var runningLinkIsCancelled: Bool {
    machine.running.map(machine.isCancelled) ?? false
  }
}
