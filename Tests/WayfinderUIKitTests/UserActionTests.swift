import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting
@_spi(Testing) import WayfinderUIKit

/// What the person and the app do with UIKit's own controls, read from the views: no delegate
/// is wired, no `userDid…` call is made.
@MainActor
@Suite struct UserActionTests {
  typealias Bank = BankNavigation.Screens

  static let onCardDetail = BankNavigation.state(
    BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(7), Bank.cardDetail(7)]))

  func host<Host: FakeController>(_ scene: FakeScene, _ name: String, as type: Host.Type) throws -> Host {
    try #require(scene.factory.made.lazy.compactMap { $0 as? Host }.first { $0.title == name })
  }

  /// Collects the outside changes a navigator reports.
  final class Changes {
    var seen: [OutsideChange] = []
  }

  func listening(_ scene: FakeScene) -> Changes {
    let changes = Changes()
    scene.navigator.onOutsideChange = { changes.seen.append($0) }
    return changes
  }

  @Test func goingBackIsReadFromTheStack() async throws {
    let scene = try FakeScene(Self.onCardDetail.root)
    let changes = listening(scene)
    try host(scene, "dashboard", as: FakeStack.self).userPops()
    await scene.navigator.refresh()
    #expect(scene.navigator.state.visibleStack.screens == [Bank.dashboard, Bank.card(7)])
    #expect(scene.shown == scene.navigator.state.description)
    #expect(changes.seen.map(\.after) == [scene.navigator.state])
    // Nothing more changed: a second reading reports nothing.
    await scene.navigator.refresh()
    #expect(changes.seen.count == 1)
  }

  @Test func theNavigatorsOwnTransitionsAreNotTakenForThePersons() async throws {
    let scene = try FakeScene(Self.onCardDetail.root)
    let changes = listening(scene)
    scene.log.completion = .onRequest
    let popping = Task { try await scene.navigator.perform(.pop(to: Bank.dashboard, at: 0, in: "dashboard")) }
    await scene.log.waitForPending()
    // A host reports a change while the navigator's own pop runs: it is not read as the person's.
    scene.navigator.hierarchyDidChange()
    scene.log.complete()
    try await popping.value
    #expect(scene.navigator.state.visibleStack.screens == [Bank.dashboard])
    #expect(changes.seen.isEmpty)
  }

  @Test func tappingATabIsReadAsTheSelection() async throws {
    let scene = try FakeScene(BankNavigation.signedInStart.root)
    try host(scene, "home", as: FakeTabs.self).userSelects(2)
    scene.navigator.hierarchyDidChange()
    #expect(scene.navigator.state.visibleStack.name == "settings")
  }

  @Test func aSheetPulledDownLeavesTheState() async throws {
    let scene = try FakeScene(BankNavigation.signedInStart.root)
    try await scene.navigator.perform(.present(BankNavigation.supportSheet, from: "home"))
    let chat = Modal(.fullScreen, .stack("chat", [Screen("chat")]))
    try await scene.navigator.perform(.present(chat, from: "support"))
    // UIKit takes the sheet and everything over it.
    try host(scene, "home", as: FakeTabs.self).userDismissesPresented()
    await scene.navigator.refresh()
    #expect(scene.navigator.state == BankNavigation.signedInStart)
  }

  @Test func aViewControllerTheAppPushedIsAForeignScreen() async throws {
    let scene = try FakeScene(Self.onCardDetail.root)
    try host(scene, "dashboard", as: FakeStack.self).appPushes(
      FakeController("ReceiptViewController", log: scene.log))
    await scene.navigator.refresh()
    #expect(scene.navigator.state.topScreen == .foreign("FakeController"))
    #expect(scene.navigator.state.topScreen?.description == "[foreign FakeController]")
    // A screen of the graph the app pushes itself, made through the navigator, is read as itself.
    let card = try #require(scene.navigator.viewController(for: Bank.card(8), in: "dashboard"))
    try host(scene, "dashboard", as: FakeStack.self).appPushes(card)
    await scene.navigator.refresh()
    #expect(scene.navigator.state.topScreen == Bank.card(8))
  }

  @Test func aStepIsCheckedAgainstWhatIsOnScreenNotWhatWasRemembered() async throws {
    // The old navigator planned from what it remembered: after the person went back it
    // popped "to card(7)" on a stack that no longer held it.
    let scene = try FakeScene(Self.onCardDetail.root)
    let dashboard = try host(scene, "dashboard", as: FakeStack.self)
    dashboard.userPops()
    dashboard.userPops()
    await #expect(throws: NavigationError.self) {
      try await scene.navigator.perform(.pop(to: Bank.card(7), at: 1, in: "dashboard"))
    }
    #expect(scene.navigator.state.visibleStack.screens == [Bank.dashboard])
  }
}

/// Seed 004 on UIKit: a signed-out tap on the messenger's guarded `channels` tab shows sign-in,
/// and the tab only once the person signed in.
@MainActor
@Suite struct UIKitGuardedTabTests {
  @Test func aTapOnAGuardedTabRunsItsGuardAndSelectsItOnlyWhenItPasses() async throws {
    let session = MessengerDeepLinkSession()
    let scene = try FakeScene(MessengerNavigation.state().root)
    let center = DeepLinkCenter(
      routes: try MessengerNavigation.routes(), graph: try MessengerNavigation.graph(),
      navigator: scene.navigator,
      clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: MessengerNavigation.Screens.signIn) { session.isSignedIn }],
      destination: { $0.destination })
    center.becomeReady()
    await scene.navigator.refresh()
    let tabs = try #require(scene.factory.made.lazy.compactMap { $0 as? FakeTabs }.first)
    tabs.userSelects(1)
    scene.navigator.hierarchyDidChange()
    await center.idle()
    #expect(!center.pendingGuards.isEmpty)
    #expect(scene.navigator.state.modals.map(\.name) == ["authorization"])
    #expect(scene.navigator.state.root == MessengerNavigation.state().root)
    session.isSignedIn = true
    center.resolveGuard("signedIn", passed: true)
    await center.idle()
    #expect(scene.navigator.state.visibleStack.name == "channels")
    #expect(
      scene.navigator.state
        == MessengerNavigation.state(MessengerNavigation.application(selected: "channels")))
  }
}

@MainActor final class MessengerDeepLinkSession {
  var isSignedIn = false
}
