import Testing
@_spi(Internals) import WayfinderNavigation
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
