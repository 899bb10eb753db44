/// Where a named container is in a state: which level (0 the root, `n` the `n`th modal) and
/// the tab or flow indices from that level's container down to it.
struct ContainerLocation {
  var level: Int
  var path: [Int]
  /// Whether a tab bar on the way down selects another tab: the container is not on screen
  /// even when its level is.
  var inUnselectedTab: Bool
}

extension Container {
  /// Appends to `path` the indices from this container down to the one named `name`, and
  /// sets `inUnselectedTab` when a tab bar on the way selects another tab; returns whether it
  /// found it (leaving `path` as it was when not).
  ///
  /// One array for the whole search: a step looks its container up this way, so building a
  /// path per level showed in a dispatched link's profile.
  func find(_ name: String, path: inout [Int], inUnselectedTab: inout Bool) -> Bool {
    if self.name == name { return true }
    switch self {
    case .stack:
      return false
    case .tabs(let bar):
      for index in bar.tabs.indices {
        path.append(index)
        if bar.tabs[index].find(name, path: &path, inUnselectedTab: &inUnselectedTab) {
          if index != bar.selectedIndex { inUnselectedTab = true }
          return true
        }
        path.removeLast()
      }
      return false
    case .flows(let switcher):
      path.append(0)
      if switcher.flow.find(name, path: &path, inUnselectedTab: &inUnselectedTab) { return true }
      path.removeLast()
      return false
    }
  }

  /// Every container name in this container, itself included.
  func collectNames(into names: inout Set<String>) {
    names.insert(name)
    switch self {
    case .stack: break
    case .tabs(let bar): for tab in bar.tabs { tab.collectNames(into: &names) }
    case .flows(let switcher): switcher.flow.collectNames(into: &names)
    }
  }

  static let placeholder = Container.stack(Stack(name: "", screens: []))

  /// Runs `body` on the container at `path`, in place.
  ///
  /// NB: a payload taken out of an enum shares its storage (a tab bar's tabs, a stack's
  /// screens, a flow switcher's box) with the enum until the enum lets go of it, so every level
  /// parks a placeholder in `self` before mutating the payload. Without that, each step would
  /// copy the whole stack it touches. It binds with `if case`, not `switch`: a `switch` holds
  /// its own reference to the enum's storage for the whole case body, so the placeholder would
  /// free nothing (the planner benchmark found each push inside a tab bar copying its stack).
  mutating func modify<R>(
    at path: ArraySlice<Int>, _ body: (inout Container) throws(NavigationError) -> R
  ) throws(NavigationError) -> R {
    guard let index = path.first else { return try body(&self) }
    if case .tabs(var bar) = self {
      self = Container.placeholder
      defer { self = .tabs(bar) }
      return try bar.tabs[index].modify(at: path.dropFirst(), body)
    }
    if case .flows(var switcher) = self {
      self = Container.placeholder
      defer { self = .flows(switcher) }
      return try switcher.flow.modify(at: path.dropFirst(), body)
    }
    throw NavigationError(.containerNotFound, "no container at that path")
  }

  /// Runs `body` on this container's stack, in place; throws if it is not a stack.
  mutating func modifyStack<R>(
    _ body: (inout Stack) throws(NavigationError) -> R
  ) throws(NavigationError) -> R {
    guard case .stack(var stack) = self else {
      throw NavigationError(.containerNotFound, "\"\(name)\" is a \(kindName), not a stack")
    }
    self = Container.placeholder
    defer { self = .stack(stack) }
    return try body(&stack)
  }
}

extension NavigationState {
  /// Where the container named `name` is, searching the root and then each modal.
  func locate(_ name: String) -> ContainerLocation? {
    var path: [Int] = []
    var inUnselectedTab = false
    if root.find(name, path: &path, inUnselectedTab: &inUnselectedTab) {
      return ContainerLocation(level: 0, path: path, inUnselectedTab: inUnselectedTab)
    }
    for (index, modal) in modals.enumerated() {
      if modal.content.find(name, path: &path, inUnselectedTab: &inUnselectedTab) {
        return ContainerLocation(level: index + 1, path: path, inUnselectedTab: inUnselectedTab)
      }
    }
    return nil
  }

  /// The container at a location.
  func container(at location: ContainerLocation) -> Container {
    var container = location.level == 0 ? root : modals[location.level - 1].content
    for index in location.path {
      switch container {
      case .stack: return container
      case .tabs(let bar): container = bar.tabs[index]
      case .flows(let switcher): container = switcher.flow
      }
    }
    return container
  }

  /// Runs `body` on the container at a location, in place.
  mutating func modify<R>(
    at location: ContainerLocation, _ body: (inout Container) throws(NavigationError) -> R
  ) throws(NavigationError) -> R {
    if location.level == 0 { return try root.modify(at: location.path[...], body) }
    return try modals[location.level - 1].content.modify(at: location.path[...], body)
  }
}
