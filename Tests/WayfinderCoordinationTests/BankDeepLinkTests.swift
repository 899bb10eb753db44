import Foundation
import Testing
@_spi(Internals) import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
import WayfinderRouting
@_spi(Internals) import WayfinderTesting

/// The bank app's numbered behaviours of docs/ReferenceApps.md that the dispatcher owns, on the
/// headless navigator.
@MainActor
@Suite struct BankDeepLinkTests {
  typealias Bank = BankNavigation.Screens

  @MainActor final class Session {
    var isSignedIn: Bool
    init(signedIn: Bool) { isSignedIn = signedIn }
  }

  struct App {
    let center: DeepLinkCenter<BankRoute>
    let navigator: HeadlessNavigator
    let session: Session
    let clock: ManualClock
  }

  static func app(signedIn: Bool, stepDuration: Duration = .zero, ready: Bool = true) throws -> App {
    let session = Session(signedIn: signedIn)
    let clock = ManualClock()
    let navigator = HeadlessNavigator(
      state: signedIn ? BankNavigation.signedInStart : BankNavigation.signedOutStart, clock: clock,
      stepDuration: stepDuration)
    let center = DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: try BankNavigation.graph(), navigator: navigator,
      clock: clock,
      guards: [RouteGuard("signedIn", showing: Bank.login) { session.isSignedIn }],
      destination: { .screen($0.screen) })
    if ready { center.becomeReady() }
    return App(center: center, navigator: navigator, session: session, clock: clock)
  }

  static let cardDetail42 = BankNavigation.state(
    BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(42), Bank.cardDetail(42)]))

  @Test func bank1_signedInFreshStart() async throws {
    let app = try Self.app(signedIn: true)
    let outcome = await app.center.open("bank://cards/42/detail")
    #expect(outcome == .handled(Self.cardDetail42))
    #expect(app.navigator.state == Self.cardDetail42)
    #expect(outcome.description == "handled: cardDetail(42) on screen")
  }

  @Test func bank2_signedOutWaitsForSignInThenFinishes() async throws {
    let app = try Self.app(signedIn: false)
    let link = app.center.send("bank://cards/42/detail")
    await app.center.idle()
    #expect(!app.center.pendingGuards.isEmpty)
    #expect(app.center.pendingGuards == ["signedIn"])
    #expect(app.navigator.state == BankNavigation.signedOutStart)
    let shownBeforeSignIn = app.navigator.transcript.count
    app.session.isSignedIn = true
    app.center.resolveGuard("signedIn", passed: true)
    #expect(await link.outcome == .handled(Self.cardDetail42))
    // No screen of home was on screen before sign-in: every state until then is login's.
    for entry in app.navigator.transcript.prefix(shownBeforeSignIn) {
      #expect(entry.state?.visiblePath == ["app", "login"])
    }
    #expect(app.navigator.steps.map(\.description) == ["switchFlow app to home, animated"])
  }

  @Test func bank2_cancellingSignInEndsGuardFailed() async throws {
    let app = try Self.app(signedIn: false)
    let link = app.center.send("bank://cards/42/detail")
    await app.center.idle()
    #expect(!app.center.pendingGuards.isEmpty)
    app.center.resolveGuard("signedIn", passed: false)
    let outcome = await link.outcome
    #expect(outcome == .guardFailed("signedIn"))
    #expect(outcome.description == "guard-failed: guard \"signedIn\" did not pass")
    #expect(app.navigator.state == BankNavigation.signedOutStart)
    #expect(app.navigator.transcript.isEmpty)
  }

  @Test(arguments: [
    ("bank://cards/abc", "unmatched"),
    ("bank://cards/42/detail/extra", "unmatched"),
    ("evil://cards/1", "rejected"),
    ("https://evil.example.com/cards/1", "rejected"),
  ])
  func bank5_unmatchedAndRejectedSayWhy(_ link: String, _ name: String) async throws {
    let app = try Self.app(signedIn: true)
    let outcome = await app.center.open(link)
    #expect(outcome.name == name)
    switch outcome {
    case .unmatched(let error), .rejected(let error):
      #expect(outcome.description == "\(name): \(error.reason)")
      #expect(!error.reason.isEmpty)
    default:
      Issue.record("\(link): \(outcome)")
    }
    #expect(app.navigator.transcript.isEmpty)
  }

  @Test func bank6_aSecondLinkSupersedesTheRunningOne() async throws {
    let app = try Self.app(signedIn: true, stepDuration: .milliseconds(300))
    let first = app.center.send("bank://settings/notifications")
    await app.clock.waitForSleepers()  // selectTab settings is under way
    let second = app.center.send("bank://cards/7")
    // The first link stops at its next step boundary: when the running step completes.
    #expect(app.center.runningLinkIsCancelled)
    await app.clock.advance(by: .milliseconds(300))
    #expect(await first.outcome == .superseded)
    await app.clock.waitForSleepers()  // the second link's tab switch is under way
    await app.clock.advance(by: .milliseconds(300))
    await app.clock.waitForSleepers()
    await app.clock.advance(by: .milliseconds(300))
    let expected = BankNavigation.state(BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(7)]))
    #expect(await second.outcome == .handled(expected))
    #expect(
      app.navigator.steps.map(\.description) == [
        "selectTab settings in home",
        "selectTab dashboard in home",
        "push card(7) onto dashboard, animated",
      ])
  }

  /// A link superseded while its last step runs has its screen on screen when that step
  /// completes: it ends handled, and the newcomer runs after it.
  @Test func aLinkSupersededDuringItsLastStepThatReachedItsScreenIsHandled() async throws {
    let app = try Self.app(signedIn: true, stepDuration: .milliseconds(300))
    let first = app.center.send("bank://cards/42")
    await app.clock.waitForSleepers()  // push card(42), its only step, is under way
    let second = app.center.send("bank://profile")
    #expect(app.center.runningLinkIsCancelled)
    await app.clock.advance(by: .milliseconds(300))
    let reached = BankNavigation.state(BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(42)]))
    #expect(await first.outcome == .handled(reached))
    await app.clock.waitForSleepers()  // the second link's tab switch is under way
    await app.clock.advance(by: .milliseconds(300))
    let profile = try #require(
      try? reached.showing([Bank.profile], in: "profile"), "the bank app has a profile stack")
    #expect(await second.outcome == .handled(profile))
    #expect(
      app.navigator.steps.map(\.description) == [
        "push card(42) onto dashboard, animated", "selectTab profile in home, animated",
      ])
  }

  @Test func bank7_heldLinksOpenTheNewestWhenReadyAndExpireAfterTheirTimeToLive() async throws {
    let app = try Self.app(signedIn: true, ready: false)
    let old = app.center.send("bank://settings")
    #expect(app.center.received == 1)
    await app.clock.advance(by: .seconds(50))
    let older = app.center.send("bank://profile")
    #expect(app.center.received == 2)
    await app.clock.advance(by: .seconds(5))
    let newest = app.center.send("bank://cards/7")
    #expect(app.center.received == 3)
    await app.clock.advance(by: .seconds(45))
    #expect(app.navigator.transcript.isEmpty)
    app.center.becomeReady()
    #expect(await old.outcome == .expired)
    #expect(await older.outcome == .superseded)
    let expected = BankNavigation.state(BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(7)]))
    #expect(await newest.outcome == .handled(expected))
  }

  @Test func everyLinkHasExactlyOneOutcomeOnTheStream() async throws {
    let app = try Self.app(signedIn: true)
    let reports = app.center.outcomes
    let links = ["bank://cards/1", "evil://x", "bank://nope", "bank://settings/notifications"]
    for link in links { _ = await app.center.open(link, from: .notification) }
    var seen: [String] = []
    for await report in reports {
      seen.append("\(report.subject) \(report.outcome.name)")
      if seen.count == links.count { break }
    }
    #expect(
      seen == [
        "bank://cards/1 handled", "evil://x rejected", "bank://nope unmatched",
        "bank://settings/notifications handled",
      ])
  }
}

extension BankDeepLinkTests {
  @Test func explainIsADryRun() async throws {
    let app = try Self.app(signedIn: true)
    let explanation = await app.center.explain("bank://cards/42/detail")
    #expect(
      explanation.description == """
        link      bank://cards/42/detail
        pattern   /cards/:cardID(int)/detail
        route     cardDetail(42)
        screen    cardDetail(42)
        path      app › home › dashboard
        stack     dashboard, card(42), cardDetail(42)
        guards    signedIn
        steps
          setScreens dashboard to dashboard, card(42), cardDetail(42) keeping 1, animated
        """)
    #expect(explanation.target == Self.cardDetail42)
    #expect(app.navigator.transcript.isEmpty)
    let unmatched = await app.center.explain("bank://cards/abc")
    #expect(unmatched.stopsWith?.name == "unmatched")
    #expect(unmatched.screen == nil)
  }

  @Test func reportsCarryTheSourceAndArrivalTime() async throws {
    let app = try Self.app(signedIn: true)
    let reports = app.center.outcomes
    await app.clock.advance(by: .seconds(3))
    _ = await app.center.open("bank://profile", from: .shortcut)
    for await report in reports {
      #expect(report.link == IncomingLink(url: "bank://profile", source: .shortcut, receivedAt: .seconds(3)))
      #expect(report.description == "bank://profile → handled: profile on screen")
      break
    }
  }
}

extension BankDeepLinkTests {
  @Test func linksFromEverySource() async throws {
    let app = try Self.app(signedIn: true)
    let reports = app.center.outcomes
    let url = try #require(URL(string: "https://bank.example.com/cards/3"))
    #expect(await app.center.open(url).name == "handled")
    #expect(await app.center.open(payload: ["link": "bank://profile", "badge": 3]).name == "handled")
    #expect(
      await app.center.open(payload: ["aps": "x"]).description
        == "failed: the payload has no link under \"link\"")
    var sources: [LinkSource?] = []
    for await report in reports {
      sources.append(report.link?.source)
      if sources.count == 3 { break }
    }
    #expect(sources == [.universalLink, .notification, .notification])
  }
}

extension BankDeepLinkTests {
  @Test func aCenterNobodyListensToKeepsNoOutcome() async throws {
    let app = try Self.app(signedIn: true)
    _ = await app.center.open("bank://cards/1")
    // A stream made now hears only what ends from now on.
    let reports = app.center.outcomes
    _ = await app.center.open("bank://profile")
    for await report in reports {
      #expect(report.link?.url == "bank://profile")
      break
    }
  }
}
