import Testing
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting

/// The planner behaviours docs/ReferenceApps.md lists (bank 3 and 4, messenger 1 and 2), as
/// literal plans applied on the headless navigator.
@MainActor
@Suite struct ReferenceAppPlannerTests {
  typealias Bank = BankNavigation.Screens
  typealias Messenger = MessengerNavigation.Screens

  /// Plans from `start` to `target`, applies the plan headless, checks every state on the way.
  func run(_ start: NavigationState, to target: NavigationState) async throws -> [Step] {
    let steps = try TransitionPlanner(animatesLastStep: true).plan(from: start, to: target)
    let navigator = HeadlessNavigator(state: start)
    try await navigator.perform(steps)
    for entry in navigator.transcript { try entry.state?.checkInvariants() }
    #expect(navigator.state == target)
    return steps
  }

  @Test func bank3_cardLinkOverSettingsAndSupport() async throws {
    let start = BankNavigation.state(
      BankNavigation.home(settings: [Bank.settings, Bank.notifications], selected: "settings"),
      modals: [BankNavigation.supportSheet])
    let target = try start.showing([Bank.dashboard, Bank.card(7)], in: "dashboard")
    #expect(
      target.description == """
        flows app
          tabs home
            stack dashboard (selected): dashboard, card(7)
            stack profile: profile
            stack settings: settings, notifications
        """)
    let steps = try await run(start, to: target)
    #expect(
      steps == [
        .dismiss("support"),
        .selectTab("dashboard", in: "home"),
        .push(Bank.card(7), onto: "dashboard", animated: true),
      ])
    // The settings stack is still there when its tab is selected again.
    let back = try target.showing([Bank.settings, Bank.notifications], in: "settings")
    #expect(try await run(target, to: back) == [.selectTab("settings", in: "home", animated: true)])
  }

  @Test func bank4_sameCardChangesNothingAnotherCardReplacesIt() async throws {
    let start = BankNavigation.state(BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(7)]))
    let same = try start.showing([Bank.dashboard, Bank.card(7)], in: "dashboard")
    #expect(try await run(start, to: same) == [])
    let other = try start.showing([Bank.dashboard, Bank.card(8)], in: "dashboard")
    #expect(
      try await run(start, to: other) == [
        .setScreens([Bank.dashboard, Bank.card(8)], in: "dashboard", keeping: 1, animated: true)
      ])
  }

  @Test func messenger1_channelLinkOverPhotoAndShare() async throws {
    let start = MessengerNavigation.state(
      MessengerNavigation.application(feed: [Messenger.feed, Messenger.post("5"), Messenger.photo("5")]),
      modals: [MessengerNavigation.shareSheet])
    let target = try start.showing([Messenger.channelList, Messenger.channel("1234")], in: "channels")
    #expect(
      target.description == """
        tabs application
          stack feed: feed, post(5)
          stack channels (selected): channelList, channel(1234)
          stack profile: profile
        """)
    #expect(
      try await run(start, to: target) == [
        .dismiss("share"),
        .pop(to: Messenger.post("5"), at: 1, in: "feed"),
        .selectTab("channels", in: "application"),
        .push(Messenger.channel("1234"), onto: "channels", animated: true),
      ])
  }

  @Test func messenger2_channelReplacesChannelNeverStacksTwo() async throws {
    let start = MessengerNavigation.state(
      MessengerNavigation.application(
        channels: [Messenger.channelList, Messenger.channel("99")], selected: "channels"))
    let target = try start.showing([Messenger.channelList, Messenger.channel("1234")], in: "channels")
    #expect(
      try await run(start, to: target) == [
        .replace(Messenger.channel("99"), with: Messenger.channel("1234"), in: "channels", animated: true)
      ])
    #expect(try await run(target, to: target) == [])
  }
}
