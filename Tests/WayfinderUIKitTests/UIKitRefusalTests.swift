import Testing
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting
@_spi(Testing) import WayfinderUIKit

@MainActor
@Suite struct UIKitRefusalTests {
  typealias Bank = BankNavigation.Screens

  struct Refusal: Sendable, CustomTestStringConvertible {
    let start: NavigationState
    let step: Step
    var testDescription: String { step.description }
  }

  nonisolated static let withSupport = BankNavigation.state(
    BankNavigation.home(), modals: [BankNavigation.supportSheet])

  nonisolated static let illegalSteps: [Refusal] = [
    Refusal(start: BankNavigation.signedInStart, step: .push(Bank.card(7), onto: "nowhere")),
    Refusal(start: BankNavigation.signedInStart, step: .pop(to: Bank.dashboard, at: 0, in: "dashboard")),
    Refusal(start: BankNavigation.signedInStart, step: .selectTab("nowhere", in: "home")),
    Refusal(start: BankNavigation.signedInStart, step: .dismiss("support")),
    Refusal(start: BankNavigation.signedInStart, step: .switchFlow("home", to: BankNavigation.login())),
    Refusal(
      start: BankNavigation.signedInStart, step: .replace(Bank.card(7), with: Bank.card(8), in: "dashboard")),
    Refusal(start: BankNavigation.signedInStart, step: .reload(Bank.card(7), in: "dashboard")),
    Refusal(
      start: BankNavigation.signedInStart, step: .present(BankNavigation.supportSheet, from: "settings")),
    Refusal(start: withSupport, step: .push(Bank.card(7), onto: "dashboard")),
    Refusal(start: withSupport, step: .selectTab("settings", in: "home")),
    Refusal(start: withSupport, step: .present(BankNavigation.supportSheet, from: "home")),
    Refusal(start: withSupport, step: .switchFlow("app", to: BankNavigation.login())),
  ]

  @Test(arguments: illegalSteps)
  func anIllegalStepIsRefusedAsHeadlessBeforeAnyHostIsAsked(_ refusal: Refusal) async throws {
    let scene = try await FakeScene.showing(refusal.start)
    let made = scene.factory.made.count
    let error = await #expect(throws: NavigationError.self) {
      try await scene.navigator.perform(refusal.step)
    }
    let headless = HeadlessNavigator(state: refusal.start)
    let headlessError = await #expect(throws: NavigationError.self) {
      try await headless.perform(refusal.step)
    }
    #expect(error == headlessError)
    #expect(scene.log.calls.isEmpty)
    #expect(scene.factory.made.count == made)
    #expect(scene.navigator.state == refusal.start)
    #expect(scene.shown == refusal.start.description)
  }

  @Test func aViewControllerTheDirectoryDoesNotKnowIsReadAsForeignAndNotChanged() async throws {
    // The tab's navigation controller is no host of the directory's: it is read as a foreign
    // tab, and a step on "settings" is refused before any view controller is asked.
    let scene = try FakeScene(BankNavigation.signedInStart.root)
    scene.navigator.directory.forget("settings")
    #expect(scene.navigator.directory.missingHosts(for: scene.navigator.state) == ["settings"])
    // A plan starts from a reading (a center takes one before it plans).
    _ = await scene.navigator.snapshot()
    let push = Step.push(Bank.notifications, onto: "settings")
    let error = await #expect(throws: NavigationError.self) { try await scene.navigator.perform(push) }
    #expect(error?.code == .containerNotFound)
    #expect(
      error?.description
        == "step refused (container-not-found): cannot push notifications onto \"settings\": there is no such container"
    )
    #expect(scene.log.calls.isEmpty)
    #expect(
      scene.navigator.state.container(named: "home-tab-3") == .stack("home-tab-3", [.foreign("FakeStack")]))
    #expect(!scene.navigator.isPerforming)
    // The other containers still work.
    try await scene.navigator.perform(.push(Bank.card(7), onto: "dashboard"))
    #expect(scene.log.calls == ["push card(7) onto dashboard"])
  }

  @Test func aHostOfAnotherKindIsNotTakenForTheContainer() async throws {
    let scene = try FakeScene(BankNavigation.signedInStart.root)
    let stranger = FakeStack("home", [], log: scene.log)
    scene.navigator.directory.register(.stack(stranger), for: "home")
    #expect(scene.navigator.directory.missingHosts(for: scene.navigator.state) == ["home"])
    _ = await scene.navigator.snapshot()
    let select = Step.selectTab("settings", in: "home")
    let error = await #expect(throws: NavigationError.self) { try await scene.navigator.perform(select) }
    #expect(error?.code == .containerNotFound)
    #expect(scene.log.calls.isEmpty)
  }

  @Test func aHostThatHasGoneIsAHostThatIsMissing() async throws {
    let log = HostLog()
    let directory = HostDirectory<FakeController>()
    let state = NavigationState(root: .stack("feed", [Screen("feed")]))
    do {
      let feed = FakeStack("feed", [FakeController("feed", log: log)], log: log)
      directory.register(.stack(feed), for: "feed")
      #expect(directory.containerNames == ["feed"])
    }
    #expect(directory.containerNames.isEmpty)
    let navigator = UIKitNavigator(state: state, directory: directory, factory: FakeFactory(log: log))
    let error = await #expect(throws: NavigationError.self) {
      try await navigator.perform(.push(Screen("post"), onto: "feed"))
    }
    #expect(
      error?.description
        == "step refused (no-host): \"feed\" has no view on screen to perform push post onto feed")
    #expect(navigator.state == state)
  }

  @Test func aModalWhosePresenterHasNoHostCannotBeDismissed() async throws {
    // UIKit dismisses a modal through the view controller that presented it, the root here.
    let scene = try await FakeScene.showing(Self.withSupport)
    scene.navigator.directory.forget(Self.withSupport.root.name)
    let error = await #expect(throws: NavigationError.self) {
      try await scene.navigator.perform(.dismiss("support"))
    }
    #expect(
      error?.description
        == "step refused (no-host): \"\(Self.withSupport.root.name)\" has no view on screen to perform dismiss support"
    )
    #expect(scene.navigator.state == Self.withSupport)
  }
}
