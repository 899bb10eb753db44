import Testing
import WayfinderReferenceApps
@_spi(Internals) import WayfinderRouting

/// The link tables of docs/ReferenceApps.md, link by link.
@Suite struct ReferenceAppRoutesTests {
  let bank: RouteTable<BankRoute>
  let messenger: RouteTable<MessengerRoute>
  let recipes: RouteTable<RecipesRoute>

  init() throws {
    bank = try BankNavigation.routes()
    messenger = try MessengerNavigation.routes()
    recipes = try RecipesApp.routes()
  }

  @Test(arguments: [
    ("bank://login", BankRoute.login),
    ("bank://register", .registration),
    ("bank://dashboard", .dashboard),
    ("bank://cards/42", .card(cardID: 42)),
    ("bank://cards/42/detail", .cardDetail(cardID: 42)),
    ("bank://profile", .profile),
    ("bank://settings", .settings),
    ("bank://settings/notifications", .notifications),
    ("bank://support", .support),
    // The same path in every accepted spelling.
    ("bank:///cards/42", .card(cardID: 42)),
    ("https://bank.example.com/cards/42", .card(cardID: 42)),
    ("https://www.bank.example.com/cards/42", .card(cardID: 42)),
    ("HTTPS://Bank.Example.COM/cards/42", .card(cardID: 42)),
    ("BANK://cards/42", .card(cardID: 42)),
    ("https://bank.example.com:443/cards/42", .card(cardID: 42)),
    ("bank://cards/42/", .card(cardID: 42)),
    ("bank://cards//42", .card(cardID: 42)),
    ("bank:////cards///42//detail//", .cardDetail(cardID: 42)),
    ("bank://cards/42#top", .card(cardID: 42)),
    ("bank://cards/42?utm_source=mail&x", .card(cardID: 42)),
    ("bank://cards/%34%32", .card(cardID: 42)),
    ("bank://%63ards/42", .card(cardID: 42)),
  ])
  func bankLinks(link: String, route: BankRoute) throws {
    #expect(try bank.match(link).route == route)
  }

  @Test(arguments: [
    "bank://cards/abc",
    "bank://cards/42/detail/extra",
    "bank://Cards/42",
    "bank://cards",
    "bank://",
    "https://bank.example.com/",
  ])
  func bankUnmatched(link: String) {
    #expect(throws: LinkError.self) { try bank.match(link) }
    let error = #expect(throws: LinkError.self) { try bank.match(link) }
    #expect(error?.code == .noMatch)
  }

  @Test(arguments: [
    ("evil://cards/1", LinkError.Code.schemeNotAccepted),
    ("https://evil.example.com/cards/1", .hostNotAccepted),
    ("http://bank.example.com/cards/1", .schemeNotAccepted),
    ("https://bank.example.com.evil.com/cards/1", .hostNotAccepted),
    ("https://bank.example.com@evil.example.com/cards/1", .userInfo),
    ("https://bank.example.com:8443/cards/1", .portNotAccepted),
    ("bank://cards/../admin", .dotSegment),
    ("bank://cards/%2e%2E/admin", .dotSegment),
    ("bank://cards/4%002", .controlCharacter),
    ("bank://cards/4\u{0}2", .controlCharacter),
    ("bank://cards/4 2", .controlCharacter),
    ("bank://cards/%zz", .malformedPercentEncoding),
    ("bank://cards/4%2", .malformedPercentEncoding),
    ("bank://cards/%C3", .invalidUTF8),
    ("cards/42", .notAbsolute),
    ("bank:cards/42", .notAbsolute),
  ])
  func bankRejected(link: String, code: LinkError.Code) {
    let error = #expect(throws: LinkError.self) { try bank.match(link) }
    #expect(error?.code == code)
    #expect(error?.isRejection == true)
  }

  @Test func bankUnmatchedReasons() {
    let abc = #expect(throws: LinkError.self) { try bank.match("bank://cards/abc") }
    #expect(
      abc?.description == """
        unmatched: no route matches /cards/abc: "abc" after "/cards" is not an int (as in /cards/:cardID(int))
          bank://cards/abc
                       ^~~
        """)
    let extra = #expect(throws: LinkError.self) { try bank.match("bank://cards/42/detail/extra") }
    #expect(
      extra?.description == """
        unmatched: no route matches /cards/42/detail/extra: nothing follows "/cards/42/detail" (as in /cards/:cardID(int)/detail)
          bank://cards/42/detail/extra
                                 ^~~~~
        """)
  }

  @Test func bankRejectedReasons() {
    let scheme = #expect(throws: LinkError.self) { try bank.match("evil://cards/1") }
    #expect(
      scheme?.description == """
        rejected: scheme "evil" is not accepted; accepted schemes: bank, https
          evil://cards/1
          ^~~~
        """)
    let host = #expect(throws: LinkError.self) { try bank.match("https://evil.example.com/cards/1") }
    #expect(
      host?.description == """
        rejected: host "evil.example.com" is not accepted; accepted hosts: bank.example.com, www.bank.example.com
          https://evil.example.com/cards/1
                  ^~~~~~~~~~~~~~~~
        """)
  }

  @Test(arguments: [
    ("com.myapp://feed/5", MessengerRoute.screen(.post(postID: "5"))),
    ("com.myapp://feed/5/photo", .screen(.photo(postID: "5"))),
    ("com.myapp://channels", .screen(.channelList)),
    ("com.myapp://channels?channelId=1234", .screen(.channel(channelID: "1234"))),
    ("com.myapp://channels?ref=push&channelId=1234", .screen(.channel(channelID: "1234"))),
    ("com.myapp://channels?channelId=", .screen(.channelList)),
    ("com.myapp://profile", .screen(.profile)),
    ("com.myapp://rate-order?orderId=7", .rateOrder(orderID: 7)),
    ("https://myapp.example.com/channels?channelId=a%26b", .screen(.channel(channelID: "a&b"))),
    ("https://myapp.example.com/feed/a%2Fb/photo", .screen(.photo(postID: "a/b"))),
    ("COM.MYAPP://feed/caf%C3%A9", .screen(.post(postID: "café"))),
  ])
  func messengerLinks(link: String, route: MessengerRoute) throws {
    #expect(try messenger.match(link).route == route)
  }

  @Test func messengerRateOrderNeedsItsOrder() {
    let missing = #expect(throws: LinkError.self) { try messenger.match("com.myapp://rate-order") }
    #expect(
      missing?.description == """
        unmatched: no route matches /rate-order: query parameter "orderId" is missing (in /rate-order?orderId=:orderID(int))
          com.myapp://rate-order
        """)
    let typed = #expect(throws: LinkError.self) { try messenger.match("com.myapp://rate-order?orderId=x") }
    #expect(
      typed?.description == """
        unmatched: no route matches /rate-order: query parameter "orderId" is not an int (in /rate-order?orderId=:orderID(int))
          com.myapp://rate-order?orderId=x
                                         ^
        """)
  }

  @Test(arguments: [
    ("recipes://recipes/4", RecipesRoute.recipe(recipeID: 4)),
    ("recipes://recipes/4/ratings", .ratings(recipeID: 4)),
    ("recipes://recipes/7/ratings", .ratings(recipeID: 7)),
    ("recipes://recipes/13", .recipe(recipeID: 13)),
    ("recipes://search?q=pasta%20bake", .search(q: "pasta bake")),
    ("https://recipes.example.com/search?q=a+b", .search(q: "a+b")),
  ])
  func recipesLinks(link: String, route: RecipesRoute) throws {
    #expect(try recipes.match(link).route == route)
  }

  @Test func oneTableServesManyTasksAtOnce() async throws {
    let table = bank
    let counts = try await withThrowingTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          var matched = 0
          for index in 0..<2_000 {
            let id = task * 10_000 + index
            if try table.match("bank://cards/\(id)/detail").route == .cardDetail(cardID: id) { matched += 1 }
            if table.route(for: "bank://cards/x\(id)") == nil { matched += 1 }
          }
          return matched
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(counts == Array(repeating: 4_000, count: 8))
  }
}
