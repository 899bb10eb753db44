import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting

/// The center walks the coordinator tree along the graph's path, makes children on demand,
/// and hands each link to its stack's coordinator exactly once, now or when it attaches.
@MainActor
@Suite struct CoordinatorWalkTests {
  @MainActor final class Log {
    var received: [String] = []
  }

  final class Recorder: Coordinator {
    let log: Log
    init(_ container: String, log: Log, factory: (@MainActor (String, Coordinator) -> Coordinator?)? = nil) {
      self.log = log
      super.init(container: container, factory: factory)
    }
    override func receive(_ link: IncomingLink, screen: Screen) {
      log.received.append("\(container) ← \(screen)")
    }
  }

  static func app(
    log: Log, making made: Set<String>? = nil
  ) throws -> (DeepLinkCenter<BankRoute>, Coordinator) {
    let factory: @MainActor (String, Coordinator) -> Coordinator? = { name, _ in
      made.map { $0.contains(name) } ?? true ? Recorder(name, log: log) : nil
    }
    let root = Recorder("app", log: log, factory: factory)
    let center = DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: try BankNavigation.graph(),
      navigator: HeadlessNavigator(state: BankNavigation.signedInStart), clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: BankNavigation.Screens.login) { true }],
      coordinators: root, destination: { .screen($0.screen) })
    center.becomeReady()
    return (center, root)
  }

  @Test func theLinkReachesItsStacksCoordinatorMadeOnDemand() async throws {
    let log = Log()
    let (center, root) = try Self.app(log: log)
    _ = await center.open("bank://cards/42/detail")
    #expect(log.received == ["dashboard ← cardDetail(42)"])
    #expect(root.treeDescription.contains("dashboard"))
    _ = await center.open("bank://settings/notifications")
    #expect(log.received == ["dashboard ← cardDetail(42)", "settings ← notifications"])
    #expect(root.children.map(\.container) == ["home"])
    #expect(root.children.first?.children.map(\.container) == ["dashboard", "settings"])
  }

  @Test func aCoordinatorThatAttachesLaterGetsTheLinkOnce() async throws {
    let log = Log()
    let (center, root) = try Self.app(log: log, making: ["home"])
    _ = await center.open("bank://settings/notifications")
    #expect(log.received == [])
    let home = try #require(root.children.first)
    #expect(home.attach(Recorder("settings", log: log)))
    #expect(log.received == ["settings ← notifications"])
    // Attaching again (after it ended) does not deliver twice.
    home.children.first?.cancel(.userWentBack)
    #expect(home.attach(Recorder("settings", log: log)))
    #expect(log.received == ["settings ← notifications"])
  }

  @Test func aNewerLinkDropsTheDeliveryStillWaiting() async throws {
    let log = Log()
    let (center, root) = try Self.app(log: log, making: ["home", "dashboard"])
    _ = await center.open("bank://settings/notifications")
    _ = await center.open("bank://cards/7")
    #expect(log.received == ["dashboard ← card(7)"])
    let home = try #require(root.children.first)
    #expect(home.attach(Recorder("settings", log: log)))
    #expect(log.received == ["dashboard ← card(7)"])
  }

  @Test func coordinatorsOfContainersThatLeftTheScreenEnd() async throws {
    let log = Log()
    let (center, root) = try Self.app(log: log)
    _ = await center.open("bank://support")
    #expect(log.received == ["support ← support"])
    // The sheet's coordinator is the child of the dashboard's, which presented it.
    weak let support = root.firstReceiver(as: Coordinator.self) { $0.container == "support" }
    #expect(support?.path == ["app", "home", "dashboard", "support"])
    _ = await center.open("bank://cards/1")
    #expect(support == nil)
    #expect(root.firstReceiver(as: Coordinator.self) { $0.container == "support" } == nil)
  }
}
