import Foundation
import Testing
@_spi(Internals) import WayfinderRouting

/// Value types a link's value must have (issue 22, item 5): `bool`, sets written in the
/// pattern, value patterns, and an app's type that takes only web URLs.
@Suite struct ValueTypeTests {
  enum Route: Sendable, Hashable {
    case artist(id: String, tab: String)
    case feature(on: Bool)
    case book(isbn: String)
    case open(url: String)
    case slug(String)
  }

  static func table() throws(RouteTableError) -> RouteTable<Route> {
    var routes = RouteTable<Route>.Builder(policy: LinkPolicy(schemes: ["art"], hosts: ["art.example.com"]))
    routes.register(try ParameterType(name: "isbn", pattern: "[0-9]{9}[0-9X]"))
    routes.register(
      ParameterType(name: "webURL") { value in
        guard let url = URL(string: value), let scheme = url.scheme?.lowercased() else { return false }
        return ["http", "https"].contains(scheme) && url.host?.isEmpty == false
      })
    routes.add(
      "/artist/:id/:tab(overview|insights)",
      parse: { .artist(id: try $0.string("id"), tab: try $0.string("tab")) },
      print: { if case .artist(let id, let tab) = $0 { ["id": id, "tab": tab] } else { nil } })
    routes.add(
      "/artist/:id/:slug", parse: { .slug(try $0.string("slug")) },
      print: { if case .slug(let slug) = $0 { ["id": "x", "slug": slug] } else { nil } })
    routes.add(
      "/feature?on=:on(bool)", parse: { .feature(on: try $0.bool("on")) },
      print: { if case .feature(let on) = $0 { ["on": on] } else { nil } })
    routes.add(
      "/books/:isbn(isbn)", parse: { .book(isbn: try $0.string("isbn")) },
      print: { if case .book(let isbn) = $0 { ["isbn": isbn] } else { nil } })
    routes.add(
      "/open?url=:url(webURL)", parse: { .open(url: try $0.string("url")) },
      print: { if case .open(let url) = $0 { ["url": url] } else { nil } })
    return try routes.build()
  }

  @Test func aSetTakesItsValuesAndLeavesTheRestToOtherRoutes() throws {
    let table = try Self.table()
    #expect(try table.match("art://artist/banksy/insights").route == .artist(id: "banksy", tab: "insights"))
    #expect(try table.match("art://artist/banksy/overview").route == .artist(id: "banksy", tab: "overview"))
    // Not one of the set's values: the plain parameter after it takes the link.
    #expect(try table.match("art://artist/banksy/Insights").route == .slug("Insights"))
    #expect(try table.link(for: .artist(id: "banksy", tab: "insights")) == "art://artist/banksy/insights")
    #expect(table.patterns[0].description == "/artist/:id/:tab(overview|insights)")
  }

  @Test func aBoolTakesTrueFalseOneAndZero() throws {
    let table = try Self.table()
    for (value, expected) in [("true", true), ("1", true), ("false", false), ("0", false)] {
      #expect(try table.match("art://feature?on=\(value)").route == .feature(on: expected))
    }
    for value in ["TRUE", "yes", "2", "tru"] {
      #expect(throws: LinkError.self) { try table.match("art://feature?on=\(value)") }
    }
    #expect(try table.link(for: .feature(on: false)) == "art://feature?on=false")
    // The canonical value is what Bool prints.
    #expect(try table.match("art://feature?on=1").parameters.canonicalValue("on") == "true")
  }

  @Test func aValuePatternMatchesTheWholeValue() throws {
    let table = try Self.table()
    #expect(try table.match("art://books/012345678X").route == .book(isbn: "012345678X"))
    for link in ["art://books/012345678", "art://books/012345678XX", "art://books/a12345678X"] {
      #expect(throws: LinkError.self) { try table.match(link) }
    }
    let isbn = try ParameterType(name: "isbn", pattern: "[0-9]{9}[0-9X]")
    #expect(isbn.accepts("123456789X") && !isbn.accepts(""))
  }

  @Test(arguments: [
    ("[a-z]+", "abc", true), ("[a-z]+", "", false), ("[a-z]+", "ab1", false),
    ("a*a*a*a*a*a*a*b", "aaaaaaaaaaaaaaaaaaaaaaaaaa", false),
    ("\\d{2,4}", "123", true), ("\\d{2,4}", "12345", false), ("\\w+\\.\\w+", "a_b.c1", true),
    ("[^/]{1,3}", "a/b", false),
    ("x.y", "xéy", true), ("[A-Z]{2}-?\\d+", "AB-12", true), ("[A-Z]{2}-?\\d+", "AB12", true),
    ("a{2,}", "a", false),
  ])
  func valuePatterns(rule: String, value: String, matches: Bool) throws {
    #expect(try ParameterType(name: "t", pattern: rule).accepts(value) == matches)
  }

  /// A rule that backtracks catastrophically in a backtracking engine is linear here.
  @Test func aHostileRuleStaysLinear() throws {
    let rule = try ParameterType(
      name: "t", pattern: String(repeating: "a?", count: 30) + String(repeating: "a", count: 30))
    let value = String(repeating: "a", count: 30)
    let clock = ContinuousClock()
    let elapsed = clock.measure { #expect(rule.accepts(value)) }
    #expect(elapsed < .seconds(1))
  }

  @Test func aURLTypeRefusesJavaScript() throws {
    let table = try Self.table()
    #expect(
      try table.match("art://open?url=https%3A%2F%2Fart.example.com%2Fa").route
        == .open(url: "https://art.example.com/a"))
    for value in [
      "javascript%3Aalert(1)", "JAVASCRIPT%3Aalert(1)", "data%3Atext%2Fhtml,x", "%2F%2Fevil.example",
    ] {
      #expect(throws: LinkError.self) { try table.match("art://open?url=\(value)") }
    }
  }

  @Test(arguments: [
    ("/a/:t(x||y)", "a value of a set cannot be empty", 8..<8),
    ("/a/:t(x|y|x)", "\"x\" is in the set twice", 10..<11),
    ("/a/:t(x|y z)", "a value of a set is letters", 9..<10),
  ])
  func aSetsMistakeIsPointedAt(pattern: String, reason: String, range: Range<Int>) {
    do {
      _ = try RoutePattern(pattern)
      Issue.record("\(pattern) parsed")
    } catch {
      #expect(error.code == .invalidPattern)
      #expect(error.reason.contains(reason), "\(error.reason)")
      #expect(error.range == range)
    }
  }

  @Test(arguments: [
    ("", "cannot be empty"), ("(a|b)", "no groups"), ("^a", "whole value"), ("*a", "there is none"),
    ("[a-", "not closed"), ("a{2", "{n}, {n,} or {n,m}"), ("a{3,1}", "m is at least n"),
    ("a{99}", "at most 64"),
    ("\\q", "unknown escape"), ("[z-a]", "a range runs"),
    (String(repeating: "a{64}", count: 4), "at most 255"),
  ])
  func aValuePatternsMistakeIsAnError(rule: String, reason: String) {
    do {
      _ = try ParameterType(name: "t", pattern: rule)
      Issue.record("\(rule) parsed")
    } catch {
      #expect(error.code == .invalidParameterType)
      #expect(error.reason.contains(reason), "\(error.reason)")
      #expect(error.pattern == rule)
    }
  }
}
