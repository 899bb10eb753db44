import Foundation
import Testing
import WayfinderCoordination
import WayfinderNavigation
import WayfinderReferenceApps

/// A state saved when the scene went to the background, brought back at launch only once the
/// graph and the guards say it may be.
@MainActor
@Suite struct RestorationTests {
  typealias Bank = BankNavigation.Screens

  static let saved = BankNavigation.state(
    BankNavigation.home(
      dashboard: [Bank.dashboard, Bank.card(7)], settings: [Bank.settings, Bank.notifications]),
    modals: [BankNavigation.supportSheet])

  /// The first report of `stream`.
  func first(_ stream: AsyncStream<LinkReport>) async -> LinkReport? {
    for await report in stream { return report }
    return nil
  }

  struct Unrestorable: Sendable, CustomTestStringConvertible {
    let saved: NavigationState
    let reason: String
    var testDescription: String { reason }
  }

  nonisolated static let unrestorable: [Unrestorable] = [
    Unrestorable(
      saved: BankNavigation.state(
        BankNavigation.home(), modals: [Modal(.sheet, .stack("promo", [Screen("promo")]))]),
      reason: "failed: the saved state was not restored: \"promo\" is no container of the graph"),
    Unrestorable(
      saved: BankNavigation.state(
        BankNavigation.home(dashboard: [Bank.dashboard, Screen("card", parameters: ["id": "7"])])),
      reason:
        "failed: the saved state was not restored: card(7) does not have the parameters the graph declares (cardID)"
    ),
    Unrestorable(
      saved: BankNavigation.state(BankNavigation.home(dashboard: [Bank.dashboard, Bank.settings])),
      reason: "failed: the saved state was not restored: settings is no screen of stack \"dashboard\""),
    Unrestorable(
      saved: BankNavigation.state(
        BankNavigation.home(dashboard: [Bank.dashboard, .foreign("ReceiptViewController")])),
      reason:
        "failed: the saved state was not restored: [foreign ReceiptViewController] in \"dashboard\" is not a screen of the app"
    ),
    Unrestorable(
      saved: BankNavigation.state(
        BankNavigation.home(), modals: [Modal(.fullScreen, .stack("support", [Bank.support]))]),
      reason: "failed: the saved state was not restored: \"support\" is not a fullScreen modal of the graph"),
  ]

  @Test func aStateTheGraphAllowsIsReachedStepByStep() async throws {
    let app = try BankDeepLinkTests.app(signedIn: true, ready: false)
    let stream = app.center.outcomes
    let outcome = await app.center.restore(Self.saved)
    #expect(outcome.name == "handled")
    #expect(app.navigator.state == Self.saved)
    let report = await first(stream)
    #expect(report?.subject == .restoration)
    #expect(report?.description == "restoration → handled: support on screen")
  }

  @Test(arguments: unrestorable)
  func aStateTheGraphNoLongerAllowsFallsBackWithTheReason(_ case: Unrestorable) async throws {
    let app = try BankDeepLinkTests.app(signedIn: true, ready: false)
    let stream = app.center.outcomes
    let outcome = await app.center.restore(`case`.saved)
    #expect(outcome.description == `case`.reason)
    #expect(app.navigator.state == BankNavigation.signedInStart)
    #expect(await first(stream)?.outcome == outcome)
  }

  @Test func savedDataIsDecodedAndBadDataIsAReason() async throws {
    let app = try BankDeepLinkTests.app(signedIn: true, ready: false)
    #expect(await app.center.restore(data: nil) == nil)
    let bad = await app.center.restore(data: Data("{\"root\": 1}".utf8))
    #expect(
      bad?.description.hasPrefix("failed: the saved state was not restored: it does not decode") == true)
    let good = await app.center.restore(data: try JSONEncoder().encode(Self.saved))
    #expect(good?.name == "handled")
    #expect(app.navigator.state == Self.saved)
  }
}

extension RestorationTests {
  @Test func aGuardsScreenLeftUpByAGoneLinkIsNotBroughtBack() async throws {
    // The messenger's authorization flow, up for a link that waited on sign-in when the scene
    // went to the background: restored, its buttons would resolve no one.
    let session = MessengerSession()
    let navigator = HeadlessNavigator(state: MessengerNavigation.state())
    let center = DeepLinkCenter(
      routes: try MessengerNavigation.routes(), graph: try MessengerNavigation.graph(), navigator: navigator,
      clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: MessengerNavigation.Screens.signIn) { session.isSignedIn }],
      destination: \.destination)
    let saved = MessengerNavigation.state(
      MessengerNavigation.application(feed: [
        MessengerNavigation.Screens.feed, MessengerNavigation.Screens.post("9"),
      ]),
      modals: [MessengerNavigation.authorization])
    let outcome = await center.restore(saved)
    #expect(outcome.name == "handled")
    #expect(
      navigator.state
        == MessengerNavigation.state(
          MessengerNavigation.application(feed: [
            MessengerNavigation.Screens.feed, MessengerNavigation.Screens.post("9"),
          ])))
  }
}

@MainActor
final class MessengerSession {
  var isSignedIn = false
}
