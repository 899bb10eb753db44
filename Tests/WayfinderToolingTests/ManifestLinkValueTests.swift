import Foundation
import Testing
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// What a manifest-loaded app makes of the values a link gives: as the Swift route table does.
@MainActor
@Suite struct ManifestLinkValueTests {
  static let shop = """
    app: shop
    links: {schemes: [shop]}
    graph:
      main: {tabs: [home, search]}
      home: {stack: home}
      search: {stack: search}
    screens:
      product: {in: home, parameters: [id]}
      order: {in: home, parameters: [orderID]}
      results: {in: search, parameters: [q, page]}
    routes:
      /products/:id(int): product(id)
      /orders/:orderID(uuid): order(orderID)
      /search: search
      /search?q=:q&page=:page(int)?: results(q, page)

    """

  static func app() throws -> ToolApp {
    try Manifest.parse(shop, file: "shop.yaml")
  }

  @Test func anOptionalQueryValueOfTheWrongTypeIsRefused() async throws {
    let app = try Self.app()
    let reading = app.reading("shop://search?q=shoes&page=x")
    #expect(reading.route == nil)
    #expect(reading.error?.code == .invalidQueryValue)
    #expect(
      reading.error?.description == """
        rejected: query parameter "page" is not an int (in /search?q=:q&page=:page(int)?); an optional \
        parameter the link gives must be of its type
          shop://search?q=shoes&page=x
                                     ^
        """)
    let session = ToolSession(app: app)
    let record = await session.open("shop://search?q=shoes&page=x")
    #expect(record.outcomeName == "rejected")
    #expect(session.state.topScreen == Screen("home"))
    #expect(app.reading("shop://search?q=shoes&page=2").route == "results(page: 2, q: shoes)")
  }

  /// The manifest's bank app and the Swift one, each opening the same links in turn.
  @Test(arguments: [
    ["bank://cards/42", "bank://cards/0042"],
    ["bank://cards/0", "bank://cards/-0"],
    ["bank://cards/0042/detail", "bank://cards/42"],
  ])
  func aManifestReadsTypedValuesAsTheSwiftAppDoes(links: [String]) async throws {
    let swift = ToolSession(app: try EmbeddedApp.bank.app())
    let manifest = ToolSession(app: try Manifest.load(contentsOf: ShippedManifest.bank.path))
    for link in links {
      let expected = await swift.open(link)
      let record = await manifest.open(link)
      #expect(record.route == expected.route)
      #expect(record.steps.map(\.description) == expected.steps.map(\.description))
    }
    #expect(manifest.state == swift.state)
    #expect(swift.links.last?.steps.isEmpty == (links[1] != "bank://cards/42"))
  }

  @Test(arguments: [
    ("shop://products/0042", "product(42)", ["id": "42"]),
    ("shop://products/-0", "product(0)", ["id": "0"]),
    (
      "shop://orders/e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
      "order(E621E1F8-C36C-495A-93FC-0C247A3E6E5F)", ["orderID": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"]
    ),
    (
      "shop://search?q=Red%20Shoes&page=007", #"results(page: 7, q: "Red Shoes")"#,
      ["q": "Red Shoes", "page": "7"]
    ),
  ])
  func aManifestScreenTakesTheCanonicalValue(link: String, route: String, parameters: [String: String])
    async throws
  {
    let app = try Self.app()
    #expect(app.reading(link).route == route)
    let session = ToolSession(app: app)
    await session.open(link)
    #expect(session.state.topScreen?.parameters == parameters)
  }

  @Test(arguments: [
    ("", "results(red+shoes)"),
    ("plusIsSpaceInQuery: false, ", "results(red+shoes)"),
    ("plusIsSpaceInQuery: true, ", #"results("red shoes")"#),
  ])
  func theLinksSectionSaysHowAPlusReads(key: String, route: String) throws {
    let text = Self.shop.replacingOccurrences(
      of: "links: {schemes: [shop]}", with: "links: {\(key)schemes: [shop]}")
    let app = try Manifest.parse(text, file: "shop.yaml")
    #expect(app.policy.plusIsSpaceInQuery == key.contains("true"))
    #expect(
      app.reading("shop://search?q=red+shoes").route == route)
  }

  @Test func aPlusSettingThatIsNotTrueOrFalseIsPointedAt() {
    let text = Self.shop.replacingOccurrences(
      of: "links: {schemes: [shop]}", with: "links: {schemes: [shop], plusIsSpaceInQuery: maybe}")
    let error = #expect(throws: ManifestError.self) { try Manifest.parse(text, file: "shop.yaml") }
    #expect(
      error?.description == """
        shop.yaml:2:46: error: "plusIsSpaceInQuery" is "maybe"; expected true or false
        links: {schemes: [shop], plusIsSpaceInQuery: maybe}
                                                     ^
        """)
  }
}

/// A manifest route names the optional query parameters whose bad value is dropped.
@MainActor
@Suite struct ManifestLenientTests {
  static let pods = """
    app: pods
    links: {schemes: [pods]}
    graph:
      home: {stack: home}
    screens:
      episode: {in: home, parameters: [id, t]}
    routes:
      /episodes/:id(int)?t=:t(int)?: {screen: "episode(id, t)", lenient: [t]}
    """

  @Test func aLenientValueOfTheWrongTypeIsDropped() throws {
    let app = try Manifest.parse(Self.pods, file: "pods.yaml")
    #expect(app.reading("pods://episodes/7?t=90").route == "episode(id: 7, t: 90)")
    #expect(app.reading("pods://episodes/7?t=soon").route == "episode(7)")
    let strict = try Manifest.parse(
      Self.pods.replacingOccurrences(of: ", lenient: [t]", with: ""), file: "pods.yaml")
    #expect(strict.reading("pods://episodes/7?t=soon").error?.code == .invalidQueryValue)
  }

  @Test func aLenientNameMustBeAnOptionalQueryParameter() {
    let text = Self.pods.replacingOccurrences(of: "lenient: [t]", with: "lenient: [id]")
    do {
      _ = try Manifest.parse(text, file: "pods.yaml")
      Issue.record("the manifest loaded")
    } catch {
      #expect(
        error.description.hasPrefix(
          #"pods.yaml:8:71: error: "id" is not an optional query parameter of /episodes/:id(int)?t=:t(int)?; expected one of t"#
        ),
        "\(error.description)")
    }
  }
}
