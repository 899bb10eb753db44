import Testing
import WayfinderCoordination
@_spi(Internals) @_spi(Testing) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting

/// An app's own base class adopts `Coordinating` instead of subclassing `Coordinator`: its
/// coordinators are made on demand, hear their links, end with their containers and are freed.
@MainActor
@Suite struct CoordinatingTests {
  /// What the app's coordinators did, one line each.
  @MainActor final class Log {
    var lines: [String] = []
  }

  /// The app's base class, as it was before Wayfinder: a root class of its own, with its own
  /// state; it adopts the protocol and implements the hooks its subclasses override.
  class AppCoordinator: Coordinating {
    lazy var wayfinder = Coordinator(container: container, owner: self)
    let container: String
    let log: Log
    var childCoordinators: [AppCoordinator] = []  // the app's own bookkeeping, untouched

    init(container: String, log: Log) {
      self.container = container
      self.log = log
    }

    func start() { log.lines.append("\(container) starts") }
    func receive(_ link: IncomingLink, screen: Screen) {}
    func didEnd(_ reason: CancellationReason?) {
      log.lines.append("\(container) ends: \(reason?.description ?? "finished")")
    }
    func canRespond(to request: ResponderRequest) -> Bool { false }
    func respond(to request: ResponderRequest) async {}
    func makeChild(for container: String) -> (any Coordinating)? {
      switch container {
      case "dashboard": DashboardCoordinator(container: container, log: log)
      case "home", "support": AppCoordinator(container: container, log: log)
      default: nil
      }
    }
  }

  final class DashboardCoordinator: AppCoordinator {
    override func receive(_ link: IncomingLink, screen: Screen) {
      log.lines.append("dashboard loads \(screen)")
    }
    override func canRespond(to request: ResponderRequest) -> Bool { request.name == "search" }
    override func respond(to request: ResponderRequest) async {
      log.lines.append("dashboard searches \(request)")
    }
  }

  static func center(_ root: AppCoordinator) throws -> DeepLinkCenter<BankRoute> {
    let center = DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: try BankNavigation.graph(),
      navigator: HeadlessNavigator(state: BankNavigation.signedInStart), clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: BankNavigation.Screens.login) { true }],
      coordinators: root.wayfinder, destination: { .screen($0.screen) })
    center.becomeReady()
    return center
  }

  @Test func theAppsCoordinatorsAreMadeOnDemandAndHearTheirLinks() async throws {
    let log = Log()
    let app = AppCoordinator(container: "app", log: log)
    let center = try Self.center(app)
    _ = await center.open("bank://cards/42/detail")
    #expect(log.lines == ["home starts", "dashboard starts", "dashboard loads cardDetail(42)"])
    let dashboard = app.wayfinder.firstReceiver(as: Coordinator.self) { $0.container == "dashboard" }
    #expect(dashboard?.owner is DashboardCoordinator)
    #expect(dashboard?.path == ["app", "home", "dashboard"])
  }

  @Test func anAppCoordinatorEndsWithItsContainerAndIsFreed() async throws {
    let log = Log()
    let app = AppCoordinator(container: "app", log: log)
    let center = try Self.center(app)
    _ = await center.open("bank://support")
    weak let support = app.wayfinder.firstReceiver(as: Coordinator.self) { $0.container == "support" }?.owner
    #expect(support is AppCoordinator)
    _ = await center.open("bank://settings")
    #expect(log.lines.last == "support ends: replacedByLink")
    #expect(support == nil, "the tree let the support sheet's coordinator go")
  }

  @Test func anAppCoordinatorAnswersTheResponderSearch() async throws {
    let log = Log()
    let app = AppCoordinator(container: "app", log: log)
    let center = try Self.center(app)
    _ = await center.open("bank://cards/42")
    let responder = try #require(app.wayfinder.firstResponder(for: ResponderRequest("search")))
    #expect(responder.owner is DashboardCoordinator)
    await responder.respond(to: ResponderRequest("search", parameters: ["q": "coffee"]))
    #expect(log.lines.last == "dashboard searches search(q: coffee)")
  }
}
