import WayfinderCoordination
import WayfinderModelSupport
import WayfinderNavigation
import WayfinderRouting
import WayfinderUIKit

/// One model-based run: the model's app on the model's UIKit, driven by the events of one
/// seed, with the checks after every event.
///
/// A run settles after every event (``settle()``): it waits until the navigator's watchdogs
/// have reached the clock and until the main actor has run everything the event made ready,
/// then checks (``checkAfterEvent()``, and ``checkGuard()`` at every change of the hierarchy).
/// So the same seed always gives the same run. At the end (``finish()``) the person lets go,
/// sign-in is resolved, time passes until every link has ended, and the outcomes are checked.
@MainActor
final class ModelRun {
  let seed: UInt64
  let events: [ModelEvent]
  let configuration: ModelRunConfiguration
  let clock = ModelClock()
  let uikit: ModelUIKit
  let factory: ModelFactory
  let navigator: UIKitNavigator<ModelViewController>
  let center: DeepLinkCenter<Screen>
  let session = ModelSession()
  let coordinators: ModelCoordinator?
  let madeCoordinators = ModelCoordinatorRegistry()
  /// The random numbers of the app's and the person's choices during the run.
  var random: SplitMix64

  /// The links opened, in order.
  private(set) var opened: [String] = []
  /// What `open` returned, per link, in the order they ended.
  private(set) var returned: [(url: String, outcome: LinkOutcome)] = []
  /// What the center reported on its `outcomes` stream.
  private(set) var reports: [LinkReport] = []
  /// What the center reported that is not a link: closings of guards' screens.
  private(set) var otherReports: [LinkReport] = []
  /// What went wrong, each with the event it followed.
  private(set) var failures: [String] = []
  /// The event being run, with its number.
  private(set) var currentEvent: (index: Int, event: ModelEvent)?
  /// How many events have run.
  private(set) var performed = 0
  /// The swipe or pull the person holds, and how it will end.
  var gesture: (transition: ModelTransition, finishing: Bool, startedAt: Duration)?
  /// What the model showed at the end, before the run freed it.
  private(set) var finalState: NavigationState?
  private var collector: Task<Void, Never>?
  private var settleActivity = 0
  /// The model's activity just after it called the navigator back during a step, until the
  /// navigator has gone on.
  private var calledBackAt: Int?
  /// How many turns of the main actor in a row must see nothing move.
  static let quietTurns = 4
  /// The model's activity when the navigator's state was last compared with the truth.
  var checkedActivity = -1

  init(
    seed: UInt64, events: [ModelEvent]? = nil, configuration: ModelRunConfiguration? = nil,
    graph: NavigationGraph, routes: RouteTable<Screen>, tracing: Bool = false
  ) {
    self.seed = seed
    self.events = events ?? ModelEvent.events(seed: seed)
    let configuration = configuration ?? .forSeed(seed)
    self.configuration = configuration
    random = SplitMix64(seed: seed ^ 0xA99_5EED)
    uikit = ModelUIKit(
      clock: clock,
      records: ModelRecords(declaredStyles: ModelApp.declaredStyles, watching: ModelApp.guarded),
      stepTimeLimit: configuration.stepTimeLimit, seed: seed)
    uikit.knobs.alongsideRefusalPercent = configuration.alongsideRefusalPercent
    uikit.isTracing = tracing
    factory = ModelFactory(uikit, styles: configuration.styles)
    navigator = UIKitNavigator(
      building: ModelApp.start, factory: factory, clock: clock, stepTimeLimit: configuration.stepTimeLimit)
    uikit.window.rootViewController = navigator.rootViewController
    coordinators =
      configuration.usesCoordinators ? ModelCoordinator.tree(uikit: uikit, made: madeCoordinators) : nil
    let session = session
    center = DeepLinkCenter(
      routes: routes, graph: graph, navigator: navigator, clock: clock,
      guards: [RouteGuard(ModelApp.guardName, showing: ModelApp.signIn) { session.isSignedIn }],
      coordinators: coordinators, destination: { .screen($0) })
  }

  /// Runs every event, then ends the run: returns what it found.
  func run() async -> ModelRunResult {
    start()
    for event in events { await step(event) }
    await finish()
    return result()
  }

  /// Listens to the center's outcomes and to the model, and makes the app ready for links.
  func start() {
    let stream = center.outcomes
    collector = Task(priority: .medium) { @MainActor [weak self] in
      for await report in stream { self?.reportArrived(report) }
    }
    uikit.didChange = { [weak self] in self?.checkGuard() }
    uikit.didCallNavigatorBack = { [weak self] in self?.navigatorWasCalledBack() }
    uikit.navigatorDismissedPresenter = { [weak self] name in
      self?.fail(
        "the navigator asked a view controller that presents nothing to dismiss what it presented; "
          + "UIKit dismissed that view controller itself (\(name))")
    }
    center.becomeReady()
    trace("start: \(configuration)")
  }

  /// Makes `event` happen, settles, and checks.
  func step(_ event: ModelEvent) async {
    currentEvent = (performed, event)
    trace("#\(performed) \(event)")
    performed += 1
    await perform(event)
    await settle()
    await checkAfterEvent()
    currentEvent = nil
  }

  // MARK: - Links

  func open(_ url: String) {
    opened.append(url)
    let center = center
    Task(priority: .medium) { @MainActor [weak self] in
      let outcome = await center.open(url)
      self?.linkEnded(url, outcome)
    }
  }

  private func linkEnded(_ url: String, _ outcome: LinkOutcome) {
    settleActivity &+= 1
    returned.append((url, outcome))
    trace("  \(url.isEmpty ? "\"\"" : url) → \(outcome)")
    checkHandled(url, outcome)
  }

  private func reportArrived(_ report: LinkReport) {
    settleActivity &+= 1
    // The closing of a guard's screen no link waits on is work of the center's own, reported
    // beside the links: it is counted apart.
    if report.link == nil { otherReports.append(report) } else { reports.append(report) }
  }

  /// Whether every link opened has returned its outcome.
  var allLinksEnded: Bool { returned.count == opened.count }

  // MARK: - Settling

  /// Waits until the navigator's watchdogs have all reached the clock, every sleeper the clock
  /// woke has returned, and the main actor has run everything that was ready (nothing the run
  /// can see moved for a few turns of the main actor).
  func settle(afterWaking wokeSleeper: Bool = false) async {
    var turns = 0
    if wokeSleeper {
      // A woken watchdog comes back to the main actor through the global executor, and then
      // ends its step (the navigator reads the hierarchy): wait for that, a bounded while (it
      // does nothing when the step's completion came at the same moment).
      let before = uikit.activity
      while uikit.activity == before, turns < 200 {
        turns += 1
        await Task.detached(priority: .background) {}.value
      }
    }
    while true {
      // The same for a navigator called back while it performed a step, or a link that has not
      // ended and waits for nothing the run can see: each goes on in a job that may come late.
      while calledBackAt == uikit.activity || hasLinkInFlight, turns < 400 {
        turns += 1
        await Task.detached(priority: .background) {}.value
      }
      calledBackAt = nil
      while clock.sleepsBegun < uikit.watchdogsStarted || clock.hasWakingSleepers {
        turns += 1
        if turns > 100_000 {
          return fail(
            "settling never ended: \(uikit.watchdogsStarted) watchdogs, \(clock.sleepsBegun) sleeps")
        }
        await Task.yield()
      }
      var quiet = 0
      var seen = activity
      while quiet < Self.quietTurns {
        // NB: a task resumed from the main actor sometimes comes back to it only after a turn
        // of the global executor: every other turn waits for one.
        if quiet == 2 { await Task.detached(priority: .background) {}.value } else { await Task.yield() }
        let now = activity
        if now == seen { quiet += 1 } else { (seen, quiet) = (now, 0) }
      }
      if clock.sleepsBegun >= uikit.watchdogsStarted, !clock.hasWakingSleepers { break }
    }
  }

  private var activity: Int { uikit.activity &+ clock.sleepsBegun &+ settleActivity }

  private func navigatorWasCalledBack() {
    if navigator.isPerforming { calledBackAt = uikit.activity }
  }

  /// Whether a link has not ended though nothing holds it: no step in flight, no guard or
  /// dragged transition to wait for; or an outcome was returned and not yet reported.
  private var hasLinkInFlight: Bool {
    if reports.count < returned.count { return true }
    if allLinksEnded || navigator.isPerforming || !center.pendingGuards.isEmpty { return false }
    return uikit.interactiveTransition == nil
  }

  /// Moves the clock on by `duration`, settling after each deadline it passes.
  func advanceClock(by duration: Duration) async {
    await clock.advance(by: duration) { [unowned self] woke in await settle(afterWaking: woke) }
  }

  // MARK: - Failures and the transcript

  /// Records what went wrong (the first 20 things: one mismatch tends to repeat after every
  /// event).
  func fail(_ message: String) {
    guard failures.count < 20 else { return }
    let at = currentEvent.map { "after event #\($0.index) (\($0.event))" } ?? "at the end"
    failures.append("\(at): \(message)")
    trace("  FAILURE: \(message)")
  }

  func trace(_ line: @autoclosure () -> String) {
    uikit.record(line())
  }

  // MARK: - The end

  /// Ends what the person holds, resolves the guard, and lets time pass until every link has
  /// ended; then checks the last state, the outcomes and the coordinators, and frees the run.
  func finish() async {
    liftGesture()
    await settle()
    var waited = Duration.zero
    let limit = configuration.stepTimeLimit * 60
    while !(allLinksEnded && !navigator.isPerforming && !uikit.hasTransitionInFlight), waited < limit {
      if !center.pendingGuards.isEmpty {
        // The person signs in, or gives up.
        let signsIn = random.chance(50)
        if signsIn { session.isSignedIn = true }
        center.resolveGuard(ModelApp.guardName, passed: signsIn)
        await settle()
        continue
      }
      let step = configuration.stepTimeLimit + .seconds(1)
      await advanceClock(by: step)
      await settle()
      waited += step
    }
    if !allLinksEnded {
      fail("\(opened.count - returned.count) link(s) had no outcome \(waited) after the last event")
    }
    await checkAfterEvent()
    checkOutcomes()
    collector?.cancel()
    collector = nil
    await settle()
    finalState = uikit.truth(rootName: "app")
    uikit.tearDown()
  }

  /// The kind of a failed link's reason: `timed-out` for `step refused (timed-out): …`.
  static func kind(of reason: String) -> String {
    if let open = reason.firstIndex(of: "("), let close = reason[open...].firstIndex(of: ")") {
      return String(reason[reason.index(after: open)..<close])
    }
    return reason.split(separator: " ").prefix(3).joined(separator: " ")
  }

  func result() -> ModelRunResult {
    var counts: [String: Int] = [:]
    var failureKinds: [String: Int] = [:]
    for (_, outcome) in returned {
      counts[outcome.name, default: 0] += 1
      if case .failed(let reason) = outcome {
        failureKinds[Self.kind(of: reason.description), default: 0] += 1
      }
    }
    var fingerprint = Hasher()
    for (url, outcome) in returned {
      fingerprint.combine(url)
      fingerprint.combine(outcome)
    }
    fingerprint.combine(finalState)
    return ModelRunResult(
      seed: seed, events: events, configuration: configuration, failures: failures, outcomes: counts,
      failureKinds: failureKinds, links: opened.count, transcript: uikit.log,
      fingerprint: fingerprint.finalize())
  }
}
