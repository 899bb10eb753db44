import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting

/// `send` hands work over before it returns, and `idle()` returns exactly when nothing the
/// center has under way can go on without something from outside: each test waits for it, and
/// none for the scheduler.
@MainActor
@Suite struct IdleTests {
  typealias Bank = BankNavigation.Screens

  @Test func aLinkSentIsTheCentersWhenSendReturns() throws {
    let app = try BankDeepLinkTests.app(signedIn: true, ready: false)
    let link = app.center.send("bank://cards/7")
    #expect(app.center.heldLinks == 1)
    #expect(!link.isEnded)
    // One that does not match has ended already, reported and not held.
    let unmatched = app.center.send("bank://nowhere")
    #expect(unmatched.isEnded)
    #expect(app.center.heldLinks == 1)
  }

  @Test func anIdleCenterReturnsAtOnce() async throws {
    let app = try BankDeepLinkTests.app(signedIn: true)
    await app.center.idle()
    #expect(app.navigator.transcript.isEmpty)
  }

  @Test func idleWaitsForTheLinkToReachItsGuard() async throws {
    let app = try BankDeepLinkTests.app(signedIn: false)
    let link = app.center.send("bank://cards/42/detail")
    await app.center.idle()
    #expect(app.center.pendingGuards == ["signedIn"])
    #expect(!link.isEnded)
    app.session.isSignedIn = true
    app.center.resolveGuard("signedIn", passed: true)
    await app.center.idle()
    #expect(link.isEnded)
    #expect(await link.outcome == .handled(BankDeepLinkTests.cardDetail42))
  }

  /// A step that takes time sleeps on the manual clock: the link waits for the test to move it.
  @Test func aStepAsleepOnTheManualClockIsIdleUntilTheClockMoves() async throws {
    let app = try BankDeepLinkTests.app(signedIn: true, stepDuration: .milliseconds(300))
    let link = app.center.send("bank://settings/notifications")
    await app.center.idle()
    #expect(app.navigator.isPerforming)
    #expect(app.navigator.transcript.map(\.description) == ["selectTab settings in home"])
    await app.clock.advance(by: .milliseconds(300))
    await app.center.idle()
    #expect(app.navigator.transcript.count == 2)
    await app.clock.advance(by: .milliseconds(300))
    await app.center.idle()
    #expect(link.isEnded)
    #expect(await link.outcome.name == "handled")
  }

  /// A resolver asleep on the manual clock is idle; its timeout, once due, is not, until it
  /// fired and the link ended.
  @Test func aResolverAsleepOnTheClockIsIdleAndItsTimeoutEndsIt() async throws {
    let (center, navigator, clock) = try RecipesDeepLinkTests.app(catalogDelay: .seconds(5))
    let link = center.send("recipes://recipes/4")
    await center.idle()
    #expect(!link.isEnded)
    await clock.advance(by: .seconds(2))
    await center.idle()
    #expect(link.isEnded)
    #expect("\(await link.outcome)" == "failed: timeout: no answer within 2.0 seconds")
    #expect(navigator.transcript.isEmpty)
  }

  /// A guard's wait limit on a real clock is a deadline in the future: idle, not a wait for it.
  @Test func aGuardsWaitLimitInTheFutureIsIdle() async throws {
    let session = BankDeepLinkTests.Session(signedIn: false)
    let center = DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: try BankNavigation.graph(),
      navigator: HeadlessNavigator(state: BankNavigation.signedOutStart),
      guards: [RouteGuard("signedIn", showing: Bank.login, waitLimit: .seconds(3600)) { session.isSignedIn }],
      destination: { .screen($0.screen) })
    center.becomeReady()
    let link = center.send("bank://cards/7")
    await center.idle()
    #expect(center.pendingGuards == ["signedIn"])
    center.resolveGuard("signedIn", passed: false)
    #expect(await link.outcome == .guardFailed("signedIn"))
  }

  /// What the navigator reports of the person waits in the center's inbox until the main
  /// actor's next turn: idle takes it into account, and the tap's guard shows.
  @Test func thePersonsTapIsTakenBeforeTheCenterIsIdle() async throws {
    let world = MessengerDeepLinkTests.World(signedIn: false)
    let (center, navigator) = try MessengerDeepLinkTests.app(world)
    try navigator.personSelects(tab: "channels", in: "application")
    await center.idle()
    #expect(center.pendingGuards == ["signedIn"])
    #expect(navigator.state == MessengerNavigation.state(modals: [MessengerNavigation.authorization]))
  }

  @Test func aTicketsOutcomeIsHeardBeforeItsAwaitersResume() async throws {
    let app = try BankDeepLinkTests.app(signedIn: true)
    let link = app.center.send("bank://cards/7")
    var heard: [String] = []
    link.whenEnded { heard.append($0.name) }
    #expect(await link.outcome.name == "handled")
    #expect(heard == ["handled"])
    // Once ended, at once.
    link.whenEnded { heard.append($0.name) }
    #expect(heard == ["handled", "handled"])
  }
}
