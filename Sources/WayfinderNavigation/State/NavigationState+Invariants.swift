extension NavigationState {
  /// Checks that the state is one a real app can be in, and throws the first rule it breaks.
  ///
  /// A legal state:
  /// - names every container (stack, tab bar, flow switcher, modal) once, and every name and
  ///   screen name is non-empty;
  /// - has at least one screen in every stack;
  /// - has at least one tab in every tab bar, and a selected tab that exists;
  /// - has no tab that is not selected whose stack hides the tab bar (a person could not
  ///   get back to it: seed 004's first edge case);
  /// - holds at most one screen of each unique screen's name in any stack, and in the whole
  ///   state for a screen unique in the app.
  ///
  /// Tests call it after every step; the navigators keep states legal.
  ///
  /// - Throws: ``NavigationError`` with code `illegalState`.
  public func checkInvariants() throws(NavigationError) {
    if let problem = invariantViolations().first {
      throw NavigationError(.illegalState, problem)
    }
  }

  /// Every rule of ``checkInvariants()`` that the state breaks, in tree order.
  public func invariantViolations() -> [String] {
    var problems: [String] = []
    var names: Set<String> = []
    func visit(_ container: Container) {
      if container.name.isEmpty {
        problems.append("a \(container.kindName) has an empty name")
      } else if !names.insert(container.name).inserted {
        problems.append("two containers are named \"\(container.name)\"")
      }
      switch container {
      case .stack(let stack):
        checkStack(stack, &problems)
      case .tabs(let bar):
        if bar.tabs.isEmpty { problems.append("tab bar \"\(bar.name)\" has no tabs") }
        if !bar.tabs.isEmpty && !bar.tabs.indices.contains(bar.selectedIndex) {
          problems.append(
            "tab bar \"\(bar.name)\" selects tab index \(bar.selectedIndex), but its tabs are 0 to "
              + "\(bar.tabs.count - 1)")
        }
        if let unknown = bar.hiddenTabs.sorted().first(where: { !bar.tabNames.contains($0) }) {
          problems.append("tab bar \"\(bar.name)\" hides \"\(unknown)\", which is none of its tabs")
        }
        for (index, tab) in bar.tabs.enumerated() {
          if index != bar.selectedIndex, tab.visibleStack.hidesTabBar {
            problems.append(
              "tab \"\(tab.name)\" of \"\(bar.name)\" is not selected but its stack hides the tab bar")
          }
          visit(tab)
        }
      case .flows(let switcher):
        visit(switcher.flow)
      }
    }
    visit(root)
    for modal in modals { visit(modal.content) }
    var appWide: [String: String] = [:]
    for (_, stack) in stacks {
      for screen in stack.screens where screen.traits.contains(.uniqueInApp) {
        if let first = appWide[screen.name], first != stack.name {
          problems.append(
            "stacks \"\(first)\" and \"\(stack.name)\" both hold \"\(screen.name)\", which is unique in the app"
          )
        }
        appWide[screen.name] = appWide[screen.name] ?? stack.name
      }
    }
    return problems
  }

  private func checkStack(_ stack: Stack, _ problems: inout [String]) {
    if stack.screens.isEmpty { problems.append("stack \"\(stack.name)\" has no screens") }
    var uniqueNames: Set<String> = []
    for screen in stack.screens {
      if screen.name.isEmpty { problems.append("stack \"\(stack.name)\" holds a screen with no name") }
      if screen.traits.contains(.unique), !uniqueNames.insert(screen.name).inserted {
        problems.append("stack \"\(stack.name)\" holds two \"\(screen.name)\" screens, which is unique")
      }
    }
  }
}
