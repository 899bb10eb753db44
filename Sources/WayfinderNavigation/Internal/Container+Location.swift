/// Where a named container is in a state: which level (0 the root, `n` the `n`th modal) and
/// the tab or flow indices from that level's container down to it.
struct ContainerLocation {
  var level: Int
  var path: ContainerPath
  /// Whether a tab bar on the way down selects another tab: the container is not on screen
  /// even when its level is.
  var inUnselectedTab: Bool
}

extension Container {
  /// Appends to `path` the indices from this container down to the one named `name`, and
  /// sets `inUnselectedTab` when a tab bar on the way selects another tab; returns whether it
  /// found it (leaving `path` as it was when not).
  ///
  /// One path for the whole search: a step looks its container up this way, so building a
  /// path per level showed in a dispatched link's profile.
  func find(_ name: String, path: inout ContainerPath, inUnselectedTab: inout Bool) -> Bool {
    switch self {
    case .stack(let stack):
      return stack.name == name
    case .tabs(let bar):
      if bar.name == name { return true }
      guard !bar.tabs.isEmpty else { return false }
      // The selected tab first: a link's steps after its tab switch all change the tab it
      // selected, so most lookups end at the first tab tried. Names are unique in a state, so
      // the order finds the same container.
      let selected = bar.tabs.indices.contains(bar.selectedIndex) ? bar.selectedIndex : 0
      if Self.find(name, inTab: selected, of: bar, path: &path, inUnselectedTab: &inUnselectedTab) {
        return true
      }
      for index in bar.tabs.indices where index != selected {
        if Self.find(name, inTab: index, of: bar, path: &path, inUnselectedTab: &inUnselectedTab) {
          return true
        }
      }
      return false
    case .flows(let switcher):
      if switcher.name == name { return true }
      path.append(0)
      if switcher.flow.find(name, path: &path, inUnselectedTab: &inUnselectedTab) { return true }
      path.removeLast()
      return false
    }
  }

  /// ``find(_:path:inUnselectedTab:)`` in the tab at `index` of `bar`.
  private static func find(
    _ name: String, inTab index: Int, of bar: TabBar, path: inout ContainerPath, inUnselectedTab: inout Bool
  ) -> Bool {
    // NB: a tab that is a stack is matched where it is; passing it to `find` would copy it
    // (retaining its screens) for every tab of every lookup, and each step looks up its
    // container.
    if case .stack(let stack) = bar.tabs[index] {
      guard stack.name == name else { return false }
      path.append(index)
    } else {
      path.append(index)
      guard bar.tabs[index].find(name, path: &path, inUnselectedTab: &inUnselectedTab) else {
        path.removeLast()
        return false
      }
    }
    if index != bar.selectedIndex { inUnselectedTab = true }
    return true
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

  /// An empty stack to park in a container while its payload is changed.
  ///
  /// NB: made each time rather than kept in a `static let`, whose every read checks a
  /// one-time initialization; an empty name and an empty array allocate nothing.
  static var placeholder: Container { .stack(Stack(name: "", screens: [])) }

  /// Moves the container at `path` out of this one, leaving a placeholder in its place for
  /// ``put(_:at:)`` to fill again.
  ///
  /// NB: a payload taken out of an enum shares its storage (a tab bar's tabs, a stack's
  /// screens, a flow switcher's box) with the enum until the enum lets go of it, so every level
  /// parks a placeholder in `self` before changing the payload. Without that, each step would
  /// copy the whole stack it touches. It binds with `if case`, not `switch`: a `switch` holds
  /// its own reference to the enum's storage for the whole case body, so the placeholder would
  /// free nothing (the planner benchmark found each push inside a tab bar copying its stack).
  /// Taking the container out and putting it back, rather than walking down with the change
  /// as a closure, keeps what the closure captures (a step's screen, say) from being copied
  /// at every level: that was most of a step's cost in the dispatch benchmark.
  mutating func take(at path: ContainerPath, from depth: Int = 0) throws(NavigationError) -> Container {
    guard depth < path.count else {
      defer { self = Container.placeholder }
      return self
    }
    if case .tabs(var bar) = self {
      self = Container.placeholder
      defer { self = .tabs(bar) }
      return try bar.tabs[path[depth]].take(at: path, from: depth + 1)
    }
    if case .flows(var switcher) = self {
      self = Container.placeholder
      defer { self = .flows(switcher) }
      return try switcher.flow.take(at: path, from: depth + 1)
    }
    throw NavigationError(.containerNotFound, "no container at that path")
  }

  /// Puts `container` at `path`, where ``take(at:)`` left a placeholder.
  mutating func put(_ container: consuming Container, at path: ContainerPath, from depth: Int = 0) {
    guard depth < path.count else {
      self = container
      return
    }
    if case .tabs(var bar) = self {
      self = Container.placeholder
      bar.tabs[path[depth]].put(container, at: path, from: depth + 1)
      self = .tabs(bar)
    } else if case .flows(var switcher) = self {
      self = Container.placeholder
      switcher.flow.put(container, at: path, from: depth + 1)
      self = .flows(switcher)
    }
  }

  /// The refusal of a step or a target that takes this container for a stack.
  var notAStack: NavigationError {
    NavigationError(.containerNotFound, "\"\(name)\" is a \(kindName), not a stack")
  }

  /// Runs `body` on this container's stack, in place; throws if it is not a stack.
  mutating func modifyStack<R>(
    _ body: (inout Stack) throws(NavigationError) -> R
  ) throws(NavigationError) -> R {
    guard case .stack(var stack) = self else { throw notAStack }
    self = Container.placeholder
    defer { self = .stack(stack) }
    return try body(&stack)
  }
}

extension NavigationState {
  /// Where the container named `name` is, searching the root and then each modal.
  func locate(_ name: String) -> ContainerLocation? {
    var path = ContainerPath()
    var inUnselectedTab = false
    if root.find(name, path: &path, inUnselectedTab: &inUnselectedTab) {
      return ContainerLocation(level: 0, path: path, inUnselectedTab: inUnselectedTab)
    }
    // NB: only when there are modals: iterating them copied the array for every lookup.
    guard !modals.isEmpty else { return nil }
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

  /// Takes the container at a location out of the tree, leaving a placeholder for
  /// ``put(_:at:)`` to fill again (see ``Container/take(at:from:)``).
  mutating func take(at location: ContainerLocation) throws(NavigationError) -> Container {
    if location.level == 0 { return try root.take(at: location.path) }
    return try modals[location.level - 1].content.take(at: location.path)
  }

  /// Puts `container` at a location, where ``take(at:)`` left a placeholder.
  mutating func put(_ container: consuming Container, at location: ContainerLocation) {
    if location.level == 0 {
      root.put(container, at: location.path)
    } else {
      modals[location.level - 1].content.put(container, at: location.path)
    }
  }

  /// Takes the stack at a location out of the tree, for ``put(_:at:)`` to put back as a stack;
  /// throws, changing nothing, when the container there is not a stack.
  ///
  /// A step changes its stack between the two with no closure: what a closure captures (the
  /// step's screen) is copied where the code is specialized for it.
  mutating func takeStack(at location: ContainerLocation) throws(NavigationError) -> Stack {
    let container = try take(at: location)
    guard case .stack(let stack) = container else {
      defer { put(container, at: location) }
      throw container.notAStack
    }
    return stack
  }

  /// Runs `body` on the container at a location, in place: takes it out of the tree, changes
  /// it, and puts it back.
  mutating func modify<R>(
    at location: ContainerLocation, _ body: (inout Container) throws(NavigationError) -> R
  ) throws(NavigationError) -> R {
    var container = try take(at: location)
    defer { put(container, at: location) }
    return try body(&container)
  }
}

extension Container {
  /// Whether the stack a person sees in this container hides the tab bar: its
  /// ``visibleStack``'s ``Stack/hidesTabBar``, read where the stack is rather than on a copy.
  var visibleStackHidesTabBar: Bool {
    switch self {
    case .stack(let stack): stack.hidesTabBar
    case .tabs(let bar): bar.selectedTabHidesTabBar
    case .flows(let switcher): switcher.flow.visibleStackHidesTabBar
    }
  }
}

extension TabBar {
  /// Whether the selected tab's visible stack hides the tab bar; see ``selectedTab``.
  var selectedTabHidesTabBar: Bool {
    guard !tabs.isEmpty else { return false }
    return tabs[tabs.indices.contains(selectedIndex) ? selectedIndex : 0].visibleStackHidesTabBar
  }
}
