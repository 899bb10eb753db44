import Foundation
import Testing
import WayfinderCoordination
import WayfinderGoldenScripts
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting
@_spi(Internals) import WayfinderTooling

/// The testing module, used the way an app's tests use it — and Wayfinder's own end-to-end
/// golden scripts run through it.
@MainActor
@Suite struct WayfinderTestingTests {
  typealias Bank = BankNavigation.Screens

  static func bank() throws -> (DeepLinkCenter<BankRoute>, HeadlessNavigator) {
    let navigator = HeadlessNavigator(state: BankNavigation.signedInStart)
    let center = DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: try BankNavigation.graph(), navigator: navigator,
      clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: Bank.login) { true }], destination: { .screen($0.screen) })
    center.becomeReady()
    return (center, navigator)
  }

  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func aTreeDiffMarksWhatWasExpectedAndWhatIsOnScreen() {
    let expected = BankNavigation.state(BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(8)]))
    let actual = BankNavigation.state(BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(7)]))
    #expect(
      TreeDiff.between(expected: expected, actual: actual) == """
          flows app
            tabs home
        -     stack dashboard (selected): dashboard, card(8)
        +     stack dashboard (selected): dashboard, card(7)
              stack profile: profile
              stack settings: settings
        """)
    #expect(TreeDiff.between(expected: actual, actual: actual).isEmpty)
    #expect(TreeDiff.between(expected: "a\nb", actual: "b\nc") == "- a\n  b\n+ c")
  }

  @Test func passingChecksReturnTheOutcome() async throws {
    let (center, navigator) = try Self.bank()
    let expected = BankNavigation.state(BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(7)]))
    let outcome = try await LinkChecks.open("bank://cards/7", in: center, on: navigator, leadingTo: expected)
    #expect(outcome == .handled(expected))
    try await LinkChecks.open("bank://cards/8/detail", in: center, on: navigator, showing: "cardDetail(8)")
    try await LinkChecks.open(
      "bank://nowhere", in: center, on: navigator, ending: "unmatched", because: "/nowhere")
  }

  @Test func aFailedStateCheckShowsTheTreeDiff() async throws {
    let (center, navigator) = try Self.bank()
    let expected = BankNavigation.state(BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(8)]))
    do {
      try await LinkChecks.open("bank://cards/7", in: center, on: navigator, leadingTo: expected)
      Issue.record("the check passed")
    } catch {
      #expect(
        error.description == """
          bank://cards/7: expected this state (- expected, + on screen); the link ended handled: card(7) on screen
            flows app
              tabs home
          -     stack dashboard (selected): dashboard, card(8)
          +     stack dashboard (selected): dashboard, card(7)
                stack profile: profile
                stack settings: settings
          """)
    }
  }

  @Test func failedScreenAndOutcomeChecksSayWhatWasOnScreen() async throws {
    let (center, navigator) = try Self.bank()
    await #expect(throws: LinkCheckFailure.self) {
      try await LinkChecks.open("bank://cards/7", in: center, on: navigator, showing: "card(8)")
    }
    await #expect(throws: LinkCheckFailure.self) {
      try await LinkChecks.open("bank://cards/7", in: center, on: navigator, showing: "card(")
    }
    do {
      try await LinkChecks.open("bank://cards/x", in: center, on: navigator, ending: "handled")
      Issue.record("the check passed")
    } catch {
      #expect(error.expected == "handled")
      #expect(error.outcome.name == "unmatched")
      #expect(error.tree.hasPrefix("on screen:\nflows app\n"))
    }
  }

  @Test(arguments: [
    "bank", "messenger", "recipes", "bank-restoration", "recipes-manifest", "deals-manifest",
    "deals-notifications", "messenger-hidden-tab", "chat-split", "bank-windows",
  ])
  func theReferenceAppsGoldenScriptsPassInProcess(_ app: String) async throws {
    try await GoldenScripts.run(
      contentsOf: Self.root.appendingPathComponent("Examples/scripts/\(app).yaml").path)
  }

  @Test func aFailingGoldenScriptThrowsItsFailedStepsWithTheirLines() async throws {
    do {
      try await GoldenScripts.run(
        """
        steps:
          - open: bank://cards/7
          - expect: {top: "card(8)"}
        """, file: "golden.yaml", app: try EmbeddedApp.bank.app())
      Issue.record("the script passed")
    } catch let failure as GoldenScriptFailure {
      #expect(
        failure.description.hasPrefix(
          "golden.yaml:3: expect failed:\ntop: expected card(8), on screen card(7)"))
      // Its storyboard is written, and the failure says where.
      let storyboard = try #require(failure.storyboard)
      #expect(storyboard.hasSuffix("/golden.storyboard.html"))
      #expect(failure.description.hasSuffix("\n\nstoryboard of the run, failures marked: \(storyboard)"))
      let html = try String(contentsOfFile: storyboard, encoding: .utf8)
      #expect(html.contains("<td class=\"expected\">card(8)</td><td class=\"found\">card(7)</td>"))
    }
  }
}
