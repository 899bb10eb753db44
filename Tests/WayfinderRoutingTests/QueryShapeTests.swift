import Foundation
import Testing
@_spi(Internals) import WayfinderRouting

/// Routes chosen by a query value: a query literal (`/search?type=people`) and a nested link,
/// a query value that is itself a path inside the app (`/deep-link?url=/settings/newTab`).
@Suite struct QueryShapeTests {
  enum Route: Sendable, Hashable {
    case people(String?)
    case places
    case search(type: String)
    case settings(String)
    case home
  }

  static func table(redirects: [(String, String)] = []) throws(RouteTableError) -> RouteTable<Route> {
    var routes = RouteTable<Route>.Builder(policy: LinkPolicy(schemes: ["app"], hosts: ["app.example.com"]))
    routes.add(
      "/search?type=people&q=:q?", parse: { .people($0["q"]) },
      print: { if case .people(let q) = $0 { q.map { ["q": $0] } ?? [:] } else { nil } })
    routes.add("/search?type=places", .places)
    routes.add(
      "/search?type=:type", parse: { .search(type: try $0.string("type")) },
      print: { if case .search(let type) = $0 { ["type": type] } else { nil } })
    routes.add(
      "/settings/:section", parse: { .settings(try $0.string("section")) },
      print: { if case .settings(let section) = $0 { ["section": section] } else { nil } })
    routes.add("/", .home)
    for (from, to) in redirects { routes.redirect(from, to: to) }
    return try routes.build()
  }

  @Test func aQueryLiteralChoosesTheRoute() throws {
    let table = try Self.table()
    #expect(try table.match("app://search?type=people").route == .people(nil))
    #expect(try table.match("app://search?q=ada&type=people").route == .people("ada"))
    #expect(try table.match("https://app.example.com/search?type=places&x=1").route == .places)
    #expect(try table.match("app://search?type=pe%6Fple").route == .people(nil))
    #expect(try table.match("app://search?type=things").route == .search(type: "things"))
    // Literals compare case-sensitively, as literal segments do.
    #expect(try table.match("app://search?type=People").route == .search(type: "People"))
    #expect(try table.link(for: .people("ada")) == "app://search?type=people&q=ada")
    #expect(try table.link(for: .places) == "app://search?type=places")
    #expect(table.patterns[0].queryLiterals.map(\.description) == ["type=people"])
    #expect(table.patterns[0].description == "/search?type=people&q=:q?")
  }

  @Test func aLinkWithoutTheLiteralIsRefusedWithItsReason() throws {
    var routes = RouteTable<Route>.Builder(policy: LinkPolicy(schemes: ["app"]))
    routes.add("/search?type=places", .places)
    let table = try routes.build()
    for link in ["app://search", "app://search?type=", "app://search?type=people"] {
      #expect(throws: LinkError.self) { try table.match(link) }
    }
    do {
      _ = try table.match("app://search?type=people")
    } catch {
      #expect(error.code == .noMatch)
      #expect(error.reason.contains(#"query parameter "type" is not "places" (in /search?type=places)"#))
    }
  }

  @Test(arguments: [
    (["/a?type=x", "/a?type=x"], "both match the same links"),
    (["/a?type=x&q=:q", "/a?q=:q&type=x"], "both match the same links"),
    (["/a?type=x", "/a?page=:p"], "neither is more specific"),
    (["/a?type=x&page=1", "/a?type=:t&page=:p&q=:q"], "neither is more specific"),
  ])
  func literalsThatDoNotTellRoutesApartClash(_ patterns: [String], _ why: String) {
    var routes = RouteTable<Int>.Builder(policy: LinkPolicy(schemes: ["app"]))
    for (index, pattern) in patterns.enumerated() {
      routes.add(pattern, parse: { _ in index }, print: { _ in nil })
    }
    #expect {
      try routes.build()
    } throws: { error in
      (error as? RouteTableError)?.code == .ambiguousPatterns && "\(error)".contains(why)
    }
  }

  @Test(arguments: [
    ("/a?type=", "a query value is a parameter"),
    ("/a?type=a%20b", "a query literal cannot hold \"%\""),
    ("/a?type=a+b", "a query literal cannot hold \"+\""),
    ("/a?type=x&type=y", "query key \"type\" appears twice"),
    ("/a?type=:", "a query parameter needs a name"),
  ])
  func aMalformedLiteralIsPointedAt(_ pattern: String, _ reason: String) {
    #expect {
      try RoutePattern(pattern)
    } throws: { error in
      (error as? RouteTableError)?.reason.contains(reason) == true
    }
  }

  @Test func aNestedLinkIsRoutedAgainThroughTheTable() throws {
    let table = try Self.table(redirects: [("/deep-link?url=:url", ":url")])
    let match = try table.match("app://deep-link?url=%2Fsettings%2FnewTab")
    #expect(match.route == .settings("newTab"))
    #expect(match.redirects == ["/settings/newTab"])
    // Unencoded, with its own query; a whole link the policy accepts; nested twice.
    #expect(try table.match("app://deep-link?url=/search?type=places").route == .places)
    #expect(try table.match("app://deep-link?url=app://settings/general").route == .settings("general"))
    let twice = "app://deep-link?url=%2Fdeep-link%3Furl%3D%252Fsettings%252Fprivacy"
    #expect(
      try table.match(twice).redirects == ["/deep-link?url=%2Fsettings%2Fprivacy", "/settings/privacy"])
  }

  @Test func aNestedLinkOutsideThePolicyOrTooDeepIsRefused() throws {
    let table = try Self.table(redirects: [("/deep-link?url=:url", ":url")])
    let refused = [
      ("app://deep-link?url=javascript:alert(1)", LinkError.Code.notAbsolute),
      ("app://deep-link?url=https://evil.example.com/settings/x", .hostNotAccepted),
      ("app://deep-link?url=%2Fnowhere%2Fat%2Fall", .noMatch),
    ]
    for (link, code) in refused {
      #expect(throws: LinkError.self) { try table.match(link) }
      do { _ = try table.match(link) } catch { #expect(error.code == code, "\(link): \(error)") }
    }
    var link = "/settings/x"
    for _ in 0...RouteTable<Route>.redirectLimit { link = "/deep-link?url=" + Self.encoded(link) }
    do {
      _ = try table.match(path: link)
      Issue.record("matched")
    } catch {
      #expect(error.code == .tooManyRedirects)
    }
  }

  @Test(arguments: [
    (":missing", "names \":missing\", which /deep-link?url=:url does not capture"),
    ("settings", "must be a path starting with \"/\", or one parameter holding a path"),
  ])
  func aBrokenNestedTargetIsRefused(_ target: String, _ reason: String) {
    #expect {
      try Self.table(redirects: [("/deep-link?url=:url", target)])
    } throws: { error in
      (error as? RouteTableError)?.reason.contains(reason) == true
    }
    #expect {
      try Self.table(redirects: [("/deep-link?url=:url?", ":url")])
    } throws: { error in
      (error as? RouteTableError)?.reason.contains("a nested link's parameter is required") == true
    }
  }

  static func encoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
  }
}

/// A constant route argument in Swift: the route's `parse` gives it, and its `print` takes
/// only the routes with that value, so each prints through its own pattern.
@Suite struct ConstantArgumentTests {
  enum Tab: String, Sendable { case overview, insights }
  enum Route: Sendable, Hashable { case artist(id: String, tab: Tab) }

  @Test func aConstantIsGivenAndPrintedBack() throws {
    var routes = RouteTable<Route>.Builder(policy: LinkPolicy(schemes: ["art"]))
    for (pattern, tab) in [("/artist/:id", Tab.overview), ("/artist/:id/auction-results", .insights)] {
      routes.add(
        pattern, parse: { .artist(id: try $0.string("id"), tab: tab) },
        print: { if case .artist(let id, tab) = $0 { ["id": id] } else { nil } })
    }
    let table = try routes.build()
    #expect(
      try table.match("art://artist/banksy/auction-results").route == .artist(id: "banksy", tab: .insights))
    #expect(
      try table.link(for: .artist(id: "banksy", tab: .insights)) == "art://artist/banksy/auction-results")
    #expect(try table.link(for: .artist(id: "banksy", tab: .overview)) == "art://artist/banksy")
  }
}
