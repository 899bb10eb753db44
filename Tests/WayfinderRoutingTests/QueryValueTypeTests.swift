import Testing
@_spi(Internals) import WayfinderRouting

/// Routes of one path told apart by the type of one query value, as typed segments are: two
/// sets with no value in common, two value patterns, a type and a plain value.
@Suite struct QueryValueTypeTests {
  enum Route: Sendable, Hashable {
    case warm(String)
    case cool(String)
    case number(Int)
    case code(String)
    case word(String)
  }

  static func add(
    _ routes: inout RouteTable<Route>.Builder, _ pattern: String,
    _ make: @escaping @Sendable (String) -> Route,
    _ value: @escaping @Sendable (Route) -> String?
  ) {
    routes.add(pattern, parse: { make(try $0.string("x")) }, print: { value($0).map { ["x": $0] } })
  }

  static func colours(reversed: Bool = false) throws(RouteTableError) -> RouteTable<Route> {
    var routes = RouteTable<Route>.Builder(policy: LinkPolicy(schemes: ["app"]))
    let warm = { (routes: inout RouteTable<Route>.Builder) in
      add(&routes, "/c?x=:x(red|orange)", Route.warm) { if case .warm(let x) = $0 { x } else { nil } }
    }
    let cool = { (routes: inout RouteTable<Route>.Builder) in
      add(&routes, "/c?x=:x(blue|green)", Route.cool) { if case .cool(let x) = $0 { x } else { nil } }
    }
    if reversed {
      cool(&routes)
      warm(&routes)
    } else {
      warm(&routes)
      cool(&routes)
    }
    return try routes.build()
  }

  @Test(arguments: [false, true])
  func disjointSetsOfOneQueryKeyChooseTheRoute(_ reversed: Bool) throws {
    let table = try Self.colours(reversed: reversed)
    #expect(try table.match("app://c?x=blue").route == .cool("blue"))
    #expect(try table.match("app://c?x=orange").route == .warm("orange"))
    #expect(try table.link(for: .cool("green")) == "app://c?x=green")
    #expect(try table.link(for: .warm("red")) == "app://c?x=red")
    #expect(throws: LinkError.self) { try table.match("app://c?x=pink") }
  }

  static func typed(_ patterns: [String]) throws(RouteTableError) -> RouteTable<Route> {
    var routes = RouteTable<Route>.Builder(policy: LinkPolicy(schemes: ["app"]))
    routes.register(try ParameterType(name: "sku", pattern: "[A-Z]{3}[0-9]{2}"))
    routes.register(try ParameterType(name: "code", pattern: "[a-z0-9]+"))
    for pattern in patterns {
      switch pattern {
      case "/p?x=:x(int)":
        routes.add(
          pattern, parse: { .number(try $0.int("x")) },
          print: { if case .number(let x) = $0 { ["x": x] } else { nil } })
      case "/p?x=:x(code)":
        add(&routes, pattern, Route.code) { if case .code(let x) = $0 { x } else { nil } }
      case "/p?x=:x(sku)":
        add(&routes, pattern, Route.warm) { if case .warm(let x) = $0 { x } else { nil } }
      default:
        add(&routes, pattern, Route.word) { if case .word(let x) = $0 { x } else { nil } }
      }
    }
    return try routes.build()
  }

  @Test func twoValuePatternsOfOneQueryKeyChooseTheRoute() throws {
    let table = try Self.typed(["/p?x=:x(sku)", "/p?x=:x(code)"])
    #expect(try table.match("app://p?x=ABC12").route == .warm("ABC12"))
    #expect(try table.match("app://p?x=abc12").route == .code("abc12"))
  }

  /// Where two types take one value, the fixed order of typed segments decides, never the
  /// order the routes were added in: `int`, then the app's types by name, then a plain value.
  @Test(arguments: [
    ["/p?x=:x(int)", "/p?x=:x(code)", "/p?x=:x"], ["/p?x=:x", "/p?x=:x(code)", "/p?x=:x(int)"],
  ])
  func overlappingTypesAreTriedInTheOrderOfTypedSegments(_ patterns: [String]) throws {
    let table = try Self.typed(patterns)
    #expect(try table.match("app://p?x=42").route == .number(42))
    #expect(try table.match("app://p?x=abc").route == .code("abc"))
    #expect(try table.match("app://p?x=A-B").route == .word("A-B"))
  }

  @Test func oneTypeTwiceStillMatchesTheSameLinks() {
    do {
      _ = try Self.typed(["/p?x=:x(code)", "/p?x=:x(code)"])
      Issue.record("the table built")
    } catch {
      #expect(error.code == .ambiguousPatterns)
      #expect(error.reason.hasSuffix("both match the same links"))
    }
  }
}
