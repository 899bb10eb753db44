import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Testing) import WayfinderUIKit

/// How many times a link reads the live hierarchy: once before its plan, once after it, and
/// the rule book once per step. The navigator counts every reading of the whole hierarchy.
@MainActor
@Suite struct HierarchyReadingTests {
  typealias Bank = BankNavigation.Screens

  @Test(arguments: [
    ("bank://cards/7", 1), ("bank://cards/42/detail", 1), ("bank://support", 1),
  ])
  func aOneStepLinkReadsTheHierarchyTwice(_ url: String, _ steps: Int) async throws {
    let scene = try await FakeScene.showing(BankNavigation.signedInStart)
    let before = scene.navigator.readings
    let (outcome, performed) = try await UIKitDeepLinkTests.open(url, on: scene.navigator)
    #expect(outcome.name == "handled")
    #expect(performed.count == steps)
    #expect(scene.navigator.readings - before == 2)
  }

  @Test func aPlanOfThreeStepsReadsTheHierarchyTwice() async throws {
    let scene = try await FakeScene.showing(
      BankNavigation.state(
        BankNavigation.home(settings: [Bank.settings, Bank.notifications], selected: "settings"),
        modals: [BankNavigation.supportSheet]))
    let before = scene.navigator.readings
    let (outcome, performed) = try await UIKitDeepLinkTests.open("bank://cards/7", on: scene.navigator)
    #expect(outcome.name == "handled")
    #expect(performed.count == 3)
    #expect(scene.navigator.readings - before == 2)
  }

  @Test func aPlanRefusedAtAStepSaysWhichAndReadsWhatItLeft() async throws {
    let scene = try FakeScene(BankNavigation.signedInStart.root)
    _ = await scene.navigator.snapshot()
    let before = scene.navigator.readings
    let plan: [Step] = [
      .push(Bank.card(7), onto: "dashboard"), .push(Bank.notifications, onto: "nowhere"),
      .push(Bank.card(8), onto: "dashboard"),
    ]
    let report = await scene.navigator.perform(plan, stoppingWhen: { false })
    #expect(report.performed == 1)
    #expect(report.refusal?.code == .containerNotFound)
    #expect(scene.log.calls == ["push card(7) onto dashboard"])
    #expect(scene.navigator.readings - before == 1)
    #expect(
      scene.navigator.state.container(named: "dashboard")?.visibleStack.screens == [
        Bank.dashboard, Bank.card(7),
      ])
  }

  @Test func aPlanStopsAtTheStepBoundaryItIsAskedTo() async throws {
    let scene = try FakeScene(BankNavigation.signedInStart.root)
    let plan: [Step] = [.push(Bank.card(7), onto: "dashboard"), .push(Bank.cardDetail(7), onto: "dashboard")]
    var asked = 0
    let report = await scene.navigator.perform(
      plan,
      stoppingWhen: {
        asked += 1
        return asked > 1
      })
    #expect(report == PlanReport(performed: 1, ending: .stopped))
    #expect(scene.log.calls == ["push card(7) onto dashboard"])
  }
}
