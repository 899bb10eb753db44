import Foundation
import Testing
@_spi(Internals) import WayfinderRouting

/// How a query value's `+` reads: as itself, as `URLComponents` reads it, unless the policy
/// asks for form decoding, as Android's `Uri.getQueryParameter` does.
@Suite struct QueryDecodingTests {
  enum R: Hashable, Sendable {
    case search(String, page: Int?)
    case tag(String)
  }

  static func table(plusIsSpace: Bool) throws -> RouteTable<R> {
    var b = RouteTable<R>.Builder(policy: LinkPolicy(schemes: ["shop"], plusIsSpaceInQuery: plusIsSpace))
    b.add(
      "/search?q=:q&page=:page(int)?",
      parse: { .search(try $0.string("q"), page: $0.contains("page") ? try $0.int("page") : nil) },
      print: { if case .search(let q, let page) = $0 { ["q": q, "page": page] } else { nil } })
    b.add(
      "/tags/:tag", parse: { .tag(try $0.string("tag")) },
      print: { if case .tag(let tag) = $0 { ["tag": tag] } else { nil } })
    return try b.build()
  }

  @Test(arguments: [
    ("shop://search?q=red+shoes", false, R.search("red+shoes", page: nil)),
    ("shop://search?q=red+shoes", true, .search("red shoes", page: nil)),
    ("shop://search?q=a%2Bb+c", true, .search("a+b c", page: nil)),
    ("shop://search?q=a%20b", false, .search("a b", page: nil)),
    ("shop://search?q=+&page=2", true, .search(" ", page: 2)),
    ("shop://tags/a+b", true, .tag("a+b")),
  ])
  func aPlusReadsAsThePolicySays(link: String, plusIsSpace: Bool, route: R) throws {
    let match = try Self.table(plusIsSpace: plusIsSpace).match(link)
    #expect(match.route == route)
    if case .search(let q, _) = route { #expect(match.parameters.values["q"] == q) }
  }

  @Test(arguments: [false, true])
  func normalizingAndPrintingAgreeWithMatching(plusIsSpace: Bool) throws {
    let table = try Self.table(plusIsSpace: plusIsSpace)
    let normalized = try table.normalize("shop://search?q=red+shoes")
    #expect(normalized.query.first?.value == (plusIsSpace ? "red shoes" : "red+shoes"))
    #expect(
      try table.match(path: normalized.description).route == table.match("shop://search?q=red+shoes").route)
    #expect(try table.link(for: .search("red shoes", page: nil)) == "shop://search?q=red%20shoes")
    #expect(try table.link(for: .search("a+b", page: nil)) == "shop://search?q=a%2Bb")
    #expect(
      try table.match(try table.link(for: .search("a+b c", page: nil))).route == .search("a+b c", page: nil))
  }

  @Test func aPolicyWrittenBeforeTheOptionDecodesWithItOff() throws {
    let old =
      #"{"schemes":["shop"],"hosts":[],"webSchemes":["https"],"maxLength":2048,"maxSegments":32,"maxQueryItems":32}"#
    let policy = try JSONDecoder().decode(LinkPolicy.self, from: Data(old.utf8))
    #expect(policy == LinkPolicy(schemes: ["shop"]))
    let formed = LinkPolicy(schemes: ["shop"], plusIsSpaceInQuery: true)
    #expect(try JSONDecoder().decode(LinkPolicy.self, from: JSONEncoder().encode(formed)) == formed)
  }
}
