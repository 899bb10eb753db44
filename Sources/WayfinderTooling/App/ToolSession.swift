import WayfinderCoordination
import WayfinderNavigation
import WayfinderRouting

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
    public let link: String
    /// The route it matched, as the app prints it.
    public let route: String?
    /// `nil` while the link is waiting.
    public internal(set) var outcome: LinkOutcome?
    /// The steps performed while this link was the one running.
    public internal(set) var steps: [Step] = []

    /// The outcome's name, or `pending`.
    public var outcomeName: String { outcome?.name ?? "pending" }
  }

  public let app: ToolApp
  public let navigator: HeadlessNavigator
  public let clock: ManualClock
  public private(set) var isSignedIn: Bool
  public private(set) var links: [LinkRecord] = []
  /// The interruption hook's calls, one line each: `rateOrder(7) completed rating: 5`.
  public private(set) var notifications: [String] = []
  /// Screens the next interruption hook call reports stale.
  public var staleAfterInterruption: [Screen.ID] = []
  private var center: AnyLinkCenter!
  private var running: [Int: Task<Void, Never>] = [:]

  /// A session on a fresh app.
  public init(app: ToolApp, signedIn: Bool = true, ready: Bool = true) {
    self.app = app
    isSignedIn = signedIn
    clock = ManualClock()
    navigator = HeadlessNavigator(
      state: signedIn ? app.signedInStart : app.signedOutStart, clock: clock, recording: .stepsAndStates)
    center = app.makeCenter(
      ToolApp.Context(
        navigator: navigator, clock: clock,
        isSignedIn: { [unowned self] in self.isSignedIn },
        interruptionEnded: { [unowned self] route, result in
          self.notifications.append("\(route) \(Self.describe(result))")
          let stale = self.staleAfterInterruption
          self.staleAfterInterruption = []
          return stale
        }))
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
    let index = links.count
    links.append(LinkRecord(link: link, route: app.reading(link).route))
    let center = self.center!
    running[index] = Task { [weak self] in
      let outcome = await center.open(link)
      self?.links[index].outcome = outcome
      self?.running[index] = nil
    }
    await settle(attributingTo: index)
    return links[index]
  }

  /// What `link` would do, without opening it.
  public func explain(_ link: String) async -> LinkExplanation { await center.explain(link) }

  /// Says the app is ready: the newest held link opens.
  public func becomeReady() async {
    await settle { center.becomeReady() }
  }

  /// The user signs in: every guard passes from now on, and a link waiting for sign-in goes on.
  public func signIn() async {
    isSignedIn = true
    let waiting = pendingGuards
    await settle { for name in waiting { center.resolveGuard(name, true) } }
  }

  /// The user cancels sign-in: a link waiting for it ends guard-failed.
  public func cancelSignIn() async {
    let waiting = pendingGuards
    await settle { for name in waiting { center.resolveGuard(name, false) } }
  }

  /// Ends the interrupting flow on screen with `result`.
  public func endInterruption(_ result: InterruptionResult) async {
    await settle { center.endInterruption(result) }
  }

  /// Moves the clock on (times to live, resolver timeouts, slow data).
  public func advance(by duration: Duration) async {
    await settle {}
    await clock.advance(by: duration)
    await settle {}
  }

  /// Performs a user action's steps on the navigator, as a person tapping would.
  public func perform(_ steps: [Step]) async throws(NavigationError) {
    await settle {}
    for step in steps { try await navigator.perform(step) }
    await settle {}
  }

  /// Runs `action`, then waits until the app settles, giving the steps performed meanwhile to
  /// the link that was running.
  private func settle(_ action: () -> Void) async {
    let active = links.indices.last { links[$0].outcome == nil }
    action()
    await settle(attributingTo: active)
  }

  /// Waits until nothing moves any more: no link can go on without something from outside
  /// (a user action, sign-in, the clock). The tasks here run on the main actor, so yielding
  /// lets each of them run until it waits.
  private func settle(attributingTo index: Int?) async {
    let first = navigator.transcript.count
    var quiet = 0
    var last = fingerprint
    while quiet < 16 {
      await Task.yield()
      let now = fingerprint
      if now == last { quiet += 1 } else { (quiet, last) = (0, now) }
    }
    guard let index, navigator.transcript.count > first else { return }
    links[index].steps += navigator.transcript[first...].map(\.step)
  }

  private var fingerprint: [Int] {
    [
      navigator.transcript.count, running.count, links.count { $0.outcome != nil },
      center.pendingGuards().count, center.isInterrupted() ? 1 : 0, clock.sleeperCount,
    ]
  }

  static func describe(_ result: InterruptionResult) -> String {
    switch result {
    case .cancelled: "cancelled"
    case .superseded: "superseded"
    case .completed(let values):
      "completed" + values.sorted { $0.key < $1.key }.map { " \($0.key): \($0.value)" }.joined(separator: ",")
    }
  }
}
