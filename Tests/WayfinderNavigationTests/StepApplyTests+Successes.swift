import Testing
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps

extension StepApplyTests {
  // MARK: - Success

  static let successes: [(String, NavigationState, Step, String)] = [
    (
      "dismiss the top modal", bankWithTwoModals, .dismiss("chat", animated: true),
      """
      flows app
        tabs home
          stack dashboard (selected): dashboard
          stack profile: profile
          stack settings: settings
      sheet support
        stack support: support
      """
    ),
    (
      "present from a tab's stack", bank, .present(BankNavigation.supportSheet, from: "dashboard"),
      """
      flows app
        tabs home
          stack dashboard (selected): dashboard
          stack profile: profile
          stack settings: settings
      sheet support
        stack support: support
      """
    ),
    (
      "present from the top modal", bankWithSupport, .present(chatSheet, from: "support", animated: true),
      """
      flows app
        tabs home
          stack dashboard (selected): dashboard
          stack profile: profile
          stack settings: settings
      sheet support
        stack support: support
      sheet chat
        stack chat: chat
      """
    ),
    (
      "switch a flow", BankNavigation.signedOutStart, .switchFlow("app", to: BankNavigation.home()),
      """
      flows app
        tabs home
          stack dashboard (selected): dashboard
          stack profile: profile
          stack settings: settings
      """
    ),
    (
      "switch a flow to one reusing the names it replaces", bank,
      .switchFlow(
        "app", to: BankNavigation.home(settings: [Bank.settings, Bank.notifications], selected: "settings")),
      """
      flows app
        tabs home
          stack dashboard: dashboard
          stack profile: profile
          stack settings (selected): settings, notifications
      """
    ),
    (
      "switch a flow inside the top modal", bankWithWizard,
      .switchFlow("wizard", to: .stack("step2", [Screen("step2")])),
      """
      flows app
        tabs home
          stack dashboard (selected): dashboard
          stack profile: profile
          stack settings: settings
      fullScreen wizard
        flows wizard
          stack step2: step2
      """
    ),
    (
      "select a tab", bank, .selectTab("settings", in: "home", animated: true),
      """
      flows app
        tabs home
          stack dashboard: dashboard
          stack profile: profile
          stack settings (selected): settings
      """
    ),
    (
      "select the tab already selected, over a screen that hides the tab bar", messengerOnPhoto,
      .selectTab("feed", in: "application"),
      """
      tabs application
        stack feed (selected): feed, post(5), photo(5)
        stack channels: channelList
        stack profile: profile
      """
    ),
    (
      "leave a tab whose root hides the tab bar",
      MessengerNavigation.state(MessengerNavigation.application(feed: [Messenger.photo("5")])),
      .selectTab("channels", in: "application"),
      """
      tabs application
        stack feed: photo(5)
        stack channels (selected): channelList
        stack profile: profile
      """
    ),
    (
      "select a tab of a nested tab bar",
      NavigationState(
        root: .tabs(
          "outer",
          [
            .stack("a", [Screen("a")]),
            .tabs("inner", [.stack("b", [Screen("b")]), .stack("c", [Screen("c")])]),
          ],
          selected: "inner")),
      .selectTab("c", in: "inner"),
      """
      tabs outer
        stack a: a
        tabs inner (selected)
          stack b: b
          stack c (selected): c
      """
    ),
    (
      "push", bank, .push(Bank.card(7), onto: "dashboard", animated: true),
      """
      flows app
        tabs home
          stack dashboard (selected): dashboard, card(7)
          stack profile: profile
          stack settings: settings
      """
    ),
    (
      "push onto a tab not selected", bank, .push(Bank.notifications, onto: "settings"),
      """
      flows app
        tabs home
          stack dashboard (selected): dashboard
          stack profile: profile
          stack settings: settings, notifications
      """
    ),
    (
      "push a screen that hides the tab bar into the selected tab", messenger,
      .push(Messenger.photo("5"), onto: "feed"),
      """
      tabs application
        stack feed (selected): feed, photo(5)
        stack channels: channelList
        stack profile: profile
      """
    ),
    (
      "push onto the top modal's stack", bankWithSupport, .push(Screen("faq"), onto: "support"),
      """
      flows app
        tabs home
          stack dashboard (selected): dashboard
          stack profile: profile
          stack settings: settings
      sheet support
        stack support: support, faq
      """
    ),
    (
      "push a unique screen open in another stack", messengerOnChannel,
      .push(Messenger.channel("99"), onto: "feed"),
      """
      tabs application
        stack feed: feed, channel(99)
        stack channels (selected): channelList, channel(99)
        stack profile: profile
      """
    ),
    (
      "pop to the root", bankOnCard, .pop(to: Bank.dashboard, at: 0, in: "dashboard"),
      """
      flows app
        tabs home
          stack dashboard (selected): dashboard
          stack profile: profile
          stack settings: settings
      """
    ),
    (
      "pop one screen", bankOnCard, .pop(to: Bank.card(7), at: 1, in: "dashboard", animated: true),
      """
      flows app
        tabs home
          stack dashboard (selected): dashboard, card(7)
          stack profile: profile
          stack settings: settings
      """
    ),
    (
      "pop a tab not selected",
      BankNavigation.state(BankNavigation.home(settings: [Bank.settings, Bank.notifications])),
      .pop(to: Bank.settings, at: 0, in: "settings"),
      """
      flows app
        tabs home
          stack dashboard (selected): dashboard
          stack profile: profile
          stack settings: settings
      """
    ),
    (
      "replace a unique screen with another of its name", messengerOnChannel,
      .replace(Messenger.channel("99"), with: Messenger.channel("1234"), in: "channels", animated: true),
      """
      tabs application
        stack feed: feed
        stack channels (selected): channelList, channel(1234)
        stack profile: profile
      """
    ),
    (
      "replace a root", bank, .replace(Bank.dashboard, with: Screen("overview"), in: "dashboard"),
      """
      flows app
        tabs home
          stack dashboard (selected): overview
          stack profile: profile
          stack settings: settings
      """
    ),
    (
      "replace a screen that hides the tab bar in the selected tab", messengerOnPhoto,
      .replace(Messenger.photo("5"), with: Messenger.photo("6"), in: "feed"),
      """
      tabs application
        stack feed (selected): feed, post(5), photo(6)
        stack channels: channelList
        stack profile: profile
      """
    ),
    (
      "replace the top of a tab not selected", bank,
      .replace(Bank.settings, with: Bank.notifications, in: "settings"),
      """
      flows app
        tabs home
          stack dashboard (selected): dashboard
          stack profile: profile
          stack settings: notifications
      """
    ),
    (
      "reload", bankOnCard, .reload(Bank.card(7), in: "dashboard"),
      """
      flows app
        tabs home
          stack dashboard (selected): dashboard, card(7), cardDetail(7)
          stack profile: profile
          stack settings: settings
      """
    ),
    (
      "reload under a modal", bankWithSupport, .reload(Bank.dashboard, in: "dashboard"),
      """
      flows app
        tabs home
          stack dashboard (selected): dashboard
          stack profile: profile
          stack settings: settings
      sheet support
        stack support: support
      """
    ),
  ]

  @Test(arguments: successes)
  func applies(_ name: String, _ start: NavigationState, _ step: Step, _ tree: String) throws {
    var state = start
    try state.apply(step)
    #expect(state.description == tree)
    try state.checkInvariants()
    #expect(try start.applying(step) == state)
  }
}
