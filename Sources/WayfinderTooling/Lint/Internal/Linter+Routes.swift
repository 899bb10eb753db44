import WayfinderCoordination
import WayfinderNavigation
import WayfinderRouting

extension Linter {
  /// Each route's screen, stack, placement and guards, and the back stack under it.
  mutating func checkRoutes() {
    let configured = Set(app.guards.map(\.name))
    let shapes = PathShapes(app.targets.map(\.pattern))
    for target in app.targets {
      let pattern = "\(target.pattern)"
      guard let screen = screen(of: target) else { continue }
      guard let info = app.graph.screen(named: screen) else {
        add(
          .error, .unknownScreen,
          "the route leads to \"\(screen)\", which the graph does not declare: every link to it fails",
          pattern: pattern, screen: screen)
        continue
      }
      if target.kind != .resolved { checkPlace(of: target, info, pattern: pattern) }
      // The stacks the screen is shown in: the one the route names, or each it may be in.
      let stacks = app.stacks(of: screen, naming: target.stack)
      if target.kind == .interrupt, stacks.contains(where: { app.presentation(of: $0) == nil }) {
        add(
          .warning, .interruptNotModal,
          "the route interrupts with \"\(screen)\", which is not in a modal: an interruption is presented over what is on screen, then dismissed",
          pattern: pattern, screen: screen)
      }
      let missing = Set(stacks.flatMap { app.graph.guards(for: screen, in: $0) }).subtracting(configured)
        .sorted()
      if !missing.isEmpty {
        let names = missing.map { "\"\($0)\"" }.joined(separator: ", ")
        add(
          .error, .unconfiguredGuard,
          "\"\(screen)\" is behind \(missing.count == 1 ? "the guard" : "the guards") \(names), which the app does not configure: links to it cannot pass",
          pattern: pattern, screen: screen)
      }
      for stack in stacks { checkAfter(info, in: stack, target: target, pattern: pattern, shapes: shapes) }
    }
  }

  /// The stack a route names is one its screen can be shown in, and a screen in several
  /// stacks has one picked.
  private mutating func checkPlace(
    of target: ToolApp.RouteTarget, _ info: NavigationGraph.ScreenInfo, pattern: String
  ) {
    // A screen in one stack ignores the stack a route names, which then places the screen a
    // modal is presented over (NavigationGraph.target(for:in:from:)).
    var screen = info
    if info.stacks.count == 1, let over = app.presentation(of: info.stacks[0])?.over,
      let overInfo = app.graph.screen(named: over)
    {
      screen = overInfo
    }
    let list = screen.stacks.map { "\"\($0)\"" }.joined(separator: ", ")
    if let stack = target.stack {
      if screen.stacks.count > 1, !screen.stacks.contains(stack) {
        add(
          .error, .unknownStack,
          "the route shows \"\(screen.name)\" in \"\(stack)\", which is not one of its stacks (\(list))",
          pattern: pattern, screen: info.name)
      }
      return
    }
    let roots = screen.stacks.filter { stack in
      if case .stack(let root)? = app.graph.container(named: stack)?.kind {
        root.name == screen.name
      } else {
        false
      }
    }
    // Root screens in several stacks are told apart by their fixed parameters.
    if screen.stacks.count > 1, roots.count < screen.stacks.count,
      app.graph.placement(of: screen.name) == .linkPicks
    {
      add(
        .error, .ambiguousPlacement,
        "\"\(screen.name)\" is in \(list) and the route picks none: every link to it fails; name the stack in the route's destination",
        pattern: pattern, screen: info.name)
    }
  }

  /// A screen declared without `after:` sits right on its stack's root. That is suspect when
  /// its route's pattern extends the pattern of a route to another screen of the same stack,
  /// which its back stack then lacks (`/cards/:cardID(int)/detail` showing
  /// `dashboard, cardDetail(42)` without `card(42)`): links usually nest as screens do.
  private mutating func checkAfter(
    _ info: NavigationGraph.ScreenInfo, in stack: String, target: ToolApp.RouteTarget, pattern: String,
    shapes: PathShapes
  ) {
    guard info.after == nil, case .stack(let root)? = app.graph.container(named: stack)?.kind,
      root.name != info.name
    else { return }
    for index in shapes.prefixes(of: target.pattern) {
      let other = app.targets[index]
      guard let name = screen(of: other), name != info.name, name != root.name,
        let above = app.graph.screen(named: name), above.stacks.contains(stack),
        !comesAfter(above, info.name, in: stack)
      else { continue }
      add(
        .warning, .missingAfter,
        "\"\(info.name)\" is declared without after:, so a link puts only \"\(root.name)\" under it, though its pattern extends \(other.pattern), which opens \"\(name)\" in the same stack; if it goes under it, declare after: \"\(name)\"",
        pattern: pattern, screen: info.name)
      return
    }
  }

  /// Whether `name` is in `info`'s back stack in `stack`.
  private func comesAfter(_ info: NavigationGraph.ScreenInfo, _ name: String, in stack: String) -> Bool {
    app.graph.backStack(for: app.placeholderScreen(info.name), in: stack).dropLast().contains {
      $0.name == name
    }
  }
}
