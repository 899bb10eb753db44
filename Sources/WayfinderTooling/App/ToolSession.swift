@_spi(Internals) import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTesting

/// One run of an app on a `HeadlessNavigator` and a `ManualClock`: links opened, user
/// actions, sign-in, interrupting flows ended, time moved. What `wayfinder open` and
/// `wayfinder play` drive, and what apps' tests can drive too.
///
/// Every method returns once the app has settled: each link has an outcome or is waiting
/// (for sign-in, for an interrupting flow to end, for the app to be ready, or for the clock).
@MainActor
public final class ToolSession {
  /// One link opened in the session.
  public struct LinkRecord: Sendable {
    /// Where the link is in ``ToolSession/links``: 0 for the first link opened.
    public let index: Int
    public let link: String
    /// The route it matched, as the app prints it.
    public let route: String?
    /// `nil` while the link is waiting.
    public internal(set) var outcome: LinkOutcome?
    /// The link the app's rewrite gave in this one's place, and whether it was cold.
    package internal(set) var rewrite: (link: String, cold: Bool)?
    /// The steps this link performed: those the navigator performed from the moment the
    /// center started this link until it started another (or the session ended).
    @_spi(Internals) public internal(set) var steps: [Step] = []

    /// The outcome's name, or `pending`.
    public var outcomeName: String { outcome?.name ?? "pending" }
  }

  public let app: ToolApp
  @_spi(Testing) public let navigator: HeadlessNavigator
  @_spi(Testing) public let clock: ManualClock
  public private(set) var isSignedIn: Bool
  /// How each guard named here answers, on its own (``GuardState``); a guard not named passes
  /// while ``isSignedIn`` and is pending otherwise.
  public internal(set) var guardStates: [String: GuardState] = [:]
  public internal(set) var links: [LinkRecord] = []
  /// The interruption hook's calls, one line each: `rateOrder(7) completed rating: 5`.
  public private(set) var notifications: [String] = []
  /// Screens the next interruption hook call reports stale.
  public var staleAfterInterruption: [Screen] = []
  var center: AnyLinkCenter!
  /// How many of the navigator's transcript entries have been looked at for crediting: those
  /// before it are credited to a link, or are the user's own steps.
  private var credited = 0
  /// Whether the session is waiting for the app to settle: steps performed meanwhile are the
  /// links' own, not the user's.
  private var isSettling = false
  /// The link whose steps the navigator performs now: the one the center started last.
  var runner: Int?
  /// Every step the session has seen, the person's too, each with the state after it.
  package internal(set) var moments: [Moment] = []
  /// The links the center has started, and those it will never start.
  private var started: Set<Int> = []
  private var passedOver: Set<Int> = []
  /// How many `explain` calls are under way: the center asks for a destination for those too.
  private var explaining = 0
  /// What the app decides for the routes a manifest leaves to it: a script's fixtures.
  package var decisions: [(key: ScreenText, decision: ScriptDecision)] = []
  /// What the app decided for each link, by its index: `recipeTab(4) → recipe(4) in veggie`.
  package internal(set) var decided: [Int: String] = [:]

  /// A session on a fresh app: signed in or out (the start state, and every guard), each guard
  /// in `guards` answering as it says instead.
  public init(app: ToolApp, signedIn: Bool = true, ready: Bool = true, guards: [String: GuardState] = [:]) {
    self.app = app
    isSignedIn = signedIn
    guardStates = guards
    clock = ManualClock()
    navigator = HeadlessNavigator(
      state: signedIn ? app.signedInStart : app.signedOutStart, clock: clock, recording: .stepsAndStates)
    center = app.makeCenter(
      ToolApp.Context(
        navigator: navigator, clock: clock,
        isSignedIn: { [unowned self] in self.isSignedIn },
        guardPasses: { [unowned self] name in self.state(of: name) == .passes },
        interruptionEnded: { [unowned self] route, result in
          self.notifications.append("\(route) \(Self.describe(result))")
          let stale = self.staleAfterInterruption
          self.staleAfterInterruption = []
          return stale
        },
        linkStarts: { [unowned self] in self.linkStarted() },
        decide: { [unowned self] route in try self.decide(route) }))
    if ready { center.becomeReady() }
  }

  /// The state on screen.
  public var state: NavigationState { navigator.state }

  /// Whether the app has said it is ready.
  public var isReady: Bool { center.isReady() }

  /// The guards a link is waiting for.
  public var pendingGuards: [String] { center.pendingGuards() }

  /// Whether an interrupting flow is up, waiting to be finished or cancelled.
  public var isInterrupted: Bool { center.isInterrupted() }

  /// Opens `link` and waits until it has an outcome or is waiting.
  @discardableResult
  public func open(_ link: String) async -> LinkRecord {
    await open(link, from: .url)
  }

  /// Opens `link`, arriving from `source`, and waits until it has an outcome or is waiting.
  @discardableResult
  public func open(_ link: String, from source: LinkSource) async -> LinkRecord {
    let index = record(link, from: source)
    hand(center.send(link, source), index)
    await settle {}
    return links[index]
  }

  /// Opens what a notification's `payload` stands for (the link under `link`, or else the first
  /// of the app's payload links its values make), and waits until it has an outcome or is
  /// waiting. A payload that stands for no link is recorded with no link, failed.
  @discardableResult
  public func open(payload: [String: String]) async -> LinkRecord {
    let values = payload.mapValues { $0 as any Sendable }
    let link = payload["link"] ?? app.payloadLinks.lazy.compactMap { $0.link(for: values) }.first ?? ""
    let index = record(link, from: .notification)
    hand(center.sendPayload(values), index)
    await settle {}
    return links[index]
  }

  /// Records a link as it arrives, with what a rewrite makes of it.
  private func record(_ link: String, from source: LinkSource) -> Int {
    let index = links.count
    let read = app.rewritten(link, cold: !isReady, from: source)
    var record = LinkRecord(index: index, link: link, route: link.isEmpty ? nil : app.reading(read).route)
    if read != link { record.rewrite = (read, !isReady) }
    links.append(record)
    return index
  }

  /// What `link` would do arriving from `source`, without opening it.
  @_spi(Internals) public func explain(_ link: String, from source: LinkSource = .url) async
    -> LinkExplanation
  {
    explaining += 1
    defer { explaining -= 1 }
    return await center.explain(link, source)
  }

  /// Says the app is ready: the newest held link opens.
  public func becomeReady() async {
    // Of the links held, the center starts the newest (if its time to live has not passed)
    // and ends the others.
    if !isReady {
      let held = links.indices.filter { links[$0].route != nil && links[$0].outcome == nil }
      passedOver.formUnion(held.dropLast())
    }
    await settle { center.becomeReady() }
  }

  /// The user signs in: every guard passes from now on, and a link waiting for sign-in goes on.
  ///
  /// As an app's Sign In button does, it answers every guard the app has, not only those a
  /// link waits for: a sign-in screen left up past its wait limit closes too.
  public func signIn() async {
    isSignedIn = true
    guardStates = [:]
    await answerGuards(passed: true)
  }

  /// The user cancels sign-in: a link waiting for it ends guard-failed, and a sign-in screen
  /// left up past its wait limit closes, as an app's Cancel button closes it.
  public func cancelSignIn() async {
    await answerGuards(passed: false)
  }

  /// Tells the center the answer to every guard: those links wait for first.
  private func answerGuards(passed: Bool) async {
    let waiting = pendingGuards
    let names = waiting + app.guards.map(\.name).filter { !waiting.contains($0) }
    // A screen no link waits on closes as nobody's step.
    if waiting.isEmpty { runner = nil }
    await settle { for name in names { center.resolveGuard(name, passed) } }
  }

  /// Whether a guard's screen (sign-in) is on screen, waited on or not.
  public var showsGuardScreen: Bool {
    app.guards.contains { state.holds($0.screen) }
  }

  /// The screen a link waits to close, asked about ("Discard changes?"), if any.
  public var pendingCloseQuestion: Screen? { center.pendingCloseQuestion() }

  /// The person answers the question about closing a screen: the link goes on, or ends
  /// close-refused.
  public func answerClose(allowed: Bool) async {
    await settle { center.answerClose(allowed) }
  }

  /// Ends the interrupting flow on screen with `result`.
  public func endInterruption(_ result: InterruptionResult) async {
    await settle { center.endInterruption(result) }
  }

  /// Moves the clock on (times to live, resolver timeouts, slow data).
  public func advance(by duration: Duration) async {
    await settle {}
    await settle { await clock.advance(by: duration) }
  }

  /// Performs a user action's steps on the navigator, as a person tapping would: the center
  /// hears them as the person's (a sign-in sheet pulled down ends the link waiting on it, a tap
  /// on a guarded tab runs its guard), and no link is credited with them.
  @_spi(Internals) public func perform(_ steps: [Step]) async throws(NavigationError) {
    await settle {}
    // NB: a Result, not an error caught into a captured optional: that shape is the one Swift
    // 6.3.1 miscompiles with the optimizer on (the routing catalog's "Release builds").
    var result: Result<Void, NavigationError> = .success(())
    await settle {
      recordPersonSteps(steps)
      result = Result { () throws(NavigationError) in try navigator.personPerforms(steps) }
    }
    try result.get()
  }

  /// Runs `action`, then waits until the app settles, crediting each step performed meanwhile
  /// to the link that performed it (``creditSteps()``).
  func settle(_ action: () async -> Void) async {
    credited = navigator.transcript.count
    isSettling = true
    defer { isSettling = false }
    await action()
    await waitUntilQuiet()
    // A guard that fails answers the link waiting for it at once, as an app that refuses.
    while let failing = pendingGuards.first(where: { state(of: $0) == .fails }) {
      center.resolveGuard(failing, false)
      await waitUntilQuiet()
    }
    creditSteps()
  }

  /// Records the outcome of the work at `index` in ``links`` as it ends.
  func hand(_ ticket: LinkTicket, _ index: Int) {
    ticket.whenEnded { [weak self] outcome in self?.links[index].outcome = outcome }
  }

  /// Waits until nothing moves any more: no link can go on without something from outside
  /// (a user action, sign-in, the clock).
  ///
  /// The center says when, as an event: it has every link this session handed it (each
  /// handed over without suspending), and it is idle — each piece of work has ended, or waits
  /// for something from outside (held until ready, a guard, an interrupting flow, an answer
  /// about closing a screen, or the tool's manual clock). The tool's data loads answer at once
  /// or on the manual clock, so nothing else waits.
  private func waitUntilQuiet() async {
    await center.idle()
  }

  /// Credits the steps performed since the last call to the link the center runs.
  func creditSteps() {
    let count = navigator.transcript.count
    guard isSettling, count > credited else { return }
    for entry in navigator.transcript[credited..<count] {
      moments.append(
        Moment(
          step: entry.step, state: entry.state ?? navigator.state,
          origin: runner.map { Moment.Origin.link($0) } ?? .app))
    }
    if let runner { links[runner].steps += navigator.transcript[credited..<count].map(\.step) }
    credited = count
  }

  /// The center starts a link: the steps until then were the link before's, the steps from
  /// now on are this one's. Which link it is follows from the dispatch policy: `supersede`
  /// starts the newest link waiting, `queue` the oldest, `dropNew` the only one (newcomers end
  /// at once); when the app becomes ready, the newest held.
  private func linkStarted() {
    guard explaining == 0 else { return }
    creditSteps()
    let waiting = links.indices.filter {
      links[$0].route != nil && links[$0].outcome == nil && !started.contains($0) && !passedOver.contains($0)
    }
    guard let next = app.dispatchPolicy == .supersede ? waiting.last : waiting.first else { return }
    runner = next
    started.insert(next)
  }

  /// Whether link `index` has been started by the center.
  func hasStarted(_ index: Int) -> Bool { started.contains(index) }

  static func describe(_ result: InterruptionResult) -> String {
    switch result {
    case .cancelled: "cancelled"
    case .superseded: "superseded"
    case .completed(let values):
      "completed" + values.sorted { $0.key < $1.key }.map { " \($0.key): \($0.value)" }.joined(separator: ",")
    }
  }
}
