import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps

@Suite struct NavigationGraphTests {
  typealias Bank = BankNavigation.Screens
  typealias Messenger = MessengerNavigation.Screens
  typealias Recipes = RecipesApp.Screens

  /// docs/ReferenceApps.md's bank table: each link's screen, the stack it lands in, and the back
  /// stack under it, from a signed-in start on the dashboard.
  static let bankTable: [(Screen, [String], [Screen])] = [
    (Bank.login, ["app", "login"], [Bank.login]),
    (Bank.registration, ["app", "login"], [Bank.login, Bank.registration]),
    (Bank.dashboard, ["app", "home", "dashboard"], [Bank.dashboard]),
    (Bank.card(42), ["app", "home", "dashboard"], [Bank.dashboard, Bank.card(42)]),
    (
      Bank.cardDetail(42), ["app", "home", "dashboard"], [Bank.dashboard, Bank.card(42), Bank.cardDetail(42)]
    ),
    (Bank.profile, ["app", "home", "profile"], [Bank.profile]),
    (Bank.settings, ["app", "home", "settings"], [Bank.settings]),
    (Bank.notifications, ["app", "home", "settings"], [Bank.settings, Bank.notifications]),
    (Bank.support, ["app", "home", "dashboard", "support"], [Bank.support]),
  ]

  @Test(arguments: bankTable)
  func bankTargets(_ screen: Screen, _ path: [String], _ stack: [Screen]) throws {
    let graph = try BankNavigation.graph()
    let target = try graph.target(for: screen, from: BankNavigation.signedInStart)
    try target.checkInvariants()
    #expect(target.visiblePath == path)
    #expect(target.visibleStack.screens == stack)
  }

  @Test func aFlowNotOnScreenIsSwitchedToAsItFirstAppears() throws {
    let graph = try BankNavigation.graph()
    #expect(graph.initialState == BankNavigation.signedOutStart)
    let target = try graph.target(for: Bank.cardDetail(42), from: graph.initialState)
    #expect(
      target.description == """
        flows app
          tabs home
            stack dashboard (selected): dashboard, card(42), cardDetail(42)
            stack profile: profile
            stack settings: settings
        """)
    let steps = try TransitionPlanner().plan(from: graph.initialState, to: target)
    #expect(steps == [.switchFlow("app", to: target.root.flowForTests)])
  }

  @Test func guardsOnTheWayOutermostFirst() throws {
    let bank = try BankNavigation.graph()
    #expect(bank.guards(for: "cardDetail") == ["signedIn"])
    #expect(bank.guards(for: "registration") == [])
    #expect(bank.guards(for: "support") == [])
    let messenger = try MessengerNavigation.graph()
    #expect(messenger.guards(for: "channel") == ["signedIn"])
    #expect(messenger.guards(for: "editProfile") == ["signedIn"])
    #expect(messenger.guards(for: "photo") == [])
  }

  @Test func traitsComeFromTheGraph() throws {
    let messenger = try MessengerNavigation.graph()
    let photo = try messenger.target(
      for: Screen("photo", parameters: ["postID": "5"]), from: MessengerNavigation.state())
    #expect(photo.visibleStack.screens == [Messenger.feed, Messenger.post("5"), Messenger.photo("5")])
    let channel = try messenger.target(
      for: Screen("channel", parameters: ["channelID": "1234"]), from: MessengerNavigation.state())
    #expect(channel.topScreen == Messenger.channel("1234"))
    #expect(channel.topScreen?.traits == .unique)
  }

  @Test func messenger1ThroughTheGraph() throws {
    let start = MessengerNavigation.state(
      MessengerNavigation.application(feed: [Messenger.feed, Messenger.post("5"), Messenger.photo("5")]),
      modals: [MessengerNavigation.shareSheet])
    let graph = try MessengerNavigation.graph()
    let target = try graph.target(for: Screen("channel", parameters: ["channelID": "1234"]), from: start)
    #expect(
      try TransitionPlanner().plan(from: start, to: target) == [
        .dismiss("share"),
        .pop(to: Messenger.post("5"), at: 1, in: "feed"),
        .selectTab("channels", in: "application"),
        .push(Messenger.channel("1234"), onto: "channels"),
      ])
  }

  @Test func anInterruptingFlowIsPresentedOverWhateverIsOnScreen() throws {
    let start = MessengerNavigation.state(
      MessengerNavigation.application(
        profile: [Messenger.profile, Messenger.editProfile(draft: "hello")], selected: "profile"))
    let graph = try MessengerNavigation.graph()
    let target = try graph.target(for: Messenger.rating(7), from: start)
    #expect(target == start.presenting(MessengerNavigation.rateOrder([Messenger.rating(7)])))
  }

  @Test func aScreenInSeveralStacksIsPlacedByTheLink() throws {
    let graph = try RecipesApp.graph()
    let start = RecipesApp.state()
    let error = try #require(throws: GraphError.self) {
      try graph.target(for: Recipes.recipe(4), from: start)
    }
    #expect(
      error.description
        == "no target (ambiguous-placement): screen \"recipe\" is in veggie, meat; the link must pick one")
    let meat = try graph.target(for: Recipes.recipe(7), in: "meat", from: start)
    #expect(
      meat.description == """
        tabs home
          stack veggie: recipeList(veggie)
          stack meat (selected): recipeList(meat), recipe(7)
        """)
    let ratings = try graph.target(for: Recipes.ratings(4), in: "veggie", from: start)
    #expect(
      ratings.description == """
        tabs home
          stack veggie (selected): recipeList(veggie), recipe(4)
          stack meat: recipeList(meat)
        sheet ratings
          stack ratings: ratings(4)
        """)
    // A root screen in several stacks is told apart by its fixed parameters.
    let list = try graph.target(for: Recipes.recipeList("meat"), from: start)
    #expect(list.visibleStack.name == "meat")
  }

  @Test func anUnknownScreenIsNotATarget() throws {
    let error = try #require(throws: GraphError.self) {
      try BankNavigation.graph().target(for: Screen("loans"), from: BankNavigation.signedInStart)
    }
    #expect(error.code == .unknownScreen)
    #expect(error.description == "no target (unknown-screen): the graph has no screen \"loans\"")
  }

  static func builder(_ declare: (inout NavigationGraph.Builder) -> Void) -> NavigationGraph.Builder {
    var graph = NavigationGraph.Builder(root: "app")
    graph.tabs("app", ["a", "b"])
    graph.stack("a", root: Screen("a"))
    graph.stack("b", root: Screen("b"))
    declare(&graph)
    return graph
  }

  static let mistakes: [(String, NavigationGraph.Builder, String)] = [
    (
      "root not declared", NavigationGraph.Builder(root: "app"),
      "invalid navigation graph (unknown-container): the root \"app\" is not declared"
    ),
    (
      "two containers of one name", builder { $0.stack("a", root: Screen("x")) },
      "invalid navigation graph (duplicate-name): two containers are named \"a\""
    ),
    (
      "a tab not declared", builder { $0.tabs("t", ["c"]) },
      "invalid navigation graph (unknown-container): tab \"c\" of \"t\" is not declared"
    ),
    (
      "a container in two places", builder { $0.tabs("t", ["a"]) },
      "invalid navigation graph (two-parents): \"a\" is a tab of both \"app\" and \"t\""
    ),
    (
      "an unreachable container", builder { $0.stack("archive", root: Screen("archive")) },
      "invalid navigation graph (unreachable): container \"archive\" is declared but nothing leads to it"
    ),
    (
      "a screen in two places without a rule",
      builder {
        $0.screen("x", in: "a")
        $0.screen("x", in: "b")
      },
      "invalid navigation graph (duplicate-screen): screen \"x\" is declared twice; declare it once, in every stack a link may pick"
    ),
    (
      "a screen in a tab bar", builder { $0.screen("x", in: "app") },
      "invalid navigation graph (wrong-kind): screen \"x\" is in \"app\", which is not a stack"
    ),
    (
      "a back stack through another stack",
      builder {
        $0.screen("x", in: "a")
        $0.screen("y", in: "b", after: "x")
      },
      "invalid navigation graph (bad-back-stack): screen \"y\" comes after \"x\", which is not in \"b\""
    ),
    (
      "a back stack that needs a parameter",
      builder {
        $0.screen("x", in: "a", parameters: ["id"])
        $0.screen("y", in: "a", after: "x")
      },
      "invalid navigation graph (bad-back-stack): screen \"y\" comes after \"x\", which needs \"id\" that \"y\" does not have"
    ),
    (
      "a back stack in a circle",
      builder {
        $0.screen("x", in: "a", after: "y")
        $0.screen("y", in: "a", after: "x")
      },
      "invalid navigation graph (bad-back-stack): the back stack of \"x\" goes round through \"x\""
    ),
    (
      "a modal over an unknown screen", builder { $0.modal("m", .sheet, root: Screen("m"), over: "nope") },
      "invalid navigation graph (unknown-screen): modal \"m\" is presented over \"nope\", which is not declared"
    ),
    (
      "containers inside each other",
      builder {
        $0.tabs("c", ["d"])
        $0.tabs("d", ["c"])
      },
      "invalid navigation graph (unreachable): container \"c\" is inside itself: c › d › c"
    ),
    (
      "a flow switcher starting on another flow", builder { $0.flows("f", ["a"], initial: "z") },
      "invalid navigation graph (unknown-container): \"f\" starts on \"z\", which is not one of its flows"
    ),
  ]

  @Test(arguments: mistakes)
  func mistakesAreTypedErrors(_ name: String, _ builder: NavigationGraph.Builder, _ description: String) {
    #expect(throws: GraphError.self, "\(name)") { try builder.build() }
    do {
      _ = try builder.build()
    } catch {
      #expect(error.description == description, "\(name)")
    }
  }

  @Test func theReferenceGraphsBuild() throws {
    #expect(try BankNavigation.graph().screenNames.count == 9)
    #expect(try MessengerNavigation.graph().screenNames.count == 12)
    #expect(try RecipesApp.graph().screenNames == ["ratings", "recipe", "recipeList"])
  }
}

extension Container {
  /// The flow a flow switcher shows.
  var flowForTests: Container {
    if case .flows(let switcher) = self { return switcher.flow }
    return self
  }
}

extension NavigationGraphTests {
  @Test func everyReferenceRouteLeadsToAScreenOfItsGraph() throws {
    let bank: [BankRoute] = [
      .login, .registration, .dashboard, .card(cardID: 1), .cardDetail(cardID: 1), .profile, .settings,
      .notifications, .support,
    ]
    try BankNavigation.graph().validate(screens: bank.map(\.screen))
    let messenger: [MessengerRoute] = [
      .screen(.feed), .screen(.post(postID: "1")), .screen(.photo(postID: "1")), .screen(.channelList),
      .screen(.channel(channelID: "1")), .screen(.profile), .rateOrder(orderID: 1),
    ]
    let screens = messenger.compactMap { route -> Screen? in
      switch route.destination {
      case .screen(let screen, _, _), .interrupt(let screen, _): screen
      default: nil
      }
    }
    #expect(screens.count == messenger.count)
    try MessengerNavigation.graph().validate(screens: screens)
  }

  @Test func aRouteWhoseScreenIsNotInTheGraphIsATypedError() throws {
    let error = try #require(throws: GraphError.self) {
      try BankNavigation.graph().validate(screens: [Screen("loans"), Screen("card"), Screen("atm")])
    }
    #expect(
      error.description
        == "invalid navigation graph (unknown-screen): routes lead to screens the graph does not declare: atm, loans"
    )
  }
}
