import Foundation
import Testing
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps

/// Screens and states as values: how they print, what they answer, how they travel as JSON,
/// and the targets `showing(_:in:)` and `presenting(_:)` build.
@Suite struct NavigationStateTests {
  typealias Bank = BankNavigation.Screens
  typealias Messenger = MessengerNavigation.Screens
  typealias Recipes = RecipesApp.Screens

  // MARK: - Screen

  static let screenDescriptions: [(Screen, String)] = [
    (Screen("dashboard"), "dashboard"),
    (Screen("card", parameters: ["cardID": "7"]), "card(7)"),
    (Screen("photo", parameters: ["postID": "5"], traits: [.hidesTabBar, .unique]), "photo(5)"),
    (Screen("editProfile", data: ["draft": "hello"]), "editProfile(draft: hello)"),
    (Screen("post", parameters: ["postID": "5"], data: ["draft": "hi"]), "post(postID: 5, draft: hi)"),
    (Screen("range", parameters: ["to": "9", "from": "1"]), "range(from: 1, to: 9)"),
    (
      Screen("x", parameters: ["b": "2", "a": "1"], data: ["d": "4", "c": "3"]), "x(a: 1, b: 2, c: 3, d: 4)"
    ),
    (Screen("x", parameters: ["z": "1"], data: ["a": "2"]), "x(z: 1, a: 2)"),
    (Screen("search", parameters: ["q": "café-au-lait_1.0/~?"]), "search(café-au-lait_1.0/~?)"),
    (Screen("search", parameters: ["q": ""]), #"search("")"#),
    (Screen("search", parameters: ["q": "two words"]), #"search("two words")"#),
    (Screen("search", parameters: ["q": "a,b"]), #"search("a,b")"#),
    (Screen("search", parameters: ["q": "10:30"]), #"search("10:30")"#),
    (Screen("search", parameters: ["q": "(x)"]), #"search("(x)")"#),
    (Screen("search", parameters: ["q": "f(x"]), #"search("f(x")"#),
    (Screen("search", parameters: ["q": #"say "hi""#]), #"search("say \"hi\"")"#),
    (Screen("search", parameters: ["q": #"C:\dir"#]), #"search("C:\\dir")"#),
    (Screen("search", parameters: ["q": #"a\b"#]), #"search("a\\b")"#),
    (Screen("search", parameters: ["q": "line\nbreak"]), #"search("line\nbreak")"#),
    (Screen("search", parameters: ["q": "tab\there"]), #"search("tab\there")"#),
    (Screen("search", parameters: ["q": "a\u{A0}b"]), "search(\"a\u{A0}b\")"),
    (Screen("editProfile", data: ["draft": ""]), #"editProfile(draft: "")"#),
    (
      Screen("note", parameters: ["id": "1"], data: ["body": "Hi, \"you\"\n"]),
      #"note(id: 1, body: "Hi, \"you\"\n")"#
    ),
  ]

  @Test(arguments: screenDescriptions)
  func screenDescription(_ screen: Screen, _ expected: String) {
    #expect(screen.description == expected)
  }

  @Test func carriageReturnIsEscapedLikeNewline() {
    // A description is one line; `\n` and `\t` are escaped, but `\r` is written as is.
    let screen = Screen("search", parameters: ["q": "a\rb"])
    #expect(screen.description.hasPrefix("search(\""))
    #expect(screen.description == #"search("a\rb")"#)
  }

  @Test func idIsNameAndParametersNotDataOrTraits() {
    let draft = Screen("editProfile", parameters: ["userID": "3"], data: ["draft": "a"])
    let other = Screen("editProfile", parameters: ["userID": "3"], data: ["draft": "b"], traits: .unique)
    #expect(draft.id == other.id)
    #expect(draft != other)
    #expect(draft.id == Screen.ID("editProfile", parameters: ["userID": "3"]))
    #expect(draft.id != Screen("editProfile", parameters: ["userID": "4"]).id)
    #expect(draft.id != Screen("profile", parameters: ["userID": "3"]).id)
    #expect(
      draft.holding(["draft": "b"])
        == Screen("editProfile", parameters: ["userID": "3"], data: ["draft": "b"]))
  }

  @Test(arguments: [
    (Screen.ID("dashboard"), "dashboard"),
    (Screen.ID("card", parameters: ["cardID": "7"]), "card(7)"),
    (Screen.ID("range", parameters: ["to": "9", "from": "1"]), "range(from: 1, to: 9)"),
    (Screen.ID("search", parameters: ["q": "two words"]), #"search("two words")"#),
  ])
  func idDescription(_ id: Screen.ID, _ expected: String) {
    #expect(id.description == expected)
  }

  // MARK: - Tree description

  static let signedInWithSupport = BankNavigation.state(
    BankNavigation.home(), modals: [BankNavigation.supportSheet])
  static let messengerWithShare = MessengerNavigation.state(
    MessengerNavigation.application(feed: [Messenger.feed, Messenger.post("5")]),
    modals: [MessengerNavigation.shareSheet])
  static let recipesWithRatings = RecipesApp.state(
    RecipesApp.home(veggie: [Recipes.recipeList("veggie"), Recipes.recipe(3)]),
    modals: [RecipesApp.ratingsSheet(3)])
  static let chat = Modal(
    .fullScreen,
    .tabs(
      "chat", [.stack("inbox", [Screen("inbox")]), .stack("archive", [Screen("archive")])],
      selected: "archive"))

  static let trees: [(String, NavigationState, String)] = [
    (
      "bank signed in with support", signedInWithSupport,
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
      "bank signed out", BankNavigation.signedOutStart,
      """
      flows app
        stack login: login
      """
    ),
    (
      "messenger with share", messengerWithShare,
      """
      tabs application
        stack feed (selected): feed, post(5)
        stack channels: channelList
        stack profile: profile
      sheet share
        stack share: share
      """
    ),
    (
      "messenger on a photo with authorization",
      MessengerNavigation.state(
        MessengerNavigation.application(
          feed: [Messenger.feed, Messenger.photo("5")],
          profile: [Messenger.profile, Messenger.editProfile()]),
        modals: [MessengerNavigation.authorization]),
      """
      tabs application
        stack feed (selected): feed, photo(5)
        stack channels: channelList
        stack profile: profile, editProfile(draft: "")
      fullScreen authorization
        stack authorization: signIn
      """
    ),
    (
      "recipes with ratings", recipesWithRatings,
      """
      tabs home
        stack veggie (selected): recipeList(veggie), recipe(3)
        stack meat: recipeList(meat)
      sheet ratings
        stack ratings: ratings(3)
      """
    ),
    (
      "two modals, the second a tab bar", signedInWithSupport.presenting(chat),
      """
      flows app
        tabs home
          stack dashboard (selected): dashboard
          stack profile: profile
          stack settings: settings
      sheet support
        stack support: support
      fullScreen chat
        tabs chat
          stack inbox: inbox
          stack archive (selected): archive
      """
    ),
    (
      "a selected flow switcher inside a tab bar",
      NavigationState(
        root: .tabs(
          "outer",
          [.stack("a", [Screen("a")]), .flows("wizard", showing: .stack("step", [Screen("step1")]))],
          selected: "wizard")),
      """
      tabs outer
        stack a: a
        flows wizard (selected)
          stack step: step1
      """
    ),
  ]

  @Test(arguments: trees)
  func treeDescription(_ name: String, _ state: NavigationState, _ tree: String) throws {
    #expect(state.description == tree)
    try state.checkInvariants()
  }

  @Test func containerDescriptionIsItsSubtree() {
    #expect(
      BankNavigation.home(settings: [Bank.settings, Bank.notifications], selected: "settings").description
        == """
        tabs home
          stack dashboard: dashboard
          stack profile: profile
          stack settings (selected): settings, notifications
        """)
  }

  // MARK: - What a person sees

  static let visible: [(String, NavigationState, String, Screen, [String], Int)] = [
    (
      "bank signed in with support", signedInWithSupport, "support", Bank.support,
      ["app", "home", "dashboard", "support"], 4
    ),
    (
      "bank on settings",
      BankNavigation.state(
        BankNavigation.home(settings: [Bank.settings, Bank.notifications], selected: "settings")),
      "settings", Bank.notifications, ["app", "home", "settings"], 4
    ),
    ("bank signed out", BankNavigation.signedOutStart, "login", Bank.login, ["app", "login"], 1),
    (
      "messenger with share", messengerWithShare, "share", Messenger.share,
      ["application", "feed", "share"], 5
    ),
    (
      "recipes with ratings", recipesWithRatings, "ratings", Recipes.ratings(3),
      ["home", "veggie", "ratings"], 4
    ),
    (
      "two modals", signedInWithSupport.presenting(chat), "archive", Screen("archive"),
      ["app", "home", "dashboard", "support", "chat", "archive"], 6
    ),
  ]

  @Test(arguments: visible)
  func whatAPersonSees(
    _ name: String, _ state: NavigationState, _ stack: String, _ top: Screen, _ path: [String], _ count: Int
  ) {
    #expect(state.visibleStack.name == stack)
    #expect(state.topScreen == top)
    #expect(state.visiblePath == path)
    #expect(state.screenCount == count)
    #expect(state.topContainer.visiblePath == Array(path.drop { $0 != state.topContainer.name }))
  }

  @Test func containerVisibleStackPathAndCount() {
    let home = BankNavigation.home(profile: [Bank.profile, Bank.settings], selected: "profile")
    #expect(home.visibleStack == Stack(name: "profile", screens: [Bank.profile, Bank.settings]))
    #expect(home.visiblePath == ["home", "profile"])
    #expect(home.screenCount == 4)
    #expect(Container.flows("app", showing: home).visiblePath == ["app", "home", "profile"])
    #expect(Container.stack("s", []).screenCount == 0)
    #expect(Stack(name: "s", screens: []).top == nil)
  }

  static let photo = Screen("photo", traits: .hidesTabBar)
  static let tabBarStacks: [([Screen], Bool, Int)] = [
    ([Screen("a")], false, 0),
    ([photo], false, 0),
    ([Screen("a"), Screen("b")], false, 1),
    ([Screen("a"), photo], true, 0),
    ([Screen("a"), Screen("b"), photo, Screen("c")], true, 1),
    ([Screen("a"), photo, Screen("b"), photo], true, 0),
    ([photo, Screen("a"), photo], true, 1),
    ([Screen("a"), Screen("b", traits: .unique), Screen("c")], false, 2),
  ]

  @Test(arguments: tabBarStacks)
  func stackHidesTabBar(_ screens: [Screen], _ hides: Bool, _ lastShowing: Int) {
    let stack = Stack(name: "feed", screens: screens)
    #expect(stack.hidesTabBar == hides)
    #expect(stack.lastIndexShowingTabBar == lastShowing)
  }

}

extension NavigationStateTests {
  @Test func containersAreFoundByNameInTheRootAndInModals() {
    let state = BankNavigation.state(BankNavigation.home(), modals: [BankNavigation.supportSheet])
    #expect(
      state.containerNames == ["app", "home", "dashboard", "profile", "settings", "support"])
    #expect(state.container(named: "settings")?.description == "stack settings: settings")
    #expect(state.container(named: "support")?.description == "stack support: support")
    #expect(state.container(named: "home")?.kind == "tabs")
    #expect(state.container(named: "login") == nil)
  }
}
