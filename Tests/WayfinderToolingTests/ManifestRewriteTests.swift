import Foundation
import Testing
@_spi(Internals) import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTesting
@_spi(Internals) import WayfinderTooling

/// A manifest's `rewrites`: links rewritten before matching, told apart by whether they
/// launched the app, honoured by sessions and scripts, shown by `explain`, generated as Swift,
/// linted, and each misuse pointed at in the manifest.
@MainActor
@Suite struct ManifestRewriteTests {
  static func deals(rewrites: String = Self.rewrites) -> String {
    """
    app: deals
    links: {schemes: [deals]}
    graph:
      main: {tabs: [home, inbox]}
      home: {stack: home}
      inbox: {stack: inbox}
    screens:
      product: {in: home, parameters: [productID]}
      chat: {in: inbox, parameters: [chatID]}
    routes:
      /home: home
      /inbox: inbox
      /products/:productID(int): product(productID)
      /chat/:chatID(int): chat(chatID)
    redirects:
      /p/:id(int): /products/:id
    rewrites:
    \(rewrites)

    """
  }

  static let rewrites = """
      /chat/:id(int): {cold: /inbox}
      /deal/:id(int): {cold: /home, warm: /p/:id}
      /offer/:id(int): {cold: /inbox, from: [notification, shortcut]}
    """

  @Test func aLinkThatLaunchesTheAppIsRewrittenAndOneWhileItRunsIsNot() async throws {
    let app = try Manifest.parse(Self.deals(), file: "deals.yaml")
    let session = ToolSession(app: app, ready: false)
    let cold = await session.open("deals://chat/3")
    #expect(cold.route == "inbox")
    await session.becomeReady()
    #expect(session.links[0].outcome?.description == "handled: inbox on screen")
    #expect(await session.open("deals://chat/4").outcome?.description == "handled: chat(4) on screen")
    // A warm rewrite goes through the redirects as any link does.
    #expect(await session.open("deals://deal/5").outcome?.description == "handled: product(5) on screen")
    // The rule takes notifications and shortcuts only: a script's links come from a URL.
    #expect(await session.open("deals://offer/1").outcome?.name == "unmatched")
  }

  /// A rewrite's pattern names a type the manifest declares, as a route's may: a campaign code
  /// of its pattern is rewritten, another value is not, and its link matches nothing.
  @Test func aRewriteNamesADeclaredType() async throws {
    let text = Self.deals(rewrites: "  /deal/:code(campaign): {cold: /home, warm: /inbox}")
      .replacingOccurrences(
        of: "routes:\n", with: "types:\n  campaign: {pattern: \"[a-z]{3}[0-9]{2}\"}\nroutes:\n")
    let app = try Manifest.parse(text, file: "deals.yaml")
    let session = ToolSession(app: app)
    #expect(await session.open("deals://deal/spr26").outcome?.description == "handled: inbox on screen")
    #expect(await session.open("deals://deal/SPRING").outcome?.name == "unmatched")
  }

  @Test func playSaysWhatTheRewriteDid() async throws {
    let script = try Script.parse(
      """
      ready: false
      steps:
        - open: deals://chat/3
        - ready
        - expect: {link: "deals://chat/3", outcome: handled, top: inbox}
        - open: deals://deal/5
        - expect: {top: "product(5)"}
      """, file: "deals-script.yaml")
    let (result, _) = await ScriptRunner(app: try Manifest.parse(Self.deals(), file: "deals.yaml")).run(
      script)
    #expect(result.passed, "\(result.failures.map { "\($0.line): \($0.failure ?? "")" })")
    #expect(
      result.events[0].result
        == "rewritten to deals://inbox (cold); pending: held until the app is ready (ready)")
    #expect(result.events[3].result == "rewritten to deals://p/5 (warm); handled: product(5) on screen")
  }

  @Test func explainShowsTheRewriteColdAndWarm() async throws {
    let app = try Manifest.parse(Self.deals(), file: "deals.yaml")
    let session = ToolSession(app: app)
    let deal = await session.explain("deals://deal/4")
    #expect(deal.coldRewrite == "deals://home")
    #expect(deal.warmRewrite == "deals://p/4")
    #expect(deal.redirects == ["/products/4"])
    #expect(deal.screen?.description == "product(4)")
    let offer = await session.explain("deals://offer/2", from: .notification)
    #expect(offer.coldRewrite == "deals://inbox")
    #expect(offer.warmRewrite == nil)
  }

  @Test func generateAddsTheRewritesToACenter() throws {
    let swift = try Manifest.generateSwift(Self.deals(), file: "deals.yaml")
    #expect(
      swift.contains(
        "@MainActor public static func addRewrites<Route>(to center: DeepLinkCenter<Route>) throws(RouteTableError) {"
      ))
    #expect(swift.contains(#"try center.addRewrite("/chat/:id(int)", cold: "/inbox")"#))
    #expect(swift.contains(#"try center.addRewrite("/deal/:id(int)", cold: "/home", warm: "/p/:id")"#))
    #expect(
      swift.contains(
        #"try center.addRewrite("/offer/:id(int)", cold: "/inbox", from: [.notification, .shortcut])"#))
    // A manifest without rewrites generates what it did before.
    #expect(
      !(try Manifest.generateSwift(Self.deals(rewrites: "  {}"), file: "deals.yaml")).contains("addRewrites"))
  }

  /// `Generated/DealsNavigation.generated.swift` is `generate`'s output for `Manifests/deals.yaml`,
  /// compiled here: its `addRewrites(to:)` gives a center the manifest's rewrites.
  @Test func theGeneratedSwiftGivesACenterTheRewrites() async throws {
    let generated = try String(
      contentsOfFile:
        "\(ShippedManifest.folder)/../Tests/WayfinderToolingTests/Generated/DealsNavigation.generated.swift",
      encoding: .utf8)
    #expect(try Manifest.generateSwift(contentsOf: "\(ShippedManifest.folder)/deals.yaml") == generated)
    let navigator = HeadlessNavigator(state: DealsNavigation.signedInStart)
    let center = DeepLinkCenter(
      routes: try DealsNavigation.routes(), graph: try DealsNavigation.graph(), navigator: navigator,
      clock: ManualClock(), destination: { $0.destination })
    try DealsNavigation.addRewrites(to: center)
    let cold = center.send("deals://deal/4")
    #expect(center.heldLinks == 1)
    center.becomeReady()
    #expect(await cold.outcome.name == "handled")
    #expect(navigator.state.topScreen == DealsScreen.home.screen)
    #expect(await center.open("deals://deal/4").name == "handled")
    #expect(navigator.state.topScreen == DealsScreen.product(productID: 4).screen)
    #expect(await center.open("deals://offer/4", from: .notification).name == "unmatched")
  }

  @Test func aTargetThatIsARewritesOwnLinkIsLinted() throws {
    let app = try Manifest.parse(
      Self.deals(rewrites: "  /deal/:id(int): {cold: /chat/:id}\n  /chat/:id(int): {cold: /inbox}"),
      file: "deals.yaml")
    let findings = app.lint().findings.filter { $0.code == .rewriteNotChained }
    #expect(
      findings.map(\.message) == [
        "the rewrite /deal/:id(int) sends its links cold to /chat/1, a link of the rewrite /chat/:id(int), which does not run again: a link is rewritten once, before matching; write the final target"
      ])
  }

  @Test(arguments: [
    (
      "  /deal/:id(int): {from: [notification]}",
      "deals.yaml:18:19: error: the rewrite \"/deal/:id(int)\" has no target; expected cold: the path its links go to when they launch the app, warm: while it runs, or both"
    ),
    (
      "  /deal/:id(int): {cold: /home, warm: /home}",
      "deals.yaml:18:39: error: the rewrite \"/deal/:id(int)\" sends its links to /home cold and warm alike; expected a redirect (redirects: /deal/:id(int): /home); a rewrite is for what differs when a link launches the app"
    ),
    (
      "  /deal/:id(int): {cold: /home, from: [push]}",
      "deals.yaml:18:40: error: unknown link source \"push\"; expected url, universalLink, notification, handoff or shortcut"
    ),
    (
      "  /deal/:id(int): {cold: /home, hot: /p/:id}",
      "deals.yaml:18:33: error: unknown key \"hot\" in the rewrite \"/deal/:id(int)\"; expected cold, warm or from"
    ),
    (
      "  /deal/:id(int): {cold: /gone/:id}",
      "deals.yaml:18:26: error: invalid rewrite: the rewrite to \"/gone/:id\" leads to /gone/1, which no route matches"
    ),
    (
      "  /deal/:id(int): {warm: /products/:key}",
      "deals.yaml:18:26: error: invalid rewrite: the rewrite to \"/products/:key\" names \":key\", which /deal/:id(int) does not capture"
    ),
    (
      "  /deal/:id(int): {cold: /home}\n  /deal/:n(int): {cold: /inbox}",
      "deals.yaml:19:3: error: ambiguous patterns: \"/deal/:n(int)\" and \"/deal/:id(int)\": both match the same links"
    ),
  ])
  func aMisusedRewriteIsPointedAt(_ rewrites: String, _ expected: String) {
    do {
      _ = try Manifest.parse(Self.deals(rewrites: rewrites), file: "deals.yaml")
      Issue.record("loaded")
    } catch {
      #expect(String(error.description.prefix(while: { $0 != "\n" })).hasPrefix(expected))
    }
  }
}
