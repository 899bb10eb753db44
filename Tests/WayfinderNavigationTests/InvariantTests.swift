import Testing
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps

/// One illegal state per rule of `checkInvariants()`, with the exact words it reports, and the
/// legal edge cases next to each rule that it must let through.
@Suite struct InvariantTests {
  typealias Messenger = MessengerNavigation.Screens

  static let photo = Messenger.photo("5")

  static let illegal: [(String, NavigationState, [String])] = [
    (
      "empty stack name",
      NavigationState(root: .stack("", [Screen("a")])),
      ["a stack has an empty name"]
    ),
    (
      "empty screen name",
      NavigationState(root: .stack("feed", [Screen("feed"), Screen("")])),
      [#"stack "feed" holds a screen with no name"#]
    ),
    (
      "tab named like its tab bar",
      NavigationState(root: .tabs("home", [.stack("home", [Screen("home")])])),
      [#"two containers are named "home""#]
    ),
    (
      "flow named like its switcher",
      NavigationState(root: .flows("app", showing: .stack("app", [Screen("login")]))),
      [#"two containers are named "app""#]
    ),
    (
      "two tabs of one name",
      NavigationState(root: .tabs("home", [.stack("a", [Screen("a")]), .stack("a", [Screen("b")])])),
      [#"two containers are named "a""#]
    ),
    (
      "a modal named like a tab under it",
      BankNavigation.state(
        BankNavigation.home(), modals: [Modal(.sheet, .stack("dashboard", [Screen("dashboard")]))]),
      [#"two containers are named "dashboard""#]
    ),
    (
      "two modals of one name",
      BankNavigation.state(
        BankNavigation.home(), modals: [BankNavigation.supportSheet, BankNavigation.supportSheet]),
      [#"two containers are named "support""#]
    ),
    (
      "empty stack",
      NavigationState(root: .stack("feed", [])),
      [#"stack "feed" has no screens"#]
    ),
    (
      "empty stack in a modal",
      BankNavigation.state(BankNavigation.home(), modals: [Modal(.sheet, .stack("support", []))]),
      [#"stack "support" has no screens"#]
    ),
    (
      "tab bar with no tabs",
      NavigationState(root: .tabs("home", [])),
      [#"tab bar "home" has no tabs"#]
    ),
    (
      "tab not selected hides the tab bar",
      MessengerNavigation.state(
        MessengerNavigation.application(
          feed: [Messenger.feed, Messenger.post("5"), photo], selected: "channels")),
      [#"tab "feed" of "application" is not selected but its stack hides the tab bar"#]
    ),
    (
      "tab not selected hides the tab bar below its top",
      MessengerNavigation.state(
        MessengerNavigation.application(
          feed: [Messenger.feed, photo, Messenger.comment], selected: "profile")),
      [#"tab "feed" of "application" is not selected but its stack hides the tab bar"#]
    ),
    (
      "nested tab bar not selected whose selected tab hides the tab bar",
      NavigationState(
        root: .tabs(
          "outer",
          [
            .stack("a", [Screen("a")]),
            .tabs("inner", [.stack("b", [Screen("b"), photo])]),
          ])),
      [#"tab "inner" of "outer" is not selected but its stack hides the tab bar"#]
    ),
    (
      "two unique screens of one name",
      MessengerNavigation.state(
        MessengerNavigation.application(
          channels: [Messenger.channelList, Messenger.channel("1"), Messenger.channel("2")])),
      [#"stack "channels" holds two "channel" screens, which is unique"#]
    ),
    (
      "the same unique screen twice",
      NavigationState(root: .stack("channels", [Messenger.channel("1"), Messenger.channel("1")])),
      [#"stack "channels" holds two "channel" screens, which is unique"#]
    ),
    (
      "several rules broken, in tree order",
      NavigationState(
        root: .tabs("home", [.stack("a", []), .stack("a", [Screen("")])]),
        modals: [Modal(.sheet, .tabs("home", []))]),
      [
        #"stack "a" has no screens"#,
        #"two containers are named "a""#,
        #"stack "a" holds a screen with no name"#,
        #"two containers are named "home""#,
        #"tab bar "home" has no tabs"#,
      ]
    ),
  ]

  @Test(arguments: illegal)
  func illegalState(_ name: String, _ state: NavigationState, _ violations: [String]) {
    #expect(state.invariantViolations() == violations)
    do {
      try state.checkInvariants()
      Issue.record("\(name) passed the check")
    } catch {
      #expect(error.code == .illegalState)
      #expect(error.step == nil)
      #expect(error.reason == violations.first)
      #expect(error.description == "illegal state (illegal-state): \(violations[0])")
    }
  }

  @Test(arguments: [
    ("tab bar", Container.tabs("", [.stack("a", [Screen("a")])]), "a tab bar has an empty name"),
    (
      "flow switcher", Container.flows("", showing: .stack("a", [Screen("a")])),
      "a flow switcher has an empty name"
    ),
  ])
  func emptyNameOfATabBarOrFlowSwitcher(_ kind: String, _ root: Container, _ violation: String) {
    let violations = NavigationState(root: root).invariantViolations()
    #expect(violations.count == 1)
    #expect(violations.first?.hasSuffix(" has an empty name") == true)
    #expect(violations == [violation])
  }

  @Test(arguments: [2, 3, -1])
  func selectedTabOutOfRange(_ index: Int) {
    let bar = TabBar(
      name: "home", tabs: [.stack("a", [Screen("a")]), .stack("b", [Screen("b")])], selectedIndex: index)
    let state = NavigationState(root: .tabs(bar))
    let violations = state.invariantViolations()
    #expect(violations.count == 1)
    #expect(violations.first?.hasPrefix(#"tab bar "home" selects tab index \#(index)"#) == true)
    #expect(throws: NavigationError.self) { try state.checkInvariants() }
    // "selects tab 2 of 2" reads as the second of two tabs, which would be legal.
    #expect(violations == [#"tab bar "home" selects tab index \#(index), but its tabs are 0 to 1"#])
  }

  static let legal: [(String, NavigationState)] = [
    ("bank signed in", BankNavigation.signedInStart),
    ("bank signed out", BankNavigation.signedOutStart),
    ("messenger", MessengerNavigation.state(modals: [MessengerNavigation.shareSheet])),
    ("recipes", RecipesApp.state(modals: [RecipesApp.ratingsSheet(3)])),
    (
      "a screen that hides the tab bar as the root of a tab not selected",
      MessengerNavigation.state(MessengerNavigation.application(feed: [photo], selected: "channels"))
    ),
    (
      "a screen that hides the tab bar as the root, more above it, in a tab not selected",
      MessengerNavigation.state(
        MessengerNavigation.application(feed: [photo, Messenger.post("5")], selected: "profile"))
    ),
    (
      "screens that hide the tab bar in the selected tab",
      MessengerNavigation.state(
        MessengerNavigation.application(feed: [Messenger.feed, photo, Messenger.photo("6")]))
    ),
    (
      "a screen that hides the tab bar in a stack outside any tab bar",
      BankNavigation.state(
        BankNavigation.home(),
        modals: [Modal(.fullScreen, .stack("gallery", [Screen("gallery"), photo]))])
    ),
    (
      "the same unique screen in two stacks",
      MessengerNavigation.state(
        MessengerNavigation.application(
          feed: [Messenger.feed, Messenger.channel("1")],
          channels: [Messenger.channelList, Messenger.channel("1")]))
    ),
    (
      "the same unique screen in a tab and in a modal",
      MessengerNavigation.state(
        MessengerNavigation.application(channels: [Messenger.channelList, Messenger.channel("1")]),
        modals: [Modal(.sheet, .stack("share", [Messenger.share, Messenger.channel("1")]))])
    ),
    (
      "two unique screens of different names",
      NavigationState(
        root: .stack(
          "s", [Messenger.channel("1"), Screen("thread", parameters: ["threadID": "1"], traits: .unique)]))
    ),
    (
      "screens that are not unique, twice",
      NavigationState(root: .stack("feed", [Messenger.feed, Messenger.post("5"), Messenger.post("5")]))
    ),
    (
      "screens and containers sharing names",
      NavigationState(root: .stack("feed", [Screen("feed"), Screen("app")]))
    ),
  ]

  @Test(arguments: legal)
  func legalState(_ name: String, _ state: NavigationState) throws {
    #expect(state.invariantViolations() == [])
    try state.checkInvariants()
  }
}
