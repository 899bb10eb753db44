import Testing
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Testing) import WayfinderUIKit

/// A scene's view controllers made by hand, as an app's storyboard or scene delegate would,
/// then found by walking them.
@MainActor
@Suite struct HostDiscoveryTests {
  typealias Bank = BankNavigation.Screens

  let log = HostLog()

  func stack(_ name: String, _ screens: [Screen]) -> FakeStack {
    FakeStack(name, screens.map { FakeController($0.description, log: log) }, log: log)
  }

  /// The bank app signed in, on `selected`, with `dashboard` screens on the dashboard tab.
  func bank(dashboard: [Screen] = [Bank.dashboard], selected: Int = 0) -> FakeFlows {
    let home = FakeTabs(
      "home",
      [stack("dashboard", dashboard), stack("profile", [Bank.profile]), stack("settings", [Bank.settings])],
      selectedIndex: selected, log: log)
    return FakeFlows("app", showing: home, log: log)
  }

  @Test func everyContainerOfTheStateIsFoundWhereItsTreeSaysItIs() throws {
    let root = bank()
    let directory = HostDirectory<FakeController>()
    try directory.discover(BankNavigation.signedInStart, from: root)
    #expect(directory.containerNames == ["app", "dashboard", "home", "profile", "settings"])
    #expect(directory.missingHosts(for: BankNavigation.signedInStart).isEmpty)
    #expect(root.stateDescription == BankNavigation.signedInStart.description)
  }

  @Test func aNavigatorMadeFromDiscoveredHostsDrivesThem() async throws {
    let root = bank()
    let navigator = try UIKitNavigator(
      state: BankNavigation.signedInStart, discoveringFrom: root, factory: FakeFactory(log: log))
    try await navigator.perform(.present(BankNavigation.supportSheet, from: "home"))
    try await navigator.perform(.dismiss("support"))
    try await navigator.perform(.push(Bank.card(7), onto: "dashboard"))
    #expect(
      log.calls == [
        "present sheet support over home", "dismiss support from app", "push card(7) onto dashboard",
      ])
    #expect(root.stateDescription == navigator.state.description)
  }

  @Test func modalsAreFoundPresentedEachOverTheOneBefore() async throws {
    let root = bank()
    let support = stack("support", [Bank.support])
    root.present(support, style: .sheet, animated: false) {}
    let state = BankNavigation.state(BankNavigation.home(), modals: [BankNavigation.supportSheet])
    let directory = HostDirectory<FakeController>()
    try directory.discover(state, from: root)
    #expect(directory.containerNames == ["app", "dashboard", "home", "profile", "settings", "support"])
  }

  struct Mismatch: Sendable, CustomTestStringConvertible {
    let state: NavigationState
    let error: String
    var testDescription: String { error }
  }

  nonisolated static let mismatches: [Mismatch] = [
    Mismatch(
      state: BankNavigation.state(BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(7)])),
      error:
        "hosts do not match the state (count-mismatch): stack \"dashboard\" holds 2 screens, but its host "
        + "shows 1 view controller"),
    Mismatch(
      state: BankNavigation.state(BankNavigation.home(selected: "settings")),
      error:
        "hosts do not match the state (selection-mismatch): tab bar \"home\" selects \"settings\" (tab 2), "
        + "but its host selects tab 0"),
    Mismatch(
      state: BankNavigation.state(.tabs("home", [.stack("dashboard", [Bank.dashboard])])),
      error: "hosts do not match the state (count-mismatch): tab bar \"home\" has 1 tab, but its host shows 3"
    ),
    Mismatch(
      state: BankNavigation.state(BankNavigation.login()),
      error: "hosts do not match the state (wrong-kind): \"login\" is a stack container, but its view "
        + "controller is not a stack host"),
    Mismatch(
      state: NavigationState(root: .stack("app", [Bank.login])),
      error:
        "hosts do not match the state (wrong-kind): \"app\" is a stack container, but its view controller "
        + "is not a stack host"),
    Mismatch(
      state: BankNavigation.state(BankNavigation.home(), modals: [BankNavigation.supportSheet]),
      error: "hosts do not match the state (not-shown): sheet \"support\" is presented over the root, but "
        + "nothing is"),
  ]

  @Test(arguments: mismatches)
  func viewControllersThatDoNotShowTheStateAreReportedAndNothingIsRegistered(_ mismatch: Mismatch) {
    let directory = HostDirectory<FakeController>()
    let error = #expect(throws: NavigationError.self) { try directory.discover(mismatch.state, from: bank()) }
    #expect(error?.description == mismatch.error)
    #expect(directory.containerNames.isEmpty)
  }

  @Test func aSceneWithoutARootHasNoHosts() {
    let error = #expect(throws: NavigationError.self) {
      _ = try UIKitNavigator(
        state: BankNavigation.signedInStart, discoveringFrom: nil, factory: FakeFactory(log: log))
    }
    #expect(error?.code == .noRoot)
    #expect(
      error?.description == "hosts do not match the state (no-root): the scene has no root view controller")
  }

  @Test func aFlowHostShowingNothingIsReported() {
    let error = #expect(throws: NavigationError.self) {
      try HostDirectory<FakeController>().discover(
        BankNavigation.signedOutStart, from: FakeFlows("app", showing: nil, log: log))
    }
    #expect(error?.container == "app")
    #expect(
      error?.description
        == "hosts do not match the state (not-shown): flow switcher \"app\" shows \"login\", but its host shows no flow"
    )
  }
}
