import Foundation
import Testing
import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTooling

/// `expect` about one link: which link (`link: 2`, `link: bank://cards/7`), its outcome,
/// reason, steps and whether its last step was animated.
@MainActor
@Suite struct ScriptExpectTests {
  static func run(_ text: String, on app: ToolApp? = nil) async throws -> ScriptRunner.Result {
    let script = try Script.parse(text)
    return await ScriptRunner(app: try app ?? EmbeddedApp.bank.app()).run(script).result
  }

  @Test func anExpectationNamesItsLinkByPositionOrAsOpenedAndChecksItsSteps() async throws {
    let result = try await Self.run(
      """
      steps:
        - open: bank://cards/7
        - open: bank://settings/notifications
        - expect: {link: 1, outcome: handled, steps: ["push card(7) onto dashboard, animated"], animated: true}
        - expect: {link: "bank://cards/7", reason: "card(7) on screen"}
        - expect: {steps: ["selectTab settings in home", "push notifications onto settings, animated"]}
        - expect: {outcome: handled, animated: yes}
      """)
    #expect(result.passed, "\(result.failures.map { $0.failure ?? "" })")
    #expect(
      result.events.map(\.result).suffix(4) == [
        "ok: link 1: outcome handled, steps, animated", "ok: link bank://cards/7: reason", "ok: steps",
        "ok: outcome handled, animated",
      ])
  }

  @Test func aFailedLinkExpectationSaysWhichLinkAndWhatItDid() async throws {
    let result = try await Self.run(
      """
      steps:
        - open: bank://cards/7
        - open: bank://cards/abc
        - expect: {link: 1, outcome: rejected, steps: [], animated: false}
        - expect: {link: 3, outcome: handled}
        - expect: {link: "bank://cards/8", steps: []}
        - expect: {animated: true, reason: "card(7)"}
      """)
    let onScreen = BankNavigation.state(
      BankNavigation.home(dashboard: [BankNavigation.Screens.dashboard, BankNavigation.Screens.card(7)]))
    #expect(result.failures.map(\.line) == [4, 5, 6, 7])
    #expect(
      result.failures.map { $0.failure ?? "" }
        == [
          """
          outcome: expected rejected, link 1 (bank://cards/7) ended handled: card(7) on screen
          steps: expected none, link 1 (bank://cards/7) performed push card(7) onto dashboard, animated
          animated: expected the last step not animated, link 1 (bank://cards/7) ended with push card(7) onto dashboard, animated
          """,
          "outcome: expected handled, link 3 is not there: 2 links were opened",
          "steps: link bank://cards/8 was not opened; links opened: bank://cards/7, bank://cards/abc",
          """
          reason: expected words "card(7)", the last link (bank://cards/abc) ended "unmatched: no route matches /cards/abc: "abc" after "/cards" is not an int (as in /cards/:cardID(int))"
          animated: expected the last step animated, the last link (bank://cards/abc) performed no steps
          """,
        ].map { $0 + "\non screen:\n" + onScreen.description })
  }

  @Test func underQueueALinkExpectationSeesEachLinksOwnStepsAndWhatAQueuedLinkWaitsFor() async throws {
    let result = try await Self.run(
      """
      signedIn: false
      steps:
        - open: bank://cards/42/detail
        - open: bank://settings/notifications
        - expect: {outcome: pending, reason: "queued behind bank://cards/42/detail", steps: []}
        - expect: {link: 1, outcome: pending, reason: "waiting for signedIn"}
        - signIn
        - expect: {link: 1, outcome: handled, steps: ["switchFlow app to home, animated"]}
        - expect: {link: 2, steps: ["selectTab settings in home", "push notifications onto settings, animated"]}
      """, on: try ToolSessionTests.queuedBank())
    #expect(result.passed, "\(result.failures.map { $0.failure ?? "" })")
    #expect(
      result.events[1].result == "pending: queued behind bank://cards/42/detail")
  }

  @Test func theScriptOfTheManifestDocsPasses() async throws {
    let docs = try String(contentsOfFile: ShippedManifest.folder + "/../docs/Manifest.md", encoding: .utf8)
    let section = try #require(docs.components(separatedBy: "## Scripts").last)
    let block = try #require(section.components(separatedBy: "```yaml\n").dropFirst().first)
    let script = try #require(block.components(separatedBy: "\n```").first)
    #expect(script.contains("manifest: queued-bank.yaml"))
    let result = try await Self.run(script, on: try ToolSessionTests.queuedBank())
    #expect(result.passed, "\(result.failures.map { $0.failure ?? "" })")
    #expect(result.events.count == 8)
  }

  @Test(arguments: [
    (
      "steps: [expect: {link: 0, outcome: handled}]",
      """
      script.yaml:1:24: error: there is no link 0; expected a position counting from 1: 1 is the first link opened
          steps: [expect: {link: 0, outcome: handled}]
                                 ^
      """
    ),
    (
      "steps: [expect: {link: 2, top: dashboard}]",
      """
      script.yaml:1:24: error: `link` names the link that outcome, reason, steps and animated check, and none is written; expected one of outcome, reason, steps, animated beside it
          steps: [expect: {link: 2, top: dashboard}]
                                 ^
      """
    ),
    (
      "steps: [expect: {steps: push}]",
      """
      script.yaml:1:25: error: `steps` is not a list; expected a list of steps as the tool prints them
          steps: [expect: {steps: push}]
                                  ^
      """
    ),
    (
      "steps: [expect: {steps: [[a]]}]",
      """
      script.yaml:1:26: error: not a single value; expected a step, as `push card(7) onto dashboard, animated`
          steps: [expect: {steps: [[a]]}]
                                   ^
      """
    ),
    (
      "steps: [expect: {animated: sometimes}]",
      """
      script.yaml:1:28: error: "sometimes" is not true or false; expected true or false
          steps: [expect: {animated: sometimes}]
                                     ^
      """
    ),
    (
      "steps: [expect: {lnk: 1, outcome: handled}]",
      """
      script.yaml:1:18: error: unknown key `lnk` (did you mean "link"?); expected `top`, `link`, `outcome`, `reason`, `steps`, `animated`, `stack`, `path`, `notified`, `window`, `held`
          steps: [expect: {lnk: 1, outcome: handled}]
                           ^
      """
    ),
  ])
  func aBrokenLinkExpectationIsPointedAt(_ text: String, _ message: String) {
    #expect(throws: SourceError.self) { try Script.parse(text) }
    do {
      _ = try Script.parse(text)
    } catch {
      #expect(error.description == message)
    }
  }
}
