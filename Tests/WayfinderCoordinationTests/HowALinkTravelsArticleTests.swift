import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTesting

/// The examples of the article "How a link travels", as the article has them (keep the two in
/// step): what the article prints is compared, whole, with what its comments say.
///
/// A `ManualClock` stands in for the article's `ContinuousClock`, and waiting for a sleeper
/// for its `Task.sleep`: the tests never sleep.
@MainActor
@Suite struct HowALinkTravelsArticleTests {
  @MainActor final class Session {
    var isSignedIn = false
  }

  /// What the article prints from inside a closure.
  @MainActor final class Console {
    var lines: [String] = []
    func print(_ line: String) { lines.append(line) }
  }

  /// The article's opening: the bank app, signed out, on its initial state, its center ready.
  struct Bank {
    let session: Session
    let graph: NavigationGraph
    let navigator: HeadlessNavigator
    let center: DeepLinkCenter<BankRoute>
  }

  static func bank(start: NavigationState? = nil) throws -> Bank {
    let session = Session()
    let graph = try BankNavigation.graph()
    let navigator = HeadlessNavigator(state: start ?? graph.initialState)
    let center = DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: graph, navigator: navigator, clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: Screen("login")) { session.isSignedIn }],
      destination: { route in .screen(route.screen) })
    center.becomeReady()
    return Bank(session: session, graph: graph, navigator: navigator, center: center)
  }

  @Test func overview() throws {
    let bank = try Self.bank()
    #expect(bank.navigator.state == BankNavigation.signedOutStart)
    #expect(
      "\(bank.navigator.state)" == """
        flows app
          stack login: login
        """)
  }

  @Test func fromALinkToARoute() async throws {
    let bank = try Self.bank()
    let center = bank.center
    let unmatched = await center.open("bank://cards/abc")
    #expect(
      "\(unmatched)"
        == #"unmatched: no route matches /cards/abc: "abc" after "/cards" is not an int (as in /cards/:cardID(int))"#
    )
    let rejected = await center.open("https://evil.example.com/cards/1")
    #expect(
      "\(rejected)"
        == #"rejected: host "evil.example.com" is not accepted; accepted hosts: bank.example.com, www.bank.example.com"#
    )
    #expect(bank.navigator.transcript.isEmpty)
  }

  /// "A custom-scheme link folds its host into the path, so `bank://cards/42` and
  /// `https://bank.example.com/cards/42` both have the path `/cards/42`".
  @Test func fromALinkToARouteNormalized() throws {
    let routes = try BankNavigation.routes()
    #expect(try routes.normalize("bank://cards/42").path == "/cards/42")
    #expect(try routes.normalize("https://bank.example.com/cards/42").path == "/cards/42")
  }

  /// A link that matches no route, or that the policy turns away, ends there and then,
  /// whether or not the app is ready and whether or not another link is running, and
  /// disturbs nothing.
  @Test(.timeLimit(.minutes(1)))
  func fromALinkToARouteEndsThereAndThen() async throws {
    let navigator = HeadlessNavigator(state: BankNavigation.signedOutStart)
    let center = DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: try BankNavigation.graph(), navigator: navigator,
      clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: Screen("login")) { false }],
      destination: { route in .screen(route.screen) })
    #expect(await center.open("bank://cards/abc").name == "unmatched")
    #expect(await center.open("https://evil.example.com/cards/1").name == "rejected")

    center.becomeReady()
    let link = center.send("bank://cards/42/detail")
    await center.idle()
    #expect(!center.pendingGuards.isEmpty)
    #expect(await center.open("bank://cards/abc").name == "unmatched")
    #expect(await center.open("https://evil.example.com/cards/1").name == "rejected")
    #expect(center.pendingGuards == ["signedIn"])
    center.resolveGuard("signedIn", passed: false)
    #expect(await link.outcome == .guardFailed("signedIn"))
    #expect(navigator.transcript.isEmpty)
  }
}

// MARK: - From a route to a destination

extension HowALinkTravelsArticleTests {
  /// The article's recipes app: a recipe goes in the tab of its kind, which only its catalog
  /// knows; `recipeFallback` is the fallback the article adds to the `.recipe` case.
  static func recipes(
    catalog: RecipeCatalog, clock: ManualClock, recipeFallback: Destination? = nil
  ) throws -> (DeepLinkCenter<RecipesRoute>, HeadlessNavigator) {
    let navigator = HeadlessNavigator(state: RecipesApp.state())
    let center = DeepLinkCenter(
      routes: try RecipesApp.routes(), graph: try RecipesApp.graph(), navigator: navigator,
      clock: clock,
      destination: { route in
        switch route {
        case .recipe(let recipeID):
          .resolve(timeout: .seconds(2), fallback: recipeFallback) {
            let kind = try await catalog.kind(of: recipeID)  // "veggie" or "meat"
            return .screen(Screen("recipe", parameters: ["recipeID": "\(recipeID)"]), in: kind)
          }
        case .ratings(let recipeID):
          .resolve(timeout: .seconds(2)) {
            let kind = try await catalog.kind(of: recipeID)
            return .screen(Screen("ratings", parameters: ["recipeID": "\(recipeID)"]), in: kind)
          }
        case .search(let query):
          .respond(ResponderRequest("search", parameters: ["q": query]))
        }
      })
    center.becomeReady()
    return (center, navigator)
  }

  @Test func fromARouteToADestination() async throws {
    let clock = ManualClock()
    let catalog = RecipeCatalog(clock: clock)  // 1…100 but 13; even IDs are veggie
    let (center, navigator) = try Self.recipes(catalog: catalog, clock: clock)

    let ratings = await center.open("recipes://recipes/7/ratings")
    #expect("\(ratings)" == "handled: ratings(7) on screen")
    #expect(
      "\(navigator.state)" == """
        tabs home
          stack veggie: recipeList(veggie)
          stack meat (selected): recipeList(meat), recipe(7)
        sheet ratings
          stack ratings: ratings(7)
        """)
    let unknown = await center.open("recipes://recipes/13")
    #expect("\(unknown)" == "failed: not found: recipe 13 is not in the catalog")
  }

  @Test func fromARouteToADestinationWithASlowCatalog() async throws {
    let clock = ManualClock()
    let catalog = RecipeCatalog(delay: .seconds(5), clock: clock)
    let (center, navigator) = try Self.recipes(catalog: catalog, clock: clock)

    let link = center.send("recipes://recipes/7/ratings")
    await clock.waitForSleepers(2)  // the catalog and the timeout
    await clock.advance(by: .seconds(2))
    #expect("\(await link.outcome)" == "failed: timeout: no answer within 2.0 seconds")
    #expect(navigator.state == RecipesApp.state())
    #expect(navigator.transcript.isEmpty)
  }

  @Test func fromARouteToADestinationWithAFallback() async throws {
    let clock = ManualClock()
    let catalog = RecipeCatalog(delay: .seconds(5), clock: clock)
    let (center, _) = try Self.recipes(
      catalog: catalog, clock: clock,
      recipeFallback: .screen(Screen("recipeList", parameters: ["kind": "veggie"])))

    let link = center.send("recipes://recipes/7")
    await clock.waitForSleepers(2)  // the catalog and the timeout
    await clock.advance(by: .seconds(2))
    #expect("\(await link.outcome)" == "handled: recipeList(veggie) on screen")
  }
}

// MARK: - From a destination to a target

extension HowALinkTravelsArticleTests {
  @Test func fromADestinationToATarget() throws {
    let bank = try Self.bank()
    let (graph, navigator) = (bank.graph, bank.navigator)

    let detail = Screen("cardDetail", parameters: ["cardID": "42"])
    #expect("\(graph.path(to: "dashboard"))" == #"["app", "home", "dashboard"]"#)
    #expect("\(graph.guards(for: "cardDetail"))" == #"["signedIn"]"#)
    #expect("\(graph.backStack(for: detail, in: "dashboard"))" == "[dashboard, card(42), cardDetail(42)]")
    #expect(
      "\(try graph.target(for: detail, from: navigator.state))" == """
        flows app
          tabs home
            stack dashboard (selected): dashboard, card(42), cardDetail(42)
            stack profile: profile
            stack settings: settings
        """)
  }
}

// MARK: - Guards

extension HowALinkTravelsArticleTests {
  @Test func guards() async throws {
    let bank = try Self.bank()
    let (session, navigator, center) = (bank.session, bank.navigator, bank.center)

    let link = center.send("bank://cards/42/detail")
    await center.idle()
    #expect(!center.pendingGuards.isEmpty)
    #expect("\(center.pendingGuards)" == #"["signedIn"]"#)
    #expect(
      "\(navigator.state)" == """
        flows app
          stack login: login
        """)
    #expect("\(navigator.steps)" == "[]")

    // The person signs in on the login screen.
    session.isSignedIn = true
    center.resolveGuard("signedIn", passed: true)
    #expect("\(await link.outcome)" == "handled: cardDetail(42) on screen")
    #expect(navigator.steps.map(\.description) == ["switchFlow app to home, animated"])
  }

  @Test func guardsCancelled() async throws {
    let bank = try Self.bank()
    let (navigator, center) = (bank.navigator, bank.center)

    let link = center.send("bank://cards/42/detail")
    await center.idle()
    #expect(!center.pendingGuards.isEmpty)
    center.resolveGuard("signedIn", passed: false)
    #expect("\(await link.outcome)" == #"guard-failed: guard "signedIn" did not pass"#)
    #expect("\(navigator.steps)" == "[]")
    #expect(navigator.state == BankNavigation.signedOutStart)
  }

  @Test func guardsFromTheRegistrationScreen() async throws {
    let registration = BankNavigation.state(BankNavigation.login([Screen("login"), Screen("registration")]))
    let bank = try Self.bank(start: registration)
    let (navigator, center) = (bank.navigator, bank.center)

    let link = center.send("bank://cards/42/detail")
    await center.idle()
    #expect(!center.pendingGuards.isEmpty)
    #expect(navigator.steps.map(\.description) == ["pop login to login, animated"])
    center.resolveGuard("signedIn", passed: false)
    #expect("\(await link.outcome)" == #"guard-failed: guard "signedIn" did not pass"#)
    #expect(
      navigator.steps.map(\.description) == [
        "pop login to login, animated", "push registration onto login, animated",
      ])
    #expect(navigator.state == registration)
  }

  @Test func guardsInTheMessengerApp() async throws {
    let session = Session()
    let graph = try MessengerNavigation.graph()
    let navigator = HeadlessNavigator(state: graph.initialState)
    let center = DeepLinkCenter(
      routes: try MessengerNavigation.routes(), graph: graph, navigator: navigator, clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: Screen("signIn")) { session.isSignedIn }],
      destination: { route in route.destination })
    center.becomeReady()
    #expect(navigator.state.visiblePath == ["application", "feed"])

    let link = center.send("com.myapp://channels?channelId=1234")
    await center.idle()
    #expect(!center.pendingGuards.isEmpty)
    #expect("\(navigator.state.visiblePath)" == #"["application", "feed", "authorization"]"#)

    session.isSignedIn = true
    center.resolveGuard("signedIn", passed: true)
    #expect("\(await link.outcome)" == "handled: channel(1234) on screen")
    #expect(
      navigator.transcript.map { entry in "\(entry.step) → \(entry.state!.visiblePath)" } == [
        #"present fullScreen authorization from application, animated → ["application", "feed", "authorization"]"#,
        #"dismiss authorization → ["application", "feed"]"#,
        #"selectTab channels in application → ["application", "channels"]"#,
        #"push channel(1234) onto channels, animated → ["application", "channels"]"#,
      ])
  }
}

// MARK: - Interruptions

extension HowALinkTravelsArticleTests {
  /// The article's messenger app, editing the profile with the draft "hello"; its
  /// interruption hook prints to `console` and names the draft stale when `draftIsStale`.
  static func editingProfile(
    console: Console, draftIsStale: Bool = true
  ) throws -> (DeepLinkCenter<MessengerRoute>, HeadlessNavigator) {
    let draft = Screen("editProfile", data: ["draft": "hello"])
    let navigator = HeadlessNavigator(
      state: NavigationState(
        root: .tabs(
          "application",
          [
            .stack("feed", [Screen("feed")]),
            .stack("channels", [Screen("channelList")]),
            .stack("profile", [Screen("profile"), draft]),
          ],
          selected: "profile")))
    let center = DeepLinkCenter(
      routes: try MessengerNavigation.routes(), graph: try MessengerNavigation.graph(), navigator: navigator,
      clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: Screen("signIn")) { true }],
      interruptionEnded: { route, result in
        console.print("notify server: \(route) \(result)")
        return .restore(reloading: draftIsStale ? [draft] : [])  // the draft changed on the server
      },
      destination: { route in route.destination })
    center.becomeReady()
    return (center, navigator)
  }

  static let editing = """
    tabs application
      stack feed: feed
      stack channels: channelList
      stack profile (selected): profile, editProfile(draft: hello)
    """

  @Test func interruptions() async throws {
    let console = Console()
    let (center, navigator) = try Self.editingProfile(console: console)

    let link = center.send("com.myapp://rate-order?orderId=7")
    await center.idle()
    #expect(center.isInterrupted)
    #expect(navigator.steps.map(\.description) == ["present fullScreen rateOrder from application, animated"])

    // The rateOrder flow's own screens: the person rates, comments, and sees thanks.
    try navigator.personPushes(Screen("comment"), onto: "rateOrder")
    try navigator.personPushes(Screen("thanks"), onto: "rateOrder")
    #expect(
      "\(navigator.state)" == """
        tabs application
          stack feed: feed
          stack channels: channelList
          stack profile (selected): profile, editProfile(draft: hello)
        fullScreen rateOrder
          stack rateOrder: rating(7), comment, thanks
        """)

    navigator.clearTranscript()
    center.endInterruption(.completed(["rating": "5"]))
    let outcome = await link.outcome
    #expect(console.lines == [#"notify server: rateOrder(7) completed(["rating": "5"])"#])
    #expect(
      "\(outcome)" == "handled: editProfile(draft: hello) on screen; reloaded editProfile(draft: hello)")
    #expect(
      navigator.steps.map(\.description) == [
        "dismiss rateOrder, animated", "reload editProfile(draft: hello) in profile",
      ])
    #expect("\(navigator.state)" == Self.editing)
  }

  @Test func interruptionsCancelled() async throws {
    let console = Console()
    let (center, navigator) = try Self.editingProfile(console: console)

    let link = center.send("com.myapp://rate-order?orderId=7")
    await center.idle()
    #expect(center.isInterrupted)
    center.endInterruption(.cancelled)
    #expect(
      "\(await link.outcome)"
        == "handled: editProfile(draft: hello) on screen; reloaded editProfile(draft: hello)")
    #expect(console.lines == ["notify server: rateOrder(7) cancelled"])
    #expect("\(navigator.state)" == Self.editing)
  }

  @Test func interruptionsWithNoStaleScreen() async throws {
    let console = Console()
    let (center, navigator) = try Self.editingProfile(console: console, draftIsStale: false)

    let link = center.send("com.myapp://rate-order?orderId=7")
    await center.idle()
    #expect(center.isInterrupted)
    navigator.clearTranscript()
    center.endInterruption(.completed(["rating": "5"]))
    #expect("\(await link.outcome)" == "handled: editProfile(draft: hello) on screen")
    #expect(navigator.steps.map(\.description) == ["dismiss rateOrder, animated"])
    #expect("\(navigator.state)" == Self.editing)
  }
}
