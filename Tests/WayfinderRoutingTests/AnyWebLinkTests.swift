import Testing
@_spi(Internals) import WayfinderRouting

/// The opt-in policy of a browser: any web link opens the app's web page route.
@Suite struct AnyWebLinkTests {
  enum Route: Sendable, Hashable {
    case settings
    case web(String)
  }

  static func table() throws(RouteTableError) -> RouteTable<Route> {
    var policy = LinkPolicy(schemes: ["browser"], hosts: ["example.com"], webSchemes: ["http", "https"])
    policy.acceptsAnyWebLink = true
    var routes = RouteTable<Route>.Builder(policy: policy)
    routes.add("/settings", .settings)
    routes.addAnyWebLink { .web(try $0.string("url")) }
    return try routes.build()
  }

  @Test func anyWebLinkOpensTheWebRouteWithTheWholeLink() throws {
    let table = try Self.table()
    let link = "https://swift.org/blog/a%20b?x=1#top"
    let match = try table.match(link)
    #expect(match.route == .web(link))
    #expect(match.pattern.text == "any web link")
    #expect(try table.match("http://Other.Example.org/").route == .web("http://Other.Example.org/"))
    // The app's own hosts go through the routes first, then to the web page.
    #expect(try table.match("https://example.com/settings").route == .settings)
    #expect(try table.match("https://example.com/about").route == .web("https://example.com/about"))
    #expect(try table.match("browser://settings").route == .settings)
    #expect(table.patterns.map(\.text) == ["/settings"])
  }

  @Test(arguments: [
    ("https://user@evil.example/", LinkError.Code.userInfo),
    ("https://swift.org:8443/", .portNotAccepted),
    ("https://swift.org/%0A", .controlCharacter),
    ("https://swift.org/\u{202E}txt", .bidiControl),
    ("ftp://swift.org/", .schemeNotAccepted),
    ("browser://nowhere", .noMatch),
  ])
  func hostileOrOtherLinksAreStillRefused(link: String, code: LinkError.Code) throws {
    let table = try Self.table()
    do {
      _ = try table.match(link)
      Issue.record("\(link) matched")
    } catch {
      #expect(error.code == code, "\(link): \(error)")
    }
  }

  @Test func byDefaultAnotherHostIsRefused() throws {
    var routes = RouteTable<Route>.Builder(policy: LinkPolicy(schemes: [], hosts: ["example.com"]))
    routes.add("/settings", .settings)
    #expect(throws: LinkError.self) { try routes.build().match("https://swift.org/") }
  }

  @Test func thePolicyAndTheRouteMustAgree() {
    var policy = LinkPolicy(schemes: [], hosts: ["example.com"])
    policy.acceptsAnyWebLink = true
    var consent = RouteTable<Route>.Builder(policy: policy)
    consent.add("/settings", .settings)
    #expect(throws: RouteTableError.self) { try consent.build() }
    var route = RouteTable<Route>.Builder(policy: LinkPolicy(schemes: [], hosts: ["example.com"]))
    route.addAnyWebLink { .web(try $0.string("url")) }
    #expect(throws: RouteTableError.self) { try route.build() }
  }

  /// Found by the differential fuzzer: a redirect whose target no route takes crashed the
  /// build (an index out of range) when the check's example fell through to the route any web
  /// link opens. That route is none of the app's: the target leads nowhere.
  @Test func aRedirectThatOnlyTheWebRouteTakesLeadsNowhere() throws {
    var policy = LinkPolicy(schemes: ["browser"], hosts: ["example.com"])
    policy.acceptsAnyWebLink = true
    var routes = RouteTable<Route>.Builder(policy: policy)
    routes.add("/settings", .settings)
    routes.redirect("/old/:id(int)", to: "/gone/:id")
    routes.addAnyWebLink { .web(try $0.string("url")) }
    #expect(throws: RouteTableError.self) { try routes.build() }

    // A prefix-stripping redirect over a wildcard builds, and a web link it strips to no
    // route opens the web route with the hop's link.
    var stripping = RouteTable<Route>.Builder(policy: policy)
    stripping.add("/settings", .settings)
    stripping.redirect("/www.example.com/*rest", to: "/*rest")
    stripping.addAnyWebLink { .web(try $0.string("url")) }
    let table = try stripping.build()
    #expect(try table.match("browser://www.example.com/settings?a=1").route == .settings)
    let web = try table.match("https://example.com/www.example.com/about?a=1")
    #expect(web.route == .web("https://example.com/about?a=1"))
    #expect(web.redirects == ["/about?a=1"])
  }
}
