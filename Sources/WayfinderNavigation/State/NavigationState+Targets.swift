extension NavigationError {
  /// The refusal of a link's target in a stack the state does not have.
  static func noStack(named stack: String) -> NavigationError {
    NavigationError(.containerNotFound, "there is no stack named \"\(stack)\"")
  }
}

extension NavigationState {
  /// The state a link to `screens` in the stack named `stack` should reach from this one.
  ///
  /// Modals above the stack's level are gone; every tab bar on the way down selects the tab
  /// that leads to the stack; a tab being left whose stack hides the tab bar is popped to the
  /// highest screen that shows it (seed 004); everything else stays as it is. The planner then
  /// works out the steps.
  ///
  /// What the stack shows stays as it is where `screens` name the same screens: a root is the
  /// same screen whatever values it holds, so a link's back stack, which starts with the
  /// stack's root as the graph declares it, keeps `search("true crime")` under a pushed
  /// `show(5)` rather than replacing it with `search` (a link to the root alone, `screens` of
  /// one screen, gives it the link's values). A screen of `screens` with the identity of the
  /// one at its place keeps that one's data, with the data it names itself set over it: the
  /// planner updates such a screen in place (`Step.Action/update(_:at:in:)`).
  ///
  /// ```swift
  /// // On settings › notifications with support presented:
  /// let target = try state.showing([dashboard, card7], in: "dashboard")
  /// // flows app
  /// //   tabs home
  /// //     stack dashboard (selected): dashboard, card(7)
  /// //     stack profile: profile
  /// //     stack settings: settings, notifications
  /// ```
  ///
  /// - Parameters:
  ///   - screens: The stack's screens, bottom to top: the back stack and the screen on top.
  ///   - stack: The name of a stack in this state.
  /// - Returns: The target state.
  /// - Throws: ``NavigationError`` when there is no stack named `stack`.
  public func showing(_ screens: [Screen], in stack: String) throws(NavigationError) -> NavigationState {
    guard let location = locate(stack) else {
      throw NavigationError.noStack(named: stack)
    }
    var target = self
    if location.level < target.modals.count { target.modals.removeSubrange(location.level...) }
    if location.level == 0 {
      try target.root.reveal(location.path, showing: screens)
    } else {
      try target.modals[location.level - 1].content.reveal(location.path, showing: screens)
    }
    return target
  }

  /// This state with `modal` presented on top.
  public func presenting(_ modal: Modal) -> NavigationState {
    var target = self
    target.modals.append(modal)
    return target
  }
}

extension Container {
  /// Selects the tabs along `path` and sets the stack at its end to `screens`.
  ///
  /// NB: binds with `if case` and parks a placeholder in `self` before changing the payload,
  /// as ``modify(at:_:)`` does, so that the tabs array is copied once for the new state and no
  /// stack is copied at all.
  mutating func reveal(
    _ path: ContainerPath, from depth: Int = 0, showing screens: [Screen]
  ) throws(NavigationError) {
    guard depth < path.count else {
      try modifyStack { stack throws(NavigationError) in stack.screens = stack.keeping(screens) }
      return
    }
    if case .tabs(var bar) = self {
      let index = path[depth]
      self = Container.placeholder
      defer { self = .tabs(bar) }
      if bar.selectedIndex != index, bar.tabs.indices.contains(bar.selectedIndex),
        bar.tabs[bar.selectedIndex].visibleStackHidesTabBar
      {
        bar.tabs[bar.selectedIndex].popToTabBar()
      }
      bar.selectedIndex = index
      try bar.tabs[index].reveal(path, from: depth + 1, showing: screens)
    } else if case .flows(var switcher) = self {
      self = Container.placeholder
      defer { self = .flows(switcher) }
      try switcher.flow.reveal(path, from: depth + 1, showing: screens)
    }
  }

  /// Pops this container's visible stack to its highest screen that shows the tab bar.
  mutating func popToTabBar() {
    if case .stack(var stack) = self {
      let kept = stack.lastIndexShowingTabBar + 1
      guard kept < stack.screens.count else { return }
      self = Container.placeholder
      stack.screens.removeSubrange(kept...)
      self = .stack(stack)
    } else if case .tabs(var bar) = self {
      guard bar.tabs.indices.contains(bar.selectedIndex) else { return }
      self = Container.placeholder
      bar.tabs[bar.selectedIndex].popToTabBar()
      self = .tabs(bar)
    } else if case .flows(var switcher) = self {
      self = Container.placeholder
      switcher.flow.popToTabBar()
      self = .flows(switcher)
    }
  }
}

extension Stack {
  /// `screens` for this stack, keeping what it shows of them: its root in place of their first
  /// screen when they go above a root of the same name, whatever its values; and each screen
  /// with the identity of the one at its place, holding that one's data with its own set over
  /// it (see ``NavigationState/showing(_:in:)``).
  func keeping(_ screens: [Screen]) -> [Screen] {
    let shown = self.screens
    guard !shown.isEmpty, !screens.isEmpty else { return screens }
    // NB: written only where it differs: a write copies `screens` (the planner's hot path).
    var kept = screens
    if screens.count > 1, shown[0].name == screens[0].name, shown[0] != screens[0] { kept[0] = shown[0] }
    for index in 0..<min(shown.count, screens.count) where kept[index] != shown[index] {
      guard shown[index].id == kept[index].id else { break }
      kept[index] = shown[index].holding(shown[index].data.merging(kept[index].data) { $1 })
      kept[index].traits = screens[index].traits
    }
    return kept
  }
}
