import Foundation
import Testing
@_spi(Internals) import WayfinderRouting

/// The whole link beside a route's values (issue 35, item 3): `RouteParameters.linkURL()`
/// reads it, `print` leaves it out, and `link(for:)` prints the route from its own values.
@Suite struct WholeLinkTests {
  enum Route: Hashable, Sendable {
    case article(id: String, source: URL)
    case file(path: String)
  }

  static func table(decodesTwice: Bool = true) throws -> RouteTable<Route> {
    var policy = LinkPolicy(schemes: ["press"], hosts: ["press.example.com"])
    policy.decodesTwice = decodesTwice
    var press = RouteTable<Route>.Builder(policy: policy)
    press.add(
      "/a/:id",
      parse: { .article(id: try $0.string("id"), source: try $0.linkURL()) },
      print: { if case .article(let id, _) = $0 { ["id": id] } else { nil } })
    press.add(
      "/files/:path",
      parse: { .file(path: try $0.string("path")) },
      print: { if case .file(let path) = $0 { ["path": path] } else { nil } })
    return try press.build()
  }

  @Test func theRouteHoldsTheLinkItCameBy() throws {
    let table = try Self.table()
    for link in [
      "press://a/7?ref=mail", "https://press.example.com/a/7#top", "https://PRESS.example.com/a/7",
    ] {
      let match = try table.match(link)
      #expect(match.route == .article(id: "7", source: try #require(URL(string: link))), "\(link)")
      #expect(match.parameters.link == link)
    }
  }

  @Test func printingUsesTheRoutesOwnValuesOnly() throws {
    let table = try Self.table()
    let shared = try #require(URL(string: "https://press.example.com/a/7?ref=mail"))
    // The printed link reopens with itself as the source: the same pattern and values, so it
    // is the route's link.
    #expect(try table.link(for: .article(id: "7", source: shared)) == "press://a/7")
    #expect(
      try table.link(for: .article(id: "7", source: shared), as: .universalLink)
        == "https://press.example.com/a/7")
    let reopened = try table.match("press://a/7").route
    #expect(reopened == .article(id: "7", source: try #require(URL(string: "press://a/7"))))
  }

  @Test func aLinkFoundationTakesOnlyEncodedIsEncoded() throws {
    let table = try Self.table()
    // The router takes a raw non-ASCII letter; the URL holds it percent-encoded.
    let match = try table.match("press://a/caf\u{E9}")
    guard case .article(let id, let source) = match.route else {
      Issue.record("\(match.route)")
      return
    }
    #expect(id == "caf\u{E9}")
    #expect(source.absoluteString == "press://a/caf%C3%A9")
  }

  @Test func aLossyPrinterIsStillCaught() throws {
    // A route that reopens as another route through another pattern is still an error.
    enum Lossy: Hashable, Sendable {
      case user(String)
      case me
    }
    var routes = RouteTable<Lossy>.Builder(schemes: ["app"])
    routes.add("/users/me", .me)
    routes.add(
      "/users/:id", parse: { .user(try $0.string("id")) },
      print: { if case .user(let id) = $0 { ["id": id] } else { nil } })
    let table = try routes.build()
    #expect(throws: RouteTableError.self) { try table.link(for: .user("me")) }
  }
}

/// docs/Routing.md's section on the whole link and links encoded twice is what its sample's
/// table does: the sample is compiled by the Apple stand-ins check, and this is the same
/// builder, run.
@Suite struct RoutingDocsWholeLinkTests {
  @Test func theDocumentedTableIsWhatTheTableDoes() throws {
    let docs = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/Routing.md"), encoding: .utf8)
    let start = try #require(docs.range(of: "## The whole link, and links encoded twice"))
    let end = try #require(docs.range(of: "## Priority"))
    let section = docs[start.upperBound..<end.lowerBound]
    // The sample in the docs is WholeLinkTests' builder, line for line.
    #expect(section.contains("pressPolicy.decodesTwice = true"))
    #expect(section.contains(#"parse: { .article(id: try $0.string("id"), source: try $0.linkURL()) },"#))
    #expect(section.contains(#"print: { if case .article(let id, _) = $0 { ["id": id] } else { nil } })"#))
    let table = try WholeLinkTests.table()
    var rows = 0
    for line in section.split(separator: "\n") where line.hasPrefix("| `press://") {
      let cells = line.split(separator: "|").map {
        $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      }
      let (link, expected) = (cells[0], cells[1])
      do {
        let route = try table.match(link).route
        let shown: String =
          switch route {
          case .article(let id, let source): "article(id: \"\(id)\", source: \(source))"
          case .file(let path): "file(path: \"\(path)\")"
          }
        #expect(shown == expected, "\(link)")
      } catch {
        #expect(error.code.description == Self.kebabCased(expected), "\(link)")
      }
      rows += 1
    }
    #expect(rows == 4)
  }

  static func kebabCased(_ text: String) -> String {
    text.reduce(into: "") { result, character in
      if character.isUppercase { result += "-" + character.lowercased() } else { result.append(character) }
    }
  }
}
