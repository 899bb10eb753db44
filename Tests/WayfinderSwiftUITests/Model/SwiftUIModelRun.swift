import WayfinderCoordination
import WayfinderModelSupport
import WayfinderNavigation
import WayfinderRouting
import WayfinderSwiftUI

/// One model-based run: the model's app on a `NavigationModel` shown by the simulated SwiftUI,
/// through a `DeepLinkCenter`, driven by the events of one seed, with the checks after every
/// event.
///
/// A run settles after every event (``settle(afterWaking:)``): it waits until the model's
/// watchdogs have reached the clock and the main actor has run everything the event made
/// ready, then checks (``checkAfterEvent()``). So the same seed always gives the same run. At
/// the end (``finish()``) the app is ready, sign-in is resolved, time passes well past the
/// time limit until every link has ended, and the outcomes are checked.
@MainActor
final class SwiftUIModelRun {
  let seed: UInt64
  let events: [SwiftUIModelEvent]
  let configuration: SwiftUIModelConfiguration
  let clock = ModelClock()
  let model: NavigationModel
  let views: SimulatedSwiftUI
  let center: DeepLinkCenter<Screen>
  let session = SwiftUIModelSession()
  /// The random numbers of the person's choices at the end of the run.
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
  private(set) var currentEvent: (index: Int, event: SwiftUIModelEvent)?
  /// How many events have run.
  private(set) var performed = 0
  /// What the views showed at the end, before the run freed them.
  private(set) var finalState: NavigationState?
  private var collector: Task<Void, Never>?
  private var settleActivity = 0
  /// How many turns of the main actor in a row must see nothing move.
  static let quietTurns = 3
  /// The views' activity when the model was last compared with them.
  var checkedActivity = -1

  init(
    seed: UInt64, events: [SwiftUIModelEvent]? = nil, configuration: SwiftUIModelConfiguration? = nil,
    graph: NavigationGraph, routes: RouteTable<Screen>, tracing: Bool = false
  ) {
    self.seed = seed
    self.events = events ?? SwiftUIModelEvent.events(seed: seed)
    let configuration = configuration ?? .forSeed(seed)
    self.configuration = configuration
    random = SplitMix64(seed: seed ^ 0xA99_5EED)
    model = NavigationModel(
      state: SwiftUIModelApp.start, clock: clock, stepTimeLimit: configuration.stepTimeLimit)
    views = SimulatedSwiftUI(model: model, clock: clock, configuration: configuration, seed: seed)
    views.isTracing = tracing
    let session = session
    center = DeepLinkCenter(
      routes: routes, graph: graph, navigator: model, clock: clock, timeToLive: configuration.timeToLive,
      guards: [RouteGuard(SwiftUIModelApp.guardName, showing: SwiftUIModelApp.signIn) { session.isSignedIn }],
      destination: { .screen($0) })
  }

  /// Runs every event, then ends the run: returns what it found.
  func run() async -> SwiftUIModelRunResult {
    start()
    for event in events { await step(event) }
    await finish()
    return result()
  }

  /// Listens to the center's outcomes and to the views, and makes the app ready for links
  /// when the run says so.
  func start() {
    let stream = center.outcomes
    collector = Task { @MainActor [weak self] in
      for await report in stream { self?.reportArrived(report) }
    }
    views.onFailure = { [weak self] message in self?.fail(message) }
    if configuration.startsReady { center.becomeReady() }
    trace("start: \(configuration)")
  }

  /// Makes `event` happen, settles, and checks.
  func step(_ event: SwiftUIModelEvent) async {
    currentEvent = (performed, event)
    trace("#\(performed) \(event)")
    performed += 1
    await perform(event)
    await settle()
    checkAfterEvent()
    currentEvent = nil
  }

  // MARK: - Links

  func open(_ url: String) {
    opened.append(url)
    let center = center
    Task { @MainActor [weak self] in
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

  /// Waits until the model's watchdogs have all reached the clock, every sleeper the clock
  /// woke has returned, the main actor has run everything that was ready (nothing the run can
  /// see moved for a few turns of the main actor) and no link is on its way back to it; then
  /// runs what the views do at the end of the turn (a render, a write-back), one job at a time,
  /// settling again after each. So the order of what happens does not depend on when the
  /// global executor hands a continuation back, and a seed always gives the same run.
  func settle(afterWaking wokeSleeper: Bool = false) async {
    var turns = 0
    if wokeSleeper {
      // A woken watchdog comes back to the main actor through the global executor and ends the
      // step it watched: wait until that step has stopped settling (or a next one has begun).
      let applied = views.appliedUpdates
      while model.isSettling, views.appliedUpdates == applied {
        turns += 1
        if turns > 100_000 { return fail("a woken watchdog never ended its step") }
        await Task.detached(priority: .background) {}.value
      }
    }
    while true {
      while clock.sleepsBegun < views.appliedUpdates || clock.hasWakingSleepers {
        turns += 1
        if turns > 100_000 {
          return fail("settling never ended: \(views.appliedUpdates) watchdogs, \(clock.sleepsBegun) sleeps")
        }
        await Task.yield()
      }
      var quiet = 0
      var seen = activity
      while quiet < Self.quietTurns {
        await Task.yield()
        let now = activity
        if now == seen { quiet += 1 } else { (seen, quiet) = (now, 0) }
      }
      // NB: a continuation the center or the model resumes comes back to the main actor through
      // the global executor: a link that waits for no step, guard or turn is on its way back.
      var waited = 0
      while hasLinkInFlight, waited < 2_000 {
        waited += 1
        await Task.yield()
      }
      if waited > 0, waited < 2_000 { continue }
      guard clock.sleepsBegun >= views.appliedUpdates, !clock.hasWakingSleepers else { continue }
      // The end of the main actor's turn: SwiftUI's update, the views' write-backs.
      if views.runNextTurn() { continue }
      break
    }
  }

  /// Whether a link is on its way between two of its steps, or to its end: not held until the
  /// app is ready, no step settling, no guard waited for; or an outcome returned and not yet
  /// reported.
  private var hasLinkInFlight: Bool {
    if reports.count < returned.count { return true }
    guard center.isReady, !allLinksEnded else { return false }
    return !model.isSettling && center.pendingGuards.isEmpty
  }

  private var activity: Int { views.activity &+ clock.sleepsBegun &+ settleActivity }

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
    views.record(line())
  }

  // MARK: - The end

  /// Makes the app ready, lets time pass well past the time limit, resolves the guard, and
  /// lets time pass until every link has ended; then checks the last state and the outcomes,
  /// and frees the run.
  func finish() async {
    await settle()
    if !center.isReady {
      center.becomeReady()
      await settle()
    }
    // Well past the time limit, whatever is still on its way: nothing may hang.
    var waited = configuration.stepTimeLimit * 2 + .seconds(1)
    await advanceClock(by: waited)
    await settle()
    let limit = configuration.stepTimeLimit * 60
    while !(allLinksEnded && isQuiet), waited < limit {
      if !center.pendingGuards.isEmpty {
        // The person signs in, or gives up.
        let signsIn = random.chance(50)
        if signsIn { session.isSignedIn = true }
        center.resolveGuard(SwiftUIModelApp.guardName, passed: signsIn)
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
    if !isQuiet { fail("the views never came to rest: \(views.transitions.map(\.description))") }
    checkAfterEvent()
    checkOutcomes()
    collector?.cancel()
    collector = nil
    await settle()
    finalState = views.truth
    views.tearDown()
    clock.cancelAllTimers()
  }

  /// The kind of a failed link's reason: `timed-out` for `step refused (timed-out): …`.
  static func kind(of reason: String) -> String {
    if let open = reason.firstIndex(of: "("), let close = reason[open...].firstIndex(of: ")") {
      return String(reason[reason.index(after: open)..<close])
    }
    return reason.split(separator: " ").prefix(3).joined(separator: " ")
  }

  func result() -> SwiftUIModelRunResult {
    var counts: [String: Int] = [:]
    var failureKinds: [String: Int] = [:]
    for (_, outcome) in returned {
      counts[outcome.name, default: 0] += 1
      if case .failed(let reason) = outcome {
        failureKinds[Self.kind(of: reason.description), default: 0] += 1
      }
    }
    // NB: sorted: links that end at the same moment of the clock may end in either order (the
    // main actor runs the jobs their endings make ready as the executor orders them).
    var fingerprint = Hasher()
    fingerprint.combine(returned.map { "\($0.url) → \($0.outcome)" }.sorted())
    fingerprint.combine(finalState)
    var viewCounts = views.counts
    viewCounts["presentation changes refused under the person's gesture"] = views.layer.refusedForThePerson
    return SwiftUIModelRunResult(
      seed: seed, events: events, configuration: configuration, failures: failures, outcomes: counts,
      failureKinds: failureKinds, viewCounts: viewCounts, links: opened.count, transcript: views.log,
      fingerprint: fingerprint.finalize())
  }
}
