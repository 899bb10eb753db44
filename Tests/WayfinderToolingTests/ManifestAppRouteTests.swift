import Foundation
import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTooling

/// Manifest routes that run the app's action (`{action: closePrivateTabs}`) or go where the app
/// decides at run time (`{decide: shortLink(code), among: [page, settings]}`), in a session, in
/// `play` with a script's decisions, and in generated Swift.
@MainActor
@Suite struct ManifestAppRouteTests {
  static func browser(_ extra: String = "") -> String {
    """
    app: browser
    links: {schemes: [browser]}
    guards:
      signedIn: {shows: signIn}
    graph:
      main: {tabs: [tabs, settings]}
      tabs: {stack: tabList}
      settings: {stack: settings}
      auth: {fullScreen: signIn}
    screens:
      page: {in: tabs, parameters: [id]}
    routes:
      /tabs: tabList
      /pages/:id(int): page(id)
      # Closes every private tab; nothing is shown.
      /close-private-tabs: {action: closePrivateTabs}
      /tabs/:id(int)/close: {action: closeTab(id)}
      /sync: {action: syncBookmarks, guard: signedIn}
      /s/:code: {decide: shortLink(code), among: [page, settings], timeout: 2s}
    \(extra)
    """
  }

  static let app = Result { try Manifest.parse(browser(), file: "browser.yaml") }

  @Test func theRoutesReadAsTheirActionsAndDecisions() throws {
    let app = try Self.app.get()
    #expect(app.reading("browser://close-private-tabs").route == "closePrivateTabs")
    #expect(app.reading("browser://tabs/7/close").route == "closeTab(7)")
    #expect(app.reading("browser://s/x1").route == "shortLink(x1)")
    #expect(app.targets.map(\.kind) == [.screen, .screen, .action, .action, .action, .resolved])
  }

  @Test func anActionRunsAndTheOutcomeSaysSo() async throws {
    let session = ToolSession(app: try Self.app.get())
    let record = await session.open("browser://tabs/7/close")
    #expect(record.outcome?.description == "performed: the app's action closeTab ran")
    #expect(record.steps.isEmpty)
  }

  @Test func anActionBehindAGuardWaitsForSignIn() async throws {
    let session = ToolSession(app: try Self.app.get(), signedIn: false)
    let record = await session.open("browser://sync")
    #expect(record.outcome == nil)
    #expect(session.pendingGuards == ["signedIn"])
    await session.signIn()
    #expect(session.links[0].outcome?.name == "performed")
    #expect(session.state.modals.isEmpty)
  }

  @Test func explainSaysWhichActionRuns() async throws {
    let session = ToolSession(app: try Self.app.get())
    let explanation = await session.explain("browser://sync")
    #expect(explanation.action == "syncBookmarks")
    #expect(explanation.guards == ["signedIn"])
  }

  static let script = """
    manifest: browser.yaml
    decisions:
      shortLink(x1): page(5)
      shortLink(x2): {screen: settings}
      shortLink(x3): {redirect: /pages/9}
      shortLink(x4): {fails: "expired short link"}
      shortLink(x5): tabList
    steps:
      - open: browser://s/x1
      - expect: {outcome: handled, top: page(5)}
      - open: browser://s/x2
      - expect: {outcome: handled, top: settings}
      - open: browser://s/x3
      - expect: {outcome: handled, top: page(9)}
      - open: browser://s/x4
      - expect: {outcome: failed, reason: "expired short link"}
      - open: browser://s/x5
      - expect: {outcome: failed, reason: "decided tabList, which is not among the screens it may choose"}
      - open: browser://s/x6
      - expect: {outcome: failed, reason: "say nothing of shortLink(x6)"}
      - open: browser://close-private-tabs
      - expect: {outcome: performed, reason: "closePrivateTabs"}
    """

  @Test func playTakesWhatTheAppDecidesFromTheScript() async throws {
    let script = try Script.parse(Self.script, file: "browser-script.yaml")
    let (result, _) = await ScriptRunner(app: try Self.app.get()).run(script)
    #expect(result.passed, "\(result.failures.map { "\($0.line): \($0.failure ?? "")" })")
    #expect(
      result.events[0].result == "decided by the app (shortLink(x1) → page(5)); handled: page(5) on screen")
  }

  @Test func aDecisionOutsideAmongFailsWithItsCodeAndMovesNothing() async throws {
    let script = try Script.parse(Self.script, file: "browser-script.yaml")
    let session = ToolSession(app: try Self.app.get())
    session.decisions = script.decisions
    let before = session.state
    let record = await session.open("browser://s/x5")
    guard case .failed(let failure)? = record.outcome else {
      Issue.record("expected failed, got \(String(describing: record.outcome))")
      return
    }
    #expect(failure.code == .decisionNotAmong)
    #expect(session.state == before)
  }

  @Test func aDecisionGivenTwiceInAScriptIsAnError() {
    let text = "decisions:\n  shortLink(x1): page(5)\n  shortLink(x1): page(6)\nsteps: []\n"
    #expect(throws: SourceError.self) { try Script.parse(text, file: "s.yaml") }
    do {
      _ = try Script.parse(text, file: "s.yaml")
    } catch {
      #expect(
        error.description.hasPrefix("s.yaml:2:3: error: `shortLink(x1)` is written twice in one mapping"))
    }
  }

  @Test(arguments: [
    "public protocol BrowserHooks: Sendable {",
    "  /// Closes every private tab; nothing is shown.",
    "  @MainActor func closePrivateTabs() async throws",
    "  @MainActor func closeTab(id: Int) async throws",
    "  /// Runs for `/sync`, once `signedIn` passed.",
    "  /// Decides where `/s/:code` goes, within 2 seconds:",
    "  /// a screen among `page`, `settings` with its values, or a redirect (`BrowserShortLinkChoice`).",
    "  /// A thrown error fails the link with its description.",
    "  func shortLink(code: String) async throws -> BrowserShortLinkChoice",
    "public enum BrowserShortLinkChoice: Sendable {",
    "  case page(id: Int, in: BrowserContainer? = nil)",
    "  case settings(in: BrowserContainer? = nil)",
    "  public func destination(hooks: some BrowserHooks) -> Destination {",
    "      return .action(\"closeTab\") { try await hooks.closeTab(id: id) }",
    "      return .action(\"syncBookmarks\", guards: [\"signedIn\"]) { try await hooks.syncBookmarks() }",
    "      return .decide(among: [\"page\", \"settings\"], timeout: .seconds(2)) {\n        try await hooks.shortLink(code: code).destination\n      }",
    "    case .screen: return .screen(screen)",
  ])
  func generateEmitsTheHooksTheAppImplements(line: String) throws {
    let swift = try Manifest.generateSwift(Self.browser(), file: "browser.yaml")
    #expect(swift.contains(line), "\(swift)")
  }

  @Test(arguments: [
    (
      "  /a: {action: clearCart, guard: signedOn}",
      "browser.yaml:20:34: error: unknown guard \"signedOn\" (did you mean \"signedIn\"?)"
    ),
    (
      "  /a: {decide: pick(x), among: [pages]}",
      "browser.yaml:20:33: error: unknown screen \"pages\" (did you mean \"page\"?)"
    ),
    (
      "  /a: {decide: pick}",
      "browser.yaml:20:8: error: the route \"/a\" has no \"among\"; expected among: the screens the app may choose"
    ),
    (
      "  /a: {decide: pick, among: []}",
      "browser.yaml:20:7: error: the decision \"pick\" has no screen to choose among"
    ),
    (
      "  /a: {action: clear, among: [page]}",
      "browser.yaml:20:23: error: an action has no screens to choose among and no time to decide"
    ),
    (
      "  /a: {action: clear, decide: pick}",
      "browser.yaml:20:23: error: the route \"/a\" both runs an action and lets the app decide"
    ),
    (
      "  /a: {decide: pick, among: [page], guard: signedIn}",
      "browser.yaml:20:37: error: the guards of a decided route are those of the screen the app decides"
    ),
    (
      "  /a: {action: page}",
      "browser.yaml:20:16: error: the action \"page\" has the name of a screen"
    ),
    (
      "  /a/:id: {action: clear(tabID)}",
      "browser.yaml:20:26: error: the pattern \"/a/:id\" has no parameter \"tabID\""
    ),
    (
      "  /a: {decide: pick, among: [page], timeout: soon}",
      "browser.yaml:20:46: error: \"soon\" is not a time to decide in"
    ),
    (
      "  /a: {action: clear, in: tabs}",
      "browser.yaml:20:23: error: unknown key \"in\""
    ),
    (
      "  /a?q=:q: {respond: search(q), guard: signedIn}",
      "browser.yaml:20:33: error: a request goes to the coordinator that claims it, which shows its own screen"
    ),
    (
      "  /a: {respond: page}",
      "browser.yaml:20:17: error: the request \"page\" has the name of a screen"
    ),
    (
      "  /a: {action: clear, respond: search}",
      "browser.yaml:20:23: error: the route \"/a\" both runs an action and asks its coordinators"
    ),
  ])
  func aMisuseIsPointedAt(_ route: String, _ expected: String) {
    do {
      _ = try Manifest.parse(Self.browser(route), file: "browser.yaml")
      Issue.record("loaded: \(route)")
    } catch {
      #expect(error.description.hasPrefix(expected), "\(error)")
    }
  }

  @Test(arguments: [
    (
      "tabList(kind = list)",
      "browser.yaml:7:33: error: the root of a stack holds constants only, and \"list\" is not in single quotes; expected kind = 'list'"
    ),
    (
      "tabList(kind = 'a', kind = 'b')",
      "browser.yaml:7:38: error: the root screen \"tabList\" is given \"kind\" twice"
    ),
  ])
  func aStackRootHoldsConstantsOnly(_ root: String, _ expected: String) {
    let text = Self.browser().replacingOccurrences(of: "{stack: tabList}", with: "{stack: \"\(root)\"}")
    do {
      _ = try Manifest.parse(text, file: "browser.yaml")
      Issue.record("loaded: \(root)")
    } catch {
      #expect(error.description.hasPrefix(expected), "\(error)")
    }
  }

  @Test func aStackRootsConstantIsItsValueFromLaunch() throws {
    let text = Self.browser().replacingOccurrences(
      of: "{stack: tabList}", with: "{stack: \"tabList(kind = 'open')\"}")
    let app = try Manifest.parse(text, file: "browser.yaml")
    #expect(app.signedInStart.visibleStack.top == Screen("tabList", parameters: ["kind": "open"]))
  }
}
