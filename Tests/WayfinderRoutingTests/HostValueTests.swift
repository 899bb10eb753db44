import Foundation
import Testing
@_spi(Internals) import WayfinderRouting

/// The host as a value (issue 35, item 3): `routes.on(hosts: [":workspace.relay.app"])` takes
/// the links of every subdomain of `relay.app` and gives the route the subdomain as its
/// parameter `workspace`; the route prints its links on that host.
@Suite struct HostValueTests {
  enum Route: Hashable, Sendable {
    case home
    case channel(workspace: String, id: String)
  }

  static func table() throws -> RouteTable<Route> {
    var routes = RouteTable<Route>.Builder(schemes: ["relay"], hosts: ["relay.app", "*.relay.app"])
    routes.add("/home", .home)
    routes.on(hosts: [":workspace.relay.app"]) { routes in
      routes.add(
        "/c/:id", parse: { .channel(workspace: try $0.string("workspace"), id: try $0.string("id")) },
        print: {
          if case .channel(let workspace, let id) = $0 { ["workspace": workspace, "id": id] } else { nil }
        })
    }
    return try routes.build()
  }

  @Test func theSubdomainIsTheValue() throws {
    let table = try Self.table()
    #expect(try table.match("https://acme.relay.app/c/C1").route == .channel(workspace: "acme", id: "C1"))
    #expect(try table.match("https://ACME.Relay.app/c/C1").route == .channel(workspace: "acme", id: "C1"))
    let match = try table.match("https://acme.relay.app/c/C1")
    #expect(match.parameters.values == ["workspace": "acme", "id": "C1"])
    #expect(match.parameters["workspace"] == "acme" && match.parameters.contains("workspace"))
    #expect(match.parameters.pattern.writtenHosts == [":workspace.relay.app"])
    #expect(match.parameters.pattern.parameterNames == ["id", "workspace"])
    for link in ["relay://c/C1", "https://relay.app/c/C1"] {
      #expect(throws: LinkError.self) { try table.match(link) }
      #expect((try? table.match(link)) == nil)
    }
    do {
      _ = try table.match("https://relay.app/c/C1")
    } catch {
      #expect(error.code == .hostNotAccepted)
    }
  }

  @Test func theRoutePrintsOnItsValuesHost() throws {
    let table = try Self.table()
    #expect(try table.link(for: .channel(workspace: "acme", id: "C1")) == "https://acme.relay.app/c/C1")
    #expect(
      try table.link(for: .channel(workspace: "acme", id: "C1"), as: .universalLink)
        == "https://acme.relay.app/c/C1")
    #expect(throws: RouteTableError.self) { try table.link(for: .channel(workspace: "a/b", id: "C1")) }
    #expect(throws: RouteTableError.self) { try table.link(for: .channel(workspace: "", id: "C1")) }
  }

  @Test(arguments: [
    ([":w.relay.app", "relay.app"], "the host value \":w.relay.app\" of /c/:id is the route's only host"),
    (
      [":1w.relay.app"],
      "a host value is \":name.\" and a domain, as in \":workspace.example.com\"; \":1w.relay.app\" of /c/:id is not"
    ),
    (
      [":w"],
      "a host value is \":name.\" and a domain, as in \":workspace.example.com\"; \":w\" of /c/:id is not"
    ),
    ([":id.relay.app"], "parameter name \"id\" is used twice: in /c/:id and as its host"),
    (
      [":w.other.org"],
      "/c/:id is on host \"*.other.org\", which the policy does not accept; accepted hosts: relay.app, *.relay.app"
    ),
  ])
  func aMisuseIsRefused(_ hosts: [String], _ reason: String) {
    var routes = RouteTable<Route>.Builder(schemes: ["relay"], hosts: ["relay.app", "*.relay.app"])
    routes.on(hosts: hosts) { $0.add("/c/:id", parse: { _ in .home }, print: { _ in nil }) }
    do {
      _ = try routes.build()
      Issue.record("built")
    } catch {
      #expect(error.reason == reason)
    }
  }
}

/// docs/Routing.md's sentence on the host as a value is what the table does.
@Suite struct RoutingDocsHostValueTests {
  @Test func theDocumentedLinkOpensTheDocumentedValue() throws {
    let docs = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/Routing.md"), encoding: .utf8)
    let flat = docs.split(whereSeparator: \.isNewline).joined(separator: " ")
    #expect(flat.contains(#"`routes.on(hosts: [":workspace.relay.app"])`"#))
    #expect(flat.contains("(`https://acme.relay.app/c/C1` → `acme`, read with `string(\"workspace\")`)"))
    let match = try HostValueTests.table().match("https://acme.relay.app/c/C1")
    #expect(try match.parameters.string("workspace") == "acme")
  }
}
