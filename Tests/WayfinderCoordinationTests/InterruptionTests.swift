import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting

/// An interruption does not nest: a newer one replaces it. The hook hears of every interruption
/// exactly once, and may refuse the restore.
@MainActor
@Suite struct InterruptionTests {
  static func promotion(_ screens: Screen...) -> Modal { Modal(.fullScreen, .stack("promotion", screens)) }
  static let browsing = Shop.state(
    Shop.main(["search": [Screen("search"), Shop.product(3)]], selected: "search"))

  /// Opens `link` and waits until its flow waits to be ended.
  func interrupting(_ app: Shop.App, _ link: String) async -> LinkTicket {
    let ticket = app.center.send(link)
    await app.center.idle()
    #expect(app.center.isInterrupted)
    return ticket
  }

  @Test func aSecondInterruptionReplacesTheFirstAndRestoresWhatWasBeforeBoth() async throws {
    let app = try Shop.app(state: Self.browsing)
    let first = await interrupting(app, "shop://promo/7")
    try await app.navigator.perform(.push(Screen("promoDetail"), onto: "promotion"))
    let second = app.center.send("shop://promo/8")
    #expect(await first.outcome == .superseded)
    await app.center.idle()
    #expect(app.center.isInterrupted)
    // The dead flow is gone; the new one stands in its place.
    #expect(app.navigator.state == Self.browsing.presenting(Self.promotion(Shop.promo(8))))
    app.center.endInterruption(.completed(["used": "yes"]))
    #expect(await second.outcome == .handled(Self.browsing))
    #expect(app.session.ended == [#"promo(7) superseded"#, #"promo(8) completed(["used": "yes"])"#])
  }

  @Test func aLinkToAScreenEndsTheInterruptionSuperseded() async throws {
    let app = try Shop.app(state: Self.browsing)
    let promo = await interrupting(app, "shop://promo/7")
    let orders = app.center.send("shop://orders")
    #expect(await promo.outcome == .superseded)
    let expected = Shop.state(
      Shop.main(
        ["search": [Screen("search"), Shop.product(3)], "account": [Screen("account"), Screen("orders")]],
        selected: "account"))
    #expect(await orders.outcome == .handled(expected))
    #expect(app.session.ended == ["promo(7) superseded"])
  }

  @Test func theHookMayRefuseTheRestore() async throws {
    let app = try Shop.app(state: Self.browsing)
    app.session.followUp = .stay
    let promo = await interrupting(app, "shop://promo/7")
    try await app.navigator.perform(.push(Screen("promoDetail"), onto: "promotion"))
    app.center.endInterruption(.completed([:]))
    let flow = Self.browsing.presenting(Self.promotion(Shop.promo(7), Screen("promoDetail")))
    #expect(await promo.outcome == .handled(flow))
    #expect(app.navigator.state == flow)
  }

  @Test func thePersonClosingTheFlowCancelsItAndRestores() async throws {
    let app = try Shop.app(state: Self.browsing)
    let promo = await interrupting(app, "shop://promo/7")
    try app.navigator.personPerforms([.dismiss("promotion", animated: true)])
    #expect(await promo.outcome == .handled(Self.browsing))
    #expect(app.session.ended == ["promo(7) cancelled"])
  }

  @Test func theMessengersRatingInterruptedByAnotherRestoresNoDeadFlow() async throws {
    let world = MessengerDeepLinkTests.World(signedIn: true)
    let (center, navigator) = try MessengerDeepLinkTests.app(world, state: MessengerDeepLinkTests.editing)
    let seven = center.send("com.myapp://rate-order?orderId=7")
    await center.idle()
    #expect(center.isInterrupted)
    try await navigator.perform(.push(MessengerNavigation.Screens.comment, onto: "rateOrder"))
    let eight = center.send("com.myapp://rate-order?orderId=8")
    #expect(await seven.outcome == .superseded)
    await center.idle()
    #expect(center.isInterrupted)
    center.endInterruption(.completed(["rating": "4"]))
    #expect(await eight.outcome == .handled(MessengerDeepLinkTests.editing))
    #expect(world.notified == ["rateOrder(7) superseded", #"rateOrder(8) completed(["rating": "4"])"#])
  }
}
