@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderRouting

/// What a running piece of work asks of the center that holds the ``DispatchMachine``: the
/// only way a link's procedure reaches the machine, and always by an event the machine takes
/// in its turn.
@MainActor
protocol DispatchShell: AnyObject {
  /// Takes the navigator's reports that wait in the inbox.
  func takeInbox()
  /// Whether the app has said it is ready: a link arriving before is cold.
  var isReady: Bool { get }
  /// What superseded work left on screen, for the running work to close on its way.
  func takeLeftovers() -> Closing
  /// Says an interrupting flow stayed on screen after its work stopped: the next work closes it.
  func leaves(_ flow: DispatchMachine.Interruption)
  /// Waits, as the machine's phase `waitingForGuard`, until the machine ends the wait.
  func wait(_ job: Job, for wait: DispatchMachine.GuardWait) async -> DispatchMachine.GuardResult
  /// Waits, as the machine's phase `interrupted`, until the flow ends; `nil` when superseded.
  func wait(_ job: Job, untilEnded flow: DispatchMachine.Interruption) async -> InterruptionResult?
  /// Waits, as the machine's phase `askingToClose`, for the answer about closing `screen`.
  func wait(_ job: Job, toClose screen: Screen.ID) async -> DispatchMachine.CloseAnswer
  /// The phase of the running work, if any work runs.
  var runningPhase: DispatchMachine.Phase? { get }
  /// The app (here, a coordinator) says whether a guard passed.
  func resolveGuard(_ name: String, passed: Bool)
  /// The app (here, the flow's coordinator) ends the interrupting flow.
  func endInterruption(_ result: InterruptionResult)
}

/// Takes each kind of work from what it asks to its outcome: a link (resolvers, redirects,
/// guards, an interrupting flow, the steps), a restoration, a person's guarded tab tap, the
/// closing of a guard's screen nobody waits on. It plans from the live hierarchy and performs
/// steps on the navigator; every wait is a phase of the machine, entered through the
/// ``DispatchShell``. It decides nothing about which work runs: that is the machine's.
@MainActor
final class LinkRunner<Route: Sendable> {
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
  /// The time on the center's clock since the center was made.
  let now: @Sendable () -> Duration
  /// Sleeps until the given time since the center was made, on the center's clock.
  let sleepUntil: @Sendable (Duration) async throws -> Void
  let coordinators: Coordinator?
  /// The center, which holds the machine and owns this runner.
  weak var shell: (any DispatchShell)?
  /// What a link may close: the app's rules, which the center's `closing` sets.
  var closing = ClosingRules()
  /// A handled link waiting for a coordinator on its path to attach.
  var waitingDelivery: PendingAttachment?
  /// The coordinators whose flows ended as the center saw it (an interruption completed or
  /// cancelled, a guard passed or failed): each ends so, not replaced by a link, when its
  /// container leaves the screen.
  var flowEnds: [FlowEnd] = []
  /// The interrupting flow a link waits on now, that the same link coming again keeps: the
  /// route's link as the table prints it, and the flow's screen.
  var keptFlow: (route: String, flow: Screen.ID)?
  /// The screens the app's routes interrupt with (``Destination/interrupt(_:whenRepeated:)``),
  /// found by opening an example link of each pattern: a modal they are the root of is an
  /// interrupting flow, which a restoration leaves out. Asked at the first restoration only. A
  /// flow a resolver decides is not among them.
  lazy var interruptingScreens: Set<String> = {
    var names: Set<String> = []
    for pattern in routes.patterns {
      guard let route = routes.exampleMatch(of: pattern)?.route else { continue }
      if case .interrupt(let screen, _) = destination(route) { names.insert(screen.name) }
    }
    return names
  }()
  /// The app's rewrite, run on each link before matching, after the declared rules.
  var rewrite: (@MainActor @Sendable (IncomingLink) throws -> String)?
  /// The declared rewrites (``DeepLinkCenter/addRewrite(_:cold:warm:from:)``) and the sources
  /// each applies to (every source when empty), compiled.
  var rewriteRules: (rules: RewriteRules, sources: [Set<LinkSource>])?

  init(
    routes: RouteTable<Route>, graph: NavigationGraph, navigator: any Navigator, guards: [RouteGuard],
    destination: @escaping @Sendable (Route) -> Destination,
    interruptionEnded:
      @escaping @MainActor @Sendable (Route, InterruptionResult) async -> InterruptionFollowUp,
    animatesLastStep: Bool, now: @escaping @Sendable () -> Duration,
    sleepUntil: @escaping @Sendable (Duration) async throws -> Void, coordinators: Coordinator?
  ) {
    self.routes = routes
    self.graph = graph
    self.navigator = navigator
    live = navigator as? any LiveNavigator
    self.guards = Dictionary(guards.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    self.destination = destination
    self.interruptionEnded = interruptionEnded
    planner = TransitionPlanner(animatesLastStep: animatesLastStep, checksStates: false)
    self.now = now
    self.sleepUntil = sleepUntil
    self.coordinators = coordinators
  }

  /// What superseded work left, to close on the way; nothing once the center is gone.
  func takeLeftovers() -> Closing {
    shell?.takeLeftovers() ?? Closing((guards: [], interruption: nil))
  }
}
