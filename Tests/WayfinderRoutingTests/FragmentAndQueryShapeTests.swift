import Foundation
import Testing
@_spi(Internals) import WayfinderRouting

/// The fragment read as a parameter or chosen by a literal, the query items a route passes on
/// whole, a query item that refuses a link, and one screen reached through routes with
/// different parameter sets (issue 22, item 5).
@Suite struct FragmentAndQueryShapeTests {
  enum Route: Sendable, Hashable {
    case article(title: String, section: String?)
    case faq
    case help
    case product(id: Int, ref: String?, rest: String?)
    case checkout
    case profile(id: Int?, name: String?)
  }

  static func table() throws(RouteTableError) -> RouteTable<Route> {
    var routes = RouteTable<Route>.Builder(policy: LinkPolicy(schemes: ["app"], hosts: ["app.example.com"]))
    routes.add(
      "/article/:title#:section?", parse: { .article(title: try $0.string("title"), section: $0["section"]) },
      print: { route in
        guard case .article(let title, let section) = route else { return nil }
        return ["title": title, "section": section]
      })
    routes.add("/help#faq", .faq)
    routes.add("/help", .help)
    routes.add(
      "/products/:id(int)?ref=:ref?&*rest",
      parse: { .product(id: try $0.int("id"), ref: $0["ref"], rest: $0["rest"]) },
      print: { route in
        guard case .product(let id, let ref, let rest) = route else { return nil }
        return ["id": id, "ref": ref, "rest": rest]
      })
    routes.add("/checkout?!preview", .checkout)
    routes.add(
      "/u/:id(int)", parse: { .profile(id: try $0.int("id"), name: nil) },
      print: { if case .profile(let id?, nil) = $0 { ["id": id] } else { nil } })
    routes.add(
      "/user?name=:name", parse: { .profile(id: nil, name: try $0.string("name")) },
      print: { if case .profile(nil, let name?) = $0 { ["name": name] } else { nil } })
    return try routes.build()
  }

  @Test func theFragmentIsAParameter() throws {
    let table = try Self.table()
    #expect(
      try table.match("app://article/swift#closures").route == .article(title: "swift", section: "closures"))
    #expect(
      try table.match("app://article/swift#caf%C3%A9").route == .article(title: "swift", section: "café"))
    #expect(try table.match("app://article/swift").route == .article(title: "swift", section: nil))
    #expect(try table.match("app://article/swift#").route == .article(title: "swift", section: nil))
    #expect(try table.link(for: .article(title: "swift", section: "a b")) == "app://article/swift#a%20b")
    #expect(try table.link(for: .article(title: "swift", section: nil)) == "app://article/swift")
    #expect(table.patterns[0].fragment == .parameter(name: "section", type: .string))
    #expect(table.patterns[0].isFragmentRequired == false)
    #expect(table.patterns[0].parameterNames == ["title", "section"])
    #expect(try table.normalize("app://article/swift#caf%C3%A9").fragment == "café")
  }

  @Test func aFragmentLiteralChoosesTheRoute() throws {
    let table = try Self.table()
    #expect(try table.match("app://help#faq").route == .faq)
    #expect(try table.match("https://app.example.com/help?x=1#faq").route == .faq)
    #expect(try table.match("app://help").route == .help)
    #expect(try table.match("app://help#other").route == .help)
    #expect(try table.link(for: .faq) == "app://help#faq")
  }

  @Test func aRequiredFragmentThatIsMissingIsExplained() throws {
    var routes = RouteTable<Route>.Builder(policy: LinkPolicy(schemes: ["app"]))
    routes.add("/help#faq", .faq)
    let table = try routes.build()
    do {
      _ = try table.match("app://help#other")
      Issue.record("matched")
    } catch {
      #expect(error.code == .noMatch)
      #expect(error.reason == "no route matches /help: /help#faq needs the fragment \"#faq\"")
      #expect(error.range == 10..<16)
    }
  }

  @Test func theQueryIsPassedOnWhole() throws {
    let table = try Self.table()
    let match = try table.match("app://products/7?utm_source=mail&ref=home&b=x%20y")
    #expect(match.route == .product(id: 7, ref: "home", rest: "utm_source=mail&b=x%20y"))
    #expect(try match.parameters.queryItems("rest").map(\.name) == ["utm_source", "b"])
    #expect(try match.parameters.queryItems("rest").map(\.value) == ["mail", "x y"])
    #expect(try table.match("app://products/7?ref=home").route == .product(id: 7, ref: "home", rest: nil))
    #expect(try table.match("app://products/7").route == .product(id: 7, ref: nil, rest: nil))
    #expect(
      try table.link(for: .product(id: 7, ref: "home", rest: "utm_source=mail&b=x%20y"))
        == "app://products/7?ref=home&utm_source=mail&b=x%20y")
    // A passed-on item the pattern names itself cannot be printed.
    #expect(throws: RouteTableError.self) { try table.link(for: .product(id: 7, ref: nil, rest: "ref=x")) }
  }

  @Test func aQueryItemRefusesTheLink() throws {
    let table = try Self.table()
    #expect(try table.match("app://checkout?step=2").route == .checkout)
    for link in ["app://checkout?preview=1", "app://checkout?a=1&preview", "app://checkout?pre%76iew="] {
      do {
        _ = try table.match(link)
        Issue.record("\(link) matched")
      } catch {
        #expect(error.code == .refusedQueryItem)
        #expect(error.isRejection)
        #expect(error.reason.contains("\"preview\" refuses the link"))
      }
    }
    #expect(table.patterns.first { $0.text == "/checkout?!preview" }?.refusedQueryKeys == ["preview"])
  }

  @Test func oneScreenIsReachedThroughSeveralParameterSets() throws {
    let table = try Self.table()
    #expect(try table.match("app://u/5").route == .profile(id: 5, name: nil))
    #expect(try table.match("app://user?name=ada").route == .profile(id: nil, name: "ada"))
    #expect(try table.link(for: .profile(id: 5, name: nil)) == "app://u/5")
    #expect(try table.link(for: .profile(id: nil, name: "ada")) == "app://user?name=ada")
    #expect(throws: RouteTableError.self) { try table.link(for: .profile(id: nil, name: nil)) }
  }

  @Test func routesThatOnlyTheFragmentTellsApartAreAmbiguous() {
    var routes = RouteTable<Route>.Builder(policy: LinkPolicy(schemes: ["app"]))
    routes.add("/help", .help)
    routes.add("/help#:section?", parse: { _ in .help }, print: { _ in nil })
    #expect(throws: RouteTableError.self) { try routes.build() }
    var distinct = RouteTable<Route>.Builder(policy: LinkPolicy(schemes: ["app"]))
    distinct.add("/help#faq", .faq)
    distinct.add("/help#:section", parse: { _ in .help }, print: { _ in nil })
    distinct.add("/help?!x&*rest", parse: { _ in .help }, print: { _ in nil })
    #expect(throws: Never.self) { try distinct.build() }
  }

  @Test(arguments: [
    ("/a#", "\"#\" is followed by the fragment", 2..<3),
    ("/a#x#y", "one fragment", 4..<5),
    ("/a#:", "needs a name", 2..<4),
    ("/a#x%20", "cannot hold \"%\"", 4..<5),
    ("/a?*r&*s", "passes the query on once", 6..<8),
    ("/a?!", "is followed by the query key", 3..<4),
    ("/a?q=:q&!q", "appears twice", 8..<10),
    ("/a?!q=1", "written alone", 5..<6),
    ("/a/:r?*r", "used twice", 6..<8),
  ])
  func aMisuseIsPointedAt(pattern: String, reason: String, range: Range<Int>) {
    do {
      _ = try RoutePattern(pattern)
      Issue.record("\(pattern) parsed")
    } catch {
      #expect(error.code == .invalidPattern)
      #expect(error.reason.contains(reason), "\(error.reason)")
      #expect(error.range == range, "\(pattern): \(error.reason)")
    }
  }

  @Test func patternsPrintInTheirCanonicalSpelling() throws {
    let text = "/a/:t(x|y)?k=v&q=:q(bool)?&!p&*rest#:s(int)?"
    let pattern = try RoutePattern(text)
    #expect(pattern.description == text)
    #expect(try RoutePattern(pattern.description) == pattern)
    #expect(try RoutePattern("/a#top").description == "/a#top")
  }
}
