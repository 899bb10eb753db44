import Foundation
import ShopKit
import Testing
import Wayfinder
import WayfinderTesting

/// The shop's decisions, on a headless navigator: what the UIKit scene delegate forwards ends
/// as the same outcomes on a device.
@MainActor
@Suite struct ShopLinksTests {
  let navigator = HeadlessNavigator(state: Shop.start)
  let session = ShopSession()
  let links: ShopLinks

  init() throws {
    links = try ShopLinks(navigator: navigator, session: session, clock: ManualClock())
  }

  func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

  @Test func everyRoutePrintsBackToTheLinkThatOpensIt() throws {
    let routes = try Shop.routes()
    let all: [ShopScreen] = [
      .home, .product(id: 7), .reviews(id: 7), .search, .cart, .account, .orders, .order(id: 3),
      .chat(threadID: "a1"), .support,
    ]
    for route in all {
      #expect(try routes.matchedRoute(try routes.link(for: route)) == route)
    }
  }

  @Test func linksAtColdLaunchWaitForTheFirstScreenThenTheNewestOpens() async throws {
    let tickets = links.openAtLaunch(
      urls: [try url("shop://products/7")],
      activities: [
        (type: ShopLinks.browsingWeb, webpageURL: try url("https://shop.example.com/products/8/reviews")),
        (type: "com.shop.handoff.cart", webpageURL: nil),
      ])
    #expect(tickets.count == 2)
    #expect(links.center.heldLinks == 2)
    #expect(navigator.state == Shop.start)
    links.sceneIsReady()
    let outcomes = [await tickets[0].outcome, await tickets[1].outcome]
    #expect(outcomes.map(\.name) == ["superseded", "handled"])
    #expect(navigator.state.visibleStack.screens.map(\.description) == ["home", "product(8)", "reviews(8)"])
  }

  @Test func aProductOpensInTheTabThePersonIsIn() async throws {
    links.sceneIsReady()
    #expect(await center.open("shop://search").name == "handled")
    #expect(await center.open("shop://products/7").name == "handled")
    #expect(navigator.state.visibleStack.name == "search")
    #expect(navigator.state.visibleStack.screens.map(\.description) == ["search", "product(7)"])
    // From a tab without products, the first listed: home.
    #expect(await center.open("shop://cart").name == "handled")
    #expect(await center.open("shop://products/8").name == "handled")
    #expect(navigator.state.visibleStack.screens.map(\.description) == ["home", "product(8)"])
  }

  @Test func aSignInLeftOpenForTwoMinutesEndsTheLink() async throws {
    let clock = ManualClock()
    let links = try ShopLinks(navigator: navigator, session: session, clock: clock)
    links.sceneIsReady()
    let opening = links.open(try url("shop://orders"), from: .url)
    await links.center.idle()
    try #require(!links.center.pendingGuards.isEmpty)
    await clock.advance(by: .seconds(120))
    #expect(await opening.outcome == .guardFailed(ShopGuard.signedIn.rawValue))
  }

  @Test func onlyWebBrowsingActivitiesAreLinks() throws {
    let page = try url("https://shop.example.com/cart")
    #expect(ShopLinks.universalLink(type: ShopLinks.browsingWeb, webpageURL: page) == page)
    #expect(ShopLinks.universalLink(type: "com.shop.handoff.cart", webpageURL: page) == nil)
  }

  @Test func ordersWaitForSignInShownAsASheetThenOpen() async throws {
    links.sceneIsReady()
    let opening = links.open(try url("shop://orders/3"), from: .url)
    await center.idle()
    try #require(!center.pendingGuards.isEmpty)
    #expect(navigator.state.modals.map(\.name) == ["signIn"])
    #expect(!navigator.state.holds(ShopScreen.order(id: 3)))
    links.signInSucceeded()
    #expect(await opening.outcome.name == "handled")
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.state.visibleStack.screens.map(\.description) == ["account", "orders", "order(3)"])
  }

  @Test func theAccountCoordinatorHearsWhatALinkOpenedThereOnce() async throws {
    links.sceneIsReady()
    session.signIn()
    #expect(links.account == nil)  // made the first time a link goes to the account tab
    #expect(await links.open(try url("shop://orders/3"), from: .url).outcome.name == "handled")
    #expect(await links.open(try url("shop://products/7"), from: .url).outcome.name == "handled")
    // The navigator put the screens up; the coordinator heard of the one in its tab, once.
    #expect(links.account?.loads == ["order(3)"])
  }

  @Test func cancellingSignInEndsTheLinkAndTakesTheSheetAway() async throws {
    links.sceneIsReady()
    let opening = links.open(try url("shop://orders"), from: .url)
    await center.idle()
    try #require(!center.pendingGuards.isEmpty)
    links.signInCancelled()
    #expect(await opening.outcome.name == "guard-failed")
    #expect(navigator.state == Shop.start)
  }

  @Test func aSecondChatReplacesTheFirst() async throws {
    links.sceneIsReady()
    _ = await links.open(try url("shop://chat/a1"), from: .url).outcome
    _ = await links.open(try url("https://shop.example.com/chat/b2"), from: .universalLink).outcome
    #expect(navigator.state.visibleStack.screens.map(\.description) == ["account", "chat(b2)"])
  }

  @Test func supportIsASheetOverWhateverIsOnScreen() async throws {
    links.sceneIsReady()
    _ = await links.open(try url("shop://products/7"), from: .url).outcome
    _ = await links.open(try url("shop://support"), from: .url).outcome
    #expect(navigator.state.modals.map(\.name) == ["support"])
    #expect(navigator.state.root.visibleStack.screens.map(\.description) == ["home", "product(7)"])
  }

  var center: DeepLinkCenter<ShopScreen> { links.center }
}

/// The shop's one enum of screens: each case converts to the screen the graph declares and back.
@Suite struct ShopScreenTests {
  static let all: [ShopScreen] = [
    .home, .product(id: 7), .reviews(id: 7), .search, .cart, .account, .orders, .order(id: 3),
    .chat(threadID: "a1"), .support, .signIn,
  ]

  @Test(arguments: all) func convertsToItsScreenAndBack(_ screen: ShopScreen) throws {
    #expect(ShopScreen(screen.screen) == screen)
    #expect(try Shop.graph().contains(screen: screen.screen.name))
  }

  @Test func printsAsTheToolsDo() {
    #expect(
      Self.all.map(\.description) == [
        "home", "product(7)", "reviews(7)", "search", "cart", "account", "orders", "order(3)", "chat(a1)",
        "support", "signIn",
      ])
  }
}
