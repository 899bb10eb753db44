import Foundation
import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting

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

  struct Stale: Sendable, CustomTestStringConvertible {
    let saved: NavigationState
    let restored: NavigationState
    let leftOut: String
    var testDescription: String { leftOut }
  }

  /// Saved states with one stale part (a screen or a modal an older build had): only that part
  /// is left out, the rest comes back, and the outcome says what and why.
  nonisolated static let stale: [Stale] = [
    Stale(
      saved: BankNavigation.state(
        BankNavigation.home(), modals: [Modal(.sheet, .stack("promo", [Screen("promo")]))]),
      restored: BankNavigation.state(BankNavigation.home()),
      leftOut: "left out modal \"promo\": \"promo\" is no container of the graph"),
    Stale(
      saved: BankNavigation.state(
        BankNavigation.home(dashboard: [Bank.dashboard, Screen("card", parameters: ["id": "7"])])),
      restored: BankNavigation.state(BankNavigation.home(dashboard: [Bank.dashboard])),
      leftOut:
        "left out card(7) from \"dashboard\": card(7) does not have the parameters the graph declares (cardID)"
    ),
    Stale(
      saved: BankNavigation.state(
        BankNavigation.home(dashboard: [Bank.dashboard, Bank.settings, Bank.card(7)])),
      restored: BankNavigation.state(BankNavigation.home(dashboard: [Bank.dashboard])),
      leftOut:
        "left out settings from \"dashboard\" and the 1 screen(s) pushed after it: settings is no screen of stack \"dashboard\""
    ),
    Stale(
      saved: BankNavigation.state(
        BankNavigation.home(dashboard: [Bank.dashboard, .foreign("ReceiptViewController")])),
      restored: BankNavigation.state(BankNavigation.home(dashboard: [Bank.dashboard])),
      leftOut:
        "left out [foreign ReceiptViewController] from \"dashboard\": [foreign ReceiptViewController] in \"dashboard\" is not a screen of the app"
    ),
    Stale(
      saved: BankNavigation.state(
        BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(7)]),
        modals: [Modal(.fullScreen, .stack("support", [Bank.support]))]),
      restored: BankNavigation.state(BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(7)])),
      leftOut:
        "left out modal \"support\": \"support\" is not a fullScreen modal of the graph"
    ),
  ]

  @Test func aStateTheGraphAllowsIsReachedStepByStep() async throws {
    let app = try BankDeepLinkTests.app(signedIn: true, ready: false)
    let stream = app.center.outcomes
    let outcome = await app.center.restore(Self.saved)
    #expect(outcome.name == "handled")
    #expect(app.navigator.state == Self.saved)
    let report = await first(stream)
    #expect(report == .restoration(outcome))
    #expect(report?.description == "restoration → handled: support on screen")
  }

  @Test(arguments: stale)
  func aStalePartIsLeftOutAndTheRestRestoredWithTheReason(_ case: Stale) async throws {
    let app = try BankDeepLinkTests.app(signedIn: true, ready: false)
    let stream = app.center.outcomes
    let outcome = await app.center.restore(`case`.saved)
    guard case .restoredInPart(let state, let dropped) = outcome else {
      Issue.record("\(outcome)")
      return
    }
    #expect(state == `case`.restored)
    #expect(app.navigator.state == `case`.restored)
    #expect(dropped.code == .notRestored)
    #expect(dropped.reason == "the saved state was restored in part: \(`case`.leftOut)")
    #expect(await first(stream)?.outcome == outcome)
  }

  @Test func aStaleRootFallsBackWithTheReason() async throws {
    let app = try BankDeepLinkTests.app(signedIn: true, ready: false)
    let outcome = await app.center.restore(NavigationState(root: .stack("legacy", [Screen("legacy")])))
    #expect(
      outcome.description
        == "failed: the saved state was not restored: \"legacy\" is no container of the graph")
    #expect(app.navigator.state == BankNavigation.signedInStart)
  }

  /// A modal another build saved with a style this one does not have: what decodes comes
  /// back, the modal is left out.
  @Test func aPartThatDoesNotDecodeIsLeftOut() async throws {
    let app = try BankDeepLinkTests.app(signedIn: true, ready: false)
    let kept = BankNavigation.state(BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(7)]))
    var object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(kept)) as? [String: Any])
    object["modals"] = [
      ["style": "hologram", "content": ["kind": "stack", "name": "support", "screens": []]]
    ]
    let outcome = await app.center.restore(data: try JSONSerialization.data(withJSONObject: object))
    #expect(outcome?.name == "restored-in-part")
    #expect(
      outcome?.description.contains("left out modal 1: it does not decode") == true,
      "\(String(describing: outcome))")
    #expect(app.navigator.state == kept)
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
