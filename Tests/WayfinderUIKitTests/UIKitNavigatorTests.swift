import Testing
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting
@_spi(Testing) import WayfinderUIKit

@MainActor
@Suite struct UIKitNavigatorTests {
  typealias Bank = BankNavigation.Screens

  struct StepCase: Sendable, CustomTestStringConvertible {
    let start: NavigationState
    let step: Step
    let calls: [String]
    var testDescription: String { step.description }
  }

  nonisolated static let onCardDetail = BankNavigation.state(
    BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(7), Bank.cardDetail(7)]))
  nonisolated static let withSupport = BankNavigation.state(
    BankNavigation.home(), modals: [BankNavigation.supportSheet])

  nonisolated static let stepCases: [StepCase] = [
    StepCase(
      start: BankNavigation.signedInStart, step: .push(Bank.card(7), onto: "dashboard"),
      calls: ["push card(7) onto dashboard"]),
    StepCase(
      start: BankNavigation.signedInStart, step: .push(Bank.card(7), onto: "dashboard", animated: true),
      calls: ["push card(7) onto dashboard, animated"]),
    StepCase(
      start: onCardDetail, step: .pop(to: Bank.dashboard, at: 0, in: "dashboard", animated: true),
      calls: ["set dashboard to dashboard, animated"]),
    StepCase(
      start: onCardDetail, step: .pop(to: Bank.card(7), at: 1, in: "dashboard"),
      calls: ["set dashboard to dashboard, card(7)"]),
    StepCase(
      start: onCardDetail, step: .replace(Bank.cardDetail(7), with: Bank.cardDetail(8), in: "dashboard"),
      calls: ["set dashboard to dashboard, card(7), cardDetail(8)"]),
    StepCase(start: onCardDetail, step: .reload(Bank.card(7), in: "dashboard"), calls: []),
    StepCase(
      start: BankNavigation.signedInStart, step: .selectTab("settings", in: "home"),
      calls: ["select tab 2 (settings) of home"]),
    StepCase(
      start: BankNavigation.signedInStart,
      step: .present(BankNavigation.supportSheet, from: "home", animated: true),
      calls: ["present sheet support over home, animated"]),
    StepCase(
      start: BankNavigation.signedInStart,
      step: .present(Modal(.fullScreen, .stack("support", [Bank.support])), from: "dashboard"),
      calls: ["present fullScreen support over dashboard"]),
    StepCase(start: withSupport, step: .dismiss("support"), calls: ["dismiss support from app"]),
    StepCase(
      start: BankNavigation.signedInStart, step: .switchFlow("app", to: BankNavigation.login()),
      calls: ["show flow login in app"]),
    StepCase(
      start: BankNavigation.signedOutStart,
      step: .switchFlow("app", to: BankNavigation.home(), animated: true),
      calls: ["show flow home in app, animated"]),
  ]

  @Test(arguments: stepCases)
  func eachStepKindCallsItsHostAndLeavesTheHeadlessState(_ test: StepCase) async throws {
    let scene = try await FakeScene.showing(test.start)
    #expect(scene.shown == test.start.description)
    try await scene.navigator.perform(test.step)
    #expect(scene.log.calls == test.calls)
    let headless = HeadlessNavigator(state: test.start)
    try await headless.perform(test.step)
    #expect(scene.navigator.state == headless.state)
    #expect(scene.shown == headless.state.description)
  }

  @Test func aReloadAsksTheFactoryToReloadTheScreensViewController() async throws {
    let scene = try FakeScene(Self.onCardDetail.root)
    try await scene.navigator.perform(.reload(Bank.card(7), in: "dashboard"))
    #expect(scene.factory.reloaded == ["card(7) as card(7)"])
  }

  @Test func theBuiltRootShowsTheStateAndEveryContainerHasItsHost() throws {
    let scene = try FakeScene(BankNavigation.signedInStart.root)
    #expect(
      scene.shown == """
        flows app
          tabs home
            stack dashboard (selected): dashboard
            stack profile: profile
            stack settings: settings
        """)
    #expect(scene.navigator.directory.containerNames == ["app", "dashboard", "home", "profile", "settings"])
    #expect(scene.navigator.directory.missingHosts(for: scene.navigator.state).isEmpty)
  }

  @Test func modalsAndFlowsBringTheirHostsAndTakeThemAway() async throws {
    let scene = try FakeScene(BankNavigation.signedInStart.root)
    let directory = scene.navigator.directory
    try await scene.navigator.perform(.present(BankNavigation.supportSheet, from: "home"))
    #expect(directory.containerNames == ["app", "dashboard", "home", "profile", "settings", "support"])
    try await scene.navigator.perform(.push(Screen("faq"), onto: "support"))
    #expect(scene.log.calls.last == "push faq onto support")
    try await scene.navigator.perform(.dismiss("support"))
    #expect(directory.containerNames == ["app", "dashboard", "home", "profile", "settings"])
    try await scene.navigator.perform(.switchFlow("app", to: BankNavigation.login()))
    #expect(directory.containerNames.filter { directory.host(for: $0) != nil } == ["app", "login"])
    #expect(directory.missingHosts(for: scene.navigator.state).isEmpty)
    #expect(scene.shown == scene.navigator.state.description)
  }

  @Test func performReturnsOnlyOnceTheHostHasCompleted() async throws {
    let scene = try FakeScene(BankNavigation.signedInStart.root)
    scene.log.completion = .onRequest
    let push = Step.push(Bank.card(7), onto: "dashboard", animated: true)
    let performing = Task { try await scene.navigator.perform(push) }
    await scene.log.waitForPending()
    // The host has been asked, but has not finished: the navigator waits, state unchanged.
    #expect(scene.log.calls == ["push card(7) onto dashboard, animated"])
    #expect(scene.navigator.isPerforming)
    #expect(scene.navigator.state == BankNavigation.signedInStart)
    scene.log.complete()
    try await performing.value
    #expect(!scene.navigator.isPerforming)
    #expect(scene.navigator.state.visibleStack.screens == [Bank.dashboard, Bank.card(7)])
  }

  @Test func aStepDuringAnotherIsRefusedAsTheHeadlessNavigatorRefusesIt() async throws {
    let scene = try FakeScene(BankNavigation.signedInStart.root)
    scene.log.completion = .onRequest
    let first = Task { try await scene.navigator.perform(.push(Bank.card(7), onto: "dashboard")) }
    await scene.log.waitForPending()

    let second = Step.selectTab("settings", in: "home")
    let error = await #expect(throws: NavigationError.self) { try await scene.navigator.perform(second) }
    #expect(error == (await Self.headlessBusyRefusal(of: second)))
    #expect(
      error?.description
        == "step refused (busy): selectTab settings in home arrived while another step was still running")
    #expect(scene.log.calls == ["push card(7) onto dashboard"])

    scene.log.completion = .immediately
    scene.log.complete()
    try await first.value
    try await scene.navigator.perform(second)
    #expect(scene.navigator.state.visibleStack.name == "settings")
  }

  @Test func aHostThatCompletesTwiceResumesTheStepOnce() async throws {
    let scene = try FakeScene(BankNavigation.signedInStart.root)
    scene.log.completion = .twice
    try await scene.navigator.perform(.push(Bank.card(7), onto: "dashboard", animated: true))
    try await scene.navigator.perform(.push(Bank.cardDetail(7), onto: "dashboard"))
    try await scene.navigator.perform(.present(BankNavigation.supportSheet, from: "home"))
    try await scene.navigator.perform(.dismiss("support"))
    #expect(scene.log.calls.count == 4)
    #expect(scene.navigator.state == Self.onCardDetail)
    #expect(scene.shown == Self.onCardDetail.description)
  }

  /// What `HeadlessNavigator` says to `step` while another step runs.
  static func headlessBusyRefusal(of step: Step) async -> NavigationError? {
    let clock = ManualClock()
    let headless = HeadlessNavigator(
      state: BankNavigation.signedInStart, clock: clock, stepDuration: .seconds(1))
    let running = Task { try await headless.perform(.push(Bank.card(7), onto: "dashboard")) }
    await clock.waitForSleepers()
    defer { running.cancel() }
    do {
      try await headless.perform(step)
      return nil
    } catch {
      return error
    }
  }
}
