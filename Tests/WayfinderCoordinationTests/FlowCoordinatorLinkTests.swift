import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTesting

/// An interrupting flow and a guard's screen each have a coordinator that is handed its link and
/// ends as its flow ended; the same interrupting link tapped twice keeps its flow; a restored
/// state does not bring back a flow nothing could end. Each test awaits what a coordinator
/// heard or what a link ended with.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct FlowCoordinatorLinkTests {
  static func promotion(_ screens: Screen...) -> Modal { Modal(.fullScreen, .stack("promotion", screens)) }

  @Test func anInterruptingLinkReachesTheCoordinatorOfItsFlow() async throws {
    let app = try ShopFlows.app()
    let promo = Task { await app.center.open("shop://promo/7") }
    await app.trail.until("promotion ← promo(7)")
    #expect(app.coordinator("promotion") != nil)
    app.center.endInterruption(.completed([:]))
    #expect(await promo.value == .handled(ShopFlows.browsing))
  }

  @Test func aGuardsScreenHasACoordinatorHandedTheLinkThatWaits() async throws {
    let app = try ShopFlows.app(signedIn: false)
    let checkout = Task { await app.center.open("shop://checkout") }
    await app.trail.until("authorization ← signIn")
    app.session.isSignedIn = true
    app.center.resolveGuard("signedIn", passed: true)
    let expected = ShopFlows.browsing.presenting(Modal(.fullScreen, .stack("checkout", [Shop.checkout])))
    #expect(await checkout.value == .handled(expected))
    // The sign-in flow completed: its coordinator ends finished, not replaced by the link.
    #expect(
      app.trail.lines == ["authorization ← signIn", "authorization ended: finished", "checkout ← checkout"])
  }

  @Test func aCancelledSignInEndsItsCoordinatorAsThePersonsChoice() async throws {
    let app = try ShopFlows.app(signedIn: false)
    let checkout = Task { await app.center.open("shop://checkout") }
    await app.trail.until("authorization ← signIn")
    app.center.resolveGuard("signedIn", passed: false)
    #expect(await checkout.value == .guardFailed("signedIn"))
    #expect(app.trail.lines == ["authorization ← signIn", "authorization ended: userWentBack"])
  }

  @Test func aSignInCoordinatorFinishingPassesTheGuard() async throws {
    let app = try ShopFlows.app(signedIn: false) { container, trail in
      container == "authorization"
        ? ShopFlows.SignIn(container, trail: trail) : ShopFlows.Tracked(container, trail: trail)
    }
    let checkout = Task { await app.center.open("shop://checkout") }
    await app.trail.until("authorization ← signIn")
    app.session.isSignedIn = true
    let signIn = try #require(app.coordinator("authorization") as? ShopFlows.SignIn)
    // The app's sign-in coordinator finishes its flow: the guard passes, the link goes on.
    #expect(signIn.finish())
    let expected = ShopFlows.browsing.presenting(Modal(.fullScreen, .stack("checkout", [Shop.checkout])))
    #expect(await checkout.value == .handled(expected))
  }

  @Test func aCompletedFlowsCoordinatorEndsFinished() async throws {
    let app = try ShopFlows.app()
    let promo = Task { await app.center.open("shop://promo/7") }
    await app.trail.until("promotion ← promo(7)")
    app.center.endInterruption(.completed(["used": "yes"]))
    #expect(await promo.value == .handled(ShopFlows.browsing))
    #expect(app.trail.lines == ["promotion ← promo(7)", "promotion ended: finished"])
  }

  @Test func aCancelledFlowsCoordinatorEndsAsThePersonsChoice() async throws {
    let app = try ShopFlows.app()
    let promo = Task { await app.center.open("shop://promo/7") }
    await app.trail.until("promotion ← promo(7)")
    app.center.endInterruption(.cancelled)
    #expect(await promo.value == .handled(ShopFlows.browsing))
    #expect(app.trail.lines == ["promotion ← promo(7)", "promotion ended: userWentBack"])
  }

  @Test func theSameInterruptingLinkTwiceKeepsItsFlow() async throws {
    let app = try ShopFlows.app()
    let first = Task { await app.center.open("shop://promo/7") }
    await app.trail.until("promotion ← promo(7)")
    try await app.navigator.perform(.push(Screen("promoDetail"), onto: "promotion"))
    let flow = ShopFlows.browsing.presenting(Self.promotion(Shop.promo(7), Screen("promoDetail")))
    // A notification tapped twice: the flow stays where the person is, and the link says so.
    #expect(await app.center.open("shop://promo/7") == .kept(flow))
    #expect(app.navigator.state == flow)
    #expect(app.center.isInterrupted)
    app.center.endInterruption(.completed(["used": "yes"]))
    #expect(await first.value == .handled(ShopFlows.browsing))
    #expect(app.session.ended == [#"promo(7) completed(["used": "yes"])"#])
    #expect(app.trail.lines == ["promotion ← promo(7)", "promotion ended: finished"])
  }

  @Test func aRouteMayRestartItsFlowWhenItsLinkComesAgain() async throws {
    let app = try ShopFlows.app(restarts: true)
    let first = Task { await app.center.open("shop://promo/7") }
    await app.trail.until("promotion ← promo(7)")
    try await app.navigator.perform(.push(Screen("promoDetail"), onto: "promotion"))
    let second = Task { await app.center.open("shop://promo/7") }
    #expect(await first.value == .superseded)
    await app.trail.until("promotion ← promo(7)", times: 2)
    #expect(app.navigator.state == ShopFlows.browsing.presenting(Self.promotion(Shop.promo(7))))
    app.center.endInterruption(.completed([:]))
    #expect(await second.value == .handled(ShopFlows.browsing))
    #expect(app.session.ended == ["promo(7) superseded", "promo(7) completed([:])"])
  }

  @Test func aRestoredStateLeavesTheInterruptingFlowOut() async throws {
    let app = try ShopFlows.app(state: Shop.state(), ready: false)
    let saved = ShopFlows.browsing.presenting(Self.promotion(Shop.promo(7), Screen("promoDetail")))
    // No link waits on the flow after a launch, so nothing could end it: the person is back
    // where they were before it, as after a guard's screen.
    #expect(await app.center.restore(saved) == .handled(ShopFlows.browsing))
    #expect(!app.center.isInterrupted)
  }

  // MARK: - Typed flows

  static func rating(_ app: ShopFlows.App) throws -> ShopFlows.Rating {
    try #require(app.coordinator("promotion") as? ShopFlows.Rating)
  }

  static func ratingApp() throws -> ShopFlows.App {
    try ShopFlows.app { container, trail in
      container == "promotion"
        ? ShopFlows.Rating(container, trail: trail) : ShopFlows.Tracked(container, trail: trail)
    }
  }

  @Test func aFlowsCoordinatorFinishingEndsTheInterruptionAndItsParentReadsTheTypedResult() async throws {
    let app = try Self.ratingApp()
    let promo = Task { await app.center.open("shop://promo/7") }
    await app.trail.until("promotion ← promo(7)")
    #expect(try Self.rating(app).finish(5))
    #expect(await promo.value == .handled(ShopFlows.browsing))
    #expect(app.session.ended == [#"promo(7) completed(["rating": "5"])"#])
    #expect(
      app.trail.lines == [
        "promotion ← promo(7)", "promotion ended: finished", "search heard promotion: success(5)",
      ])
  }

  @Test func aFlowsCoordinatorThePersonLeftCancelsTheInterruption() async throws {
    let app = try Self.ratingApp()
    let promo = Task { await app.center.open("shop://promo/7") }
    await app.trail.until("promotion ← promo(7)")
    #expect(try Self.rating(app).cancel(.userWentBack))
    #expect(await promo.value == .handled(ShopFlows.browsing))
    #expect(app.session.ended == ["promo(7) cancelled"])
    #expect(app.trail.lines.last == "search heard promotion: failure(userWentBack)")
  }

  @Test func aTypedFlowTheAppCompletesThroughTheCenterGetsItsOutput() async throws {
    let app = try Self.ratingApp()
    let promo = Task { await app.center.open("shop://promo/7") }
    await app.trail.until("promotion ← promo(7)")
    app.center.endInterruption(.completed(["rating": "4"]))
    #expect(await promo.value == .handled(ShopFlows.browsing))
    #expect(app.trail.lines.suffix(2) == ["promotion ended: finished", "search heard promotion: success(4)"])
  }

  @Test func theKeptOutcomeSaysSo() async throws {
    let app = try ShopFlows.app()
    let first = Task { await app.center.open("shop://promo/7") }
    await app.trail.until("promotion ← promo(7)")
    try await app.navigator.perform(.push(Screen("promoDetail"), onto: "promotion"))
    let kept = await app.center.open("shop://promo/7")
    #expect(kept.name == "kept")
    #expect("\(kept)" == "kept: its flow was up already and stays as it is, promoDetail on screen")
    // Another promotion is another link: it replaces the flow, as before.
    let other = Task { await app.center.open("shop://promo/8") }
    #expect(await first.value == .superseded)
    await app.trail.until("promotion ← promo(8)")
    app.center.endInterruption(.cancelled)
    #expect(await other.value == .handled(ShopFlows.browsing))
  }
}
