import Foundation
import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTesting

/// A saved state whose screens have optional parameters (one screen reached by routes with
/// different parameter sets): it comes back with them absent or present, and what no longer
/// fits or decodes is still left out with the reason.
@MainActor
@Suite struct RestorationOptionalParameterTests {
  /// A stack `people` (root `people`) where `profile` takes `id` or `name` or both, and
  /// `posts`, after it, takes `id`, which it needs.
  static func graph() throws -> NavigationGraph {
    var graph = NavigationGraph.Builder(root: "people")
    graph.stack("people", root: Screen("people"))
    graph.screen("profile", in: "people", parameters: ["id", "name"], optionalParameters: ["id", "name"])
    graph.screen("posts", in: "people", parameters: ["id"], after: "profile")
    return try graph.build()
  }

  static func center() throws -> (DeepLinkCenter<String>, HeadlessNavigator) {
    var routes = RouteTable<String>.Builder(policy: LinkPolicy(schemes: ["people"]))
    routes.add("/people", "people")
    let start = NavigationState(root: .stack("people", [Screen("people")]))
    let navigator = HeadlessNavigator(state: start)
    let center = DeepLinkCenter(
      routes: try routes.build(), graph: try graph(), navigator: navigator, clock: ManualClock(),
      destination: { _ in .screen(Screen("people")) })
    return (center, navigator)
  }

  static func state(_ screens: [Screen]) -> NavigationState {
    NavigationState(root: .stack("people", [Screen("people")] + screens))
  }

  nonisolated static let whole: [[String: String]] = [
    ["id": "1"], ["name": "ada"], ["id": "1", "name": "ada"], [:],
  ]

  @Test(arguments: whole)
  func aScreenWithItsOptionalParametersAbsentOrPresentIsRestored(_ parameters: [String: String]) async throws
  {
    let (center, navigator) = try Self.center()
    let saved = Self.state([Screen("profile", parameters: parameters)])
    #expect(try Self.graph().problem(restoring: saved) == nil)
    let outcome = await center.restore(saved)
    #expect(outcome.name == "handled", "\(outcome)")
    #expect(navigator.state == saved)
  }

  @Test func restoredFromDataToo() async throws {
    let (center, navigator) = try Self.center()
    let saved = Self.state([
      Screen("profile", parameters: ["name": "ada"]), Screen("posts", parameters: ["id": "1"]),
    ])
    let outcome = await center.restore(data: try JSONEncoder().encode(saved))
    #expect(outcome?.name == "handled", "\(String(describing: outcome))")
    #expect(navigator.state == saved)
  }

  struct Stale: Sendable, CustomTestStringConvertible {
    let screens: [Screen]
    let kept: [Screen]
    let leftOut: String
    var testDescription: String { leftOut }
  }

  nonisolated static let stale: [Stale] = [
    // A parameter the graph does not declare.
    Stale(
      screens: [Screen("profile", parameters: ["nick": "ada"])], kept: [],
      leftOut:
        "left out profile(ada) from \"people\": profile(ada) does not have the parameters the graph declares (id, name; optional: id, name)"
    ),
    // A required parameter missing, after an optional one absent.
    Stale(
      screens: [Screen("profile", parameters: ["name": "ada"]), Screen("posts")],
      kept: [Screen("profile", parameters: ["name": "ada"])],
      leftOut: "left out posts from \"people\": posts does not have the parameters the graph declares (id)"),
  ]

  @Test(arguments: stale)
  func whatNoLongerFitsIsStillLeftOutWithTheReason(_ case: Stale) async throws {
    let (center, navigator) = try Self.center()
    let outcome = await center.restore(Self.state(`case`.screens))
    guard case .restoredInPart(let state, let dropped) = outcome else {
      Issue.record("\(outcome)")
      return
    }
    #expect(state == Self.state(`case`.kept))
    #expect(navigator.state == Self.state(`case`.kept))
    #expect(dropped.code == .notRestored)
    #expect(dropped.reason == "the saved state was restored in part: \(`case`.leftOut)")
  }

  /// A screen of the saved data that does not decode (a parameter value that is not text) is
  /// left out with the screens after it; the optional-parameter screen before it comes back.
  @Test func whatNoLongerDecodesIsLeftOutWithTheReason() async throws {
    let (center, navigator) = try Self.center()
    let kept = Self.state([Screen("profile", parameters: ["id": "1"])])
    var object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(kept)) as? [String: Any])
    var root = try #require(object["root"] as? [String: Any])
    var screens = try #require(root["screens"] as? [Any])
    screens.append(["name": "posts", "parameters": ["id": 7]])
    root["screens"] = screens
    object["root"] = root
    let outcome = await center.restore(data: try JSONSerialization.data(withJSONObject: object))
    #expect(outcome?.name == "restored-in-part", "\(String(describing: outcome))")
    #expect(
      outcome?.description.contains("left out screen 3 of \"people\"") == true,
      "\(String(describing: outcome))")
    #expect(navigator.state == kept)
  }
}
