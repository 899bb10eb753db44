import Synchronization
import Testing
@_spi(Internals) import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTesting

/// One chain of redirects, the table's and the app's counted together toward the eight-hop
/// limit, written as paths of the link's own scheme, and a loop found at the first link that
/// comes back (issue 35, bugs 12 and 13).
@MainActor
@Suite struct RedirectChainTests {
  /// How many times the app decided where `/a` goes.
  final class Asked: Sendable {
    let count = Mutex(0)
  }

  /// `/start` is sent by the app to `shop://h0`, and the table sends `/h0` on through `count`
  /// redirects to `/home/p/1`. `/r0` goes the other way: `count` table redirects to `/decide`,
  /// which the app sends to `shop://home/p/2`. `/a` is sent by the app to `shop://old/a`,
  /// which the table sends back to `/a`.
  static func app(tableHops count: Int, asked: Asked = Asked()) throws -> (
    DeepLinkCenter<ShopRoute>, HeadlessNavigator
  ) {
    var routes = RouteTable<ShopRoute>.Builder(policy: LinkPolicy(schemes: ["shop"]))
    routes.add(
      "/home/p/:productID(int)",
      parse: { ShopRoute(screen: Shop.product(try $0.int("productID")), stack: "home") },
      print: { _ in nil })
    for name in ["start", "decide", "a"] { routes.add("/\(name)", ShopRoute(screen: Screen(name))) }
    for hop in 0..<count {
      routes.redirect("/h\(hop)", to: hop == count - 1 ? "/home/p/1" : "/h\(hop + 1)")
      routes.redirect("/r\(hop)", to: hop == count - 1 ? "/decide" : "/r\(hop + 1)")
    }
    routes.redirect("/old/a", to: "/a")
    let navigator = HeadlessNavigator(state: Shop.state())
    let center = DeepLinkCenter(
      routes: try routes.build(), graph: try Shop.graph(), navigator: navigator, clock: ManualClock(),
      destination: { route in
        switch route.screen.name {
        case "start": return .redirect("shop://h0")
        case "decide": return .redirect("shop://home/p/2")
        case "a":
          asked.count.withLock { $0 += 1 }
          return .redirect("shop://old/a")
        default: return route.destination
        }
      })
    center.becomeReady()
    return (center, navigator)
  }

  @Test func eightHopsOfBothKindsAreTheMost() async throws {
    let (center, navigator) = try Self.app(tableHops: 7)
    #expect(await center.open("shop://start").name == "handled")
    #expect(navigator.state.topScreen == Shop.product(1))
    #expect(
      await center.explain("shop://start").redirects == [
        "/h0", "/h1", "/h2", "/h3", "/h4", "/h5", "/h6", "/home/p/1",
      ])
    #expect(await center.open("shop://r0").name == "handled")
    #expect(navigator.state.topScreen == Shop.product(2))
  }

  @Test func theAppsRedirectThenEightOfTheTablesIsOneTooMany() async throws {
    let (center, navigator) = try Self.app(tableHops: 8)
    let outcome = await center.open("shop://start")
    #expect(
      outcome.description
        == "rejected: more than 8 redirects: shop://start → /h0 → /h1 → /h2 → /h3 → /h4 → /h5 → /h6 → /h7 → /home/p/1"
    )
    if case .rejected(let error) = outcome { #expect(error.code == .tooManyRedirects) }
    #expect(navigator.steps.isEmpty)
    #expect(await center.explain("shop://start").stopsWith?.name == "rejected")
  }

  @Test func eightOfTheTablesThenTheAppsRedirectIsOneTooMany() async throws {
    let (center, navigator) = try Self.app(tableHops: 8)
    let outcome = await center.open("shop://r0")
    #expect(
      outcome.description
        == "rejected: more than 8 redirects: shop://r0 → /r1 → /r2 → /r3 → /r4 → /r5 → /r6 → /r7 → /decide → /home/p/2"
    )
    #expect(navigator.steps.isEmpty)
    #expect(await center.explain("shop://r0").stopsWith?.name == "rejected")
  }

  @Test func aLoopBackThroughTheTableIsFoundBeforeTheAppIsAskedAgain() async throws {
    let asked = Asked()
    let (center, navigator) = try Self.app(tableHops: 1, asked: asked)
    let outcome = await center.open("shop://a")
    #expect(
      outcome.description == "rejected: redirects come back to a link they have been: shop://a → /old/a → /a")
    #expect(asked.count.withLock { $0 } == 1)
    #expect(navigator.steps.isEmpty)
  }

  @Test func aLoopThatStartsWithTheTablesHopNamesIt() async throws {
    let (center, _) = try Self.app(tableHops: 1)
    let outcome = await center.open("shop://old/a")
    #expect(
      outcome.description
        == "rejected: redirects come back to a link they have been: shop://old/a → /a → /old/a")
  }
}
