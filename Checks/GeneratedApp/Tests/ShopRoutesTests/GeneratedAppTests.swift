import Foundation
import ShopRoutes
import Testing
import Wayfinder
import WayfinderTesting

/// The app the plugin generated from `wayfinder.yaml`, opening links on a headless navigator.
@MainActor
@Suite struct GeneratedAppTests {
  let navigator = HeadlessNavigator(state: ShopNavigation.signedInStart)

  func center(signedIn: Bool) throws -> DeepLinkCenter<ShopRoute> {
    let center = DeepLinkCenter(
      routes: try ShopNavigation.routes(), graph: try ShopNavigation.graph(), navigator: navigator,
      clock: ManualClock(),
      policy: ShopNavigation.dispatchPolicy, timeToLive: ShopNavigation.timeToLive,
      animatesLastStep: ShopNavigation.animatesLastStep,
      guards: ShopNavigation.guards(signedIn: { signedIn }),
      destination: \.destination)
    center.becomeReady()
    return center
  }

  @Test func everyRoutePrintsBackToItself() throws {
    #expect(try ShopNavigation.roundTripFailures() == [])
  }

  @Test(arguments: [
    ("shop://products/e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "product(E621E1F8-C36C-495A-93FC-0C247A3E6E5F)"),
    ("shop://search?q=red+shoes&page=2", "home(page: 2, q: \"red shoes\")"),
    ("shop://help/returns/refunds", "default(returns/refunds)"),
    ("https://shop.example.com/orders", "orders"),
    ("shop://survey?id=9", "survey(9)"),
  ])
  func aLinkReadsAsItsTypedRoute(link: String, printed: String) throws {
    let route = try #require(try ShopNavigation.routes().route(for: link))
    #expect(route.description == printed)
  }

  @Test func aProductLinkShowsTheTypedScreenWithItsTitle() async throws {
    let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    let outcome = try await center(signedIn: true).open("shop://products/\(id.uuidString)")
    #expect(outcome.name == "handled")
    let top = try #require(navigator.state.topScreen)
    #expect(ShopScreen(top) == .product(id: id))
    #expect(ShopScreen(top)?.title == "Product E621E1F8")
    #expect(ShopScreen.product(id: id).screen == top)
  }

  @Test func aHelpPageOpensInTheHomeStack() async throws {
    let outcome = try await center(signedIn: true).open("shop://help/returns/refunds")
    #expect(outcome.name == "handled")
    #expect(navigator.state.topScreen.flatMap(ShopScreen.init) == .default(path: ["returns", "refunds"]))
  }

  @Test func anAccountLinkSignedOutWaitsForTheGuard() async throws {
    let center = try center(signedIn: false)
    let opening = center.send("shop://orders")
    // The center has the link when `send` returns; idle, it waits for the guard.
    await center.idle()
    try #require(!center.pendingGuards.isEmpty)
    #expect(navigator.state.topScreen.flatMap(ShopScreen.init) == .signIn)
    center.resolveGuard("signedIn", passed: false)
    #expect(await opening.outcome.name == "guard-failed")
  }
}
