import Testing
import WayfinderNavigation
import WayfinderReferenceApps
import WayfinderUIKit

/// What the person does with UIKit's own controls, brought into the navigator's state.
@MainActor
@Suite struct UserActionTests {
  typealias Bank = BankApp.Screens

  static let onCardDetail = BankApp.state(
    BankApp.home(dashboard: [Bank.dashboard, Bank.card(7), Bank.cardDetail(7)]))

  func host<Host: FakeController>(_ scene: FakeScene, _ name: String, as type: Host.Type) throws -> Host {
    try #require(scene.factory.made.lazy.compactMap { $0 as? Host }.first { $0.title == name })
  }

  @Test func goingBackPopsTheStateToWhatTheStackShows() throws {
    let scene = FakeScene(Self.onCardDetail.root)
    try host(scene, "dashboard", as: FakeStack.self).userPops()
    let step = try scene.navigator.userDidPop(in: "dashboard")
    #expect(step == .pop(to: Bank.card(7), at: 1, in: "dashboard"))
    #expect(scene.navigator.state.visibleStack.screens == [Bank.dashboard, Bank.card(7)])
    #expect(scene.shown == scene.navigator.state.description)
    // Nothing more to pop: the stack and the state agree.
    #expect(try scene.navigator.userDidPop(in: "dashboard") == nil)
  }

  @Test func theNavigatorsOwnTransitionsAreNotTakenForThePersons() async throws {
    let scene = FakeScene(Self.onCardDetail.root)
    scene.log.completion = .onRequest
    let popping = Task { try await scene.navigator.perform(.pop(to: Bank.dashboard, at: 0, in: "dashboard")) }
    while scene.log.pendingCount == 0 { await Task.yield() }
    // UIKit's delegate hears about the navigator's own pop while it runs.
    #expect(try scene.navigator.userDidPop(in: "dashboard") == nil)
    scene.log.complete()
    try await popping.value
    #expect(scene.navigator.state.visibleStack.screens == [Bank.dashboard])
  }

  @Test func tappingATabSelectsItInTheState() throws {
    let scene = FakeScene(BankApp.signedInStart.root)
    try host(scene, "home", as: FakeTabs.self).userSelects(2)
    #expect(try scene.navigator.userDidSelectTab(in: "home") == .selectTab("settings", in: "home"))
    #expect(scene.navigator.state.visibleStack.name == "settings")
    #expect(try scene.navigator.userDidSelectTab(in: "home") == nil)
  }

  @Test func pullingASheetDownDismissesItAndWhatIsOverIt() async throws {
    let scene = FakeScene(BankApp.signedInStart.root)
    try await scene.navigator.perform(.present(BankApp.supportSheet, from: "home"))
    let chat = Modal(.fullScreen, .stack("chat", [Screen("chat")]))
    try await scene.navigator.perform(.present(chat, from: "support"))
    #expect(try scene.navigator.userDidDismiss("support") == [.dismiss("chat"), .dismiss("support")])
    #expect(scene.navigator.state == BankApp.signedInStart)
    #expect(scene.navigator.directory.host(for: "support") == nil)
    #expect(scene.navigator.directory.host(for: "chat") == nil)
    #expect(try scene.navigator.userDidDismiss("support") == [])
  }
}
