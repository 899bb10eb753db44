import Foundation
import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// The session the command-line tool drives: links, sign-in, interruptions, the clock.
@MainActor
@Suite struct ToolSessionTests {
  @Test func aSignedOutLinkWaitsForSignInThenFinishesWithItsSteps() async throws {
    let session = ToolSession(app: try EmbeddedApp.bank.app(), signedIn: false)
    let record = await session.open("bank://cards/42/detail")
    #expect(record.outcome == nil)
    #expect(session.pendingGuards == ["signedIn"])
    await session.signIn()
    let link = try #require(session.links.first)
    #expect(link.outcomeName == "handled")
    #expect(link.route == "cardDetail(42)")
    #expect(link.steps.map(\.description) == ["switchFlow app to home, animated"])
    #expect(session.state.topScreen == BankNavigation.Screens.cardDetail(42))
  }

  @Test func anInterruptionIsFinishedAndTheHookHearsOfIt() async throws {
    let session = ToolSession(app: try EmbeddedApp.messenger.app())
    await session.open("com.myapp://rate-order?orderId=7")
    #expect(session.isInterrupted)
    await session.endInterruption(.completed(["rating": "5"]))
    #expect(session.links.first?.outcomeName == "handled")
    #expect(session.notifications == ["rateOrder(7) completed rating: 5"])
    #expect(session.state == MessengerNavigation.state())
  }

  @Test func heldLinksExpireWhenTheClockMovesPastTheirTimeToLive() async throws {
    let session = ToolSession(app: try EmbeddedApp.bank.app(), ready: false)
    await session.open("bank://cards/1")
    await session.advance(by: .seconds(90))
    await session.open("bank://profile")
    await session.becomeReady()
    #expect(session.links.map(\.outcomeName) == ["expired", "handled"])
  }

  /// The shipped bank manifest with `policy: queue`.
  static func queuedBank() throws -> ToolApp {
    let text = try String(contentsOfFile: ShippedManifest.bank.path, encoding: .utf8)
    return try Manifest.parse(
      text.replacingOccurrences(of: "policy: supersede", with: "policy: queue"), file: "bank.yaml")
  }

  @Test func underQueueEachLinkIsCreditedItsOwnStepsAndAQueuedLinkSaysWhatItIsBehind() async throws {
    let session = ToolSession(app: try Self.queuedBank(), signedIn: false)
    await session.open("bank://cards/42/detail")
    await session.open("bank://settings/notifications")
    await session.open("bank://profile")
    let report = SessionReport(session)
    #expect(
      session.links.map(report.reason) == [
        "waiting for signedIn (signIn or cancelSignIn)", "queued behind bank://cards/42/detail",
        "queued behind bank://settings/notifications",
      ])
    await session.signIn()
    #expect(session.links.map(\.outcomeName) == ["handled", "handled", "handled"])
    #expect(
      session.links.map { $0.steps.map(\.description) } == [
        ["switchFlow app to home, animated"],
        ["selectTab settings in home", "push notifications onto settings, animated"],
        ["selectTab profile in home, animated"],
      ])
  }

  @Test func theHeldLinkThatRunsWhenTheAppIsReadyIsCreditedItsSteps() async throws {
    for app in [try EmbeddedApp.bank.app(), try Self.queuedBank()] {
      let session = ToolSession(app: app, ready: false)
      await session.open("bank://settings/notifications")
      await session.open("bank://cards/8")
      #expect(
        session.links.map(SessionReport(session).reason)
          == Array(repeating: "held until the app is ready (ready)", count: 2))
      await session.becomeReady()
      #expect(session.links.map(\.outcomeName) == ["superseded", "handled"])
      #expect(
        session.links.map { $0.steps.map(\.description) } == [[], ["push card(8) onto dashboard, animated"]])
    }
  }

  @Test func eachPatternsTargetIsReadFromAnExampleLink() throws {
    let targets = try EmbeddedApp.recipes.app().targets
    #expect(targets.map(\.kind) == [.resolved, .resolved, .responder])
    let bank = try EmbeddedApp.bank.app().targets
    #expect(bank.first { $0.pattern.text == "/cards/:cardID(int)/detail" }?.screen == "cardDetail")
  }
}
