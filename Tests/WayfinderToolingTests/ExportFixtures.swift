import WayfinderCoordination
import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) @_spi(Testing) import WayfinderTooling

/// Small apps made for one export or lint finding each: routes are strings naming where they
/// lead, and the graph is declared inline.
enum Fixture {
  /// A policy with the custom scheme `tiny` and the host `tiny.example.com`.
  static let policy = LinkPolicy(schemes: ["tiny"], hosts: ["tiny.example.com"])

  /// An app whose route for each pattern is the string given with it.
  ///
  /// - Parameter destination: Where a route leads; by default the screen it names.
  static func app(
    name: String = "tiny",
    policy: LinkPolicy = Fixture.policy,
    types: [ParameterType] = [],
    routes: [(pattern: String, route: String)],
    graph: NavigationGraph,
    guards: [ToolApp.Guard] = [],
    destination: @escaping @Sendable (String) -> Destination = { .screen(Screen($0)) }
  ) throws -> ToolApp {
    var table = RouteTable<String>.Builder(policy: policy)
    for type in types { table.register(type) }
    for (pattern, route) in routes {
      table.add(pattern, parse: { _ in route }, print: { _ in nil })
    }
    return ToolApp(
      name: name, routes: try table.build(), graph: graph, guards: guards,
      destination: { route, _ in destination(route) })
  }

  /// A graph with the stack `main` (root `home`) at its root, and what `declare` adds.
  static func graph(_ declare: (inout NavigationGraph.Builder) -> Void = { _ in }) throws -> NavigationGraph {
    var graph = NavigationGraph.Builder(root: "main")
    graph.stack("main", root: Screen("home"))
    declare(&graph)
    return try graph.build()
  }

  /// A graph whose root stack `main` (root `home`) holds `screens`, none with `after:`.
  static func graph(screens: [String]) throws -> NavigationGraph {
    try graph { graph in
      for screen in screens { graph.screen(screen, in: "main") }
    }
  }

  /// A type for lowercase slugs: letters, digits and `-`.
  static let slug = ParameterType(name: "slug") { value in
    value.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
  }
}
