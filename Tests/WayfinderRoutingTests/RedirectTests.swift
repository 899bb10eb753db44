import Testing
@_spi(Internals) import WayfinderRouting

/// Static redirects: a legacy link sent to where its screen is now, chains of them, and the
/// mistakes a table refuses when it is built.
@Suite struct RedirectTests {
  enum Route: Sendable, Hashable {
    case item(Int)
    case search(String?)
    case file([String])
  }

  static func table(_ redirects: [(String, String)]) throws(RouteTableError) -> RouteTable<Route> {
    var routes = RouteTable<Route>.Builder(policy: LinkPolicy(schemes: ["shop"], hosts: ["shop.example.com"]))
    routes.add(
      "/items/:id(int)", parse: { .item(try $0.int("id")) },
      print: { if case .item(let id) = $0 { ["id": id] } else { nil } })
    routes.add(
      "/search?q=:query?", parse: { .search($0["query"]) },
      print: { if case .search(let query) = $0 { query.map { ["query": $0] } ?? [:] } else { nil } })
    routes.add(
      "/files/*path", parse: { .file(try $0.segments("path")) },
      print: { if case .file(let path) = $0 { ["path": path.joined(separator: "/")] } else { nil } })
    for (from, to) in redirects { routes.redirect(from, to: to) }
    return try routes.build()
  }

  @Test func aLegacyLinkOpensTheRouteItsRedirectNames() throws {
    let table = try Self.table([("/old/items/:id(int)", "/items/:id")])
    let match = try table.match("shop://old/items/0042")
    #expect(match.route == .item(42))
    #expect(match.redirects == ["/items/0042"])
    #expect(match.pattern.text == "/items/:id(int)")
    #expect(try table.match("shop://items/7").redirects == [])
    #expect(table.patterns.map(\.text) == ["/items/:id(int)", "/search?q=:query?", "/files/*path"])
    #expect(table.redirectRules.map { "\($0.from) → \($0.to)" } == ["/old/items/:id(int) → /items/:id"])
  }

  @Test func valuesAreCarriedEncodedThroughChains() throws {
    let table = try Self.table([
      ("/find/:words", "/lookup/:words"), ("/lookup/:words", "/search?q=:words"),
      ("/docs/*rest", "/files/:rest"),
    ])
    let search = try table.match("https://shop.example.com/find/red%20shoes%3F")
    #expect(search.route == .search("red shoes?"))
    #expect(search.redirects == ["/lookup/red%20shoes%3F", "/search?q=red%20shoes%3F"])
    #expect(try table.match("shop://docs/a/b%2Fc").route == .file(["a", "b/c"]))
  }

  @Test(arguments: [
    (
      [("/old/:id", "/items/:key")],
      "invalid redirect: the redirect to \"/items/:key\" names \":key\", which /old/:id does not capture\n  /old/:id"
    ),
    (
      [("/old/:id", "items/:id")],
      "invalid redirect: the redirect to \"items/:id\" must be a path starting with \"/\", or one parameter holding a path, such as \":url\"\n  /old/:id"
    ),
    (
      [("/old/:id", "/gone/:id")],
      "invalid redirect: the redirect to \"/gone/:id\" leads to /gone/x, which no route matches\n  /old/:id"
    ),
    (
      [("/a/:id", "/b/:id"), ("/b/:id", "/a/:id")],
      "redirect loop: redirects come back to where they started: /a/:id → /b/:id → /a/:id\n  /a/:id"
    ),
    (
      [("/items/:id(int)/old", "/items/:id")] + [("/items/:id(int)", "/x")],
      #"ambiguous patterns: "/items/:id(int)" and "/items/:id(int)": both match the same links"#
    ),
  ])
  func aBrokenRedirectIsRefusedWhenTheTableIsBuilt(_ redirects: [(String, String)], _ expected: String) {
    do {
      _ = try Self.table(redirects)
      Issue.record("the table built")
    } catch {
      #expect(error.description == expected)
    }
  }

  @Test func aLinkRedirectedPastTheLimitIsRefused() throws {
    // Ten hops, each to the next: the table refuses the chain when it is built.
    let chain = (0..<10).map { ("/hop\($0)/:id", "/hop\($0 + 1)/:id") } + [("/hop10/:id", "/items/1")]
    do {
      _ = try Self.table(chain)
      Issue.record("the table built")
    } catch {
      #expect(error.code == .redirectLoop)
      #expect(error.reason.hasPrefix("more than 8 redirects in a row: /hop0/:id → /hop1/:id"))
    }
  }
}

/// A redirect over a wildcard that strips a prefix, and the query a redirect passes on.
@Suite struct RedirectWildcardTests {
  @Test func aPrefixStrippingRedirectLoadsAndKeepsTheQuery() throws {
    let table = try RedirectTests.table([("/www.example.com/*rest", "/*rest")])
    let match = try table.match("shop://www.example.com/items/7?utm_source=mail")
    #expect(match.route == .item(7))
    #expect(match.redirects == ["/items/7?utm_source=mail"])
    #expect(try table.match("shop://www.example.com/search?q=red%20shoes").route == .search("red shoes"))
    #expect(try table.match("shop://www.example.com/files/a/b").route == .file(["a", "b"]))
    // Where the rest leads is the link's: one that leads nowhere is unmatched.
    #expect(throws: LinkError.self) { try table.match("shop://www.example.com/nowhere") }
  }

  @Test func aRedirectPassesOnTheQueryItemsItDoesNotName() throws {
    let table = try RedirectTests.table([("/old/items/:id(int)?ref=:ref?", "/items/:id")])
    let match = try table.match("shop://old/items/7?ref=x&utm_source=a%20b&utm_medium=mail")
    #expect(match.route == .item(7))
    #expect(match.redirects == ["/items/7?utm_source=a%20b&utm_medium=mail"])
    let search = try RedirectTests.table([("/find?q=:words", "/search?q=:words")])
      .match("shop://find?q=shoes&q=hats&page=2")
    #expect(search.redirects == ["/search?q=shoes&page=2"])
  }

  @Test func aWildcardRedirectThatComesBackOnItselfIsALoop() {
    #expect(throws: RouteTableError.self) { try RedirectTests.table([("/a/*rest", "/a/*rest")]) }
  }

  @Test func aTargetNamingAWildcardThePatternLacksIsRefused() {
    do {
      _ = try RedirectTests.table([("/old/:id", "/*id")])
      Issue.record("built")
    } catch {
      #expect(error.reason.contains("names \"*id\", which is not a wildcard of /old/:id"), "\(error.reason)")
    }
  }
}
