import Testing
@_spi(Internals) import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTesting

/// The rewrite before matching: the app's function (`DeepLinkCenter.rewrite`) and the declared
/// rules (`addRewrite`), told whether the link launched the app, as Expo Router's
/// `redirectSystemPath({ path, initial })` is.
@MainActor
@Suite struct RewriteTests {
  struct Refusal: Error, CustomStringConvertible {
    var description: String { "the campaign has ended" }
  }

  /// The links the rewrite was told of, in order, with their source and coldness.
  @MainActor final class Heard {
    var links: [String] = []
  }

  static func app(ready: Bool = true) throws -> (Shop.App, Heard) {
    let app = try Shop.app(ready: ready)
    let heard = Heard()
    app.center.rewrite = { link in
      heard.links.append("\(link.url) \(link.source) \(link.isCold ? "cold" : "warm")")
      if link.url == "shop://legacy/cart" { return "/cart" }
      if link.url.hasPrefix("shop://campaign/") { throw Refusal() }
      if link.isCold && link.source == .notification { return "shop://home" }
      return link.url
    }
    return (app, heard)
  }

  @Test func aLegacyLinkIsRewrittenBeforeItIsMatched() async throws {
    let (app, heard) = try Self.app()
    // No route takes /legacy/cart: without the rewrite it would end unmatched.
    #expect(await app.center.open("shop://legacy/cart").name == "handled")
    #expect(app.navigator.state.topScreen == Screen("cart"))
    #expect(heard.links == ["shop://legacy/cart url warm"])
  }

  @Test func aRefusalIsATypedOutcomeWithTheReasonAndMovesNothing() async throws {
    let (app, _) = try Self.app()
    let reports = app.center.outcomes
    let outcome = await app.center.open("shop://campaign/spring")
    guard case .failed(let failure) = outcome else {
      Issue.record("expected failed, got \(outcome)")
      return
    }
    #expect(failure.code == .rewriteRefused)
    #expect(failure.code.description == "rewrite-refused")
    #expect(failure.reason == "the rewrite refused shop://campaign/spring: the campaign has ended")
    #expect(app.navigator.steps.isEmpty)
    // Reported like any other link: never a lost link.
    for await report in reports {
      #expect(report.link?.url == "shop://campaign/spring")
      #expect(report.outcome == outcome)
      break
    }
  }

  @Test func aNotificationThatLaunchesTheAppGoesHomeAndOneWhileItRunsOpens() async throws {
    let (app, heard) = try Self.app(ready: false)
    let cold = app.center.send("shop://home/p/7", from: .notification)
    #expect(app.center.heldLinks == 1)
    app.center.becomeReady()
    #expect(await cold.outcome.name == "handled")
    #expect(app.navigator.state.topScreen == Screen("home"))
    #expect(await app.center.open("shop://home/p/8", from: .notification).name == "handled")
    #expect(app.navigator.state.topScreen == Shop.product(8))
    #expect(heard.links == ["shop://home/p/7 notification cold", "shop://home/p/8 notification warm"])
  }

  @Test func aRefusedOrUnmatchedLinkDoesNotDisturbARunningOne() async throws {
    let (app, _) = try Self.app()
    // Checkout waits for sign-in: the link runs while the others arrive.
    app.session.isSignedIn = false
    let running = app.center.send("shop://checkout")
    await app.center.idle()
    #expect(app.center.pendingGuards == ["signedIn"])
    #expect(await app.center.open("shop://campaign/x").name == "failed")
    #expect(await app.center.open("shop://legacy/nothing").name == "unmatched")
    #expect(app.center.pendingGuards == ["signedIn"])
    app.session.isSignedIn = true
    app.center.resolveGuard("signedIn", passed: true)
    #expect(await running.outcome.name == "handled")
  }

  @Test func declaredRulesAreToldApartColdAndWarmAndBySource() async throws {
    let app = try Shop.app(ready: false)
    try app.center.addRewrite("/home/chat/:id(int)", cold: "/orders", from: [.notification])
    try app.center.addRewrite("/deal/:id(int)", cold: "/home", warm: "/home/p/:id")
    let cold = app.center.send("shop://deal/5")
    #expect(app.center.heldLinks == 1)
    app.center.becomeReady()
    #expect(await cold.outcome.name == "handled")
    #expect(app.navigator.state.topScreen == Screen("home"))
    #expect(await app.center.open("shop://deal/5").name == "handled")
    #expect(app.navigator.state.topScreen == Shop.product(5))
    // The rule takes notifications only; a warm notification's chat has no warm target.
    #expect(await app.center.open("shop://home/chat/3", from: .notification).name == "handled")
    #expect(app.navigator.state.topScreen == Shop.chat(3))
  }

  @Test func aRuleMayNotLeadNowhereNorLackATarget() throws {
    let app = try Shop.app()
    #expect(throws: RouteTableError.self) { try app.center.addRewrite("/deal/:id(int)") }
    do {
      try app.center.addRewrite("/deal/:id(int)", cold: "/gone/:id")
      Issue.record("a rewrite to no route was accepted")
    } catch {
      #expect(error.code == .invalidRewrite)
      #expect(error.reason == "the rewrite to \"/gone/:id\" leads to /gone/1, which no route matches")
    }
    do {
      try app.center.addRewrite("/deal/:id(int)", cold: "/p/:nope")
      Issue.record("a rewrite naming no value was accepted")
    } catch {
      #expect(
        error.reason == "the rewrite to \"/p/:nope\" names \":nope\", which /deal/:id(int) does not capture")
    }
    try app.center.addRewrite("/deal/:id(int)", cold: "/home")
    #expect(throws: RouteTableError.self) { try app.center.addRewrite("/deal/:n(int)", warm: "/home") }
  }

  @Test func explainShowsTheRewriteColdAndWarm() async throws {
    let (app, _) = try Self.app()
    try app.center.addRewrite("/deal/:id(int)", cold: "/home", warm: "/home/p/:id")
    let deal = await app.center.explain("shop://deal/4")
    #expect(deal.coldRewrite == "shop://home")
    #expect(deal.warmRewrite == "shop://home/p/4")
    #expect(!deal.isCold)
    #expect(deal.screen == Shop.product(4))
    #expect(
      deal.description.hasPrefix(
        "link      shop://deal/4\nrewrite   → shop://home at a cold launch; → shop://home/p/4 while the app runs\n"
      ))
    let legacy = await app.center.explain("shop://legacy/cart")
    #expect(legacy.description.hasPrefix("link      shop://legacy/cart\nrewrite   → /cart\n"))
    let notification = await app.center.explain("shop://p/2", from: .notification)
    #expect(notification.coldRewrite == "shop://home")
    #expect(notification.warmRewrite == nil)
    let refused = await app.center.explain("shop://campaign/1")
    #expect(refused.stopsWith?.name == "failed")
    #expect(
      refused.description.contains(
        "rewrite   refused (the rewrite refused shop://campaign/1: the campaign has ended)"))
    #expect(await app.center.explain("shop://p/2").coldRewrite == nil)
  }
}
