extension NavigationState: CustomStringConvertible {
  /// The state as an indented tree, the form tests compare and the tools print.
  ///
  /// One line per container, two spaces per level; a stack lists its screens bottom to top
  /// and the selected tab says so, as a hidden tab (``TabBar/hiddenTabs``) does; modals follow the root, bottom to top:
  ///
  /// ```
  /// flows app
  ///   tabs home
  ///     stack dashboard: dashboard
  ///     stack profile: profile
  ///     stack settings (selected): settings, notifications
  /// sheet support
  ///   stack support: support
  /// ```
  public var description: String {
    var lines: [String] = []
    root.appendTree(to: &lines, indent: "")
    for modal in modals {
      lines.append("\(modal.style.rawValue) \(modal.name)")
      modal.content.appendTree(to: &lines, indent: "  ")
    }
    return lines.joined(separator: "\n")
  }
}

extension Container: CustomStringConvertible {
  /// The container as an indented tree, as in ``NavigationState/description``.
  public var description: String {
    var lines: [String] = []
    appendTree(to: &lines, indent: "")
    return lines.joined(separator: "\n")
  }

  func appendTree(to lines: inout [String], indent: String, selected: Bool = false, hidden: Bool = false) {
    let mark = (selected ? " (selected)" : "") + (hidden ? " (hidden)" : "")
    switch self {
    case .stack(let stack):
      let screens =
        stack.screens.isEmpty ? "(no screens)" : stack.screens.map(\.description).joined(separator: ", ")
      lines.append("\(indent)stack \(stack.name)\(mark): \(screens)")
    case .tabs(let bar):
      lines.append("\(indent)tabs \(bar.name)\(mark)")
      for (index, tab) in bar.tabs.enumerated() {
        tab.appendTree(
          to: &lines, indent: indent + "  ", selected: index == bar.selectedIndex,
          hidden: bar.hiddenTabs.contains(tab.name))
      }
    case .flows(let switcher):
      lines.append("\(indent)flows \(switcher.name)\(mark)")
      switcher.flow.appendTree(to: &lines, indent: indent + "  ")
    }
  }
}
