import Testing
@_spi(Internals) import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTesting

/// Where a screen in several stacks opens when the link names none, how unique a screen is (in
/// its stack, or in the whole app), and whether a link's last step is animated.
@MainActor
@Suite struct PlacementAndUniquenessTests {
  @Test func aSelectedTabScreenOpensInTheTabOnScreenWhenItLivesThere() async throws {
    let graph = try Shop.graph(productPlacement: .selectedTab)
    let inSearch = try Shop.app(state: Shop.state(Shop.main(selected: "search")), graph: graph)
    #expect(
      await inSearch.center.open("shop://p/5")
        == .handled(
          Shop.state(Shop.main(["search": [Screen("search"), Shop.product(5)]], selected: "search"))))
    // In a tab that does not hold products, the first stack listed.
    let inCart = try Shop.app(state: Shop.state(Shop.main(selected: "cart")), graph: graph)
    #expect(
      await inCart.center.open("shop://p/5")
        == .handled(Shop.state(Shop.main(["home": [Screen("home"), Shop.product(5)]], selected: "home"))))
    // A stack the link names still wins.
    let named = try Shop.app(state: Shop.state(Shop.main(selected: "search")), graph: graph)
    #expect(await named.center.open("shop://home/p/5").name == "handled")
    #expect(named.navigator.state.visibleStack.name == "home")
  }

  @Test func aSelectedTabScreensBackStackFollowsItsPlace() async throws {
    let graph = try Shop.graph(productPlacement: .selectedTab)
    let app = try Shop.app(state: Shop.state(Shop.main(selected: "search")), graph: graph)
    let target = try graph.target(
      for: Screen("review", parameters: ["productID": "5"]), in: "search", from: app.navigator.state)
    #expect(target.visibleStack.screens.map(\.name) == ["search", "product", "review"])
  }

  @Test func withoutAPlacementALinkMustNameTheStack() async throws {
    let app = try Shop.app()
    let outcome = await app.center.open("shop://p/5")
    #expect(
      outcome.description
        == #"failed: no target (ambiguous-placement): screen "product" is in home, search; the link must pick one"#
    )
  }

  @Test func aScreenUniqueInItsStackMayBeOpenInTwoTabs() async throws {
    let app = try Shop.app(state: Shop.state(Shop.main(["home": [Screen("home"), Shop.chat(1)]])))
    let outcome = await app.center.open("shop://account/chat/2")
    let both = Shop.state(
      Shop.main(
        ["home": [Screen("home"), Shop.chat(1)], "account": [Screen("account"), Shop.chat(2)]],
        selected: "account"))
    #expect(outcome == .handled(both))
  }

  @Test func aScreenUniqueInTheAppClosesTheOneOpenElsewhere() async throws {
    func chat(_ id: Int) -> Screen { Screen("chat", parameters: ["chatID": "\(id)"], traits: .uniqueInApp) }
    let graph = try Shop.graph(chatTraits: .uniqueInApp)
    let start = Shop.state(Shop.main(["home": [Screen("home"), chat(1), Shop.product(4)]]))
    let app = try Shop.app(state: start, graph: graph)
    let outcome = await app.center.open("shop://account/chat/2")
    let one = Shop.state(Shop.main(["account": [Screen("account"), chat(2)]], selected: "account"))
    #expect(outcome == .handled(one))
    #expect(one.invariantViolations().isEmpty)
    #expect(
      app.navigator.steps.map(\.description) == [
        "pop home to home", "selectTab account in main", "push chat(2) onto account, animated",
      ])
  }

  @Test func aStateWithTwoScreensUniqueInTheAppIsNotLegal() {
    let chat = Screen("chat", parameters: ["chatID": "1"], traits: .uniqueInApp)
    let state = Shop.state(
      Shop.main(["home": [Screen("home"), chat], "account": [Screen("account"), chat]]))
    #expect(
      state.invariantViolations() == [
        #"stacks "home" and "account" both hold "chat", which is unique in the app"#
      ])
    #expect(Screen.Traits.uniqueInApp.names == ["uniqueInApp"])
    #expect(Screen.Traits.uniqueInApp.contains(.unique))
  }

  @Test func theLastStepsAnimationCanBeTurnedOff() async throws {
    let animated = try Shop.app()
    _ = await animated.center.open("shop://home/p/5")
    #expect(animated.navigator.steps.map(\.description) == ["push product(5) onto home, animated"])
    let still = try Shop.app(animatesLastStep: false)
    _ = await still.center.open("shop://home/p/5")
    #expect(still.navigator.steps.map(\.description) == ["push product(5) onto home"])
  }
}

/// A route may keep what the stack holds: push on top (single top), or bring back the instance
/// the stack has.
@MainActor
@Suite struct LinkEffectTests {
  static let browsed = Shop.state(
    Shop.main(["home": [Screen("home"), Shop.product(1), Screen("review", parameters: ["productID": "1"])]]))

  /// The state a link to `product` in home reaches with `effect`, from `browsed`.
  func open(_ product: Int, effect: LinkEffect) async throws -> NavigationState {
    let navigator = HeadlessNavigator(state: Self.browsed)
    let center = DeepLinkCenter(
      routes: try Shop.routes(), graph: try Shop.graph(), navigator: navigator, clock: ManualClock(),
      destination: { route in .screen(route.screen, in: "home", effect: effect) })
    center.becomeReady()
    _ = await center.open("shop://home/p/\(product)")
    return navigator.state
  }

  func home(_ state: NavigationState) -> [String] {
    state.container(named: "home").map {
      if case .stack(let stack) = $0 { stack.screens.map(\.description) } else { [] }
    } ?? []
  }

  @Test func rebuildIsTheDefault() async throws {
    #expect(home(try await open(2, effect: .rebuild)) == ["home", "product(2)"])
    #expect(home(try await open(1, effect: .rebuild)) == ["home", "product(1)"])
  }

  @Test func pushKeepsTheStackAndPutsTheScreenOnTop() async throws {
    #expect(home(try await open(2, effect: .push)) == ["home", "product(1)", "review(1)", "product(2)"])
    #expect(home(try await open(1, effect: .push)) == ["home", "product(1)", "review(1)", "product(1)"])
  }

  @Test func bringBackPopsToTheInstanceTheStackHolds() async throws {
    #expect(home(try await open(1, effect: .bringBack)) == ["home", "product(1)"])
    #expect(home(try await open(2, effect: .bringBack)) == ["home", "product(2)"])
  }

  @Test func aPushOfTheScreenOnTopKeepsIt() async throws {
    let navigator = HeadlessNavigator(
      state: Shop.state(Shop.main(["home": [Screen("home"), Shop.product(1)]])))
    let center = DeepLinkCenter(
      routes: try Shop.routes(), graph: try Shop.graph(), navigator: navigator, clock: ManualClock(),
      destination: { route in .screen(route.screen, in: "home", effect: .push) })
    center.becomeReady()
    _ = await center.open("shop://home/p/1")
    #expect(navigator.steps.isEmpty)
  }

  @Test func explainShowsTheEffectsPlan() async throws {
    let navigator = HeadlessNavigator(state: Self.browsed)
    let center = DeepLinkCenter(
      routes: try Shop.routes(), graph: try Shop.graph(), navigator: navigator, clock: ManualClock(),
      destination: { route in .screen(route.screen, in: "home", effect: .bringBack) })
    let explanation = await center.explain("shop://home/p/1")
    #expect(explanation.steps.map(\.description) == ["pop home to product(1), animated"])
  }
}
