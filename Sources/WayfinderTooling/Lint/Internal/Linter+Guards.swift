import WayfinderCoordination
import WayfinderNavigation
import WayfinderRouting

extension Linter {
  /// Each configured guard waits on a screen it can show, and the graph names it.
  mutating func checkGuards() {
    var named: Set<String> = []
    for name in app.graph.containerNames {
      if let guardName = app.graph.container(named: name)?.guardName { named.insert(guardName) }
    }
    for name in app.graph.screenNames {
      if let guardName = app.graph.screen(named: name)?.guardName { named.insert(guardName) }
    }
    for spec in app.guards {
      let screen = spec.screen.name
      if !named.contains(spec.name) {
        add(
          .warning, .unusedGuard,
          "the app configures the guard \"\(spec.name)\", which nothing in the graph is behind",
          screen: screen)
      }
      guard let info = app.graph.screen(named: screen) else {
        add(
          .error, .unknownGuardScreen,
          "the guard \"\(spec.name)\" shows \"\(screen)\" while it waits, which the graph does not declare",
          screen: screen)
        continue
      }
      let guarded = info.stacks.filter { app.graph.guards(for: screen, in: $0).contains(spec.name) }
      if guarded.count == info.stacks.count, !guarded.isEmpty {
        add(
          .error, .guardedGuardScreen,
          "the guard \"\(spec.name)\" shows \"\(screen)\" while it waits, which is itself behind \"\(spec.name)\": it can never be shown",
          screen: screen)
      }
    }
  }
}
