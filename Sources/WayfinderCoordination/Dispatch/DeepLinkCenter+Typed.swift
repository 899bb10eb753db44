import WayfinderNavigation
import WayfinderRouting

// The center in the app's own types: made from routes that are its screens, guards checked
// against the graph when it is made, and guards and tabs named by the app's enums.
extension DeepLinkCenter {
  /// Creates a center whose guards are checked against the graph first: every guard the graph
  /// names must be given, so a misspelt guard fails here, with its name, rather than when a
  /// link first meets it.
  ///
  /// The parameters are those of ``init(routes:graph:navigator:clock:policy:timeToLive:animatesLastStep:guards:coordinators:interruptionEnded:destination:)``,
  /// with `guards` next to the graph they are checked against.
  ///
  /// - Throws: ``GraphError`` (`missing-guard`) naming the first guard the
  ///   graph names that `guards` do not give, or a guard whose screen the graph lacks.
  public convenience init<C: Clock>(
    routes: RouteTable<Route>,
    graph: NavigationGraph,
    guards: [RouteGuard],
    navigator: any Navigator,
    clock: C = ContinuousClock(),
    policy: DeepLinkCenterPolicy = .supersede,
    timeToLive: Duration = .seconds(60),
    animatesLastStep: Bool = true,
    coordinators: Coordinator? = nil,
    interruptionEnded:
      @escaping @MainActor @Sendable (Route, InterruptionResult) async -> InterruptionFollowUp = { _, _ in
        .restore()
      },
    destination: @escaping @Sendable (Route) -> Destination
  ) throws(GraphError) where C.Duration == Duration {
    try graph.checkGuards(guards)
    self.init(
      routes: routes, graph: graph, navigator: navigator, clock: clock, policy: policy,
      timeToLive: timeToLive,
      animatesLastStep: animatesLastStep, guards: guards, coordinators: coordinators,
      interruptionEnded: interruptionEnded, destination: destination)
  }

  /// Says whether the guard `name` passed (see `resolveGuard(_:passed:)`).
  public func resolveGuard(_ name: some GuardName, passed: Bool) {
    resolveGuard(name.rawValue, passed: passed)
  }

  /// The guards a running piece of work is waiting for, as the app's guard type; a name the
  /// type does not have is left out.
  public func pendingGuards<Guard: GuardName>(as type: Guard.Type) -> [Guard] {
    pendingGuards.compactMap(Guard.init(rawValue:))
  }

  /// Whether the person may select `tab` now, with no guard to run (see
  /// `personMaySelect(tab:)`).
  public func personMaySelect(tab: some ContainerName) -> Bool { personMaySelect(tab: tab.rawValue) }

  /// The person tapped `tab`: its guards run as a link's do, then it is selected (see
  /// `personSelects(tab:)`).
  public func personSelects(tab: some ContainerName) async -> LinkOutcome {
    await personSelects(tab: tab.rawValue)
  }

  /// Hands the center the person's tap on `tab` and returns at once (see
  /// `send(tabTap:)`).
  @discardableResult
  public func send(tabTap tab: some ContainerName) -> LinkTicket { send(tabTap: tab.rawValue) }
}

extension DeepLinkCenter where Route: ScreenConvertible {
  /// Creates a center whose routes are the app's screens — the common case, where each case of
  /// one enum is a screen a link opens and a screen the views show — so that a route leads to
  /// its own screen, wherever the graph puts it. Its guards are checked against the graph
  /// first, as ``init(routes:graph:guards:navigator:clock:policy:timeToLive:animatesLastStep:coordinators:interruptionEnded:destination:)``
  /// checks them.
  ///
  /// ```swift
  /// let center = try DeepLinkCenter(
  ///   routes: try Shop.routes(), graph: try Shop.graph(), guards: [signedIn], navigator: navigator)
  /// await center.open("shop://products/7")  // handled: product(7) on screen
  /// ```
  ///
  /// - Throws: ``GraphError`` (`missing-guard`) naming the first guard the
  ///   graph names that `guards` do not give, or a guard whose screen the graph lacks.
  public convenience init<C: Clock>(
    routes: RouteTable<Route>,
    graph: NavigationGraph,
    guards: [RouteGuard],
    navigator: any Navigator,
    clock: C = ContinuousClock(),
    policy: DeepLinkCenterPolicy = .supersede,
    timeToLive: Duration = .seconds(60),
    animatesLastStep: Bool = true,
    coordinators: Coordinator? = nil,
    interruptionEnded:
      @escaping @MainActor @Sendable (Route, InterruptionResult) async -> InterruptionFollowUp = { _, _ in
        .restore()
      }
  ) throws(GraphError) where C.Duration == Duration {
    try self.init(
      routes: routes, graph: graph, guards: guards, navigator: navigator, clock: clock, policy: policy,
      timeToLive: timeToLive, animatesLastStep: animatesLastStep, coordinators: coordinators,
      interruptionEnded: interruptionEnded, destination: { .screen($0.screen, in: nil) })
  }
}
