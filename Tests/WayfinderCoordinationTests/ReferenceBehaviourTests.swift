import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting

/// Bank 3 and 4 and messenger 1 and 2 opened as links through the center (the plans alone
/// are tested in WayfinderNavigationTests).
@MainActor
@Suite struct ReferenceBehaviourTests {
  typealias Bank = BankNavigation.Screens
  typealias Messenger = MessengerNavigation.Screens

  static func bank(_ state: NavigationState) throws -> (DeepLinkCenter<BankRoute>, HeadlessNavigator) {
    let navigator = HeadlessNavigator(state: state)
    let center = DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: try BankNavigation.graph(), navigator: navigator,
      clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: Bank.login) { true }], destination: { .screen($0.screen) })
    center.becomeReady()
    return (center, navigator)
  }

  static func messenger(_ state: NavigationState) throws -> (
    DeepLinkCenter<MessengerRoute>, HeadlessNavigator
  ) {
    let navigator = HeadlessNavigator(state: state)
    let center = DeepLinkCenter(
      routes: try MessengerNavigation.routes(), graph: try MessengerNavigation.graph(), navigator: navigator,
      clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: Messenger.signIn) { true }], destination: { $0.destination })
    center.becomeReady()
    return (center, navigator)
  }

  @Test func bank3_cardLinkOverSettingsAndSupport() async throws {
    let (center, navigator) = try Self.bank(
      BankNavigation.state(
        BankNavigation.home(settings: [Bank.settings, Bank.notifications], selected: "settings"),
        modals: [BankNavigation.supportSheet]))
    let expected = BankNavigation.state(
      BankNavigation.home(
        dashboard: [Bank.dashboard, Bank.card(7)], settings: [Bank.settings, Bank.notifications]))
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
    let onCard = BankNavigation.state(BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(7)]))
    let (center, navigator) = try Self.bank(onCard)
    #expect(await center.open("bank://cards/7") == .handled(onCard))
    #expect(navigator.steps.isEmpty)
    #expect(
      await center.open("bank://cards/8")
        == .handled(BankNavigation.state(BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(8)]))))
  }

  @Test func messenger1_channelLinkOverPhotoAndShare() async throws {
    let (center, navigator) = try Self.messenger(
      MessengerNavigation.state(
        MessengerNavigation.application(feed: [Messenger.feed, Messenger.post("5"), Messenger.photo("5")]),
        modals: [MessengerNavigation.shareSheet]))
    let outcome = await center.open("com.myapp://channels?channelId=1234")
    let expected = MessengerNavigation.state(
      MessengerNavigation.application(
        feed: [Messenger.feed, Messenger.post("5")],
        channels: [Messenger.channelList, Messenger.channel("1234")],
        selected: "channels"))
    #expect(outcome == .handled(expected))
    #expect(navigator.steps.count == 4)
  }

  @Test func messenger2_neverTwoChannelsInTheStack() async throws {
    let (center, navigator) = try Self.messenger(
      MessengerNavigation.state(
        MessengerNavigation.application(
          channels: [Messenger.channelList, Messenger.channel("99")], selected: "channels")))
    let expected = MessengerNavigation.state(
      MessengerNavigation.application(
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
