import Foundation
import Testing
import WayfinderCoordination
@_spi(Internals) @_spi(Testing) import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// Where the tool said one thing and the library did another, or one command refused what the
/// others accept (issue 35's bugs 1, 5 and 6).
@MainActor
@Suite struct ToolAgreementTests {
  /// A marketplace whose shops each have a subdomain: a short link and a closing action per
  /// shop, and a search on the main site only.
  static let market = """
    app: market
    links:
      schemes: [market]
      hosts: [www.example.com, "*.shops.example.com"]
    graph:
      main: {stack: home}
    screens:
      item: {in: main, parameters: [id]}
    routes:
      /item/:id: item(id)
      /s/:code: {decide: shortLink(code), among: [item], hosts: ["*.shops.example.com"]}
      /close: {action: closeShop, hosts: ["*.shops.example.com"]}
      /search?q=:q: {respond: search(q), hosts: [www.example.com]}

    """

  @Test func actionsDecisionsAndRequestsTakeHosts() async throws {
    let app = try Manifest.parse(Self.market, file: "market.yaml")
    let decided = app.reading("https://toys.shops.example.com/s/x1")
    #expect(decided.route == "shortLink(x1)")
    #expect(decided.pattern == "/s/:code (on *.shops.example.com)")
    #expect(app.reading("https://www.example.com/s/x1").error?.code == .hostNotAccepted)
    #expect(app.reading("market://s/x1").error?.code == .hostNotAccepted)
    #expect(app.reading("https://www.example.com/search?q=a").route == "search(a)")
    #expect(app.reading("https://toys.shops.example.com/search?q=a").error?.code == .hostNotAccepted)
    let session = ToolSession(app: app)
    let record = await session.open("https://toys.shops.example.com/close")
    #expect(record.outcome?.description == "performed: the app's action closeShop ran")
    let swift = try Manifest.generateSwift(Self.market, file: "market.yaml")
    #expect(swift.contains(#"routes.on(hosts: ["*.shops.example.com"]) { routes in"#))
    #expect(swift.contains(#"routes.on(hosts: ["www.example.com"]) { routes in"#))
  }

  @Test func aHostOnAnAppRouteIsCheckedAgainstTheLinks() {
    let text = Self.market.replacingOccurrences(
      of: #"{action: closeShop, hosts: ["*.shops.example.com"]}"#,
      with: "{action: closeShop, hosts: [m.example.org]}")
    #expect(throws: ManifestError.self) { try Manifest.parse(text, file: "market.yaml") }
    do {
      _ = try Manifest.parse(text, file: "market.yaml")
    } catch {
      #expect(error.code == .unknownName)
      #expect("\(error)".contains("the route \"/close\" is on host \"m.example.org\""), "\(error)")
    }
  }

  // MARK: A path without a scheme

  /// The center routes a link that is a bare path, as it routes what a rewrite gives: the tool
  /// reads it the same way, so `explain` and `open` tell what happens.
  @Test func aBarePathReadsAsTheCenterOpensIt() async throws {
    let app = try EmbeddedApp.bank.app()
    let reading = app.reading("/cards/42")
    #expect(reading.route == "card(42)")
    #expect(reading.pattern == "/cards/:cardID(int)")
    #expect(reading.normalized?.description == "/cards/42")
    let session = ToolSession(app: app)
    let record = await session.open("/cards/42")
    #expect(record.route == "card(42)")
    #expect(record.outcome?.description == "handled: card(42) on screen")
    #expect(record.steps.map(\.description) == ["push card(42) onto dashboard, animated"])
    // Without a scheme and without a leading slash, both refuse it.
    #expect(app.reading("cards/42").error?.code == .notAbsolute)
    #expect(await session.open("cards/42").outcome?.name == "rejected")
  }

  // MARK: One value fed by routes of different types

  /// `generate` accepts what `lint`, `explain` and `open` accept: a value one route gives as a
  /// wildcard and another as a segment, and `anyWebLink`'s `url` beside a typed `url`. The
  /// field is then text, as the screen holds it.
  static let mixed = """
    app: mixed
    links:
      schemes: [mixed]
      hosts: [mixed.example.com]
      anyWebLink: web(url)
    types:
      webURL: {url: [http, https]}
    graph:
      main: {stack: home}
    screens:
      file: {in: main, parameters: [path]}
      web: {in: main, parameters: [url]}
      card: {in: main, parameters: [id]}
    routes:
      /files/*path: file(path)
      /f/:path: file(path)
      /open?url=:url(webURL): web(url)
      /cards/:id(int): card(id)
      /c/:id: card(id)

    """

  @Test func generateWidensAValueOfTwoTypesToText() throws {
    let app = try Manifest.parse(Self.mixed, file: "mixed.yaml")
    #expect(app.reading("mixed://files/a/b").route == "file(a/b)")
    #expect(app.reading("mixed://c/x7").route == "card(x7)")
    let swift = try Manifest.generateSwift(Self.mixed, file: "mixed.yaml")
    #expect(swift.contains("case file(path: String)"))
    #expect(swift.contains("case web(url: String)"))
    #expect(swift.contains("case card(id: String)"))
    #expect(swift.contains(#"try .file(path: $0.segments("path").joined(separator: "/"))"#))
    #expect(swift.contains(#"try .card(id: String($0.int("id")))"#))
    #expect(swift.contains(#"try .web(url: $0.value("url", as: MixedWebURL.self).description)"#))
  }

  /// `Generated/MixedNavigation.generated.swift` is `generate`'s output for ``mixed``, compiled
  /// into these tests: it reads and prints every route of two types.
  @Test func theWidenedSwiftCompilesAndRoundTrips() throws {
    let path =
      "\(ShippedManifest.folder)/../Tests/WayfinderToolingTests/Generated/MixedNavigation.generated.swift"
    #expect(
      try Manifest.generateSwift(Self.mixed, file: "mixed.yaml")
        == String(contentsOfFile: path, encoding: .utf8))
    #expect(try MixedNavigation.roundTripFailures() == [])
    let routes = try MixedNavigation.routes()
    #expect(try routes.match("mixed://files/a/b").route == .file(path: "a/b"))
    #expect(try routes.match("mixed://cards/0042").route == .card(id: "42"))
    #expect(
      try routes.match("mixed://open?url=https%3A%2F%2Fswift.org").route == .web(url: "https://swift.org"))
    #expect(try routes.match("https://swift.org/blog").route == .web(url: "https://swift.org/blog"))
    #expect(try routes.link(for: .card(id: "7")) == "mixed://cards/7")
  }
}
