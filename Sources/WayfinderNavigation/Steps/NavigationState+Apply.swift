extension NavigationState {
  /// The state after `step`, or the reason UIKit would refuse it.
  ///
  /// This is the rule book every navigator shares. A step is refused when it:
  /// - names a container, tab, modal or screen the state does not have where it says;
  /// - changes a container that a modal covers (a push, pop or tab switch under a modal);
  /// - presents from a container that is already presenting, or whose tab is not selected;
  /// - pops a stack that holds only its root, or sets a stack's screens to none, or keeps
  ///   screens the stack does not hold;
  /// - dismisses a chain of modals that are not the top-most ones, in order;
  /// - puts a second screen of a unique screen's name in a stack, or reuses a container name;
  /// - leaves a tab whose stack hides the tab bar, or hides it in a tab that is not selected.
  ///
  /// ```swift
  /// var state = NavigationState(root: .stack("feed", [Screen("feed")]))
  /// try state.apply(.push(Screen("post", parameters: ["postID": "5"]), onto: "feed"))
  /// print(state)  // stack feed: feed, post(5)
  /// ```
  ///
  /// - Parameter step: The step to perform.
  /// - Throws: ``NavigationError``, naming the step; the state is then unchanged.
  @_spi(Internals) public mutating func apply(_ step: Step) throws(NavigationError) {
    do {
      try perform(step.action)
    } catch {
      throw error.refusing(step)
    }
  }

  /// The state after `step`, or the reason it is refused; see `apply(_:)`.
  @_spi(Internals) public func applying(_ step: Step) throws(NavigationError) -> NavigationState {
    var copy = self
    try copy.apply(step)
    return copy
  }

  private mutating func perform(_ action: Step.Action) throws(NavigationError) {
    switch action {
    case .dismiss(let name):
      guard let top = modals.last else {
        throw NavigationError(.containerNotFound, "cannot dismiss \"\(name)\": nothing is presented")
      }
      guard top.name == name else {
        let known = modals.contains { $0.name == name }
        throw NavigationError(
          known ? .notOnTop : .containerNotFound,
          known
            ? "cannot dismiss \"\(name)\" while \"\(top.name)\" is presented over it"
            : "cannot dismiss \"\(name)\": it is not presented (\"\(top.name)\" is)")
      }
      modals.removeLast()

    case .dismissChain(let names):
      try dismissChain(names)

    case .present(let modal, let presenter):
      let location = try find(presenter, toChange: "present \"\(modal.name)\" from", underModal: false)
      if location.level < modals.count {
        throw NavigationError(
          .alreadyPresenting,
          "cannot present \"\(modal.name)\" from \"\(presenter)\": it is already presenting "
            + "\"\(modals[location.level].name)\"")
      }
      if location.inUnselectedTab {
        throw NavigationError(
          .notVisible,
          "cannot present \"\(modal.name)\" from \"\(presenter)\": its tab is not selected")
      }
      try checkNew(modal.content, replacing: nil)
      modals.append(modal)

    case .switchFlow(let name, let flow):
      let location = try find(name, toChange: "switch", underModal: true)
      guard case .flows(let switcher) = container(at: location) else {
        throw notA("flow switcher", name, location)
      }
      try checkNew(flow, replacing: switcher.flow)
      if location.inUnselectedTab, flow.visibleStack.hidesTabBar {
        throw NavigationError(
          .tabBarHidden,
          "cannot switch \"\(name)\" to \"\(flow.name)\": it hides the tab bar and its tab is not selected")
      }
      try modify(at: location) { container throws(NavigationError) in
        container = .flows(FlowSwitcher(name: name, flow: flow))
      }

    case .selectTab(let tab, let barName):
      try selectTab(tab, in: barName)

    case .push(let screen, let name):
      try push(screen, onto: name)

    case .setScreens(let screens, let name, let keeping):
      try setScreens(screens, in: name, keeping: keeping)

    case .pop(let screen, let index, let name):
      try pop(to: screen, at: index, in: name)

    case .replace(let old, let new, let name):
      try replace(old, with: new, in: name)

    case .reload(let screen, let name):
      guard let location = locate(name) else {
        throw NavigationError(.containerNotFound, "cannot reload \(screen): there is no \"\(name)\"")
      }
      guard case .stack(let stack) = container(at: location) else { throw notA("stack", name, location) }
      guard stack.screens.contains(screen) else {
        throw NavigationError(.screenNotFound, "cannot reload \(screen): it is not in \"\(name)\"")
      }

    case .update(let screen, let index, let name):
      try update(screen, at: index, in: name)
    }
  }

  /// Gives the screen at `index` new data; a screen under a modal may be updated too, as the
  /// platforms let an app change a view controller or a view that is not on top.
  private mutating func update(_ screen: Screen, at index: Int, in name: String) throws(NavigationError) {
    let location = try find(name, toChange: "update \(screen.id) in", underModal: false)
    var stack = try takeStack(at: location)
    defer { put(.stack(stack), at: location) }
    guard stack.screens.indices.contains(index), stack.screens[index].id == screen.id else {
      throw NavigationError(
        .screenNotFound,
        "cannot update \(screen.id) in \"\(name)\": index \(index) holds "
          + (stack.screens.indices.contains(index) ? stack.screens[index].description : "nothing"))
    }
    stack.screens[index] = screen
  }

  // Each step of a stack or a tab bar in a function of its own, its values passed as they are
  // in the step: bound in `perform(_:)` and used there, they were copied for every step.

  private mutating func selectTab(_ tab: String, in barName: String) throws(NavigationError) {
    let location = try find(barName, toChange: "select a tab of", underModal: true)
    var container = try take(at: location)
    defer { put(container, at: location) }
    guard case .tabs(var bar) = container else {
      throw NavigationError(.containerNotFound, "\"\(barName)\" is a \(container.kindName), not a tab bar")
    }
    guard let index = bar.tabs.firstIndex(where: { $0.name == tab }) else {
      throw NavigationError(
        .containerNotFound,
        "tab bar \"\(barName)\" has no tab \"\(tab)\" (tabs: \(bar.tabNames.joined(separator: ", ")))")
    }
    if index != bar.selectedIndex, bar.hiddenTabs.contains(tab) {
      throw NavigationError.hiddenTab(tab, of: barName)
    }
    if index != bar.selectedIndex, bar.selectedTabHidesTabBar {
      let leaving = bar.selectedTab.visibleStack
      let showing = leaving.lastIndexShowingTabBar
      throw NavigationError(
        .tabBarHidden,
        "cannot leave tab \"\(bar.selectedTab.name)\" while \(leaving.screens[showing + 1]) hides the "
          + "tab bar; pop \"\(leaving.name)\" to \(leaving.screens[showing]) first")
    }
    bar.selectedIndex = index
    container = .tabs(bar)
  }

  private mutating func push(_ screen: Screen, onto name: String) throws(NavigationError) {
    // NB: not `find(_:toChange:underModal:)`: its message, an autoclosure here, would capture
    // (copy) the screen for every push, though it is read only when the push is refused.
    guard let location = locate(name), location.level >= modals.count else {
      throw refusal(toChange: "push \(screen) onto", name)
    }
    try checkTabBar(screen, in: name, location, asRoot: false)
    var stack = try takeStack(at: location)
    defer { put(.stack(stack), at: location) }
    // Only a unique screen is checked: passing the stack copied it (its screens retained).
    if screen.traits.contains(.unique) { try Self.checkUnique(screen, in: stack, ignoringTop: false) }
    stack.screens.append(screen)
  }

  private mutating func pop(to screen: Screen, at index: Int, in name: String) throws(NavigationError) {
    let location = try find(name, toChange: "pop", underModal: true)
    var stack = try takeStack(at: location)
    defer { put(.stack(stack), at: location) }
    guard stack.screens.count > 1 else {
      throw NavigationError(
        .nothingToPop, "cannot pop \"\(name)\": it holds only its root screen")
    }
    guard stack.screens.indices.contains(index) else {
      throw NavigationError(
        .nothingToPop,
        "cannot pop \"\(name)\" to index \(index): it holds \(stack.screens.count) screens")
    }
    guard index < stack.screens.count - 1 else {
      throw NavigationError(
        .nothingToPop,
        "cannot pop \"\(name)\" to index \(index): \(stack.screens[index]) is already on top")
    }
    guard stack.screens[index] == screen else {
      throw NavigationError(
        .screenNotFound,
        "cannot pop \"\(name)\" to \(screen): index \(index) holds \(stack.screens[index])")
    }
    stack.screens.removeSubrange((index + 1)...)
  }

  private mutating func replace(_ old: Screen, with new: Screen, in name: String) throws(NavigationError) {
    guard let location = locate(name), location.level >= modals.count else {
      throw refusal(toChange: "replace \(old) in", name)
    }
    let isRoot: Bool =
      if case .stack(let stack) = container(at: location) { stack.screens.count == 1 } else { false }
    try checkTabBar(new, in: name, location, asRoot: isRoot)
    var stack = try takeStack(at: location)
    defer { put(.stack(stack), at: location) }
    guard stack.top == old else {
      throw NavigationError(
        .screenNotFound,
        "cannot replace \(old) in \"\(name)\": its top screen is "
          + (stack.top.map(\.description) ?? "nothing"))
    }
    if new.traits.contains(.unique) { try Self.checkUnique(new, in: stack, ignoringTop: true) }
    stack.screens[stack.screens.count - 1] = new
  }

  /// Finds the container named `name` and checks that no modal covers it.
  func find(
    _ name: String, toChange verb: @autoclosure () -> String, underModal checked: Bool
  ) throws(NavigationError) -> ContainerLocation {
    guard let location = locate(name) else {
      throw NavigationError(.containerNotFound, "cannot \(verb()) \"\(name)\": there is no such container")
    }
    if checked, location.level < modals.count {
      throw NavigationError(
        .underModal,
        "cannot \(verb()) \"\(name)\" while \"\(modals[location.level].name)\" is presented over it")
    }
    return location
  }

  /// Why ``find(_:toChange:underModal:)`` with a modal check refuses `name`.
  func refusal(toChange verb: String, _ name: String) -> NavigationError {
    do {
      _ = try find(name, toChange: verb, underModal: true)
      return NavigationError(.containerNotFound, "cannot \(verb) \"\(name)\"")
    } catch {
      return error
    }
  }

  private func notA(_ kind: String, _ name: String, _ location: ContainerLocation) -> NavigationError {
    NavigationError(
      .containerNotFound, "\"\(name)\" is a \(container(at: location).kindName), not a \(kind)")
  }

  /// A screen that hides the tab bar may not go above the root of a tab that is not selected.
  func checkTabBar(
    _ screen: Screen, in name: String, _ location: ContainerLocation, asRoot: Bool
  ) throws(NavigationError) {
    if location.inUnselectedTab, !asRoot, screen.traits.contains(.hidesTabBar) {
      throw NavigationError(
        .tabBarHidden,
        "cannot put \(screen) into \"\(name)\": it hides the tab bar and its tab is not selected")
    }
  }

  private static func checkUnique(
    _ screen: Screen, in stack: Stack, ignoringTop: Bool
  ) throws(NavigationError) {
    guard screen.traits.contains(.unique) else { return }
    let others = ignoringTop ? stack.screens.dropLast() : stack.screens[...]
    if let open = others.first(where: { $0.name == screen.name }) {
      throw NavigationError(
        .duplicate,
        "cannot put \(screen) into \"\(stack.name)\": \(open) is open there and \"\(screen.name)\" is unique")
    }
  }

  /// A container about to appear must be legal in itself and reuse no name still in use.
  private func checkNew(_ content: Container, replacing old: Container?) throws(NavigationError) {
    let problems = NavigationState(root: content).invariantViolations()
    if let problem = problems.first {
      throw NavigationError(.illegalState, "\"\(content.name)\" is not legal: \(problem)")
    }
    var inUse = containerNames
    if let old {
      var leaving: Set<String> = []
      old.collectNames(into: &leaving)
      inUse.subtract(leaving)
    }
    var incoming: Set<String> = []
    content.collectNames(into: &incoming)
    if let clash = incoming.intersection(inUse).sorted().first {
      throw NavigationError(.duplicate, "a container named \"\(clash)\" is already on screen")
    }
  }
}
