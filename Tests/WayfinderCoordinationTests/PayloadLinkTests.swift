import Foundation
import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
import WayfinderRouting
@_spi(Internals) import WayfinderTesting

/// A notification whose payload carries values, not a link: `PayloadLink` and the center's
/// `payloadLinks`.
@MainActor
@Suite struct PayloadLinkTests {
  @Test func theValuesFillTheTemplatePercentEncoded() throws {
    let link = try PayloadLink(
      "chat://channels/:channel/messages/:message?q=:query", when: ["type": "message"])
    #expect(link.names == ["channel", "message", "query"])
    let payload: [String: any Sendable] = [
      "type": "message", "channel": "C 1/x", "message": 9, "query": "a&b",
    ]
    #expect(link.link(for: payload) == "chat://channels/C%201%2Fx/messages/9?q=a%26b")
    #expect(link.mismatches(in: payload).isEmpty)
  }

  @Test func aConditionThatDoesNotHoldOrAMissingValueGivesNoLinkAndSaysWhy() throws {
    let link = try PayloadLink("chat://channels/:channel", when: ["type": "channel"])
    let other: [String: any Sendable] = ["type": "call", "channel": "C1"]
    #expect(link.link(for: other) == nil)
    #expect(link.mismatches(in: other) == [#"type is "call", not "channel""#])
    #expect(link.link(for: ["type": "channel"]) == nil)
    #expect(link.mismatches(in: ["type": "channel"]) == ["no channel"])
    // A value of another kind is not one.
    #expect(link.link(for: ["type": "channel", "channel": ["C1"]]) == nil)
  }

  @Test func numbersAndBooleansAreWrittenAsSwiftWritesThem() throws {
    let link = try PayloadLink("shop://orders/:order?gift=:gift")
    #expect(link.link(for: ["order": 42.0, "gift": true]) == "shop://orders/42?gift=true")
    #expect(link.link(for: ["order": 42.5, "gift": false]) == "shop://orders/42.5?gift=false")
  }

  @Test func aTemplateWithoutASchemeOrThatWouldTakeEveryPayloadIsRefused() {
    #expect(throws: RouteTableError.self) { try PayloadLink("/orders/:id") }
    do {
      _ = try PayloadLink("shop://home")
      Issue.record("a link that takes every payload was accepted")
    } catch {
      #expect(error.code == .invalidPayloadLink)
      #expect(error.reason.contains("every payload would open it"))
    }
    #expect((try? PayloadLink("shop://home", when: ["type": "home"])) != nil)
  }

  @Test(.timeLimit(.minutes(1)))
  func aPayloadWithoutALinkOpensThePayloadLinkItsValuesMake() async throws {
    let (center, navigator) = try OutcomesAndErrorsArticleTests.bank()
    center.payloadLinks = [
      try PayloadLink("bank://cards/:card/detail", when: ["kind": "card"]),
      try PayloadLink("bank://cards/:card", when: ["kind": "charge"]),
    ]
    let outcome = await center.open(payload: ["kind": "charge", "card": 7, "aps": ["badge": 1]])
    #expect("\(outcome)" == "handled: card(7) on screen")
    #expect(navigator.state.topScreen == Screen("card", parameters: ["cardID": "7"]))
    // A link under the key still wins.
    #expect(
      "\(await center.open(payload: ["link": "bank://profile", "kind": "card", "card": 1]))"
        == "handled: profile on screen")
  }

  @Test(.timeLimit(.minutes(1)))
  func aPayloadNoPayloadLinkTakesFailsSayingWhatEachMissed() async throws {
    let (center, _) = try OutcomesAndErrorsArticleTests.bank()
    center.payloadLinks = [try PayloadLink("bank://cards/:card", when: ["kind": "charge"])]
    let reports = center.outcomes
    let outcome = await center.open(payload: ["kind": "refund"])
    #expect(
      "\(outcome)"
        == #"failed: the payload has no link under "link", and no payload link takes it: bank://cards/:card (kind is "refund", not "charge", no card)"#
    )
    var iterator = reports.makeAsyncIterator()
    let report = await iterator.next()
    #expect(report?.link?.source == .notification)
  }
}
