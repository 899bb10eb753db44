import Foundation
import Testing
@_spi(Internals) import WayfinderRouting

/// Matching, priority, ambiguity and printing on small tables made for each rule.
@Suite struct RouteTableTests {
  enum R: Hashable, Sendable {
    case me
    case user(String)
    case userID(Int)
    case userUUID(UUID)
    case settings(String)
    case files(String)
    case slugged(String)
    case list
    case item(String)
    case itemPage(String, Int?)
  }

  static let policy = LinkPolicy(schemes: ["app"], hosts: ["app.example.com"])

  static func table(_ add: (inout RouteTable<R>.Builder) -> Void) throws -> RouteTable<R> {
    var builder = RouteTable<R>.Builder(policy: policy)
    add(&builder)
    return try builder.build()
  }

  static func users(reversed: Bool) throws -> RouteTable<R> {
    try table { b in
      var adds: [(inout RouteTable<R>.Builder) -> Void] = [
        { $0.add("/users/me", .me) },
        {
          $0.add(
            "/users/:id", parse: { .user(try $0.string("id")) },
            print: { if case .user(let id) = $0 { ["id": id] } else { nil } })
        },
        {
          $0.add(
            "/users/:id(int)", parse: { .userID(try $0.int("id")) },
            print: { if case .userID(let id) = $0 { ["id": id] } else { nil } })
        },
        {
          $0.add(
            "/users/:id(uuid)", parse: { .userUUID(try $0.uuid("id")) },
            print: { if case .userUUID(let id) = $0 { ["id": id] } else { nil } })
        },
        {
          $0.add(
            "/users/:id/settings", parse: { .settings(try $0.string("id")) },
            print: { if case .settings(let id) = $0 { ["id": id] } else { nil } })
        },
        {
          $0.add(
            "/users/*path", parse: { .files(try $0.string("path")) },
            print: { if case .files(let path) = $0 { ["path": path] } else { nil } })
        },
      ]
      if reversed { adds.reverse() }
      for add in adds { add(&b) }
    }
  }

  @Test(arguments: [false, true])
  func literalBeatsTypedBeatsPlainBeatsWildcard(reversed: Bool) throws {
    let table = try Self.users(reversed: reversed)
    #expect(try table.match("app://users/me").route == .me)
    #expect(try table.match("app://users/42").route == .userID(42))
    #expect(
      try table.match("app://users/6F9619FF-8B86-D011-B42D-00C04FC964FF").route
        == .userUUID(UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!))
    #expect(try table.match("app://users/ada").route == .user("ada"))
    #expect(try table.match("app://users/ada/settings").route == .settings("ada"))
    #expect(try table.match("app://users/ada/photos/1").route == .files("ada/photos/1"))
  }

  @Test func backtracksWhenTheLiteralBranchDeadEnds() throws {
    let table = try Self.users(reversed: false)
    // "me" takes the literal branch first, which has no "settings" under it.
    #expect(try table.match("app://users/me/settings").route == .settings("me"))
  }

  @Test func intOverflowIsNotAnInt() throws {
    let table = try Self.users(reversed: false)
    #expect(try table.match("app://users/9223372036854775807").route == .userID(Int.max))
    #expect(try table.match("app://users/-9223372036854775808").route == .userID(Int.min))
    #expect(try table.match("app://users/9223372036854775808").route == .user("9223372036854775808"))
    #expect(try table.match("app://users/-").route == .user("-"))
  }

  @Test func wildcardTakesOneSegmentOrMoreAndDecodesEach() throws {
    let table = try Self.users(reversed: false)
    let match = try table.match("app://users/a%2Fb//c/")
    // Two segments, "a%2Fb" and "c", after "users": only the wildcard takes them.
    #expect(match.route == .files("a/b/c"))
    #expect(try match.parameters.segments("path") == ["a/b", "c"])
  }

  @Test func samePathTwiceIsAmbiguousNamingBoth() {
    let error = #expect(throws: RouteTableError.self) {
      try Self.table { b in
        b.add("/users/:id", parse: { .user(try $0.string("id")) }, print: { _ in nil })
        b.add("/users/:name(string)", parse: { .user(try $0.string("name")) }, print: { _ in nil })
      }
    }
    #expect(error?.code == .ambiguousPatterns)
    #expect(
      error?.description
        == "ambiguous patterns: \"/users/:name(string)\" and \"/users/:id\": both match the same links")
  }

  @Test func queryKeysThatDoNotNestAreAmbiguous() {
    let error = #expect(throws: RouteTableError.self) {
      try Self.table { b in
        b.add("/items?a=:a", parse: { .item(try $0.string("a")) }, print: { _ in nil })
        b.add("/items?b=:b", parse: { .item(try $0.string("b")) }, print: { _ in nil })
      }
    }
    #expect(
      error?.description == """
        ambiguous patterns: "/items?b=:b" and "/items?a=:a": a link with the query keys of both would match \
        both, and neither is more specific
        """)
  }

  static func items() throws -> RouteTable<R> {
    try table { b in
      b.add(
        "/items?id=:id&page=:page(int)?",
        parse: { .itemPage(try $0.string("id"), $0.contains("page") ? try $0.int("page") : nil) },
        print: {
          if case .itemPage(let id, let page) = $0 { ["id": id, "page": page] } else { nil }
        })
      b.add("/items", .list)
    }
  }

  @Test(arguments: [
    ("app://items", R.list),
    ("app://items?id=7", .itemPage("7", nil)),
    ("app://items?page=2&id=7", .itemPage("7", 2)),
    ("app://items?id=7&page=", .itemPage("7", nil)),
    ("app://items?id=7&id=8", .itemPage("7", nil)),
    ("app://items?x=1&id=%E2%9C%93", .itemPage("✓", nil)),
    ("app://items?%69d=7", .itemPage("7", nil)),
  ])
  func queryParametersMatchByNameInAnyOrder(link: String, route: R) throws {
    #expect(try Self.items().match(link).route == route)
  }

  @Test func optionalQueryOfTheWrongTypeIsRefusedNotDropped() throws {
    // `page=x` is not an int: the link is refused, not opened by `/items` without its id.
    let error = #expect(throws: LinkError.self) { try Self.items().match("app://items?id=7&page=x") }
    #expect(error?.code == .invalidQueryValue)
    #expect(error?.isRejection == true)
    #expect(error?.closestPattern == "/items?id=:id&page=:page(int)?")
    #expect(
      error?.description == """
        rejected: query parameter "page" is not an int (in /items?id=:id&page=:page(int)?); an optional \
        parameter the link gives must be of its type
          app://items?id=7&page=x
                                ^
        """)
    // Without its required id, the items pattern does not apply, whatever the page says.
    #expect(try Self.items().match("app://items?page=x").route == .list)
  }

  @Test func customParameterTypes() throws {
    let slug = ParameterType(name: "slug") { value in
      value.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }
    }
    var builder = RouteTable<R>.Builder(policy: Self.policy)
    builder.register(slug)
    builder.add("/posts/:slug(slug)", parse: { .slugged(try $0.string("slug")) }, print: { _ in nil })
    builder.add("/posts/:other", parse: { .user(try $0.string("other")) }, print: { _ in nil })
    let table = try builder.build()
    #expect(try table.match("app://posts/hello-world").route == .slugged("hello-world"))
    #expect(try table.match("app://posts/Hello").route == .user("Hello"))
  }

  @Test func builtInTypesCannotBeReplaced() {
    var builder = RouteTable<R>.Builder(policy: Self.policy)
    builder.register(ParameterType(name: "int") { _ in true })
    let error = #expect(throws: RouteTableError.self) { try builder.build() }
    #expect(
      error?.description
        == "invalid parameter type: \"int\" is a built-in parameter type and cannot be replaced")
  }

  @Test func parseClosureErrorsFailTheLink() throws {
    let table = try Self.table { b in
      b.add("/users/:id", parse: { .userID(try $0.int("userID")) }, print: { _ in nil })
    }
    let error = #expect(throws: LinkError.self) { try table.match("app://users/7") }
    #expect(error?.code == .routeConstructionFailed)
    #expect(
      error?.description == """
        failed: /users/:id matched, but making its route failed: /users/:id has no parameter "userID" (it has: "id")
          app://users/7
        """)
  }

  @Test func printsEveryForm() throws {
    let table = try Self.users(reversed: false)
    #expect(try table.link(for: .userID(42)) == "app://users/42")
    #expect(try table.link(for: .userID(42), as: .universalLink) == "https://app.example.com/users/42")
    #expect(try table.link(for: .userID(42), as: .path) == "/users/42")
    #expect(try table.link(for: .settings("a b/c")) == "app://users/a%20b%2Fc/settings")
    #expect(try table.link(for: .files("x/y")) == "app://users/x/y")
    let items = try Self.items()
    #expect(try items.link(for: .itemPage("7", 2)) == "app://items?id=7&page=2")
    #expect(try items.link(for: .itemPage("7", nil)) == "app://items?id=7")
  }

  @Test func aCustomSchemeLinkWhoseFirstSegmentIsNoHostStartsWithThreeSlashes() throws {
    let table = try Self.table { b in
      b.add(
        "/:id", parse: { .user(try $0.string("id")) },
        print: { if case .user(let id) = $0 { ["id": id] } else { nil } })
    }
    #expect(try table.link(for: .user("ü")) == "app:///%C3%BC")
    #expect(try table.match("app:///%C3%BC").route == .user("ü"))
  }

  @Test func aRouteThatPrintsAsAnotherRoutesLinkIsAnError() throws {
    let table = try Self.users(reversed: false)
    let error = #expect(throws: RouteTableError.self) { try table.link(for: .user("me")) }
    #expect(
      error?.description == """
        unprintable route: user("me") prints as app://users/me, which opens me through /users/me
          /users/:id
        """)
  }

  @Test func valuesThatCannotBeASegmentAreRefused() throws {
    let table = try Self.users(reversed: false)
    for value in ["", ".", ".."] {
      let error = #expect(throws: RouteTableError.self) { try table.link(for: .settings(value)) }
      #expect(error?.code == .unprintableRoute)
    }
  }

  @Test func limitsOfThePolicy() throws {
    var policy = Self.policy
    policy.maxLength = 30
    policy.maxSegments = 3
    policy.maxQueryItems = 1
    var builder = RouteTable<R>.Builder(policy: policy)
    builder.add("/users/*path", parse: { .files(try $0.string("path")) }, print: { _ in nil })
    let table = try builder.build()
    let long = #expect(throws: LinkError.self) {
      try table.match("app://users/" + String(repeating: "a", count: 30))
    }
    #expect(long?.code == .tooLong)
    let deep = #expect(throws: LinkError.self) { try table.match("app://users/a/b/c") }
    #expect(deep?.code == .tooManySegments)
    let query = #expect(throws: LinkError.self) { try table.match("app://users/a?x=1&y=2") }
    #expect(query?.code == .tooManyQueryItems)
    #expect(try table.match("app://users/a/b?x=1").route == .files("a/b"))
  }

  @Test func invalidPoliciesAreRefusedWhenBuilt() {
    let builder = RouteTable<R>.Builder(policy: LinkPolicy(schemes: ["1bank"]))
    let error = #expect(throws: RouteTableError.self) { try builder.build() }
    #expect(
      error?.description == """
        invalid policy: scheme "1bank" is not a URL scheme (a letter, then letters, digits, "+", "-" or ".")
        """)
  }

  @Test func normalizes() throws {
    let table = try Self.users(reversed: false)
    let link = try table.normalize("APP://users//a%20b/?y=2&x=%C3%A9#frag")
    #expect(link.scheme == "app")
    #expect(link.host == nil)
    #expect(link.segments == ["users", "a b"])
    #expect(link.query.map(\.name) == ["y", "x"])
    #expect(link.query.map(\.value) == ["2", "é"])
    #expect(link.description == "/users/a%20b?y=2&x=%C3%A9#frag")
    #expect(link.fragment == "frag")
    #expect(try table.normalize("app://users/1#").description == "/users/1")
    #expect(try table.normalize("https://APP.example.com:443/users").host == "app.example.com")
  }

  @Test func matchesBarePaths() throws {
    let table = try Self.users(reversed: false)
    #expect(try table.match(path: "/users/42").route == .userID(42))
    let error = #expect(throws: LinkError.self) { try table.match(path: "users/42") }
    #expect(error?.code == .notAbsolute)
  }

  @Test func matchesURLs() throws {
    let table = try Self.users(reversed: false)
    #expect(try table.match(URL(string: "https://app.example.com/users/42")!).route == .userID(42))
  }

  @Test func reportsTheCapturedValues() throws {
    let match = try Self.items().match("app://items?page=2&id=a%2Fb")
    #expect(match.parameters.values == ["id": "a/b", "page": "2"])
    #expect(match.pattern.description == "/items?id=:id&page=:page(int)?")
    #expect(match.parameters["missing"] == nil)
  }

  @Test func anEmptyLinkIsNotAbsolute() throws {
    let table = try Self.users(reversed: false)
    let error = #expect(throws: LinkError.self) { try table.match("") }
    #expect(error?.code == .notAbsolute)
    #expect(error?.range == nil)
    #expect(error?.description == "rejected: a link starts with a scheme, as in \"scheme://\"\n  ")
  }

  @Test func linksLongerThanCapturesCanAddressAreRefusedInThePolicy() {
    var policy = Self.policy
    policy.maxLength = 70_000
    let error = #expect(throws: RouteTableError.self) { try RouteTable<R>.Builder(policy: policy).build() }
    #expect(
      error?.description
        == "invalid policy: maxLength 70000 is over the most a link may have, 65534 bytes")
  }

  @Test func twelveParametersAreCapturedAndRead() throws {
    let pattern = "/" + (1...8).map { ":p\($0)" }.joined(separator: "/") + "?a=:a&b=:b&c=:c&d=:d(int)?"
    var builder = RouteTable<R>.Builder(policy: Self.policy)
    builder.add(
      pattern, parse: { .user($0.values.sorted { $0.key < $1.key }.map(\.value).joined(separator: ",")) },
      print: { _ in nil })
    let table = try builder.build()
    let match = try table.match("app://1/2/3/4/5/6/7/8?d=4&c=%63&b=b&a=a")
    #expect(match.route == .user("a,b,c,4,1,2,3,4,5,6,7,8"))
  }

  @Test func escapesThatAreNotUTF8PointAtTheirPart() throws {
    let table = try Self.items()
    let error = #expect(throws: LinkError.self) { try table.match("app://items?q=%E2%9C&id=1") }
    #expect(
      error?.description == """
        rejected: percent-encoded bytes in the link are not UTF-8 text
          app://items?q=%E2%9C&id=1
                        ^~~~~~
        """)
  }
}
