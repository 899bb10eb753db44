import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTesting

/// Routes that run an action of the app's instead of showing a screen
/// (`Destination.action`): after the route's guards, in the link's turn, with an outcome that
/// says so.
@MainActor
@Suite struct AppActionTests {
  /// What the browser's actions did, in order.
  @MainActor final class Tabs {
    var log: [String] = []
    var failsNext = false
  }

  struct App {
    let center: DeepLinkCenter<String>
    let navigator: HeadlessNavigator
    let tabs: Tabs
    let session: Shop.Session
  }

  /// The shop, with `/close-private-tabs` (no guard) and `/clear-cart` (behind sign-in) running
  /// the app's actions, and `/orders` showing a screen.
  static func app(signedIn: Bool = true) throws -> App {
    let tabs = Tabs()
    let session = Shop.Session(signedIn: signedIn)
    var routes = RouteTable<String>.Builder(policy: LinkPolicy(schemes: ["shop"]))
    for name in ["close-private-tabs", "clear-cart", "orders", "cart"] { routes.add("/\(name)", name) }
    routes.add("/tabs/:id(int)/close", parse: { "close \(try $0.int("id"))" }, print: { _ in nil })
    let navigator = HeadlessNavigator(state: Shop.state())
    let center = DeepLinkCenter(
      routes: try routes.build(), graph: try Shop.graph(), navigator: navigator, clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: Shop.signIn) { session.isSignedIn }],
      destination: { route in
        switch route {
        case "close-private-tabs":
          .action("closePrivateTabs") {
            if tabs.failsNext { throw Failure() }
            tabs.log.append("closed private tabs")
          }
        case "clear-cart": .action("clearCart", guards: ["signedIn"]) { tabs.log.append("cleared the cart") }
        case "orders": .screen(Screen("orders"))
        case "cart": .screen(Screen("cart"))
        default: .action("closeTab") { tabs.log.append(route) }
        }
      })
    center.becomeReady()
    return App(center: center, navigator: navigator, tabs: tabs, session: session)
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String { "the tabs are locked" }
  }

  @Test func anActionRunsAndItsOutcomeSaysSo() async throws {
    let app = try Self.app()
    let outcome = await app.center.open("shop://close-private-tabs")
    #expect(outcome == .performed(action: "closePrivateTabs", Shop.state()))
    #expect(outcome.name == "performed")
    #expect(outcome.description == "performed: the app's action closePrivateTabs ran")
    #expect(app.tabs.log == ["closed private tabs"])
    #expect(app.navigator.steps.isEmpty)
  }

  @Test func anActionTakesTheRoutesValues() async throws {
    let app = try Self.app()
    #expect(await app.center.open("shop://tabs/7/close").name == "performed")
    #expect(app.tabs.log == ["close 7"])
  }

  @Test func anActionThatThrowsFailsTheLinkWithItsReason() async throws {
    let app = try Self.app()
    app.tabs.failsNext = true
    let outcome = await app.center.open("shop://close-private-tabs")
    guard case .failed(let failure) = outcome else {
      Issue.record("expected failed, got \(outcome)")
      return
    }
    #expect(failure.code == .actionFailed)
    #expect(outcome.description == "failed: the app's action closePrivateTabs failed: the tabs are locked")
  }

  @Test func anActionBehindAGuardRunsOnceItPassesAndTheSignInScreenCloses() async throws {
    let app = try Self.app(signedIn: false)
    let link = app.center.send("shop://clear-cart")
    await app.center.idle()
    #expect(app.center.pendingGuards == ["signedIn"])
    #expect(app.tabs.log.isEmpty)
    #expect(app.navigator.state.topScreen == Shop.signIn)
    app.session.isSignedIn = true
    app.center.resolveGuard("signedIn", passed: true)
    #expect(await link.outcome == .performed(action: "clearCart", Shop.state()))
    #expect(app.tabs.log == ["cleared the cart"])
  }

  @Test func anActionBehindAGuardThatFailsDoesNotRun() async throws {
    let app = try Self.app(signedIn: false)
    let link = app.center.send("shop://clear-cart")
    await app.center.idle()
    #expect(app.center.pendingGuards == ["signedIn"])
    app.center.resolveGuard("signedIn", passed: false)
    #expect(await link.outcome == .guardFailed("signedIn"))
    #expect(app.tabs.log.isEmpty)
  }

  /// A newer link while the action waits for sign-in supersedes it: the action never runs.
  @Test func anActionWaitingItsTurnIsSupersededLikeAnyLink() async throws {
    let app = try Self.app(signedIn: false)
    let first = app.center.send("shop://clear-cart")
    await app.center.idle()
    #expect(app.center.pendingGuards == ["signedIn"])
    #expect(await app.center.open("shop://cart").name == "handled")
    #expect(await first.outcome == .superseded)
    #expect(app.tabs.log.isEmpty)
  }

  @Test func explainSaysWhichActionRunsAndRunsNothing() async throws {
    let app = try Self.app()
    let explanation = await app.center.explain("shop://clear-cart")
    #expect(explanation.action == "clearCart")
    #expect(explanation.guards == ["signedIn"])
    #expect(explanation.description.contains("action    runs the app's action clearCart"))
    #expect(app.tabs.log.isEmpty)
  }
}

/// Destinations the app decides at run time from its data (`Destination.resolve`), as
/// `explain` reports them.
@MainActor
@Suite struct AppDecisionTests {
  @Test func explainSaysTheAppDecided() async throws {
    let (center, _, _) = try RecipesDeepLinkTests.app()
    let explanation = await center.explain("recipes://recipes/4")
    #expect(explanation.decidedByApp)
    #expect(explanation.stack == "veggie")
    #expect(explanation.description.contains("screen    recipe(4) (decided by the app)"))
    let failed = await center.explain("recipes://recipes/13")
    #expect(failed.description.contains("screen    decided by the app"))
  }
}
