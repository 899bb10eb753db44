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
  /// The indices from this container down to the one named `name`.
  func path(to name: String) -> (path: [Int], inUnselectedTab: Bool)? {
    if self.name == name { return ([], false) }
    switch self {
    case .stack:
      return nil
    case .tabs(let bar):
      for (index, tab) in bar.tabs.enumerated() {
        if let found = tab.path(to: name) {
          return ([index] + found.path, found.inUnselectedTab || index != bar.selectedIndex)
        }
      }
      return nil
    case .flows(let switcher):
      return switcher.flow.path(to: name).map { ([0] + $0.path, $0.inUnselectedTab) }
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
  /// NB: a payload taken out of an indirect enum shares its storage with the enum until the
  /// enum lets go of it, so every level parks a placeholder in `self` before mutating the
  /// payload. Without that, each step would copy the whole stack it touches. It binds with
  /// `if case`, not `switch`: a `switch` holds its own reference to the enum's storage for
  /// the whole case body, so the placeholder would free nothing (the planner benchmark found
  /// each push inside a tab bar copying its stack).
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
    if let found = root.path(to: name) {
      return ContainerLocation(level: 0, path: found.path, inUnselectedTab: found.inUnselectedTab)
    }
    for (index, modal) in modals.enumerated() {
      if let found = modal.content.path(to: name) {
        return ContainerLocation(
          level: index + 1, path: found.path, inUnselectedTab: found.inUnselectedTab)
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
