import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTesting

/// The shop with a coordinator for every container, each recording on a trail what it hears
/// and how it ends, so a test awaits what a coordinator heard instead of polling the center.
@MainActor
enum ShopFlows {
  /// What the coordinators heard, in order, one line each; a test awaits a line.
  @MainActor final class Trail {
    private(set) var lines: [String] = []
    private var waiting: [(line: String, continuation: CheckedContinuation<Void, Never>)] = []

    func add(_ line: String) {
      lines.append(line)
      let ready = waiting.filter { $0.line == line }
      waiting.removeAll { $0.line == line }
      for waiter in ready { waiter.continuation.resume() }
    }

    /// Returns once `line` is on the trail `times` times: at once when it is already. A test
    /// that runs out of time is cancelled, and then this returns, so that it fails, not hangs.
    func until(_ line: String, times: Int = 1) async {
      while lines.count(where: { $0 == line }) < times, !Task.isCancelled {
        await withTaskCancellationHandler {
          await withCheckedContinuation { waiting.append((line, $0)) }
        } onCancel: {
          Task { @MainActor in self.resumeAll() }
        }
      }
    }

    private func resumeAll() {
      let all = waiting
      waiting = []
      for waiter in all { waiter.continuation.resume() }
    }
  }

  /// A coordinator that writes on the trail what it receives and how it ends.
  final class Tracked: Coordinator {
    let trail: Trail
    init(
      _ container: String, trail: Trail, factory: (@MainActor (String, Coordinator) -> Coordinator?)? = nil
    ) {
      self.trail = trail
      super.init(container: container, factory: factory)
    }
    override func receive(_ link: IncomingLink, screen: Screen) {
      trail.add("\(container) ← \(screen)")
    }
    override func didEnd(_ reason: CancellationReason?) {
      trail.add("\(container) ended: \(reason?.description ?? "finished")")
    }
    override func didDetach(_ child: Coordinator) {
      // A parent reads its child flow's typed result as the child leaves it.
      if let rating = child as? Rating, let end = rating.flowEnd {
        trail.add("\(container) heard \(child.container): \(end)")
      }
    }
  }

  /// A flow with a typed result, as an app writes its transfer or rating coordinator.
  final class Rating: FlowCoordinator<Int> {
    let trail: Trail
    init(_ container: String, trail: Trail) {
      self.trail = trail
      super.init(container: container)
    }
    override func receive(_ link: IncomingLink, screen: Screen) {
      trail.add("\(container) ← \(screen)")
    }
    override func didEnd(_ reason: CancellationReason?) {
      trail.add("\(container) ended: \(reason?.description ?? "finished")")
    }
    override func values(of rating: Int) -> [String: String] { ["rating": "\(rating)"] }
    override func output(from values: [String: String]) -> Int? { values["rating"].flatMap { Int($0) } }
  }

  /// A sign-in flow that produces nothing, as an app writes the coordinator of its guard's screen.
  final class SignIn: FlowCoordinator<Void> {
    let trail: Trail
    init(_ container: String, trail: Trail) {
      self.trail = trail
      super.init(container: container)
    }
    override func receive(_ link: IncomingLink, screen: Screen) {
      trail.add("\(container) ← \(screen)")
    }
  }

  struct App {
    let center: DeepLinkCenter<ShopRoute>
    let navigator: HeadlessNavigator
    let session: Shop.Session
    let root: Coordinator
    let trail: Trail

    /// The coordinator of `container`, wherever it is in the tree.
    @MainActor func coordinator(_ container: String) -> Coordinator? {
      root.firstReceiver(as: Coordinator.self) { $0.container == container }
    }
  }

  static let browsing = Shop.state(
    Shop.main(["search": [Screen("search"), Shop.product(3)]], selected: "search"))

  /// The shop on `state`, its promotions interrupting (restarting when repeated when
  /// `restarts`), every container's coordinator a ``Tracked`` one, or what `making` makes (none
  /// when it makes none).
  static func app(
    signedIn: Bool = true, state: NavigationState = browsing, restarts: Bool = false, ready: Bool = true,
    making: (@MainActor (String, Trail) -> Coordinator?)? = nil
  ) throws -> App {
    let trail = Trail()
    let session = Shop.Session(signedIn: signedIn)
    let clock = ManualClock()
    let navigator = HeadlessNavigator(state: state, clock: clock)
    let root = Tracked("main", trail: trail) { container, _ in
      making.map { $0(container, trail) } ?? Tracked(container, trail: trail)
    }
    let center = DeepLinkCenter(
      routes: try Shop.routes(), graph: try Shop.graph(), navigator: navigator, clock: clock,
      guards: [RouteGuard("signedIn", showing: Shop.signIn) { session.isSignedIn }],
      coordinators: root,
      interruptionEnded: { route, result in
        session.ended.append("\(route) \(result)")
        return session.followUp
      },
      destination: { route in
        route.interrupts
          ? .interrupt(route.screen, whenRepeated: restarts ? .restart : .keep) : route.destination
      })
    if ready { center.becomeReady() }
    return App(center: center, navigator: navigator, session: session, root: root, trail: trail)
  }
}
