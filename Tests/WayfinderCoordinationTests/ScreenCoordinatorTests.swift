import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting

/// Coordinators per screen and typed results (issue 36, item 2): a stack's coordinator makes a
/// coordinator for each screen it shows, which ends and is freed when the screen is popped; a
/// child flow hands its typed result to its parent.
@MainActor
@Suite struct ScreenCoordinatorTests {
  /// The dashboard's coordinator: a coordinator for each card screen a link shows.
  final class DashboardCoordinator: Coordinator, FlowResultReceiver {
    var made: [String] = []
    var receipts: [Receipt] = []

    override func makeChild(forScreen screen: Screen) -> Coordinator? {
      made.append(screen.description)
      return Coordinator(screen: screen, in: container)
    }

    override func receive(_ link: IncomingLink, screen: Screen) {
      _ = child(forScreen: screen)
    }

    func flow(_ flow: Coordinator, didFinishWith output: Receipt) { receipts.append(output) }
  }

  struct Receipt: Sendable, Equatable {
    let amount: Int
  }

  static func center(_ app: Coordinator) throws -> (DeepLinkCenter<BankRoute>, HeadlessNavigator) {
    let navigator = HeadlessNavigator(state: BankNavigation.signedInStart)
    let center = DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: try BankNavigation.graph(), navigator: navigator,
      clock: ManualClock(), guards: [RouteGuard("signedIn", showing: BankNavigation.Screens.login) { true }],
      coordinators: app, destination: { .screen($0.screen) })
    center.becomeReady()
    return (center, navigator)
  }

  static func app() -> (Coordinator, () -> DashboardCoordinator?) {
    var dashboard: DashboardCoordinator?
    let app = Coordinator(container: "app") { container, _ in
      switch container {
      case "home": return Coordinator(container: container)
      case "dashboard":
        let made = DashboardCoordinator(container: container)
        dashboard = made
        return made
      default: return nil
      }
    }
    return (app, { dashboard })
  }

  @Test func aScreensCoordinatorIsMadeOnDemandAndFreedWhenThePersonGoesBack() async throws {
    let (app, dashboard) = Self.app()
    let (center, navigator) = try Self.center(app)
    _ = await center.open("bank://cards/42")
    let owner = try #require(dashboard())
    weak let card = owner.attachedChild(forScreen: BankScreen.card(cardID: 42).screen)
    #expect(card != nil)
    #expect(owner.made == ["card(42)"])
    #expect(card?.screen == BankScreen.card(cardID: 42).screen)
    #expect(card?.container == "dashboard")
    try navigator.personGoesBack(in: "dashboard")
    await center.idle()
    #expect(card == nil, "the card's coordinator is freed once its screen is popped")
    #expect(owner.children.isEmpty)
    #expect(owner.isActive)
  }

  @Test func aLinkThatPopsAScreenEndsItsCoordinator() async throws {
    let (app, dashboard) = Self.app()
    let (center, _) = try Self.center(app)
    _ = await center.open("bank://cards/42/detail")
    let owner = try #require(dashboard())
    let detail = try #require(owner.attachedChild(forScreen: BankScreen.cardDetail(cardID: 42).screen))
    var ended: [String] = []
    let watcher = EndWatcher { ended.append($0) }
    detail.attach(watcher)
    _ = await center.open("bank://dashboard")
    #expect(!detail.isActive)
    #expect(ended == ["parentEnded"])
    // The dashboard's own screen, which the second link showed, has its coordinator now.
    #expect(owner.children.compactMap(\.screen?.description) == ["dashboard"])
  }

  @Test func twoScreensOfOneStackHaveACoordinatorEach() async throws {
    let (app, dashboard) = Self.app()
    let (center, _) = try Self.center(app)
    _ = await center.open("bank://cards/42")
    _ = await center.open("bank://cards/42/detail")
    let owner = try #require(dashboard())
    #expect(owner.children.compactMap(\.screen?.description) == ["card(42)", "cardDetail(42)"])
    // Asked again for a screen it has, the stack's coordinator returns the one attached.
    let card = owner.child(forScreen: BankScreen.card(cardID: 42).screen)
    #expect(card === owner.children.first)
    #expect(owner.made == ["card(42)", "cardDetail(42)"])
  }

  @Test func aFinishedFlowHandsItsTypedResultToItsParent() {
    let parent = DashboardCoordinator(container: "dashboard")
    let transfer = FlowCoordinator<Receipt>(container: "transfer")
    parent.attach(transfer)
    transfer.finish(Receipt(amount: 120))
    #expect(parent.receipts == [Receipt(amount: 120)])
    #expect(parent.children.isEmpty)
  }

  @Test func aCancelledFlowHandsNothing() {
    let parent = DashboardCoordinator(container: "dashboard")
    let transfer = FlowCoordinator<Receipt>(container: "transfer")
    parent.attach(transfer)
    transfer.cancel(.userWentBack)
    #expect(parent.receipts == [])
  }

  @Test func aFlowOfAnotherTypeIsNotHandedToAReceiverOfThisOne() {
    let parent = DashboardCoordinator(container: "dashboard")
    let rating = FlowCoordinator<Int>(container: "rating")
    parent.attach(rating)
    rating.finish(5)
    #expect(parent.receipts == [])
  }

  /// A child that says how it ended.
  final class EndWatcher: Coordinator {
    let onEnd: (String) -> Void
    init(_ onEnd: @escaping (String) -> Void) {
      self.onEnd = onEnd
      super.init(container: "watcher")
    }
    override func didEnd(_ reason: CancellationReason?) { onEnd(reason?.description ?? "finished") }
  }
}
