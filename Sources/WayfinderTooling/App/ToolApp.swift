@_spi(Internals) import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTesting

/// An app as the tool runs it — an embedded reference app or one read from a manifest — with
/// its route type erased: its link policy and patterns, navigation graph, guards, start
/// states, and a way to make a `DeepLinkCenter` for a ``ToolSession``.
public struct ToolApp: Sendable {
  /// A guard the app configures: its name in the graph, and the screen shown while it waits
  /// (sign-in).
  public struct Guard: Sendable, Hashable {
    public var name: String
    public var screen: Screen
    /// How long a link waits for the guard; `nil` for no limit.
    public var waitLimit: Duration?

    public init(_ name: String, showing screen: Screen, waitLimit: Duration? = RouteGuard.defaultWaitLimit) {
      self.name = name
      self.screen = screen
      self.waitLimit = waitLimit
    }
  }

  /// What reading one link gave: the normalized link, the pattern and parameters it matched
  /// and the route it made, or the error.
  public struct Reading: Sendable {
    public var link: String
    @_spi(Internals) public var normalized: NormalizedLink?
    public var pattern: String?
    public var parameters: [(name: String, value: String)] = []
    public var route: String?
    public var error: LinkError?
    /// For a route the app decides at run time, as a manifest declares it, the screens it may
    /// choose among.
    public var choices: [String]?
    /// For an app that decodes a link encoded twice (`links: {decode: twice}`), the link
    /// decoded once more, which the rest follows; `nil` when it was not.
    @_spi(Internals) public var decodedAgain: String?
  }

  /// Where one pattern leads, found by opening an example link of it: a screen, an
  /// interruption, a target resolved at run time, or a responder.
  public struct RouteTarget: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
      case screen
      case interrupt
      case resolved
      case responder
      /// An action of the app's, run instead of showing a screen; ``screen`` holds its name.
      case action
    }

    @_spi(Internals) public var pattern: RoutePattern
    public var kind: Kind
    /// The screen's name, for `screen` and `interrupt`; the action's, for `action`.
    public var screen: String?
    /// The stack the route names, if it names one.
    public var stack: String?
  }

  /// What a session gives the app when it makes its center.
  @MainActor
  public struct Context {
    @_spi(Testing) public let navigator: HeadlessNavigator
    @_spi(Testing) public let clock: ManualClock
    /// Whether the user is signed in now: what every guard checks, unless a script says how each guard answers on its own.
    public let isSignedIn: @MainActor @Sendable () -> Bool
    /// Whether the guard of the given name passes now, each on its own.
    package var guardPasses: (@MainActor @Sendable (String) -> Bool)?
    /// Called when an interrupting flow ends; returns the screens to reload.
    public let interruptionEnded: @MainActor @Sendable (String, InterruptionResult) async -> [Screen]
    /// Called when the center starts running a link (or explains one), before the link's
    /// first step: the steps from then on are that link's.
    public let linkStarts: @MainActor @Sendable () -> Void
    /// What the app decides for a manifest route it decides: the script's fixture.
    package var decide: @MainActor @Sendable (ManifestRoute) async throws -> Destination = { route in
      throw DecisionFailure("nothing says what the app decides for \(route)")
    }
  }

  public let name: String
  public let policy: LinkPolicy
  @_spi(Internals) public let patterns: [RoutePattern]
  /// The route table's redirects: the pattern whose links each sends on, and where.
  @_spi(Internals) public let redirects: [(from: RoutePattern, to: String)]
  public let graph: NavigationGraph
  public let guards: [Guard]
  public let dispatchPolicy: DeepLinkCenterPolicy
  public let timeToLive: Duration
  /// Whether a link's last step is animated.
  public let animatesLastStep: Bool
  /// How soon the same link again is a duplicate, dropped (`DeepLinkCenter.duplicateWindow`).
  package let duplicateWindow: Duration?
  public let signedInStart: NavigationState
  public let signedOutStart: NavigationState
  /// Where each pattern leads, in table order.
  public let targets: [RouteTarget]
  /// Where any web link leads, for a policy that accepts them (``LinkPolicy/acceptsAnyWebLink``).
  package let anyWebLinkTarget: RouteTarget?
  /// The rewrites run before matching (a manifest's `rewrites`), with the sources each takes.
  package typealias Rewrites = (rules: RewriteRules, sources: [Set<LinkSource>])
  /// The app's rewrites, run on each link before it is matched.
  package let rewrites: Rewrites?
  /// The links notification payloads that carry values stand for (a manifest's `payloads`).
  package let payloadLinks: [PayloadLink]
  /// The lint findings the app acknowledges: ``lint()`` lists them apart, with their reasons.
  public var acknowledgements: [LintAcknowledgement] = []
  /// Why `wayfinder generate` refuses the manifest the app was read from, if it does: a name
  /// Swift cannot use. ``lint()`` reports it first, as an error of the same code.
  package var generateRefusal: ManifestError?
  let read: @Sendable (String) -> Reading
  let makeCenter: @MainActor @Sendable (Context) -> AnyLinkCenter

  /// Makes an app from a route table and where its routes lead.
  ///
  /// - Parameters:
  ///   - name: The app's name, for messages and exports.
  ///   - routes: The app's route table.
  ///   - graph: The app's navigation graph.
  ///   - guards: The guards the graph names, with the screen each shows while it waits; in a
  ///     session each passes when the user is signed in.
  ///   - dispatchPolicy: What to do with a link that arrives while another runs.
  ///   - timeToLive: How long a link held until the app is ready stays worth opening.
  ///   - animatesLastStep: Whether a link's last step is animated.
  ///   - signedInStart: The state a signed-in session starts in; the graph's initial state
  ///     when `nil`.
  ///   - signedOutStart: The state a signed-out session starts in; the signed-in one when `nil`.
  ///   - coordinators: The coordinator tree the center walks, if the app has one.
  ///   - destination: Where a route leads; it is given the session's clock, for resolvers
  ///     that wait for data.
  @_spi(Testing) public init<Route: Sendable>(
    name: String,
    routes: RouteTable<Route>,
    graph: NavigationGraph,
    guards: [Guard] = [],
    dispatchPolicy: DeepLinkCenterPolicy = .supersede,
    timeToLive: Duration = .seconds(60),
    animatesLastStep: Bool = true,
    signedInStart: NavigationState? = nil,
    signedOutStart: NavigationState? = nil,
    coordinators: (@MainActor @Sendable () -> Coordinator?)? = nil,
    destination: @escaping @Sendable (Route, ManualClock) -> Destination
  ) {
    self.init(
      name: name, routes: routes, graph: graph, guards: guards, dispatchPolicy: dispatchPolicy,
      timeToLive: timeToLive, animatesLastStep: animatesLastStep, signedInStart: signedInStart,
      signedOutStart: signedOutStart, coordinators: coordinators,
      deciding: { route, clock, _ in destination(route, clock) })
  }

  /// Makes an app whose routes may leave a decision to the session: `destination` is given
  /// the session's clock and what the session says the app decides (a script's fixtures).
  package init<Route: Sendable>(
    name: String, routes: RouteTable<Route>, graph: NavigationGraph, guards: [Guard],
    dispatchPolicy: DeepLinkCenterPolicy, timeToLive: Duration, animatesLastStep: Bool,
    signedInStart: NavigationState?, signedOutStart: NavigationState?,
    coordinators: (@MainActor @Sendable () -> Coordinator?)?, rewrites: Rewrites? = nil,
    payloadLinks: [PayloadLink] = [], duplicateWindow: Duration? = nil,
    choices: @escaping @Sendable (Route) -> [String]? = { _ in nil },
    deciding destination:
      @escaping @Sendable (
        Route, ManualClock, @escaping @MainActor @Sendable (ManifestRoute) async throws -> Destination
      ) -> Destination
  ) {
    self.name = name
    policy = routes.policy
    patterns = routes.patterns
    redirects = routes.redirectRules
    self.rewrites = rewrites
    self.payloadLinks = payloadLinks
    self.graph = graph
    self.guards = guards
    self.dispatchPolicy = dispatchPolicy
    self.timeToLive = timeToLive
    self.animatesLastStep = animatesLastStep
    self.duplicateWindow = duplicateWindow
    self.signedInStart = signedInStart ?? graph.initialState
    self.signedOutStart = signedOutStart ?? signedInStart ?? graph.initialState
    read = { written in
      var reading = Self.read(written, in: routes)
      let link = routes.policy.wholeLink(standingFor: written) ?? written
      let route =
        link.hasPrefix("/") ? (try? routes.match(path: link))?.route : try? routes.matchedRoute(link)
      reading.choices = route.flatMap(choices)
      return reading
    }
    let lead = { (route: Route) in
      destination(route, ManualClock()) { route in throw DecisionFailure("no session decides \(route)") }
    }
    let targets = Self.targets(of: routes, in: graph, destination: lead)
    self.targets = targets
    anyWebLinkTarget = Self.anyWebLinkTarget(of: routes, destination: lead)
    // The center would find them by asking `destination`, which counts a link as started.
    let interrupting = Set(targets.filter { $0.kind == .interrupt }.compactMap(\.screen))
    makeCenter = { context in
      let center = DeepLinkCenter(
        routes: routes, graph: graph, navigator: context.navigator, clock: context.clock,
        policy: dispatchPolicy, timeToLive: timeToLive, animatesLastStep: animatesLastStep,
        guards: guards.map { spec in
          RouteGuard(spec.name, showing: spec.screen, waitLimit: spec.waitLimit) {
            context.guardPasses?(spec.name) ?? context.isSignedIn()
          }
        },
        coordinators: coordinators?(),
        interruptionEnded: { route, result in
          .restore(reloading: await context.interruptionEnded("\(route)", result))
        },
        destination: { route in
          // The center is main-actor isolated and asks for a destination as a link starts.
          MainActor.assumeIsolated { context.linkStarts() }
          return destination(route, context.clock, context.decide)
        })
      if let rewrites { center.useRewrites(rewrites.rules, sources: rewrites.sources) }
      center.payloadLinks = payloadLinks
      center.duplicateWindow = duplicateWindow
      center.interruptingScreens = interrupting
      return AnyLinkCenter(center)
    }
  }

  /// Reads `link` as the app's route table does.
  public func reading(_ link: String) -> Reading { read(link) }

  /// Runs `body` with screens printed as the app's graph declares their parameters, in that
  /// order (`episode(showID: 5, episodeID: 9)`, not sorted by name): what the tool prints.
  @MainActor
  package func printingScreens<T>(_ body: @MainActor () async throws -> T) async rethrows -> T {
    try await Screen.$parameterOrder.withValue(graph.parameterOrder) { try await body() }
  }

  /// Reads `link` as the center does: a bare path (`/cards/42`, what a rewrite may give) as the
  /// whole link it stands for when the policy names an origin for bare paths, else as a path of
  /// the app's; anything else as a whole link.
  private static func read<Route>(_ written: String, in table: RouteTable<Route>) -> Reading {
    var reading = Reading(link: written)
    let link = table.policy.wholeLink(standingFor: written) ?? written
    let isPath = link.hasPrefix("/")
    do throws(LinkError) {
      if !isPath { reading.decodedAgain = try table.decodedAgain(link) }
      reading.normalized = isPath ? try table.normalize(path: link) : try table.normalize(link)
      let match = isPath ? try table.match(path: link) : try table.match(link)
      reading.pattern =
        match.pattern.text
        + (match.pattern.hosts.isEmpty ? "" : " (on \(match.pattern.writtenHosts.joined(separator: ", ")))")
      let values = match.parameters.values
      reading.parameters = match.pattern.parameterNames.compactMap { name in values[name].map { (name, $0) } }
      reading.route = String(describing: match.route)
    } catch {
      reading.error = error
    }
    return reading
  }

  /// Opens an example path of each pattern (each parameter given a value of its type) and
  /// reads where its route leads.
  private static func targets<Route>(
    of table: RouteTable<Route>, in graph: NavigationGraph, destination: (Route) -> Destination
  ) -> [RouteTarget] {
    table.patterns.map { pattern in
      target(of: pattern, route: table.exampleMatch(of: pattern)?.route, destination: destination)
    }
  }

  /// Where a link of another site leads, opened as any web link is.
  private static func anyWebLinkTarget<Route>(
    of table: RouteTable<Route>, destination: (Route) -> Destination
  )
    -> RouteTarget?
  {
    guard table.policy.acceptsAnyWebLink, let scheme = table.policy.webSchemes.first else { return nil }
    // A reserved name (RFC 2606), never one of the app's hosts.
    let route = table.route(for: "\(scheme)://example.invalid/")
    return target(of: .anyWebLink, route: route, destination: destination)
  }

  private static func target<Route>(
    of pattern: RoutePattern, route: Route?, destination: (Route) -> Destination
  ) -> RouteTarget {
    var target = RouteTarget(pattern: pattern, kind: .resolved)
    guard let route else { return target }
    switch destination(route) {
    case .screen(let screen, let stack, _):
      (target.kind, target.screen, target.stack) = (.screen, screen.name, stack)
    case .interrupt(let screen, _):
      (target.kind, target.screen) = (.interrupt, screen.name)
    case .resolve, .redirect:
      target.kind = .resolved
    case .respond:
      target.kind = .responder
    case .action(let name, _, _):
      (target.kind, target.screen) = (.action, name)
    }
    return target
  }
}

/// A `DeepLinkCenter` with its route type erased.
@MainActor
public struct AnyLinkCenter {
  public let open: @MainActor (String) async -> LinkOutcome
  @_spi(Internals) public let explain: @MainActor (String, LinkSource) async -> LinkExplanation
  public let becomeReady: @MainActor () -> Void
  public let resolveGuard: @MainActor (String, Bool) -> Void
  public let endInterruption: @MainActor (InterruptionResult) -> Void
  public let isInterrupted: @MainActor () -> Bool
  public let pendingGuards: @MainActor () -> [String]
  public let isReady: @MainActor () -> Bool
  /// Restores a saved state at launch (`DeepLinkCenter.restore(_:)`).
  public let restore: @MainActor (NavigationState) async -> LinkOutcome
  /// Whether the person may select a tab with no guard to run (`DeepLinkCenter.personMaySelect(tab:)`).
  public let personMaySelect: @MainActor (String) -> Bool
  /// The person taps a tab whose guard runs, as a link (`DeepLinkCenter.personSelects(tab:)`).
  public let personSelects: @MainActor (String) async -> LinkOutcome
  /// Hands a link to the center without suspending (`DeepLinkCenter.send(_:from:)`).
  let send: @MainActor (String, LinkSource) -> LinkTicket
  /// Hands a notification's payload to the center without suspending
  /// (`DeepLinkCenter.send(payload:key:from:)`).
  let sendPayload: @MainActor ([String: any Sendable]) -> LinkTicket
  /// Hands a saved state to the center without suspending (`DeepLinkCenter.send(restoring:)`).
  let sendRestoration: @MainActor (NavigationState) -> LinkTicket
  /// Hands the person's tab tap to the center without suspending (`DeepLinkCenter.send(tabTap:)`).
  let sendTabTap: @MainActor (String) -> LinkTicket
  /// Returns once the center is idle: each piece of work has ended or waits for something from
  /// outside (`DeepLinkCenter.waitUntilIdle()`).
  let idle: @MainActor () async -> Void
  /// Answers whether the screen a link asked to close may close (`DeepLinkCenter.answerClose(allowed:)`).
  public let answerClose: @MainActor (Bool) -> Void
  /// The screen a link waits to close, asked about (`DeepLinkCenter.pendingCloseQuestion`).
  public let pendingCloseQuestion: @MainActor () -> Screen?
  /// The screen a link is held for until it closes (`DeepLinkCenter.pendingHold`).
  public let pendingHold: @MainActor () -> Screen?

  /// The typed center, for a ``WindowRouter`` of the same route type.
  let typedCenter: AnyObject
  /// Makes a router of windows whose centers are of this center's route type.
  let makeWindowRouter: @MainActor (ManualClock) -> WindowRouter

  init<Route>(_ center: DeepLinkCenter<Route>) {
    typedCenter = center
    makeWindowRouter = { clock in WindowRouter(SceneRouter<Route>(clock: clock)) }
    open = { await center.open($0) }
    explain = { await center.explain($0, from: $1) }
    becomeReady = { center.becomeReady() }
    resolveGuard = { center.resolveGuard($0, passed: $1) }
    endInterruption = { center.endInterruption($0) }
    isInterrupted = { center.isInterrupted }
    pendingGuards = { center.pendingGuards }
    isReady = { center.isReady }
    restore = { await center.restore($0) }
    personMaySelect = { center.personMaySelect(tab: $0) }
    personSelects = { await center.personSelects(tab: $0) }
    send = { center.send($0, from: $1) }
    sendPayload = { center.send(payload: $0) }
    sendRestoration = { center.send(restoring: $0) }
    sendTabTap = { center.send(tabTap: $0) }
    idle = { await center.waitUntilIdle() }
    answerClose = { center.answerClose(allowed: $0) }
    pendingCloseQuestion = { center.pendingCloseQuestion }
    pendingHold = { center.pendingHold }
    // A screen that asks before closing asks the script, which answers with allowClose or
    // refuseClose.
    center.askToClose = { _ in }
  }
}
