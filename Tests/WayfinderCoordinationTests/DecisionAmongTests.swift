import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTesting

/// A destination the app decides among named screens (`Destination.decide(among:…)`, what a
/// manifest's `{decide: …, among: […]}` and the Swift `generate` writes say): a screen among them
/// or a redirect goes on; anything else ends the link `decision-not-among`, with nothing moved.
@MainActor
@Suite struct DecisionAmongTests {
  /// The shop, whose `/d/:what` goes where the app decides among `product` and `orders`: the
  /// decision is the route's text.
  static func center() throws -> (DeepLinkCenter<String>, HeadlessNavigator) {
    var routes = RouteTable<String>.Builder(policy: LinkPolicy(schemes: ["shop"]))
    routes.add("/d/:what", parse: { try $0.string("what") }, print: { _ in nil })
    routes.add("/orders", "orders")
    let navigator = HeadlessNavigator(state: Shop.state())
    let center = DeepLinkCenter(
      routes: try routes.build(), graph: try Shop.graph(), navigator: navigator, clock: ManualClock(),
      destination: { route in
        switch route {
        case "orders": .screen(Screen("orders"))
        default:
          .decide(among: ["product", "orders"], timeout: .seconds(2)) {
            switch route {
            case "product": .screen(Shop.product(4), in: "home")
            case "redirect": .redirect("shop://orders")
            case "cart": .screen(Screen("cart"))
            case "promo": .interrupt(Shop.promo(1))
            default: .action("sync") {}
            }
          }
        }
      })
    center.becomeReady()
    return (center, navigator)
  }

  @Test func aScreenAmongTheChoicesOrARedirectGoesOn() async throws {
    let (center, _) = try Self.center()
    #expect(await center.open("shop://d/product").name == "handled")
    let outcome = await center.open("shop://d/redirect")
    guard case .handled(let state, _) = outcome else {
      Issue.record("expected handled, got \(outcome)")
      return
    }
    #expect(state.topScreen?.name == "orders")
  }

  @Test(arguments: [
    ("cart", "the app decided cart, which is not among the screens it may choose (\"product\", \"orders\")"),
    ("promo", "the app decided to interrupt with promo(1)"),
    ("action", "the app decided neither a screen nor a redirect"),
  ])
  func aDecisionOutsideTheChoicesFailsTypedAndMovesNothing(route: String, reason: String) async throws {
    let (center, navigator) = try Self.center()
    let before = navigator.state
    let outcome = await center.open("shop://d/\(route)")
    guard case .failed(let failure) = outcome else {
      Issue.record("expected failed, got \(outcome)")
      return
    }
    #expect(failure.code == .decisionNotAmong)
    #expect(failure.code.description == "decision-not-among")
    #expect(failure.reason.hasPrefix(reason), "\(failure.reason)")
    #expect(navigator.state == before)
  }

  @Test func explainSaysTheSame() async throws {
    let (center, _) = try Self.center()
    let explanation = await center.explain("shop://d/cart")
    #expect(explanation.decidedByApp)
    guard case .failed(let failure)? = explanation.stopsWith else {
      Issue.record("expected failed, got \(String(describing: explanation.stopsWith))")
      return
    }
    #expect(failure.code == .decisionNotAmong)
  }
}
