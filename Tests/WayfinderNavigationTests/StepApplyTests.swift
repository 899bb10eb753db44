import Testing
import WayfinderNavigation
import WayfinderReferenceApps

/// The rule book every navigator shares: how a step prints, the state it leaves, and each
/// reason `apply(_:)` refuses one, word for word, with the state left as it was.
@Suite struct StepApplyTests {
  typealias Bank = BankNavigation.Screens
  typealias Messenger = MessengerNavigation.Screens

  // MARK: - States

  static let bank = BankNavigation.signedInStart
  static let bankWithSupport = BankNavigation.state(
    BankNavigation.home(), modals: [BankNavigation.supportSheet])
  static let bankOnCard = BankNavigation.state(
    BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(7), Bank.cardDetail(7)]))
  static let chatSheet = Modal(.sheet, .stack("chat", [Screen("chat")]))
  static let bankWithTwoModals = bankWithSupport.presenting(chatSheet)
  static let bankWithWizard = BankNavigation.state(
    BankNavigation.home(),
    modals: [Modal(.fullScreen, .flows("wizard", showing: .stack("step1", [Screen("step1")])))])
  static let messenger = MessengerNavigation.state()
  static let messengerOnPhoto = MessengerNavigation.state(
    MessengerNavigation.application(feed: [Messenger.feed, Messenger.post("5"), Messenger.photo("5")]))
  static let messengerOnChannel = MessengerNavigation.state(
    MessengerNavigation.application(
      channels: [Messenger.channelList, Messenger.channel("99")], selected: "channels"))
  static let gallery = Screen("gallery", traits: .hidesTabBar)
  static let nested = NavigationState(
    root: .tabs(
      "outer",
      [
        .stack("a", [Screen("a")]),
        .tabs("inner", [.stack("b", [Screen("b")]), .stack("c", [Screen("c"), gallery])], selected: "c"),
      ],
      selected: "inner"))

  // MARK: - Description

  static let descriptions: [(Step, String)] = [
    (.dismiss("support"), "dismiss support"),
    (.dismiss("support", animated: true), "dismiss support, animated"),
    (.present(BankNavigation.supportSheet, from: "app"), "present sheet support from app"),
    (
      .present(MessengerNavigation.authorization, from: "application", animated: true),
      "present fullScreen authorization from application, animated"
    ),
    (.switchFlow("app", to: BankNavigation.home()), "switchFlow app to home"),
    (.switchFlow("app", to: BankNavigation.login(), animated: true), "switchFlow app to login, animated"),
    (.selectTab("settings", in: "home"), "selectTab settings in home"),
    (.selectTab("settings", in: "home", animated: true), "selectTab settings in home, animated"),
    (.push(Bank.card(7), onto: "dashboard"), "push card(7) onto dashboard"),
    (.push(Bank.card(7), onto: "dashboard", animated: true), "push card(7) onto dashboard, animated"),
    (
      .push(Screen("search", parameters: ["q": "two words"]), onto: "feed"),
      #"push search("two words") onto feed"#
    ),
    (.pop(to: Bank.dashboard, at: 0, in: "dashboard"), "pop dashboard to dashboard"),
    (.pop(to: Bank.card(7), at: 1, in: "dashboard", animated: true), "pop dashboard to card(7), animated"),
    (
      .replace(Messenger.channel("99"), with: Messenger.channel("1234"), in: "channels"),
      "replace channel(99) with channel(1234) in channels"
    ),
    (
      .replace(Messenger.channel("99"), with: Messenger.channel("1234"), in: "channels", animated: true),
      "replace channel(99) with channel(1234) in channels, animated"
    ),
    (.reload(Messenger.editProfile(draft: "hi"), in: "profile"), "reload editProfile(draft: hi) in profile"),
    (Step(.reload(Bank.card(7), in: "dashboard"), animated: true), "reload card(7) in dashboard, animated"),
  ]

  @Test(arguments: descriptions)
  func stepDescription(_ step: Step, _ expected: String) {
    #expect(step.description == expected)
  }

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

  // MARK: - Refusals

  /// Applies `step` to `state`, expecting a refusal that names the step and changes nothing.
  static func refusal(of step: Step, on state: NavigationState) -> NavigationError? {
    var after = state
    do {
      try after.apply(step)
      Issue.record("\(step) was applied: \(after)")
      return nil
    } catch {
      #expect(after == state)
      #expect(error.step == step)
      #expect(throws: error) { try state.applying(step) }
      return error
    }
  }

  static let refusals: [(String, NavigationState, Step, NavigationError.Code, String)] = [
    // containerNotFound
    (
      "dismiss with nothing presented", bank, .dismiss("support"), .containerNotFound,
      #"step refused (container-not-found): cannot dismiss "support": nothing is presented"#
    ),
    (
      "dismiss a modal not presented", bankWithSupport, .dismiss("chat"), .containerNotFound,
      #"step refused (container-not-found): cannot dismiss "chat": it is not presented ("support" is)"#
    ),
    (
      "dismiss a container that is not a modal", bankWithSupport, .dismiss("dashboard"), .containerNotFound,
      #"step refused (container-not-found): cannot dismiss "dashboard": it is not presented ("support" is)"#
    ),
    (
      "switch an unknown flow switcher", bank, .switchFlow("root", to: BankNavigation.login()),
      .containerNotFound,
      #"step refused (container-not-found): cannot switch "root": there is no such container"#
    ),
    (
      "switch a stack", bank, .switchFlow("dashboard", to: BankNavigation.login()), .containerNotFound,
      #"step refused (container-not-found): "dashboard" is a stack, not a flow switcher"#
    ),
    (
      "select a tab of an unknown tab bar", bank, .selectTab("cards", in: "tabs"), .containerNotFound,
      #"step refused (container-not-found): cannot select a tab of "tabs": there is no such container"#
    ),
    (
      "select an unknown tab", bank, .selectTab("cards", in: "home"), .containerNotFound,
      #"step refused (container-not-found): tab bar "home" has no tab "cards" (tabs: dashboard, profile, settings)"#
    ),
    (
      "select a tab of a stack", bank, .selectTab("dashboard", in: "dashboard"), .containerNotFound,
      #"step refused (container-not-found): "dashboard" is a stack, not a tab bar"#
    ),
    (
      "push onto an unknown stack", bank, .push(Bank.card(7), onto: "cards"), .containerNotFound,
      #"step refused (container-not-found): cannot push card(7) onto "cards": there is no such container"#
    ),
    (
      "pop an unknown stack", bank, .pop(to: Bank.dashboard, at: 0, in: "cards"), .containerNotFound,
      #"step refused (container-not-found): cannot pop "cards": there is no such container"#
    ),
    (
      "replace in an unknown stack", bank, .replace(Bank.dashboard, with: Bank.card(7), in: "cards"),
      .containerNotFound,
      #"step refused (container-not-found): cannot replace dashboard in "cards": there is no such container"#
    ),
    (
      "reload in an unknown stack", bank, .reload(Bank.card(7), in: "cards"), .containerNotFound,
      #"step refused (container-not-found): cannot reload card(7): there is no "cards""#
    ),
    // underModal
    (
      "switch a flow under a modal", bankWithSupport, .switchFlow("app", to: BankNavigation.login()),
      .underModal,
      #"step refused (under-modal): cannot switch "app" while "support" is presented over it"#
    ),
    (
      "select a tab under a modal", bankWithSupport, .selectTab("settings", in: "home"), .underModal,
      #"step refused (under-modal): cannot select a tab of "home" while "support" is presented over it"#
    ),
    (
      "push under a modal", bankWithSupport, .push(Bank.card(7), onto: "dashboard"), .underModal,
      #"step refused (under-modal): cannot push card(7) onto "dashboard" while "support" is presented over it"#
    ),
    (
      "pop under a modal", bankOnCard.presenting(BankNavigation.supportSheet),
      .pop(to: Bank.dashboard, at: 0, in: "dashboard"),
      .underModal,
      #"step refused (under-modal): cannot pop "dashboard" while "support" is presented over it"#
    ),
    (
      "replace under a modal", bankWithSupport, .replace(Bank.dashboard, with: Bank.card(7), in: "dashboard"),
      .underModal,
      #"step refused (under-modal): cannot replace dashboard in "dashboard" while "support" is presented over it"#
    ),
    (
      "push onto a modal under another", bankWithTwoModals, .push(Screen("faq"), onto: "support"),
      .underModal,
      #"step refused (under-modal): cannot push faq onto "support" while "chat" is presented over it"#
    ),
    // alreadyPresenting
    (
      "present from under a modal", bankWithSupport, .present(chatSheet, from: "dashboard"),
      .alreadyPresenting,
      #"step refused (already-presenting): cannot present "chat" from "dashboard": it is already presenting "support""#
    ),
    (
      "present from a modal that presents another", bankWithTwoModals,
      .present(Modal(.sheet, .stack("faq", [Screen("faq")])), from: "support"), .alreadyPresenting,
      #"step refused (already-presenting): cannot present "faq" from "support": it is already presenting "chat""#
    ),
    // notOnTop
    (
      "dismiss a modal under another", bankWithTwoModals, .dismiss("support"), .notOnTop,
      #"step refused (not-on-top): cannot dismiss "support" while "chat" is presented over it"#
    ),
    // nothingToPop
    (
      "pop a root", bank, .pop(to: Bank.dashboard, at: 0, in: "dashboard"), .nothingToPop,
      #"step refused (nothing-to-pop): cannot pop "dashboard": it holds only its root screen"#
    ),
    (
      "pop a root to another screen", bank, .pop(to: Bank.card(7), at: 1, in: "dashboard"), .nothingToPop,
      #"step refused (nothing-to-pop): cannot pop "dashboard": it holds only its root screen"#
    ),
    (
      "pop to an index past the top", bankOnCard, .pop(to: Bank.dashboard, at: 5, in: "dashboard"),
      .nothingToPop,
      #"step refused (nothing-to-pop): cannot pop "dashboard" to index 5: it holds 3 screens"#
    ),
    (
      "pop to a negative index", bankOnCard, .pop(to: Bank.dashboard, at: -1, in: "dashboard"), .nothingToPop,
      #"step refused (nothing-to-pop): cannot pop "dashboard" to index -1: it holds 3 screens"#
    ),
    // screenNotFound
    (
      "pop to a screen not at the index", bankOnCard, .pop(to: Bank.card(8), at: 1, in: "dashboard"),
      .screenNotFound,
      #"step refused (screen-not-found): cannot pop "dashboard" to card(8): index 1 holds card(7)"#
    ),
    (
      "replace a screen not on top", bankOnCard, .replace(Bank.card(7), with: Bank.card(8), in: "dashboard"),
      .screenNotFound,
      #"step refused (screen-not-found): cannot replace card(7) in "dashboard": its top screen is cardDetail(7)"#
    ),
    (
      "reload a screen not in the stack", bank, .reload(Bank.card(7), in: "dashboard"), .screenNotFound,
      #"step refused (screen-not-found): cannot reload card(7): it is not in "dashboard""#
    ),
    // duplicate
    (
      "push a second unique screen", messengerOnChannel, .push(Messenger.channel("1234"), onto: "channels"),
      .duplicate,
      #"step refused (duplicate): cannot put channel(1234) into "channels": channel(99) is open there and "channel" is unique"#
    ),
    (
      "push the unique screen on top again", messengerOnChannel,
      .push(Messenger.channel("99"), onto: "channels"),
      .duplicate,
      #"step refused (duplicate): cannot put channel(99) into "channels": channel(99) is open there and "channel" is unique"#
    ),
    (
      "replace with a unique screen open below",
      MessengerNavigation.state(
        MessengerNavigation.application(
          channels: [Messenger.channelList, Messenger.channel("99"), Messenger.post("5")],
          selected: "channels")),
      .replace(Messenger.post("5"), with: Messenger.channel("1"), in: "channels"), .duplicate,
      #"step refused (duplicate): cannot put channel(1) into "channels": channel(99) is open there and "channel" is unique"#
    ),
    (
      "present a modal named like a stack", bank,
      .present(Modal(.sheet, .stack("dashboard", [Bank.dashboard])), from: "app"), .duplicate,
      #"step refused (duplicate): a container named "dashboard" is already on screen"#
    ),
    (
      "present a modal holding a name in use", bank,
      .present(
        Modal(.sheet, .tabs("help", [.stack("faq", [Screen("faq")]), .stack("settings", [Bank.settings])])),
        from: "app"),
      .duplicate,
      #"step refused (duplicate): a container named "settings" is already on screen"#
    ),
    (
      "present a modal twice", bankWithSupport, .present(BankNavigation.supportSheet, from: "support"),
      .duplicate,
      #"step refused (duplicate): a container named "support" is already on screen"#
    ),
    (
      "switch to a flow named like its switcher", bank, .switchFlow("app", to: .stack("app", [Bank.login])),
      .duplicate,
      #"step refused (duplicate): a container named "app" is already on screen"#
    ),
    (
      "switch a modal's flow to a name in use under it", bankWithWizard,
      .switchFlow("wizard", to: .stack("dashboard", [Screen("step2")])), .duplicate,
      #"step refused (duplicate): a container named "dashboard" is already on screen"#
    ),
    // tabBarHidden
    (
      "leave a tab whose stack hides the tab bar", messengerOnPhoto,
      .selectTab("channels", in: "application"),
      .tabBarHidden,
      #"step refused (tab-bar-hidden): cannot leave tab "feed" while photo(5) hides the tab bar; pop "feed" to post(5) first"#
    ),
    (
      "leave a nested tab bar whose selected tab hides the tab bar", nested, .selectTab("a", in: "outer"),
      .tabBarHidden,
      #"step refused (tab-bar-hidden): cannot leave tab "inner" while gallery hides the tab bar; pop "c" to c first"#
    ),
    (
      "leave a tab of a nested tab bar whose stack hides the tab bar", nested, .selectTab("b", in: "inner"),
      .tabBarHidden,
      #"step refused (tab-bar-hidden): cannot leave tab "c" while gallery hides the tab bar; pop "c" to c first"#
    ),
    (
      "push a screen that hides the tab bar into a tab not selected",
      MessengerNavigation.state(MessengerNavigation.application(selected: "channels")),
      .push(Messenger.photo("5"), onto: "feed"),
      .tabBarHidden,
      #"step refused (tab-bar-hidden): cannot put photo(5) into "feed": it hides the tab bar and its tab is not selected"#
    ),
    (
      "push a screen that hides the tab bar into a nested tab not shown", nested, .push(gallery, onto: "a"),
      .tabBarHidden,
      #"step refused (tab-bar-hidden): cannot put gallery into "a": it hides the tab bar and its tab is not selected"#
    ),
    (
      "replace with a screen that hides the tab bar in a tab not selected",
      MessengerNavigation.state(
        MessengerNavigation.application(feed: [Messenger.feed, Messenger.post("5")], selected: "profile")),
      .replace(Messenger.post("5"), with: Messenger.photo("5"), in: "feed"), .tabBarHidden,
      #"step refused (tab-bar-hidden): cannot put photo(5) into "feed": it hides the tab bar and its tab is not selected"#
    ),
    // illegalState
    (
      "present a modal with an empty stack", bank,
      .present(Modal(.sheet, .stack("support", [])), from: "app"),
      .illegalState,
      #"step refused (illegal-state): "support" is not legal: stack "support" has no screens"#
    ),
    (
      "present a modal whose tab not selected hides the tab bar", bank,
      .present(
        Modal(
          .sheet,
          .tabs("help", [.stack("faq", [Screen("faq")]), .stack("gallery", [Screen("grid"), gallery])])),
        from: "app"),
      .illegalState,
      #"step refused (illegal-state): "help" is not legal: tab "gallery" of "help" is not selected but its stack hides the tab bar"#
    ),
    (
      "switch to a flow with an empty stack", BankNavigation.signedOutStart,
      .switchFlow("app", to: BankNavigation.home(dashboard: [])), .illegalState,
      #"step refused (illegal-state): "home" is not legal: stack "dashboard" has no screens"#
    ),
    (
      "switch to a flow naming two containers alike", BankNavigation.signedOutStart,
      .switchFlow("app", to: .tabs("home", [.stack("x", [Screen("x")]), .stack("x", [Screen("y")])])),
      .illegalState,
      #"step refused (illegal-state): "home" is not legal: two containers are named "x""#
    ),
    (
      "present from a stack whose tab is not selected", bank,
      .present(BankNavigation.supportSheet, from: "settings"), .notVisible,
      #"step refused (not-visible): cannot present "support" from "settings": its tab is not selected"#
    ),
  ]

  @Test(arguments: refusals)
  func refuses(
    _ name: String, _ state: NavigationState, _ step: Step, _ code: NavigationError.Code,
    _ description: String
  ) throws {
    try state.checkInvariants()
    let error = try #require(Self.refusal(of: step, on: state))
    #expect(error.code == code)
    #expect(error.description == description)
  }

  // MARK: - Messages and rules found in review

  static let wrongKind: [(NavigationState, Step, String)] = [
    (bank, .push(Bank.card(7), onto: "home"), #""home" is a tab bar, not a stack"#),
    (bank, .reload(Bank.dashboard, in: "home"), #""home" is a tab bar, not a stack"#),
    (bank, .switchFlow("home", to: BankNavigation.login()), #""home" is a tab bar, not a flow switcher"#),
    (bank, .selectTab("home", in: "app"), #""app" is a flow switcher, not a tab bar"#),
    (bank, .pop(to: Bank.dashboard, at: 0, in: "app"), #""app" is a flow switcher, not a stack"#),
  ]

  @Test(arguments: wrongKind)
  func stepOnAContainerOfTheWrongKind(_ state: NavigationState, _ step: Step, _ reason: String) throws {
    let error = try #require(Self.refusal(of: step, on: state))
    #expect(error.code == .containerNotFound)
    #expect(error.reason == reason)
  }

  /// Containers are looked up in the selected tab first: one in another tab, or in a tab bar
  /// nested in another tab, is found all the same, and known to be in a tab not selected.
  @Test func aStackInATabNotSelectedIsFoundAfterTheSelectedOne() throws {
    let pushed = try Self.nested.applying(.push(Screen("a2"), onto: "a"))
    #expect(
      pushed.description == """
        tabs outer
          stack a: a, a2
          tabs inner (selected)
            stack b: b
            stack c (selected): c, gallery
        """)
    let error = try #require(
      Self.refusal(of: .present(BankNavigation.supportSheet, from: "b"), on: Self.nested))
    #expect(error.code == .notVisible)
    #expect(try Self.nested.applying(.push(Screen("b2"), onto: "b")).description.contains("stack b: b, b2"))
  }

  /// A tab bar with no tabs (illegal, but a decoded state may hold one) refuses a step on a
  /// container it does not have, rather than reading a tab that is not there.
  @Test func aTabBarWithNoTabsRefusesRatherThanCrashes() throws {
    let state = NavigationState(root: .tabs("home", []))
    let error = try #require(Self.refusal(of: .push(Screen("x"), onto: "feed"), on: state))
    #expect(error.code == .containerNotFound)
  }

  @Test func presentFromAnUnknownContainerQuotesTheModal() throws {
    let error = try #require(
      Self.refusal(of: .present(BankNavigation.supportSheet, from: "cards"), on: Self.bank))
    #expect(error.code == .containerNotFound)
    #expect(
      error.description
        == #"step refused (container-not-found): cannot present "support" from "cards": there is no such container"#
    )
  }

  @Test func popToTheTopSaysItIsAlreadyOnTop() throws {
    let step = Step.pop(to: Bank.cardDetail(7), at: 2, in: "dashboard")
    let error = try #require(Self.refusal(of: step, on: Self.bankOnCard))
    #expect(error.code == .nothingToPop)
    #expect(
      error.description
        == #"step refused (nothing-to-pop): cannot pop "dashboard" to index 2: cardDetail(7) is already on top"#
    )
  }

  @Test func leavingATabNamesTheScreenThatHidesTheTabBar() throws {
    let state = MessengerNavigation.state(
      MessengerNavigation.application(
        feed: [Messenger.feed, Messenger.post("5"), Messenger.photo("5"), Messenger.comment]))
    let error = try #require(Self.refusal(of: .selectTab("channels", in: "application"), on: state))
    #expect(error.code == .tabBarHidden)
    #expect(
      error.description
        == #"step refused (tab-bar-hidden): cannot leave tab "feed" while photo(5) hides the tab bar; pop "feed" to post(5) first"#
    )
  }

  @Test func replacingTheRootOfATabNotSelectedWithAScreenThatHidesTheTabBar() throws {
    // A root never hides the tab bar (`Stack.hidesTabBar`), so the state after is legal, and
    // the planner plans exactly this step, which apply accepts.
    let start = MessengerNavigation.state()
    let target = MessengerNavigation.state(MessengerNavigation.application(channels: [Self.gallery]))
    try target.checkInvariants()
    let step = Step.replace(Messenger.channelList, with: Self.gallery, in: "channels")
    #expect(try TransitionPlanner().plan(from: start, to: target) == [step])
    let after = try start.applying(step)
    #expect(after == target)
  }

  @Test func switchingAFlowInATabNotSelectedToOneThatHidesTheTabBar() throws {
    let start = NavigationState(
      root: .tabs(
        "bar", [.stack("a", [Screen("a")]), .flows("wizard", showing: .stack("step1", [Screen("step1")]))]))
    try start.checkInvariants()
    let step = Step.switchFlow("wizard", to: .stack("step2", [Screen("step2"), Self.gallery]))
    var after = start
    do throws(NavigationError) {
      try after.apply(step)
      Issue.record("applied; the state is now illegal: \(after.invariantViolations())")
    } catch {
      #expect(error.code == .tabBarHidden)
      #expect(after == start)
    }
  }
}
