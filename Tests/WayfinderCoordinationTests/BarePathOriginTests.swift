import Foundation
import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTesting

/// Host-less in-app paths (`/a/7`) routed as the in-app links they stand for, when the policy
/// names their origin (`LinkPolicy.barePathOrigin`): the center, its explanation and the table's
/// policy agree (issue 35).
@MainActor
@Suite struct BarePathOriginTests {
  enum Route: Sendable, Hashable {
    case article(String)
    case amp(String)

    var screen: Screen { Screen("page", parameters: ["id": "\(self)"]) }
  }

  static func center(origin: String?) throws -> DeepLinkCenter<Route> {
    var policy = LinkPolicy(schemes: ["news"], hosts: ["www.example.com", "m.example.com"])
    policy.barePathOrigin = origin
    var routes = RouteTable<Route>.Builder(policy: policy)
    routes.add(
      "/a/:id", parse: { .article(try $0.string("id")) },
      print: { if case .article(let id) = $0 { ["id": id] } else { nil } })
    routes.on(hosts: ["m.example.com"]) { routes in
      routes.add(
        "/amp/:id", parse: { .amp(try $0.string("id")) },
        print: { if case .amp(let id) = $0 { ["id": id] } else { nil } })
    }
    var builder = NavigationGraph.Builder(root: "home")
    builder.stack("home", root: Screen("home"))
    builder.screen("page", in: "home", parameters: ["id"])
    let graph = try builder.build()
    let center = DeepLinkCenter(
      routes: try routes.build(), graph: graph, navigator: HeadlessNavigator(state: graph.initialState),
      clock: ManualClock(), destination: { .screen($0.screen) })
    center.becomeReady()
    return center
  }

  @Test func withAnOriginABarePathIsThatOriginsLink() async throws {
    let center = try Self.center(origin: "https://M.example.com")
    var told: [String] = []
    center.rewrite = { link in
      told.append(link.url)
      return link.url
    }
    #expect(await center.open("/amp/7").name == "handled")
    #expect(await center.open("/a/7").name == "handled")
    // The rewrite is told the whole link; a whole link is read as it is.
    #expect(await center.open("news://a/8").name == "handled")
    #expect(told == ["https://m.example.com/amp/7", "https://m.example.com/a/7", "news://a/8"])
    let explanation = await center.explain("/amp/7")
    #expect(explanation.standsFor == "https://m.example.com/amp/7")
    #expect(explanation.route == "amp(\"7\")")
    #expect(explanation.coldRewrite == nil && explanation.warmRewrite == nil)
  }

  @Test func withoutAnOriginABarePathIsOnNoHost() async throws {
    let center = try Self.center(origin: nil)
    guard case .rejected(let error) = await center.open("/amp/7") else {
      Issue.record("not rejected")
      return
    }
    #expect(error.code == .hostNotAccepted)
    #expect(await center.open("/a/7").name == "handled")
    #expect((await center.explain("/amp/7")).standsFor == nil)
  }

  @Test(arguments: [
    ("https://evil.example.com", "is on host \"evil.example.com\", which the policy does not accept"),
    ("m.example.com", "has no \"://\""),
    ("https://", "has no host, and \"https\" is not a custom scheme of the policy"),
  ])
  func anOriginThePolicyDoesNotAcceptIsRefusedByBuild(_ origin: String, _ reason: String) throws {
    #expect {
      _ = try Self.center(origin: origin)
    } throws: { error in
      guard let error = error as? RouteTableError else { return false }
      return error.code == .invalidPolicy && error.reason.contains(reason)
    }
  }

  @Test func thePolicyKeepsItsOriginThroughCodable() throws {
    var policy = LinkPolicy(schemes: ["news"], hosts: ["m.example.com"])
    policy.barePathOrigin = "news://"
    let data = try JSONEncoder().encode(policy)
    #expect(try JSONDecoder().decode(LinkPolicy.self, from: data) == policy)
    let old =
      #"{"schemes":["news"],"hosts":[],"webSchemes":["https"],"maxLength":9,"maxSegments":3,"maxQueryItems":3}"#
    #expect(try JSONDecoder().decode(LinkPolicy.self, from: Data(old.utf8)).barePathOrigin == nil)
  }
}
