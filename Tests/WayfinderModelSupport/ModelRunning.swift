import Foundation
import WayfinderCoordination
import WayfinderNavigation
import WayfinderRouting

/// How one model run's app and simulator are set up: what the shared run loop reads of it.
public protocol ModelConfiguring: Sendable, CustomStringConvertible {
  /// The setup a test's scene starts from: ready at once, nothing unfriendly.
  static var plain: Self { get }
  /// The navigator's time limit for a step.
  var stepTimeLimit: Duration { get }
  /// Whether the center is made ready for links as the run starts.
  var startsReady: Bool { get set }
}

/// The outcome a launch's restoration ended with (``ModelRunning/launch(restoring:)``).
private final class LaunchOutcome {
  var outcome: LinkOutcome?
}

/// What both models' runs do the same way over their own simulator, scenes and settling: the
/// run loop (``run()``, ``step(_:)``), the end's wait for every link (``waitForEveryLink(waited:)``),
/// the person's answers, and what the tests ask of a run. `ModelRun` (UIKit) and
/// `SwiftUIModelRun` are ``ModelHarness`` subclasses that conform; each brings its scenes,
/// its events (``perform(_:)``, one `switch` over its event enum), its settling and its checks.
@MainActor
public protocol ModelRunning: AnyObject {
  associatedtype Event: ModelEventing
  associatedtype Configuration: ModelConfiguring
  associatedtype App: ModelAppShape

  init(
    seed: UInt64, events: [Event]?, configuration: Configuration?, graph: NavigationGraph,
    routes: RouteTable<Screen>, tracing: Bool)

  // What ``ModelHarness`` has.
  var events: [Event] { get }
  var configuration: Configuration { get }
  var clock: ModelClock { get }
  var session: ModelSession { get }
  var random: SplitMix64 { get set }
  var failures: [String] { get }
  var opened: [String] { get }
  var returned: [(url: String, outcome: LinkOutcome)] { get }
  var allLinksEnded: Bool { get }
  func begin(_ event: Event)
  func endEvent()
  func fail(_ message: String)
  func trace(_ line: @autoclosure () -> String)

  // What each model has of its own.
  /// Each scene's center, in the scenes' order.
  var centers: [DeepLinkCenter<Screen>] { get }
  /// Whether nothing is in flight: no step, no transition, no gesture.
  var isQuiet: Bool { get }
  /// The simulator's log so far, for a failing test's message.
  var transcriptText: String { get }
  /// Listens to the centers' outcomes and to the simulator, and makes the app ready for links.
  func start()
  /// Makes `event` happen, as far as it can now.
  func perform(_ event: Event) async
  /// Waits until everything the last event (or a deadline the clock passed) made ready has run.
  func settle(afterWaking wokeSleeper: Bool) async
  /// The checks after an event, once the run has settled.
  func checkAfterEvent() async
  /// Ends the run: lets every link end, checks, and frees the simulator.
  func finish() async
  func result() -> ModelRunResult<Event, Configuration>
  /// The person, asked, allowed `screen` of scene `index` to close: the checks let a link
  /// close it.
  func allowClose(_ screen: Screen, inScene index: Int)
}

extension ModelRunning {
  /// A run with no events of its own, started, for a test to drive one event at a time with
  /// ``step(_:)``.
  public static func scene(_ configuration: Configuration = .plain) throws -> Self {
    let run = Self(
      seed: 0, events: [], configuration: configuration, graph: try App.graph(), routes: try App.routes(),
      tracing: true)
    run.start()
    return run
  }

  /// ``scene(_:)`` of the plain setup with its `keyPath` set to `value`.
  public static func scene<Value>(_ keyPath: WritableKeyPath<Configuration, Value>, _ value: Value) throws
    -> Self
  {
    var configuration = Configuration.plain
    configuration[keyPath: keyPath] = value
    return try scene(configuration)
  }

  /// The next launch: a scene that restores `data` before it is ready for links, and what the
  /// restoration ended with, 4.5 s later.
  public static func launch(restoring data: Data) async throws -> (Self, LinkOutcome?) {
    var configuration = Configuration.plain
    configuration.startsReady = false
    let run = try scene(configuration)
    let box = LaunchOutcome()
    let center = run.centers[0]
    Task { @MainActor in box.outcome = await center.launch(restoring: data) }
    await run.steps(.advance(milliseconds: 1000), .advance(milliseconds: 1000), .advance(milliseconds: 2500))
    return (run, box.outcome)
  }

  /// Runs every event, then ends the run: returns what it found.
  public func run() async -> ModelRunResult<Event, Configuration> {
    start()
    for event in events { await step(event) }
    await finish()
    return result()
  }

  /// Makes `event` happen, settles, and checks.
  public func step(_ event: Event) async {
    begin(event)
    await perform(event)
    await settle(afterWaking: false)
    await checkAfterEvent()
    endEvent()
  }

  /// Runs `events` one after the other.
  public func steps(_ events: Event...) async {
    for event in events { await step(event) }
  }

  /// The outcome of the last link to `url` that has ended.
  public func outcome(of url: String) -> LinkOutcome? {
    returned.last { $0.url == url }?.outcome
  }

  /// Why the last link to `url` failed, when it ended failed.
  public func failure(of url: String) -> LinkFailure? {
    if case .failed(let failure)? = outcome(of: url) { failure } else { nil }
  }

  /// The state the last link to `url` reported, when it ended handled.
  public func handledState(of url: String) -> NavigationState? {
    outcome(of: url)?.handledState
  }

  /// Ends the run (``finish()``) and returns what went wrong, followed by the transcript when
  /// anything did: what a test expects to be empty.
  public func finished() async -> [String] {
    await finish()
    return failures.isEmpty ? [] : failures + [transcriptText]
  }

  /// Moves the clock on by `duration`, settling after each deadline it passes.
  public func advanceClock(by duration: Duration) async {
    await clock.advance(by: duration) { [unowned self] woke in await settle(afterWaking: woke) }
  }

  /// The person answers the question of the scene whose link waits to close a screen; `false`
  /// when no link waits.
  @discardableResult
  public func answerClose(allowed: Bool) -> Bool {
    guard let index = centers.firstIndex(where: { $0.pendingCloseQuestion != nil }),
      let asked = centers[index].pendingCloseQuestion
    else { return false }
    trace("  the person answers \(allowed ? "discard" : "keep") for \(asked)")
    if allowed { allowClose(asked, inScene: index) }
    centers[index].answerClose(allowed: allowed)
    return true
  }

  /// Lets time pass until every link has ended and nothing is in flight — the person answers
  /// the questions about closing, signs in or gives up — `waited` already passed, for 60 time
  /// limits at most; then fails for each link that never ended.
  public func waitForEveryLink(waited: Duration = .zero) async {
    var waited = waited
    let limit = configuration.stepTimeLimit * 60
    while !(allLinksEnded && isQuiet), waited < limit {
      if centers.contains(where: { $0.pendingCloseQuestion != nil }) {
        answerClose(allowed: random.chance(50))
      } else if let waiting = centers.first(where: { !$0.pendingGuards.isEmpty }) {
        // The person signs in, or gives up.
        let signsIn = random.chance(50)
        if signsIn { session.isSignedIn = true }
        waiting.resolveGuard(App.guardName, passed: signsIn)
      } else {
        let step = configuration.stepTimeLimit + .seconds(1)
        await advanceClock(by: step)
        waited += step
      }
      await settle(afterWaking: false)
    }
    if !allLinksEnded {
      fail("\(opened.count - returned.count) link(s) had no outcome \(waited) after the last event")
    }
  }
}

extension Bool {
  /// Takes an armed knob: whether it was armed, leaving it unarmed.
  public mutating func take() -> Bool {
    defer { self = false }
    return self
  }
}

extension LinkOutcome {
  /// The state the link reported, when it ended handled.
  public var handledState: NavigationState? {
    if case .handled(let state, _) = self { state } else { nil }
  }
}
