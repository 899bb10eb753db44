import Testing
@_spi(Internals) import WayfinderRouting

/// Routes on some hosts only, and host wildcards: a browser answering on `www.` and `m.`.
@Suite struct HostRouteTests {
  enum Route: Sendable, Hashable {
    case search
    case article(String)
    case amp(String)
    case shop(String)
  }

  static func table() throws(RouteTableError) -> RouteTable<Route> {
    var routes = RouteTable<Route>.Builder(
      policy: LinkPolicy(
        schemes: ["news"], hosts: ["www.example.com", "m.example.com", "*.shops.example.com"]))
    routes.add("/search", .search)
    routes.add(
      "/a/:id", parse: { .article(try $0.string("id")) },
      print: { if case .article(let id) = $0 { ["id": id] } else { nil } })
    routes.on(hosts: ["m.example.com"]) { routes in
      routes.add(
        "/a/:id", parse: { .amp(try $0.string("id")) },
        print: { if case .amp(let id) = $0 { ["id": id] } else { nil } })
    }
    routes.on(hosts: ["*.shops.example.com"]) { routes in
      routes.add(
        "/item/:id", parse: { .shop(try $0.string("id")) },
        print: { if case .shop(let id) = $0 { ["id": id] } else { nil } })
      routes.redirect("/i/:id", to: "/item/:id")
    }
    return try routes.build()
  }

  @Test func aRouteOnNamedHostsTakesTheirLinksOnly() throws {
    let table = try Self.table()
    #expect(try table.match("https://www.example.com/a/7").route == .article("7"))
    #expect(try table.match("https://M.Example.com/a/7").route == .amp("7"))
    #expect(try table.match("news://a/7").route == .article("7"))
    #expect(try table.match("https://m.example.com/search").route == .search)
    #expect(try table.match("https://toys.shops.example.com/item/3").route == .shop("3"))
    #expect(try table.match("https://a.b.shops.example.com/i/3").route == .shop("3"))
    #expect(table.patterns.map(\.hosts) == [[], [], ["m.example.com"], ["*.shops.example.com"]])
  }

  @Test func aLinkOnAnotherHostIsRefusedWithTheHostsThatTakeIt() throws {
    let table = try Self.table()
    for link in ["https://www.example.com/item/3", "news://item/3"] {
      do {
        _ = try table.match(link)
        Issue.record("\(link) matched")
      } catch {
        #expect(error.code == .hostNotAccepted, "\(link)")
        #expect(error.reason.contains("/item/:id answers on"), "\(error.reason)")
      }
    }
    // The wildcard takes subdomains, not the domain itself.
    #expect(throws: LinkError.self) { try table.match("https://shops.example.com/item/3") }
  }

  @Test func aRouteOnNamedHostsPrintsAsTheirUniversalLink() throws {
    let table = try Self.table()
    #expect(try table.link(for: .amp("7")) == "https://m.example.com/a/7")
    #expect(try table.link(for: .shop("3")) == "https://www.shops.example.com/item/3")
    #expect(try table.link(for: .article("7")) == "news://a/7")
  }

  @Test func routesOnHostsThatShareLinksAreAmbiguous() {
    var routes = RouteTable<Route>.Builder(policy: LinkPolicy(schemes: [], hosts: ["*.example.com"]))
    routes.on(hosts: ["*.example.com"]) {
      $0.add("/a/:id", parse: { .article(try $0.string("id")) }, print: { _ in nil })
    }
    routes.on(hosts: ["m.example.com"]) {
      $0.add("/a/:id", parse: { .amp(try $0.string("id")) }, print: { _ in nil })
    }
    #expect(throws: RouteTableError.self) { try routes.build() }
  }

  @Test(arguments: [
    (["shop.example.org"], "is on host \"shop.example.org\", which the policy does not accept"),
    (["m..example.com/"], "is not a host name"),
    ([String](), "is given an empty list of hosts"),
  ])
  func aHostThePolicyDoesNotAcceptIsRefused(hosts: [String], words: String) {
    var routes = RouteTable<Route>.Builder(policy: LinkPolicy(schemes: [], hosts: ["m.example.com"]))
    routes.on(hosts: hosts) { $0.add("/search", .search) }
    do {
      _ = try routes.build()
      Issue.record("built")
    } catch {
      #expect(error.code == .invalidPattern)
      #expect(error.reason.contains(words), "\(error.reason)")
    }
  }

  @Test func aPolicyWildcardMustBeAHostName() {
    var routes = RouteTable<Route>.Builder(policy: LinkPolicy(schemes: [], hosts: ["*.", "*"]))
    routes.add("/search", .search)
    #expect(throws: RouteTableError.self) { try routes.build() }
  }
}
