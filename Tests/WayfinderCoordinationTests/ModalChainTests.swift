import Testing
import WayfinderCoordination
import WayfinderNavigation

/// A link's parameters travel down a chain of modals, each presented over a screen of the one
/// below, to every screen on the way that declares them.
@Suite struct ModalChainTests {
  static func graph() throws -> NavigationGraph {
    var graph = NavigationGraph.Builder(root: "s")
    graph.stack("s", root: Screen("one"))
    graph.screen("two", in: "s", parameters: ["id"])
    graph.screen("three", in: "s", parameters: ["id"], after: "two")
    graph.modal("m4", .sheet, root: Screen("four"), over: "three")
    graph.modal("m5", .sheet, root: Screen("five"), over: "four")
    return try graph.build()
  }

  @Test func aLinkToTheTopOfAChainOfModalsGivesEveryScreenItsParameters() throws {
    let graph = try Self.graph()
    let nine = ["id": "9"]
    let target = try graph.target(for: Screen("five", parameters: nine), from: graph.initialState)
    let expected = NavigationState(
      root: .stack("s", [Screen("one"), Screen("two", parameters: nine), Screen("three", parameters: nine)]),
      modals: [
        Modal(.sheet, .stack("m4", [Screen("four", parameters: nine)])),
        Modal(.sheet, .stack("m5", [Screen("five", parameters: nine)])),
      ])
    #expect(target == expected)
    // As a link to the middle of the chain does.
    let four = try graph.target(for: Screen("four", parameters: nine), from: graph.initialState)
    #expect(four == NavigationState(root: expected.root, modals: [expected.modals[0]]))
  }

  @Test func aModalOverAStackRootKeepsTheRootAsDeclared() throws {
    var builder = NavigationGraph.Builder(root: "s")
    builder.stack("s", root: Screen("one"))
    builder.modal("m", .sheet, root: Screen("detail"), over: "one")
    let graph = try builder.build()
    let target = try graph.target(for: Screen("detail", parameters: ["id": "3"]), from: graph.initialState)
    #expect(target.root == .stack("s", [Screen("one")]))
  }
}
