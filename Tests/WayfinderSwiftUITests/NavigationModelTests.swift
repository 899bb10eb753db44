import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(ViewLayer) import WayfinderSwiftUI
@_spi(Internals) import WayfinderTesting

@MainActor
@Suite struct NavigationModelTests {
  typealias Bank = BankNavigation.Screens

  nonisolated static let onCardDetail = BankNavigation.state(
    BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(7), Bank.cardDetail(7)]))
  nonisolated static let withSupport = BankNavigation.state(
    BankNavigation.home(), modals: [BankNavigation.supportSheet])
  /// Bank 3's start: settings with notifications pushed, support presented.
  nonisolated static let bank3 = BankNavigation.state(
    BankNavigation.home(settings: [Bank.settings, Bank.notifications], selected: "settings"),
    modals: [BankNavigation.supportSheet])

  struct StepCase: Sendable, CustomTestStringConvertible {
    let start: NavigationState
    let step: Step
    let bindings: String
    var testDescription: String { step.description }
  }

  nonisolated static let stepCases: [StepCase] = [
    StepCase(
      start: BankNavigation.signedInStart, step: .push(Bank.card(7), onto: "dashboard"),
      bindings: "flow home; tab dashboard; dashboard: card(7)"),
    StepCase(
      start: onCardDetail, step: .pop(to: Bank.card(7), at: 1, in: "dashboard"),
      bindings: "flow home; tab dashboard; dashboard: card(7)"),
    StepCase(
      start: onCardDetail, step: .replace(Bank.cardDetail(7), with: Bank.cardDetail(8), in: "dashboard"),
      bindings: "flow home; tab dashboard; dashboard: card(7), cardDetail(8)"),
    StepCase(
      start: onCardDetail, step: .reload(Bank.card(7), in: "dashboard"),
      bindings: "flow home; tab dashboard; dashboard: card(7), cardDetail(7)"),
    StepCase(
      start: BankNavigation.signedInStart, step: .selectTab("settings", in: "home"),
      bindings: "flow home; tab settings"),
    StepCase(
      start: BankNavigation.signedInStart, step: .present(BankNavigation.supportSheet, from: "app"),
      bindings: "flow home; tab dashboard; sheet support"),
    StepCase(
      start: BankNavigation.signedInStart,
      step: .present(Modal(.fullScreen, .stack("support", [Bank.support])), from: "app"),
      bindings: "flow home; tab dashboard; cover support"),
    StepCase(start: withSupport, step: .dismiss("support"), bindings: "flow home; tab dashboard"),
    StepCase(
      start: BankNavigation.signedInStart, step: .switchFlow("app", to: BankNavigation.login()),
      bindings: "flow login; tab -"),
  ]

  @Test(arguments: stepCases)
  func theBindingsShowTheStateAfterEachStepKind(_ test: StepCase) async throws {
    let model = NavigationModel(state: test.start)
    try await model.perform(test.step)
    #expect(BankBindings(model).description == test.bindings)
    let headless = HeadlessNavigator(state: test.start)
    try await headless.perform(test.step)
    #expect(model.state == headless.state)
    #expect(model.revision == 1)
  }

  @Test func theRootOfAStackIsNotInItsPath() {
    let model = NavigationModel(state: Self.onCardDetail)
    #expect(model.root(of: "dashboard") == Bank.dashboard)
    #expect(model.path(in: "dashboard") == [Bank.card(7), Bank.cardDetail(7)])
    #expect(model.path(in: "home").isEmpty)
    #expect(model.root(of: "nowhere") == nil)
    #expect(model.tabs(in: "home").map(\.name) == ["dashboard", "profile", "settings"])
  }

  @Test func aReloadIsCountedForItsScreen() async throws {
    let model = NavigationModel(state: Self.onCardDetail)
    try await model.perform(.reload(Bank.card(7), in: "dashboard"))
    try await model.perform(.reload(Bank.card(7), in: "dashboard"))
    #expect(model.reloadCount(of: Bank.card(7)) == 2)
    #expect(model.reloadCount(of: Bank.cardDetail(7)) == 0)
  }

  /// Bank 3 through a deep-link center on the model, with views that update as SwiftUI's do.
  @Test func aPlanLandsOneStepPerViewUpdate() async throws {
    let model = NavigationModel(state: Self.bank3)
    let views = FakeViewLayer(model)
    let center = try Self.center(model)
    let outcome = await center.open("bank://cards/7")

    let headless = HeadlessNavigator(state: Self.bank3)
    let headlessOutcome = await (try Self.center(headless)).open("bank://cards/7")
    #expect(outcome == headlessOutcome)
    #expect(model.state == headless.state)
    #expect(
      views.updates.map(\.description) == [
        "1 step(s): flow home; tab settings; settings: notifications",
        "1 step(s): flow home; tab dashboard; settings: notifications",
        "1 step(s): flow home; tab dashboard; dashboard: card(7); settings: notifications",
      ])
    // Each update saw exactly the state after one more of headless's steps.
    #expect(views.updates.map(\.state) == headless.transcript.compactMap(\.state))
    #expect(views.animations == [false, false, true])
    #expect(model.revision == 3)
  }

  /// The time limit of the tests that hold a step until they let the views update: one no
  /// loaded machine reaches, since the step waits for the test, never for the clock.
  static let heldStepLimit = Duration.seconds(120)

  @Test func performReturnsOnlyOnceTheViewsHaveShownTheStep() async throws {
    let model = NavigationModel(state: BankNavigation.signedInStart, stepTimeLimit: Self.heldStepLimit)
    let views = FakeViewLayer(model)
    views.updatesOnItsOwn = false
    let push = Step.push(Bank.card(7), onto: "dashboard", animated: true)
    let performing = Task { try await model.perform(push) }
    await views.waitForStep()
    #expect(model.isSettling)
    // The values have changed, for the views to show; the step has not returned.
    #expect(model.path(in: "dashboard") == [Bank.card(7)])
    #expect(views.updates.isEmpty)
    // A report for an earlier revision settles nothing.
    model.didSettle(revision: 0)
    #expect(model.isSettling)
    // The views update: the step returns.
    await views.waitUntilInvalidated()
    views.update()
    #expect(!views.updates.isEmpty)
    try await performing.value
    #expect(!model.isSettling)
    #expect(views.updates.map(\.description) == ["1 step(s): flow home; tab dashboard; dashboard: card(7)"])
  }

  @Test func aStepWhileAnotherSettlesIsRefusedAsHeadlessRefusesIt() async throws {
    let model = NavigationModel(state: BankNavigation.signedInStart, stepTimeLimit: Self.heldStepLimit)
    let views = FakeViewLayer(model)
    views.updatesOnItsOwn = false
    let first = Task { try await model.perform(.push(Bank.card(7), onto: "dashboard")) }
    await views.waitForStep()
    #expect(model.isSettling)

    let second = Step.selectTab("settings", in: "home")
    let error = await #expect(throws: NavigationError.self) { try await model.perform(second) }
    #expect(
      error?.description
        == "step refused (busy): selectTab settings in home arrived while another step was still running")
    #expect(model.selectedTab(in: "home") == "dashboard")

    views.updatesOnItsOwn = true
    views.update()
    try await first.value
    try await model.perform(second)
    #expect(model.selectedTab(in: "home") == "settings")
  }

  @Test func viewsThatGoAwaySettleTheStepWaitingForThem() async throws {
    let model = NavigationModel(state: BankNavigation.signedInStart, stepTimeLimit: Self.heldStepLimit)
    let views = FakeViewLayer(model)
    views.updatesOnItsOwn = false
    let performing = Task { try await model.perform(.push(Bank.card(7), onto: "dashboard")) }
    await views.waitForStep()
    #expect(model.isSettling)
    model.detach(views)
    try await performing.value
    // With no views, steps settle at once.
    try await model.perform(.push(Bank.cardDetail(7), onto: "dashboard"))
    #expect(model.state == Self.onCardDetail)
  }

  @Test func anIllegalStepIsRefusedAsHeadlessAndNoUpdateHappens() async throws {
    let model = NavigationModel(state: Self.withSupport)
    let views = FakeViewLayer(model)
    let step = Step.push(Bank.card(7), onto: "dashboard")
    let error = await #expect(throws: NavigationError.self) { try await model.perform(step) }
    let headlessError = await #expect(throws: NavigationError.self) {
      try await HeadlessNavigator(state: Self.withSupport).perform(step)
    }
    #expect(error == headlessError)
    #expect(views.animations.isEmpty)
    #expect(model.revision == 0)
    #expect(model.state == Self.withSupport)
  }

  static func center(_ navigator: any Navigator) throws -> DeepLinkCenter<BankRoute> {
    let center = DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: try BankNavigation.graph(), navigator: navigator,
      clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: Bank.login) { true }], destination: { .screen($0.screen) })
    center.becomeReady()
    return center
  }
}
