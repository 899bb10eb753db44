import Testing
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps

extension StepApplyTests {
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
}
