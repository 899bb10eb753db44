import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(ViewLayer) import WayfinderSwiftUI
@_spi(Internals) import WayfinderSwiftUI
@_spi(Internals) import WayfinderTesting

/// What the person does (going back, tapping a tab, pulling a sheet down) arrives through the
/// bindings' setters, and leaves a state the rule book allows, or none at all.
@MainActor
@Suite struct UserChangeTests {
  typealias Bank = BankNavigation.Screens

  static let onCardDetail = BankNavigation.state(
    BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(7), Bank.cardDetail(7)]))

  func expectLegal(_ model: NavigationModel) {
    #expect(model.state.invariantViolations().isEmpty)
  }

  @Test func swipingBackPopsTheStack() {
    let model = NavigationModel(state: Self.onCardDetail)
    model.setPath([Bank.card(7)], in: "dashboard")
    #expect(model.state.visibleStack.screens == [Bank.dashboard, Bank.card(7)])
    model.setPath([], in: "dashboard")
    #expect(model.state == BankNavigation.signedInStart)
    #expect(model.lastRefusal == nil)
    #expect(model.revision == 0)
    expectLegal(model)
  }

  @Test func writingBackWhatTheViewsShowInvalidatesNothing() async {
    let model = NavigationModel(state: Self.onCardDetail)
    let views = FakeViewLayer(model)
    model.setPath(model.path(in: "dashboard"), in: "dashboard")
    model.selectTab("dashboard", in: "home")
    model.setPresented(nil, at: 0)
    // A moment of real time for anything scheduled to run: nothing may come of the writes.
    try? await Task.sleep(for: .milliseconds(20))
    #expect(views.updates.isEmpty)
    #expect(model.lastRefusal == nil)
  }

  @Test func followingANavigationLinkPushes() {
    let model = NavigationModel(state: BankNavigation.signedInStart)
    model.setPath([Bank.card(7), Bank.cardDetail(7)], in: "dashboard")
    #expect(model.state == Self.onCardDetail)
  }

  @Test func aPathThatPartsWaysPopsToWhatIsSharedThenPushes() {
    let model = NavigationModel(state: Self.onCardDetail)
    model.setPath([Bank.card(8)], in: "dashboard")
    #expect(model.path(in: "dashboard") == [Bank.card(8)])
    model.setPath([Bank.card(8)], in: "dashboard")
    #expect(model.path(in: "dashboard") == [Bank.card(8)])
    expectLegal(model)
  }

  @Test func aChangeTheRuleBookRefusesChangesNothingAndSaysWhy() {
    let start = BankNavigation.state(BankNavigation.home(), modals: [BankNavigation.supportSheet])
    let model = NavigationModel(state: start)
    model.setPath([Bank.card(7)], in: "dashboard")
    #expect(model.state == start)
    #expect(model.lastRefusal?.code == .underModal)
    #expect(model.path(in: "dashboard").isEmpty)
  }

  @Test func tappingATabSelectsIt() {
    let model = NavigationModel(state: BankNavigation.signedInStart)
    model.selectTab("settings", in: "home")
    #expect(model.selectedTab(in: "home") == "settings")
    model.selectTab(nil, in: "home")
    #expect(model.selectedTab(in: "home") == "settings")
    expectLegal(model)
  }

  @Test func aTabThatHidesTheTabBarCannotBeLeft() {
    let photo = Screen("photo", traits: .hidesTabBar)
    let start = NavigationState(
      root: .tabs("home", [.stack("feed", [Screen("feed"), photo]), .stack("profile", [Screen("profile")])]))
    let model = NavigationModel(state: start)
    model.selectTab("profile", in: "home")
    #expect(model.state == start)
    #expect(model.lastRefusal?.code == .tabBarHidden)
  }

  @Test func pullingASheetDownDismissesItAndEveryModalOverIt() {
    let chat = Modal(.fullScreen, .stack("chat", [Screen("chat")]))
    let start = BankNavigation.state(BankNavigation.home(), modals: [BankNavigation.supportSheet, chat])
    let model = NavigationModel(state: start)
    #expect(model.sheet(at: 0)?.id == "support")
    #expect(model.fullScreenCover(at: 0) == nil)
    #expect(model.fullScreenCover(at: 1)?.id == "chat")
    #expect(model.modal(at: 1)?.modal == chat)

    // The view layer writes back what it shows: nothing changes.
    model.setPresented(model.sheet(at: 0), at: 0)
    #expect(model.state == start)

    model.setPresented(nil, at: 1)
    #expect(model.state.modals == [BankNavigation.supportSheet])
    model.setPresented(nil, at: 1)
    #expect(model.state.modals == [BankNavigation.supportSheet])

    let again = NavigationModel(state: start)
    again.setPresented(nil, at: 0)
    #expect(again.state == BankNavigation.signedInStart)
    expectLegal(again)
  }

  @Test func aModalTheViewsPresentIsPresentedFromTheTop() {
    let model = NavigationModel(state: BankNavigation.signedInStart)
    model.setPresented(PresentedModal(BankNavigation.supportSheet, level: 0), at: 0)
    #expect(model.state.modals == [BankNavigation.supportSheet])
    expectLegal(model)
  }
}

/// Seed 004 in SwiftUI: the `TabView` selection a signed-out person writes for the messenger's
/// guarded `channels` is put back, sign-in shows, and the tab is selected once they signed in.
@MainActor
@Suite struct SwiftUIGuardedTabTests {
  @MainActor final class Session {
    var isSignedIn = false
  }

  @Test func aTapOnAGuardedTabRunsItsGuardAndSelectsItOnlyWhenItPasses() async throws {
    let session = Session()
    let model = NavigationModel(state: MessengerNavigation.state())
    let views = FakeViewLayer(model)
    let center = DeepLinkCenter(
      routes: try MessengerNavigation.routes(), graph: try MessengerNavigation.graph(), navigator: model,
      clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: MessengerNavigation.Screens.signIn) { session.isSignedIn }],
      destination: { $0.destination })
    center.becomeReady()
    model.selectTab("channels", in: "application")
    await center.idle()
    #expect(!center.pendingGuards.isEmpty)
    #expect(model.state.modals.map(\.name) == ["authorization"])
    #expect(model.selectedTab(in: "application") == "feed")
    session.isSignedIn = true
    center.resolveGuard("signedIn", passed: true)
    await center.idle()
    #expect(model.selectedTab(in: "application") == "channels" && model.state.modals.isEmpty)
    #expect(model.state == MessengerNavigation.state(MessengerNavigation.application(selected: "channels")))
    _ = views
  }
}
