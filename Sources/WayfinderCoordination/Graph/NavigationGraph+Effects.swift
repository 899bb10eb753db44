@_spi(Internals) import WayfinderNavigation

extension NavigationGraph {
  /// The state a link to `screen` at `place` with `effect` should reach from `current`, or
  /// `nil` when the effect builds it as ``LinkEffect/rebuild`` does (the default, a stack not
  /// in `current`, nothing to bring back).
  func target(
    for screen: Screen, at place: Place, effect: LinkEffect, from current: NavigationState
  ) -> NavigationState? {
    guard effect != .rebuild, place.root != nil,
      case .stack(let stack)? = current.container(named: place.stack)
    else { return nil }
    let shaped = Screen(screen.name, parameters: screen.parameters, data: screen.data, traits: place.traits)
    var screens = stack.screens
    switch effect {
    case .rebuild:
      return nil
    case .push:
      // The screen on top already: kept, taking the link's data (an update in place).
      guard screens.last?.id != shaped.id else {
        screens[screens.count - 1] = shaped
        break
      }
      if shaped.traits.contains(.unique) {
        // Another instance goes; the stack's root stays whatever its name.
        let root = screens.first
        screens.removeAll { $0.name == shaped.name && $0 != root }
      }
      screens.append(shaped)
    case .bringBack:
      guard let index = screens.lastIndex(where: { $0.id == shaped.id }) else { return nil }
      screens.removeSubrange((index + 1)...)
      screens[index] = shaped
    }
    guard let target = try? current.showing(screens, in: place.stack) else { return nil }
    guard place.traits.contains(.uniqueInApp) else { return target }
    return target.closingOthers(named: screen.name, keeping: place.stack)
  }
}
