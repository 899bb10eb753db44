import Foundation
import Testing
import WayfinderCoordination
import WayfinderGoldenScripts
import WayfinderNavigation
import WayfinderTesting

/// The golden scripts as a UI test replays them on a device (issue 33, item 5): which script
/// step becomes which tap or check, decided here and tested on Linux; the UI test only
/// translates. The Shop's plan, which its UI test's bundle holds, is the one its script makes.
@Suite("Device plans of golden scripts")
struct DevicePlanTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  /// The Shop's UI test suite: each golden script beside the plan its bundle holds.
  static let shopScripts = [
    ("Checks/Storyboards/shop.yaml", "Examples/Shop/UITests/shop.device.json"),
    ("Examples/Shop/UITests/shop-orderings.yaml", "Examples/Shop/UITests/shop-orderings.device.json"),
  ]

  @Test(
    "the Shop's UI test holds the plan each of its golden scripts makes",
    arguments: DevicePlanTests.shopScripts)
  func theShopsPlansAreItsScripts(script: String, planFile: String) throws {
    let scriptPath = Self.root.appendingPathComponent(script).path
    let planPath = Self.root.appendingPathComponent(planFile).path
    let made = try GoldenScripts.devicePlan(contentsOf: scriptPath).json()
    if ProcessInfo.processInfo.environment["WAYFINDER_WRITE_DEVICE_PLANS"] == "1" {
      try made.write(toFile: planPath, atomically: true, encoding: .utf8)
    }
    let committed = (try? String(contentsOfFile: planPath, encoding: .utf8)) ?? ""
    #expect(
      made == committed, "\(planFile) is not what \(script) makes: run with WAYFINDER_WRITE_DEVICE_PLANS=1")
    let plan = try DevicePlan.read(Data(committed.utf8))
    #expect(plan.file == URL(fileURLWithPath: script).lastPathComponent)
    #expect(!plan.signedIn)
    #expect(plan.steps.first?.actions.first.map { if case .open = $0 { true } else { false } } == true)
  }

  @Test(
    "the Shop's golden scripts pass headless, as the device replays them",
    arguments: DevicePlanTests.shopScripts)
  func theShopsScriptsPassHeadless(script: String, planFile: String) async throws {
    try await GoldenScripts.run(contentsOf: Self.root.appendingPathComponent(script).path)
  }

  @Test("each step becomes what a person does on the device, and what a UI test can see")
  func stepsBecomeTapsAndChecks() throws {
    let plan = try GoldenScripts.devicePlan(
      """
      app: bank
      steps:
        - open: bank://cards/42/detail
        - expect: {top: login, outcome: pending}
        - signIn
        - expect: {stack: [dashboard, "card(42)", "cardDetail(42)"], outcome: handled, path: [app, home, dashboard]}
        - selectTab: settings
        - back
        - advance: 1500ms
        - open: bank://cards/abc
        - expect: {outcome: unmatched, reason: "not an int"}
        - expect: {link: 1, outcome: handled}
        - expect: {link: bank://cards/42/detail, outcome: handled}
      """)
    #expect(
      plan.steps.map(\.actions) == [
        [.open(link: "bank://cards/42/detail", index: 1)],
        [
          .expectTop(screen: .init(identifier: "wayfinder.screen.login", exact: false)),
          .expectOutcome(link: 1, outcome: "pending", reason: nil),
        ],
        [.tap(identifier: "wayfinder.action.signIn")],
        [
          .expectTop(screen: .init(identifier: "wayfinder.screen.cardDetail(42)", exact: true)),
          .expectOutcome(link: 1, outcome: "handled", reason: nil),
        ],
        [.selectTab(name: "settings")],
        [.back],
        [.wait(seconds: 1.5)],
        [.open(link: "bank://cards/abc", index: 2)],
        [.expectOutcome(link: 2, outcome: "unmatched", reason: "not an int")],
        [.expectOutcome(link: 1, outcome: "handled", reason: nil)],
        [.expectOutcome(link: 1, outcome: "handled", reason: nil)],
      ])
    #expect(plan.steps[3].unchecked == ["path", "stack below its top"])
    #expect(plan.signedIn)
  }

  @Test("a step a UI test cannot do stops the plan, at its line")
  func aStepWithNoDeviceEquivalentIsRefused() {
    #expect {
      _ = try GoldenScripts.devicePlan("steps:\n  - open: bank://support\n  - push: notifications\n")
    } throws: { error in
      (error as? DeviceScriptError)?.line == 3 && (error as? DeviceScriptError)?.step == "push notifications"
    }
  }

  @Test("the screen on top is found by the identifier the adapters give it")
  func screensAreMatchedByTheirIdentifiers() {
    let byName = DevicePlan.ScreenMatch(name: "card", arguments: [])
    #expect(byName.matches("wayfinder.screen.card"))
    #expect(byName.matches("wayfinder.screen.card(7)"))
    #expect(!byName.matches("wayfinder.screen.cardDetail(7)"))
    let exact = DevicePlan.ScreenMatch(name: "card", arguments: [(nil, "7")])
    #expect(exact.matches(Screen("card", parameters: ["cardID": "7"]).accessibilityIdentifier))
    #expect(!exact.matches("wayfinder.screen.card(8)"))
    let named = DevicePlan.ScreenMatch(name: "editProfile", arguments: [("draft", "hello")])
    #expect(named.matches(Screen("editProfile").holding(["draft": "hello"]).accessibilityIdentifier))
  }

  @Test("the outcome label says which link, its outcome, and its reason")
  func outcomeLabels() {
    let label = DevicePlan.outcomeLabel(link: 2, outcome: .guardFailed("signedIn"))
    #expect(label.hasPrefix("#2 guard-failed: "))
    #expect(DevicePlan.outcomeLabel(label, link: 2, matches: "guard-failed", reason: "signedIn"))
    #expect(!DevicePlan.outcomeLabel(label, link: 2, matches: "guard-failed", reason: "payment"))
    #expect(!DevicePlan.outcomeLabel(label, link: 2, matches: "handled", reason: nil))
    #expect(!DevicePlan.outcomeLabel(label, link: 3, matches: "guard-failed", reason: nil))
    // A pending link has no outcome yet: the label is an earlier link's.
    #expect(DevicePlan.outcomeLabel(label, link: 3, matches: "pending", reason: nil))
    #expect(!DevicePlan.outcomeLabel(label, link: 2, matches: "pending", reason: nil))
  }
}
