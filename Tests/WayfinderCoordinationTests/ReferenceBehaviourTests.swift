import Testing
import WayfinderCoordination
import WayfinderNavigation
import WayfinderReferenceApps

/// Bank 3 and 4 and messenger 1 and 2 opened as links through the center (the plans alone
/// are tested in WayfinderNavigationTests).
@MainActor
@Suite struct ReferenceBehaviourTests {
  typealias Bank = BankApp.Screens
  typealias Messenger = MessengerApp.Screens

  static func bank(_ state: NavigationState) throws -> (DeepLinkCenter<BankRoute>, HeadlessNavigator) {
    let navigator = HeadlessNavigator(state: state)
    let center = DeepLinkCenter(
      routes: try BankApp.routes(), graph: try BankApp.graph(), navigator: navigator, clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: Bank.login) { true }], destination: { .screen($0.screen) })
    center.becomeReady()
    return (center, navigator)
  }

  static func messenger(_ state: NavigationState) throws -> (
    DeepLinkCenter<MessengerRoute>, HeadlessNavigator
  ) {
    let navigator = HeadlessNavigator(state: state)
    let center = DeepLinkCenter(
      routes: try MessengerApp.routes(), graph: try MessengerApp.graph(), navigator: navigator,
      clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: Messenger.signIn) { true }], destination: { $0.destination })
    center.becomeReady()
    return (center, navigator)
  }

  @Test func bank3_cardLinkOverSettingsAndSupport() async throws {
    let (center, navigator) = try Self.bank(
      BankApp.state(
        BankApp.home(settings: [Bank.settings, Bank.notifications], selected: "settings"),
        modals: [BankApp.supportSheet]))
    let expected = BankApp.state(
      BankApp.home(dashboard: [Bank.dashboard, Bank.card(7)], settings: [Bank.settings, Bank.notifications]))
    #expect(await center.open("bank://cards/7") == .handled(expected))
    #expect(
      navigator.steps.map(\.description) == [
        "dismiss support", "selectTab dashboard in home", "push card(7) onto dashboard, animated",
      ])
    // The settings stack is still there when its tab is selected again.
    let back = await center.open("bank://settings")
    guard case .handled(let state, _) = back else {
      Issue.record("\(back)")
      return
    }
    #expect(state.visibleStack.screens == [Bank.settings])
  }

  @Test func bank4_theSameCardChangesNothingAnotherReplacesIt() async throws {
    let onCard = BankApp.state(BankApp.home(dashboard: [Bank.dashboard, Bank.card(7)]))
    let (center, navigator) = try Self.bank(onCard)
    #expect(await center.open("bank://cards/7") == .handled(onCard))
    #expect(navigator.steps.isEmpty)
    #expect(
      await center.open("bank://cards/8")
        == .handled(BankApp.state(BankApp.home(dashboard: [Bank.dashboard, Bank.card(8)]))))
  }

  @Test func messenger1_channelLinkOverPhotoAndShare() async throws {
    let (center, navigator) = try Self.messenger(
      MessengerApp.state(
        MessengerApp.application(feed: [Messenger.feed, Messenger.post("5"), Messenger.photo("5")]),
        modals: [MessengerApp.shareSheet]))
    let outcome = await center.open("com.myapp://channels?channelId=1234")
    let expected = MessengerApp.state(
      MessengerApp.application(
        feed: [Messenger.feed, Messenger.post("5")],
        channels: [Messenger.channelList, Messenger.channel("1234")],
        selected: "channels"))
    #expect(outcome == .handled(expected))
    #expect(navigator.steps.count == 4)
  }

  @Test func messenger2_neverTwoChannelsInTheStack() async throws {
    let (center, navigator) = try Self.messenger(
      MessengerApp.state(
        MessengerApp.application(
          channels: [Messenger.channelList, Messenger.channel("99")], selected: "channels")))
    let expected = MessengerApp.state(
      MessengerApp.application(
        channels: [Messenger.channelList, Messenger.channel("1234")], selected: "channels"))
    #expect(await center.open("com.myapp://channels?channelId=1234") == .handled(expected))
    #expect(
      navigator.steps == [
        .replace(Messenger.channel("99"), with: Messenger.channel("1234"), in: "channels", animated: true)
      ])
    #expect(await center.open("com.myapp://channels?channelId=1234") == .handled(expected))
    #expect(navigator.steps.count == 1)
  }
}
