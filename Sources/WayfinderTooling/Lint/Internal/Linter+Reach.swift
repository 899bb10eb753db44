import WayfinderCoordination
import WayfinderNavigation
import WayfinderRouting

extension Linter {
  /// Every screen can be shown by some link: a route leads to it (any web link's among them),
  /// a decision may choose it (its `among`), a route puts it in the back stack under its
  /// screen, or presents a modal over it. A stack's root shows whenever its stack does, and a
  /// guard's screen whenever the guard waits, so neither is reported.
  mutating func checkReach() {
    var reached: Set<String> = []
    for target in app.targets + (app.anyWebLinkTarget.map { [$0] } ?? []) {
      if let screen = screen(of: target), let info = app.graph.screen(named: screen) {
        reach(info, app.stacks(of: screen, naming: target.stack), &reached)
      }
      // The screens a decision may choose, each in any of its stacks.
      guard target.kind == .resolved, let link = app.exampleLink(target.pattern) else { continue }
      for choice in app.reading(link).choices ?? [] {
        guard let info = app.graph.screen(named: choice) else { continue }
        reach(info, info.stacks, &reached)
      }
    }
    for name in app.graph.containerNames {
      if case .stack(let root)? = app.graph.container(named: name)?.kind { reached.insert(root.name) }
    }
    reached.formUnion(app.guards.map(\.screen.name))
    for name in app.graph.screenNames where !reached.contains(name) {
      add(
        .warning, .unreachableScreen,
        "no route leads to \"\(name)\", nor puts it under a screen a route leads to: no link can show it",
        screen: name)
    }
  }

  /// Marks `info` and what a link to it puts on screen with it: its back stack, and the
  /// screen (and back stack) its modal is presented over.
  private func reach(_ info: NavigationGraph.ScreenInfo, _ stacks: [String], _ reached: inout Set<String>) {
    reached.insert(info.name)
    for stack in stacks {
      for screen in app.backStack(under: info.name, in: stack) { reached.insert(screen.name) }
      if let over = app.presentation(of: stack)?.over, !reached.contains(over),
        let overInfo = app.graph.screen(named: over)
      {
        reach(overInfo, overInfo.stacks, &reached)
      }
    }
  }
}
