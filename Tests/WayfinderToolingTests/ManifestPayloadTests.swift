import Foundation
import Testing
@_spi(Internals) import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTesting
@_spi(Internals) import WayfinderTooling

/// A manifest's `payloads`, and scripts that say where a link came from: read, checked, played
/// and generated, each mistake pointed at in the manifest.
@MainActor
@Suite struct ManifestPayloadTests {
  static func deals(payloads: String) -> String {
    ManifestRewriteTests.deals() + "payloads:\n" + payloads + "\n"
  }

  @Test func aScriptsNotificationOpensTheLinkItsValuesMake() async throws {
    let app = try Manifest.parse(
      Self.deals(payloads: "  - {link: /chat/:chat, when: {kind: message}}"), file: "deals.yaml")
    let script = try Script.parse(
      """
      steps:
        - notification: {kind: message, chat: "8"}
        - expect: {outcome: handled, top: "chat(8)"}
        - notification: {kind: refund}
        - expect: {outcome: failed}
      """, file: "payloads.yaml")
    let (result, _) = await ScriptRunner(app: app).run(script)
    #expect(result.passed, "\(result.failures.map { "\($0.line): \($0.failure ?? "")" })")
    #expect(result.events[0].result == "the link deals://chat/8; handled: chat(8) on screen")
    #expect(
      result.events[2].result.contains(
        #"the payload has no link under "link", and no payload link takes it: deals://chat/:chat (kind is "refund", not "message", no chat)"#
      ))
  }

  @Test func aLinkFromANotificationTakesTheRewriteForNotificationsOnly() async throws {
    let app = try Manifest.parse(ManifestRewriteTests.deals(), file: "deals.yaml")
    let script = try Script.parse(
      """
      ready: false
      steps:
        - open: {link: deals://offer/5, from: notification}
        - ready
        - expect: {outcome: handled, top: inbox}
        - open: {link: deals://offer/5, from: handoff}
        - expect: {outcome: unmatched}
      """, file: "sources.yaml")
    let (result, _) = await ScriptRunner(app: app).run(script)
    #expect(result.passed, "\(result.failures.map { "\($0.line): \($0.failure ?? "")" })")
    #expect(script.steps[0].step.description == "open deals://offer/5 from notification")
  }

  @Test(arguments: [
    (
      "  - {link: /chat/:chat, when: {kind: message}}\n  - {link: /nowhere/:id}",
      #"error: invalid payload link: "/nowhere/:id" leads to no route"#
    ),
    ("  - {link: /home}", #"error: invalid payload link: the payload link "deals://home" takes no value"#),
    ("  - {when: {kind: x}}", #"error: "#),
  ])
  func aMisusedPayloadLinkIsPointedAt(_ payloads: String, _ expected: String) {
    do {
      _ = try Manifest.parse(Self.deals(payloads: payloads), file: "deals.yaml")
      Issue.record("loaded")
    } catch {
      let first = String(error.description.prefix(while: { $0 != "\n" }))
      #expect(first.hasPrefix("deals.yaml:") && first.contains(expected), "\(error)")
    }
  }

  @Test func anUnknownSourceIsRefusedWithASuggestion() {
    #expect(throws: SourceError.self) {
      try Script.parse("steps:\n  - open: {link: deals://home, from: notifcation}\n", file: "s.yaml")
    }
  }

  /// `Generated/DealsNavigation.generated.swift` (`Manifests/deals.yaml`, compiled here) gives a
  /// center the manifest's payload links.
  @Test func theGeneratedPayloadLinksOpenANotificationsValues() async throws {
    let navigator = HeadlessNavigator(state: DealsNavigation.signedInStart)
    let center = DeepLinkCenter(
      routes: try DealsNavigation.routes(), graph: try DealsNavigation.graph(), navigator: navigator,
      clock: ManualClock(), destination: { $0.destination })
    center.becomeReady()
    center.payloadLinks = try DealsNavigation.payloadLinks()
    #expect(await center.open(payload: ["kind": "deal", "product": 12]).name == "handled")
    #expect(navigator.state.topScreen == DealsScreen.product(productID: 12).screen)
  }
}
