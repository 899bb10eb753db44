extension NavigationState {
  /// Every stack of the state, shown or not: the root's tree, then each modal's content,
  /// bottom to top, with the level it is at (0 the root, `n` the `n`th modal).
  public var stacks: [(level: Int, stack: Stack)] {
    var found: [(level: Int, stack: Stack)] = []
    func collect(_ container: Container, level: Int) {
      switch container {
      case .stack(let stack): found.append((level, stack))
      case .tabs(let bar): for tab in bar.tabs { collect(tab, level: level) }
      case .flows(let switcher): collect(switcher.flow, level: level)
      }
    }
    collect(root, level: 0)
    for (index, modal) in modals.enumerated() { collect(modal.content, level: index + 1) }
    return found
  }

  /// This state with the screen whose identity is `screen` closed, as its own back button or
  /// dismissal would close it: a screen pushed in a stack is popped with what is above it, and
  /// a modal whose stack it is the root of is dismissed with the modals above it.
  ///
  /// The topmost instance is closed. A stack's root that is not a modal's stays (a tab's or a
  /// flow's root screen has nowhere to go back to), and a state without the screen is returned
  /// as it is.
  ///
  /// ```swift
  /// // main (home) with authorization presented, signIn its root:
  /// state.closing(Screen("signIn"))  // main (home), nothing presented
  /// ```
  public func closing(_ screen: some ScreenConvertible) -> NavigationState {
    closing(screen.screen.id)
  }

  /// The state with the topmost screen of identity `screen` closed; see ``closing(_:)``.
  @_spi(Internals) public func closing(_ screen: Screen.ID) -> NavigationState {
    for (level, stack) in stacks.reversed() {
      guard let index = stack.screens.lastIndex(where: { $0.id == screen }) else { continue }
      if index > 0 {
        return (try? showing(Array(stack.screens.prefix(index)), in: stack.name)) ?? self
      }
      guard level > 0, modals[level - 1].content.name == stack.name else { return self }
      var closed = self
      closed.modals.removeSubrange((level - 1)...)
      return closed
    }
    return self
  }
}

extension NavigationState {
  /// This state with every screen named `name` outside the stack named `stack` closed, and
  /// nothing else changed (no tab selected, no modal above `stack`'s level dismissed): what a
  /// link to a screen that is ``Screen/Traits/uniqueInApp`` reaches, so that the app holds one.
  ///
  /// A pushed instance is popped with what is above it; a modal whose root is an instance is
  /// dismissed with the modals above it when they are all above `stack`'s level. A tab's or a
  /// flow's root screen stays.
  public func closingOthers(named name: String, keeping stack: String) -> NavigationState {
    var closed = self
    let keptLevel = locate(stack)?.level ?? 0
    // From the top down, so that a modal dismissed takes its levels with it first.
    for (level, other) in stacks.reversed() where other.name != stack {
      guard let index = other.screens.firstIndex(where: { $0.name == name }) else { continue }
      if index > 0 {
        guard let location = closed.locate(other.name) else { continue }
        _ = try? closed.modify(at: location) { (container: inout Container) throws(NavigationError) in
          try container.modifyStack { $0.screens.removeSubrange(index...) }
        }
      } else if level > keptLevel, level <= closed.modals.count,
        closed.modals[level - 1].content.name == other.name
      {
        closed.modals.removeSubrange((level - 1)...)
      }
    }
    return closed
  }
}
