import WayfinderCoordination
import WayfinderNavigation
@_spi(Internals) import WayfinderRouting

/// What the exports and the linter read from a route target: its place in the graph.
extension ToolApp {
  /// The stacks `screen` is shown in when a route names `stack`: that one when the screen is
  /// in it, else every stack the graph puts the screen in. (A screen in one stack ignores the
  /// stack a route names, which then places the screen its modal is presented over.)
  func stacks(of screen: String, naming stack: String?) -> [String] {
    let stacks = graph.stacks(of: screen)
    if let stack, stacks.contains(stack) { return [stack] }
    return stacks
  }

  /// The screen named `name` with each declared parameter set to its own name, as the tables
  /// print it: `card(cardID)`.
  func placeholderScreen(_ name: String) -> Screen {
    let names = graph.screen(named: name)?.parameters ?? []
    return Screen(
      name, parameters: Dictionary(names.map { ($0, $0) }, uniquingKeysWith: { first, _ in first }))
  }

  /// The screens put under the target's screen in `stack`, bottom first, without the screen.
  func backStack(under screen: String, in stack: String) -> [Screen] {
    Array(graph.backStack(for: placeholderScreen(screen), in: stack).dropLast())
  }

  /// How the modal that holds the stack is presented: the stack's own, or that of the modal
  /// whose tab bar or flows lead to it; `nil` for a stack of the root's.
  func presentation(of stack: String) -> NavigationGraph.ContainerInfo.Presentation? {
    graph.path(to: stack).first.flatMap { graph.container(named: $0)?.presentation }
  }

  /// A link that opens `pattern`: its example path under the first custom scheme, or on the
  /// first web host (the pattern's first, for a pattern on some hosts only).
  package func exampleLink(_ pattern: RoutePattern) -> String? {
    let path = pattern.examplePath
    if let host = pattern.hosts.first, let scheme = policy.webSchemes.first {
      return "\(scheme)://\(HostName.example(host))" + path
    }
    if let scheme = policy.schemes.first { return "\(scheme)://" + path }
    if let host = policy.hosts.first, let scheme = policy.webSchemes.first {
      return "\(scheme)://\(host)" + path
    }
    return nil
  }

  /// For a route resolved at run time, the screen it is taken to lead to: the graph's screen
  /// named like the route's case (`recipe(1)` → `recipe`), or `nil`.
  ///
  /// A resolved route names its screen only when it runs; this reads the route an example
  /// link makes, which is the best a static tool can do.
  func likelyScreen(of target: RouteTarget) -> String? {
    guard target.kind == .resolved, let link = exampleLink(target.pattern),
      let route = reading(link).route
    else { return nil }
    let name = String(route.prefix { $0 != "(" })
    return graph.contains(screen: name) ? name : nil
  }
}
