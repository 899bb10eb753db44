import Testing
import WayfinderCoordination
@_spi(Internals) @_spi(Testing) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting

/// A modal's coordinator is the child of the coordinator that presented it, as a coordinator app
/// has it: the coordinator of the stack the modal is over, as far down as coordinators are made.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ModalCoordinatorTests {
  final class DashboardCoordinator: Coordinator {}

  /// The example of the Coordinator article, *Receiving links*.
  @Test func theArticlesSupportSheetIsTheDashboardsChild() async throws {
    let app = Coordinator(
      container: "app",
      factory: { container, _ in
        switch container {
        case "dashboard": DashboardCoordinator(container: container)
        case "home", "profile", "settings", "support": Coordinator(container: container)
        default: nil
        }
      })
    let navigator = HeadlessNavigator(state: BankNavigation.signedInStart)
    let center = DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: try BankNavigation.graph(), navigator: navigator,
      guards: [RouteGuard("signedIn", showing: Screen("login")) { true }],
      coordinators: app,
      destination: { route in .screen(route.screen) })
    center.becomeReady()
    _ = await center.open("bank://cards/42/detail")
    _ = await center.open("bank://support")
    #expect(
      app.treeDescription == """
        app (Coordinator)
          home (Coordinator)
            dashboard (DashboardCoordinator)
              support (Coordinator)
        """)
    _ = await center.open("bank://settings")
    #expect(
      app.treeDescription == """
        app (Coordinator)
          home (Coordinator)
            dashboard (DashboardCoordinator)
            settings (Coordinator)
        """)
  }

  @Test func aModalOverAModalIsTheChildOfTheModalsCoordinator() async throws {
    let app = try ShopFlows.app()
    #expect(
      await app.center.open("shop://checkout") == .handled(ShopFlows.browsing.presenting(Self.checkout)))
    let promo = Task { await app.center.open("shop://promo/7") }
    await app.trail.until("promotion ← promo(7)")
    #expect(app.coordinator("promotion")?.path == ["main", "search", "checkout", "promotion"])
    app.center.endInterruption(.cancelled)
    #expect(await promo.value == .handled(ShopFlows.browsing.presenting(Self.checkout)))
    #expect(app.coordinator("promotion") == nil)
    #expect(app.coordinator("checkout")?.children.isEmpty == true)
  }

  @Test func aPresenterWithNoCoordinatorLeavesTheModalsToTheNearestOneUp() async throws {
    let app = try ShopFlows.app { container, trail in
      container == "search" ? nil : ShopFlows.Tracked(container, trail: trail)
    }
    let promo = Task { await app.center.open("shop://promo/7") }
    await app.trail.until("promotion ← promo(7)")
    #expect(app.coordinator("promotion")?.path == ["main", "promotion"])
    app.center.endInterruption(.completed([:]))
    #expect(await promo.value == .handled(ShopFlows.browsing))
  }

  static let checkout = Modal(.fullScreen, .stack("checkout", [Shop.checkout]))
}
