import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) @_spi(Testing) import WayfinderTooling

/// Apps for `wayfinder-bench lint`, of any number of routes, in two shapes:
///
/// - `tabs`: ten tabs `tab0`…`tab9`, each a stack whose root is `home{t}` under the route
///   `/t{t}`, and the other screens `s{t}_{p}` pushed in chains of five (each declared `after:`
///   the one before), under `/t{t}/s{p}`, the last three of a chain with an `int` id
///   (`/t{t}/s{p}/:id(int)`): `wayfinder-bench dispatch`'s generated app, the tabs growing
///   deeper as the app grows. Every tab but the first is behind the guard `signedIn`.
/// - `paths`: the route patterns of `wayfinder-bench routing` (sections, parameters beside
///   literals as in `/users/me` beside `/users/:usersID`, a few `*rest` wildcards), each
///   route to a screen of its own, in one stack per first segment, under a tab bar.
enum LintWorkload {
  static let shapes = ["tabs", "paths"]

  static func app(shape: String, routes: Int) throws -> ToolApp {
    shape == "tabs" ? try tabs(routes: routes) : try paths(routes: routes)
  }

  static let tabCount = 10
  static let chainLength = 5

  static func tabs(routes routeCount: Int) throws -> ToolApp {
    var graph = NavigationGraph.Builder(root: "app")
    graph.flows("app", ["login", "main"])
    graph.stack("login", root: Screen("login"))
    graph.tabs("main", (0..<tabCount).map { "tab\($0)" })
    var routes = RouteTable<Int>.Builder(policy: LinkPolicy(schemes: ["gen"], hosts: ["gen.example.com"]))
    routes.add("/login", 0)
    var screens: [Screen] = [Screen("login")]
    for tab in 0..<tabCount {
      let guardName: String? = tab == 0 ? nil : "signedIn"
      // The routes but `/login`, shared out among the tabs.
      let perTab = max(1, (routeCount - 1) / tabCount + (tab < (routeCount - 1) % tabCount ? 1 : 0))
      for position in 0..<perTab {
        let index = screens.count
        if position == 0 {
          graph.stack("tab\(tab)", root: Screen("home\(tab)"), guard: guardName)
          routes.add("/t\(tab)", index)
          screens.append(Screen("home\(tab)"))
          continue
        }
        let chain = (position - 1) % chainLength
        let name = "s\(tab)_\(position)"
        let after = chain == 0 ? nil : "s\(tab)_\(position - 1)"
        let hasID = chain >= 2
        graph.screen(name, in: "tab\(tab)", parameters: hasID ? ["id"] : [], after: after)
        if hasID {
          routes.add("/t\(tab)/s\(position)/:id(int)", parse: { _ in index }, print: { _ in nil })
          screens.append(Screen(name, parameters: ["id": "1"]))
        } else {
          routes.add("/t\(tab)/s\(position)", index)
          screens.append(Screen(name))
        }
      }
    }
    let table = try routes.build()
    let built = try graph.build()
    let targets = screens
    return ToolApp(
      name: "tabs", routes: table, graph: built,
      guards: [ToolApp.Guard("signedIn", showing: Screen("login"))],
      destination: { index, _ in .screen(targets[index]) })
  }

  static func paths(routes routeCount: Int) throws -> ToolApp {
    let workload = Workload(routeCount: routeCount, linkCount: 1)
    var stacks: [String] = []
    var stackOf: [String] = []
    for route in workload.routes {
      guard case .literal(let first) = route.segments[0] else { continue }
      if !stacks.contains(first) { stacks.append(first) }
      stackOf.append(first)
    }
    var graph = NavigationGraph.Builder(root: "main")
    graph.tabs("main", stacks.map { "tab_" + $0 })
    for stack in stacks { graph.stack("tab_" + stack, root: Screen("root_" + stack)) }
    var routes = RouteTable<Int>.Builder(
      policy: LinkPolicy(schemes: [Workload.scheme], hosts: [Workload.host]))
    for (index, route) in workload.routes.enumerated() {
      graph.screen("r\(index)", in: "tab_" + stackOf[index])
      routes.add(route.pattern, parse: { _ in index }, print: { _ in nil })
    }
    let table = try routes.build()
    let built = try graph.build()
    return ToolApp(
      name: "paths", routes: table, graph: built,
      destination: { index, _ in .screen(Screen("r\(index)")) })
  }
}
