import Foundation
import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTooling

/// What a manifest says of guards' wait limits, the last step's animation, where a screen in
/// several stacks opens and how unique a screen is, and how a session then behaves.
@MainActor
@Suite struct ManifestNavigationSettingsTests {
  /// The shop a new user wrote, with its `dispatch` and its guard as given.
  static func shop(dispatch: String = "{policy: supersede}", guardSpec: String = "{shows: signIn}") -> String
  {
    """
    app: shop
    links: {schemes: [shop]}
    dispatch: \(dispatch)
    guards:
      signedIn: \(guardSpec)
    graph:
      main: {tabs: [home, search, cart, account]}
      home: {stack: home}
      search: {stack: search}
      cart: {stack: cart}
      account: {stack: account}
      checkout: {fullScreen: checkout, guard: signedIn}
      authorization: {fullScreen: signIn}
    screens:
      product: {in: [home, search], parameters: [productID], placement: selectedTab}
      chat: {in: [home, account], parameters: [chatID], traits: [uniqueInApp]}
    routes:
      /search: search
      /checkout: checkout
      /p/:productID(int): product(productID)
      /home/chat/:chatID(int): {screen: chat(chatID), in: home}
      /account/chat/:chatID(int): {screen: chat(chatID), in: account}

    """
  }

  @Test func theSettingsAreRead() throws {
    let app = try Manifest.parse(
      Self.shop(dispatch: "{animatesLastStep: false}", guardSpec: "{shows: signIn, waitLimit: 90s}"),
      file: "shop.yaml")
    #expect(app.animatesLastStep == false)
    #expect(app.guards.map(\.waitLimit) == [.seconds(90)])
    #expect(app.graph.placement(of: "product") == .selectedTab)
    let unlimited = try Manifest.parse(
      Self.shop(guardSpec: "{shows: signIn, waitLimit: none}"), file: "shop.yaml")
    #expect(unlimited.guards.map(\.waitLimit) == [nil])
    let defaults = try Manifest.parse(Self.shop(), file: "shop.yaml")
    #expect(defaults.animatesLastStep && defaults.guards.map(\.waitLimit) == [.seconds(300)])
  }

  @Test func aSelectedTabScreenNeedsNoLinkPerStack() async throws {
    let app = try Manifest.parse(Self.shop(), file: "shop.yaml")
    #expect(app.lint().findings.filter { $0.code == .ambiguousPlacement }.isEmpty)
    let session = ToolSession(app: app)
    _ = await session.open("shop://search")
    let record = await session.open("shop://p/5")
    #expect(record.outcome?.description == "handled: product(5) on screen")
    #expect(session.state.visibleStack.name == "search")
  }

  @Test func aChatUniqueInTheAppIsOpenOnce() async throws {
    let session = ToolSession(app: try Manifest.parse(Self.shop(), file: "shop.yaml"))
    _ = await session.open("shop://home/chat/1")
    _ = await session.open("shop://account/chat/2")
    #expect(
      session.state.stacks.flatMap(\.stack.screens).filter { $0.name == "chat" }.map(\.description) == [
        "chat(2)"
      ])
  }

  @Test func theLastStepIsNotAnimatedWhenTheManifestSaysSo() async throws {
    let session = ToolSession(
      app: try Manifest.parse(Self.shop(dispatch: "{animatesLastStep: false}"), file: "shop.yaml"))
    let record = await session.open("shop://p/5")
    #expect(record.steps.map(\.description) == ["push product(5) onto home"])
  }

  @Test func aGuardWaitEndsAtTheManifestsLimit() async throws {
    let app = try Manifest.parse(Self.shop(guardSpec: "{shows: signIn, waitLimit: 2m}"), file: "shop.yaml")
    let session = ToolSession(app: app, signedIn: false)
    let record = await session.open("shop://checkout")
    #expect(record.outcomeName == "pending")
    await session.advance(by: .seconds(120))
    #expect(session.links.last?.outcome == .guardFailed("signedIn"))
  }

  @Test(arguments: [
    (
      "{shows: signIn, waitLimit: soon}",
      "shop.yaml:5:40: error: \"soon\" is not a duration; expected a duration such as 90s or 5m, or none"
    ),
    (
      "{shows: signIn, wait: 2m}",
      "shop.yaml:5:29: error: unknown key \"wait\" in the guard \"signedIn\"; expected shows or waitLimit"
    ),
  ])
  func aBadGuardSettingIsPointedAt(_ spec: String, _ error: String) {
    #expect(firstLine(Self.shop(guardSpec: spec)) == error)
  }

  @Test func aBadPlacementOrAnimationSettingIsPointedAt() throws {
    let placement = Self.shop().replacingOccurrences(
      of: "placement: selectedTab", with: "placement: selectedTabs")
    #expect(
      firstLine(placement)
        == "shop.yaml:15:69: error: unknown placement \"selectedTabs\" (did you mean \"selectedTab\"?); expected linkPicks or selectedTab"
    )
    #expect(
      firstLine(Self.shop(dispatch: "{animatesLastStep: maybe}"))
        == "shop.yaml:3:30: error: \"maybe\" is not true or false; expected true or false")
  }

  func firstLine(_ text: String) -> String {
    do {
      _ = try Manifest.parse(text, file: "shop.yaml")
      return "loaded"
    } catch {
      return String(error.description.prefix(while: { $0 != "\n" }))
    }
  }
}

/// A manifest route's `effect`: what a link does to a stack that is already there.
@MainActor
@Suite struct ManifestLinkEffectTests {
  static func shop(effect: String) -> String {
    """
    app: shop
    links: {schemes: [shop]}
    graph:
      main: {tabs: [home, search]}
      home: {stack: home}
      search: {stack: search}
    screens:
      product: {in: home, parameters: [productID]}
      review: {in: home, parameters: [productID], after: product}
    routes:
      /p/:productID(int): {screen: product(productID), effect: \(effect)}
      /r/:productID(int): review(productID)

    """
  }

  /// The home stack after opening review 1, then product `second`, with `effect` on products.
  func homeAfter(_ second: Int, effect: String) async throws -> [String] {
    let session = ToolSession(app: try Manifest.parse(Self.shop(effect: effect), file: "shop.yaml"))
    _ = await session.open("shop://r/1")
    _ = await session.open("shop://p/\(second)")
    return session.state.visibleStack.screens.map(\.description)
  }

  @Test func eachEffect() async throws {
    #expect(try await homeAfter(2, effect: "rebuild") == ["home", "product(2)"])
    #expect(try await homeAfter(2, effect: "push") == ["home", "product(1)", "review(1)", "product(2)"])
    #expect(try await homeAfter(1, effect: "bringBack") == ["home", "product(1)"])
  }

  @Test func anUnknownEffectIsPointedAt() {
    do {
      _ = try Manifest.parse(Self.shop(effect: "singleTop"), file: "shop.yaml")
      Issue.record("loaded")
    } catch {
      #expect(
        String(error.description.prefix(while: { $0 != "\n" }))
          == "shop.yaml:11:60: error: unknown effect \"singleTop\"; expected rebuild, push or bringBack")
    }
  }
}
