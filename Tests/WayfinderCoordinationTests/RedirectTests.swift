import Testing
@_spi(Internals) import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
import WayfinderRouting
@_spi(Internals) import WayfinderTesting

/// Redirects through the center: the route table's own, and the ones the app computes from the
/// route (`Destination.redirect`), with each hop in `explain`.
@MainActor
@Suite struct CenterRedirectTests {
  /// A shop whose routes redirect: `/old/p/:id` by the table; `/sale/:id` to the product the
  /// app maps it to; `/a` and `/b` to each other; `/nowhere` to a link no route matches.
  static func app() throws -> (DeepLinkCenter<ShopRoute>, HeadlessNavigator) {
    var routes = RouteTable<ShopRoute>.Builder(policy: LinkPolicy(schemes: ["shop"]))
    routes.add(
      "/home/p/:productID(int)",
      parse: { ShopRoute(screen: Shop.product(try $0.int("productID")), stack: "home") },
      print: { _ in nil })
    routes.add(
      "/sale/:saleID(int)",
      parse: { ShopRoute(screen: Screen("sale", parameters: ["saleID": "\(try $0.int("saleID"))"])) },
      print: { _ in nil })
    for name in ["a", "b", "nowhere"] { routes.add("/\(name)", ShopRoute(screen: Screen(name))) }
    routes.redirect("/old/p/:id(int)", to: "/home/p/:id")
    let navigator = HeadlessNavigator(state: Shop.state())
    let center = DeepLinkCenter(
      routes: try routes.build(), graph: try Shop.graph(), navigator: navigator, clock: ManualClock(),
      destination: { route in
        switch route.screen.name {
        // A sale maps to a product: sale 3 is product 30, by the app's own rule.
        case "sale": .redirect("shop://old/p/\((Int(route.screen.parameters["saleID"] ?? "") ?? 0) * 10)")
        case "a": .redirect("shop://b")
        case "b": .redirect("shop://a")
        case "nowhere": .redirect("shop://gone")
        default: route.destination
        }
      })
    center.becomeReady()
    return (center, navigator)
  }

  @Test func aTableRedirectOpensTheRouteItLeadsTo() async throws {
    let (center, navigator) = try Self.app()
    #expect(await center.open("shop://old/p/7").name == "handled")
    #expect(navigator.state.topScreen == Shop.product(7))
    let explanation = await center.explain("shop://old/p/8")
    #expect(explanation.redirects == ["/home/p/8"])
    #expect(
      explanation.description.hasPrefix(
        "link      shop://old/p/8\nredirect  → /home/p/8\npattern   /home/p/:productID(int)"))
  }

  @Test func aComputedRedirectChainsThroughTheTablesOwn() async throws {
    let (center, navigator) = try Self.app()
    #expect(await center.open("shop://sale/3").name == "handled")
    #expect(navigator.state.topScreen == Shop.product(30))
    #expect(await center.explain("shop://sale/3").redirects == ["/old/p/30", "/home/p/30"])
  }

  @Test func aLoopOfComputedRedirectsIsATypedOutcome() async throws {
    let (center, navigator) = try Self.app()
    let outcome = await center.open("shop://a")
    #expect(
      outcome.description
        == "rejected: redirects come back to a link they have been: shop://a → /b → /a")
    if case .rejected(let error) = outcome { #expect(error.code == .tooManyRedirects) }
    #expect(navigator.steps.isEmpty)
  }

  @Test func aRedirectToNoRouteEndsUnmatched() async throws {
    let (center, _) = try Self.app()
    #expect(await center.open("shop://nowhere").name == "unmatched")
  }
}

/// The messenger's legacy links, from before channels had their own tab.
@MainActor
@Suite struct MessengerRedirectTests {
  @Test func aFirstVersionChatLinkOpensItsChannel() async throws {
    let world = MessengerDeepLinkTests.World(signedIn: true)
    let (center, navigator) = try MessengerDeepLinkTests.app(world)
    #expect(await center.open("com.myapp://chat/1234").name == "handled")
    #expect(navigator.state.topScreen == MessengerNavigation.Screens.channel("1234"))
    #expect(await center.explain("com.myapp://chat/9").redirects == ["/channels?channelId=9"])
  }
}
