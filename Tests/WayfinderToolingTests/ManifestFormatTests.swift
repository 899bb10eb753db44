import Testing
import WayfinderCoordination
import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// What the manifest format says beyond the reference apps: JSON as well as YAML, parameters
/// given under other names, screens in several stacks, start states, durations, and how
/// routes print.
@MainActor
@Suite struct ManifestFormatTests {
  @Test func theJSONAndYAMLBankManifestsLoadTheSameApp() async throws {
    let yaml = try ShippedManifest.bank.app()
    let json = try ShippedManifest.bankJSON.app()
    #expect(json.name == yaml.name)
    #expect(json.policy == yaml.policy)
    #expect(json.patterns.map(\.text) == yaml.patterns.map(\.text))
    #expect(json.targets == yaml.targets)
    #expect(json.guards == yaml.guards)
    #expect(json.dispatchPolicy == yaml.dispatchPolicy)
    #expect(json.timeToLive == yaml.timeToLive)
    #expect(json.signedInStart == yaml.signedInStart)
    #expect(json.signedOutStart == yaml.signedOutStart)
    let states = [yaml.signedInStart, yaml.signedOutStart]
    #expect(ManifestGraphSummary(json.graph, from: states) == ManifestGraphSummary(yaml.graph, from: states))
    for link in ManifestBankTests.links {
      #expect(ManifestReadingSummary(json.reading(link)) == ManifestReadingSummary(yaml.reading(link)))
      for scenario in [ManifestLinkScenario.signedIn, .signInCompleted] {
        let expected = await scenario.run(link, on: yaml, then: "bank://profile")
        #expect(await scenario.run(link, on: json, then: "bank://profile") == expected)
      }
    }
  }

  @Test func textThatStartsWithABraceIsReadAsJSON() throws {
    let app = try Manifest.parse(
      """
        {"app": "tiny", "links": {"schemes": ["tiny"]},
         "graph": {"main": {"stack": "home"}}, "routes": {"/": "home"}}
      """, file: "inline")
    #expect(app.reading("tiny://").route == "home")
  }

  /// A small app that uses what the reference apps do not.
  static let shop = """
    app: shop
    links:
      schemes: [shop]
      hosts: [shop.example.com]
      webSchemes: [https, http]
      maxSegments: 8
    dispatch: {policy: queue, timeToLive: 1.5s}
    guards:
      signedIn: {shows: login}
    graph:
      root: {tabs: [food, drinks, account], selected: drinks}
      food: {stack: foodList}
      drinks: {stack: drinkList}
      account: {stack: account, guard: signedIn}
      login: {fullScreen: login}
      review: {sheet: review, over: item}
    screens:
      item: {in: [food, drinks], parameters: [itemID]}
      transfer: {in: account, parameters: [from, to]}
      results: {in: food, parameters: [query, page]}
    routes:
      /food/:id(int): {screen: item(itemID = id), in: food}
      /drinks/:id(int): {screen: "item(itemID: id)", in: drinks}
      /drinks/:itemID(int)/review: {screen: review(itemID), in: drinks}
      /transfer/:from(int)/:to(int): transfer(from, to)
      /search?q=:query&page=:page(int)?: results(query, page)
    start:
      signedIn:
        root: account
        account:
          - account
          - transfer(from = 1, to = 2)
        review: [review]
    """

  @Test func parametersAreGivenUnderTheScreensNames() throws {
    let app = try Manifest.parse(Self.shop, file: "shop.yaml")
    #expect(app.reading("shop://food/3").route == "item(3)")
    #expect(app.reading("shop://drinks/4").route == "item(4)")
    #expect(app.reading("https://shop.example.com/transfer/1/2").route == "transfer(from: 1, to: 2)")
    #expect(app.reading("http://shop.example.com/search?q=tea").route == "results(tea)")
    #expect(app.reading("shop://search?page=2&q=tea").route == "results(page: 2, query: tea)")
    #expect(app.reading("shop://drinks/4/review").route == "review(4)")
  }

  @Test func aLinkToAScreenInSeveralStacksOpensTheOneItsRouteNames() async throws {
    // Signed out, the app starts where the signed-in start state says: no signedOut is given.
    let session = ToolSession(app: try Manifest.parse(Self.shop, file: "shop.yaml"), signedIn: false)
    await session.open("shop://food/3")
    #expect(session.state.visiblePath == ["root", "food"])
    #expect(session.state.topScreen == Screen("item", parameters: ["itemID": "3"]))
    await session.open("shop://drinks/4/review")
    #expect(
      session.state
        == NavigationState(
          root: .tabs(
            "root",
            [
              .stack("food", [Screen("foodList"), Screen("item", parameters: ["itemID": "3"])]),
              .stack("drinks", [Screen("drinkList"), Screen("item", parameters: ["itemID": "4"])]),
              .stack(
                "account", [Screen("account"), Screen("transfer", parameters: ["from": "1", "to": "2"])]),
            ], selected: "drinks"),
          modals: [Modal(.sheet, .stack("review", [Screen("review", parameters: ["itemID": "4"])]))]))
    #expect(session.links.map(\.outcomeName) == ["handled", "handled"])
  }

  @Test func startStatesSelectTabsFillStacksAndPresentModals() throws {
    let app = try Manifest.parse(Self.shop, file: "shop.yaml")
    #expect(
      app.signedInStart
        == NavigationState(
          root: .tabs(
            "root",
            [
              .stack("food", [Screen("foodList")]), .stack("drinks", [Screen("drinkList")]),
              .stack(
                "account", [Screen("account"), Screen("transfer", parameters: ["from": "1", "to": "2"])]),
            ], selected: "account"),
          modals: [Modal(.sheet, .stack("review", [Screen("review")]))]))
    // With no signedOut state, a signed-out launch starts where a signed-in one does.
    #expect(app.signedOutStart == app.signedInStart)
    #expect(app.graph.initialState.visiblePath == ["root", "drinks"])
  }

  @Test func theLinkPolicyAndDispatchAreAsWritten() throws {
    let app = try Manifest.parse(Self.shop, file: "shop.yaml")
    #expect(
      app.policy
        == LinkPolicy(
          schemes: ["shop"], hosts: ["shop.example.com"], webSchemes: ["https", "http"], maxSegments: 8))
    #expect(app.dispatchPolicy == .queue)
    #expect(app.timeToLive == .milliseconds(1500))
  }

  @Test(arguments: [
    ("500ms", Duration.milliseconds(500)), ("60s", .seconds(60)), ("1.5s", .milliseconds(1500)),
    ("2m", .seconds(120)), ("1h", .seconds(3600)),
  ])
  func durationsAreWrittenWithTheirUnit(text: String, duration: Duration) throws {
    let manifest = """
      app: tiny
      links: {schemes: [tiny]}
      dispatch: {timeToLive: \(text)}
      graph: {main: {stack: home}}
      routes: {/: home}
      """
    #expect(try Manifest.parse(manifest, file: "tiny.yaml").timeToLive == duration)
  }

  @Test func aRouteToAnInterruptingFlowIsNamedAfterItsModal() throws {
    let app = try ShippedManifest.messenger.app()
    let target = app.targets.first { $0.pattern.text == "/rate-order?orderId=:orderID(int)" }
    #expect(target?.kind == .interrupt)
    #expect(target?.screen == "rating")
    #expect(app.reading("com.myapp://rate-order?orderId=7").route == "rateOrder(7)")
    let route = ManifestRoute(
      name: "rateOrder", screen: Screen("rating", parameters: ["orderID": "7"]), interrupts: true)
    #expect(route.description == "rateOrder(7)")
    guard case .interrupt(let screen, _) = route.destination else {
      Issue.record("not an interruption")
      return
    }
    #expect(screen == MessengerNavigation.Screens.rating(7))
  }
}
