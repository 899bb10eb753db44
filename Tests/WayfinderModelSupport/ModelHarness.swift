import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation

/// What a run of either behavioural model does the same way, whichever simulator it drives:
/// its seed, events and clock, the links it opened and their outcomes, what went wrong, and
/// the checks of the outcomes. `ModelRun` (UIKit) and `SwiftUIModelRun` are its subclasses,
/// each adding its simulator, its scenes and its settling.
///
/// The checks here hold for both models:
/// - a link ends handled only with its screen in the state it reports;
/// - no link is reported more often than links were opened;
/// - every link opened has exactly one outcome: `open` returned one for each, and the center
///   reported the same ones, once each.
@MainActor
open class ModelHarness<Event: Sendable & CustomStringConvertible, Configuration>
where Configuration: Sendable & CustomStringConvertible {
  public let seed: UInt64
  public let events: [Event]
  public let configuration: Configuration
  public let clock: ModelClock
  public let session: ModelSession
  /// The random numbers of the app's and the person's choices during the run.
  public var random: SplitMix64
  /// Sends each link to a scene's center, the active one unless the app's policy names
  /// another; holds it while no window is open.
  public let router: SceneRouter<Screen>
  /// The scene the person uses now: the one active last.
  public var activeScene = 0
  /// What each scene showed at the end, before the run freed it.
  public var finalStates: [NavigationState?] = []
  /// The simulator's activity when the navigator's state was last compared with what it shows.
  public var checkedActivity = -1

  /// The links opened, in order.
  public private(set) var opened: [String] = []
  /// What `open` returned, per link, in the order they ended.
  public private(set) var returned: [(url: String, outcome: LinkOutcome)] = []
  /// What the centers reported on their `outcomes` streams.
  public private(set) var reports: [LinkReport] = []
  /// What the centers reported that is not a link: closings of guards' screens.
  public private(set) var otherReports: [LinkReport] = []
  /// What went wrong, each with the event it followed.
  public private(set) var failures: [String] = []
  /// The event being run, with its number.
  public private(set) var currentEvent: (index: Int, event: Event)?
  /// How many events have run.
  public private(set) var performed = 0
  /// Bumped by every link's end and report: part of what a run's settling watches.
  public private(set) var linkActivity = 0
  /// The tasks that listen to the centers' outcomes (``listen(to:priority:)``).
  private var listeners: [Task<Void, Never>] = []
  /// Who waits for something on its way back to the main actor (``nextResumption()``).
  private var resumptionWaiters: [CheckedContinuation<Void, Never>] = []

  public init(
    seed: UInt64, events: [Event], configuration: Configuration, clock: ModelClock, session: ModelSession
  ) {
    self.seed = seed
    self.events = events
    self.configuration = configuration
    self.clock = clock
    self.session = session
    random = SplitMix64(seed: seed ^ 0xA99_5EED)
    router = SceneRouter(clock: clock)
  }

  /// Writes a line of the transcript, when the run is traced: the simulator's log.
  open func record(_ line: () -> String) {}

  /// The screen the link `url` names, if it names one of the model app's screens.
  open func screen(linkedBy url: String) -> Screen? { nil }

  /// Starts `event`: numbers it, and writes it in the transcript.
  public func begin(_ event: Event) {
    currentEvent = (performed, event)
    trace("#\(performed) \(event)")
    performed += 1
  }

  /// Ends the event under way.
  public func endEvent() {
    currentEvent = nil
  }

  // MARK: - Links

  public func linkOpened(_ url: String) {
    opened.append(url)
  }

  /// Returns once something on its way back to the main actor has arrived
  /// (``resumed()``): a link's outcome, a report, a journey or a step going on.
  public func nextResumption() async {
    await withCheckedContinuation { resumptionWaiters.append($0) }
  }

  /// Something on its way back to the main actor has arrived: whoever waits looks again.
  public func resumed() {
    let waiters = resumptionWaiters
    resumptionWaiters = []
    for waiter in waiters { waiter.resume() }
  }

  /// A link's `open` returned `outcome`.
  public func linkEnded(_ url: String, _ outcome: LinkOutcome) {
    defer { resumed() }
    linkActivity &+= 1
    returned.append((url, outcome))
    trace("  \(url.isEmpty ? "\"\"" : url) → \(outcome)")
    guard case .handled(let state, _) = outcome, let screen = screen(linkedBy: url) else { return }
    if !state.holds(screen.id) {
      fail("\(url) ended handled, but its state does not hold \(screen):\n\(indent(state.description))")
    }
  }

  /// A center reported `report` on its stream.
  public func reportArrived(_ report: LinkReport) {
    defer { resumed() }
    linkActivity &+= 1
    // The closing of a guard's screen no link waits on is work of the center's own, reported
    // beside the links: it is counted apart.
    if report.link == nil { otherReports.append(report) } else { reports.append(report) }
  }

  /// Listens to `center`'s outcomes (``reportArrived(_:)``), until ``stopListening()``.
  public func listen(to center: DeepLinkCenter<Screen>, priority: TaskPriority? = nil) {
    let stream = center.outcomes
    listeners.append(
      Task(priority: priority) { @MainActor [weak self] in
        for await report in stream { self?.reportArrived(report) }
      })
  }

  /// Stops listening to the centers' outcomes.
  public func stopListening() {
    for listener in listeners { listener.cancel() }
    listeners = []
  }

  /// Whether every link opened has returned its outcome.
  public var allLinksEnded: Bool { returned.count == opened.count }

  // MARK: - Failures and the transcript

  /// Records what went wrong (the first 20 things: one mismatch tends to repeat after every
  /// event).
  public func fail(_ message: String) {
    guard failures.count < 20 else { return }
    let at = currentEvent.map { "after event #\($0.index) (\($0.event))" } ?? "at the end"
    failures.append("\(at): \(message)")
    trace("  FAILURE: \(message)")
  }

  public func trace(_ line: @autoclosure () -> String) {
    record(line)
  }

  public func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
  }

  // MARK: - Checks

  /// No link has been reported more often than links were opened.
  public func checkReportCount() {
    if reports.count > opened.count {
      fail("\(reports.count) outcomes reported for \(opened.count) links opened")
    }
  }

  /// Every link opened has exactly one outcome: `open` returned one for each, and the centers
  /// reported the same ones, once each.
  public func checkOutcomes() {
    let fromOpen = returned.map { "\($0.url) → \($0.outcome)" }.sorted()
    let fromStream = reports.map { "\($0.subject) → \($0.outcome)" }.sorted()
    if fromOpen.count != opened.count {
      fail("\(opened.count) links opened, \(fromOpen.count) outcomes returned")
    }
    if fromOpen != fromStream {
      let missing = fromOpen.filter { !fromStream.contains($0) }
      let extra = fromStream.filter { !fromOpen.contains($0) }
      fail(
        "the outcomes reported differ from the ones returned (\(fromStream.count) reported, "
          + "\(fromOpen.count) returned); not reported: \(missing); reported only: \(extra)")
    }
  }

  // MARK: - The result

  /// What the run found.
  public func result(
    title: String, replaySuite: String, viewCounts: [String: Int] = [:], transcript: [String]
  ) -> ModelRunResult<Event, Configuration> {
    var counts: [String: Int] = [:]
    var failureKinds: [String: Int] = [:]
    for (_, outcome) in returned {
      counts[outcome.name, default: 0] += 1
      if case .failed(let reason) = outcome {
        let kind = reason.code == .closeRefused ? "close-refused" : Self.kind(of: reason.description)
        failureKinds[kind, default: 0] += 1
      }
    }
    // NB: sorted: links that end at the same moment of the clock may end in either order (the
    // main actor runs the jobs their endings make ready as the executor orders them).
    var fingerprint = Hasher()
    fingerprint.combine(returned.map { "\($0.url) → \($0.outcome)" }.sorted())
    fingerprint.combine(finalStates)
    return ModelRunResult(
      title: title, replaySuite: replaySuite, seed: seed, events: events, configuration: configuration,
      failures: failures, outcomes: counts, failureKinds: failureKinds, viewCounts: viewCounts,
      links: opened.count, transcript: transcript, fingerprint: fingerprint.finalize())
  }

  /// The kind of a failed link's reason: `timed-out` for `step refused (timed-out): …`.
  public static func kind(of reason: String) -> String {
    if let open = reason.firstIndex(of: "("), let close = reason[open...].firstIndex(of: ")") {
      return String(reason[reason.index(after: open)..<close])
    }
    return reason.split(separator: " ").prefix(3).joined(separator: " ")
  }
}
