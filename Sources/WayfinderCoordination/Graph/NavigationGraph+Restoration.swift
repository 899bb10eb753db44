import WayfinderNavigation

extension NavigationGraph {
  /// Why `state` is not one this graph allows any more, or `nil` when it is: what a state saved
  /// by an older build of the app (or by a scene in the background) is checked against before
  /// it is restored.
  ///
  /// A state the graph allows is legal (`NavigationState.checkInvariants()`); every container
  /// in it is declared, of the same kind, and a modal is declared a modal of the same style;
  /// a tab bar has the declared tabs in order and a flow switcher shows a declared flow; every
  /// screen is declared in the stack that holds it, with the declared parameters, and none is
  /// foreign.
  ///
  /// ```swift
  /// var saved = bank.initialState
  /// saved.modals = [Modal(.sheet, .stack("promo", [Screen("promo")]))]
  /// print(bank.problem(restoring: saved) ?? "fine")
  /// // "promo" is no container of the graph
  /// ```
  public func problem(restoring state: NavigationState) -> String? {
    if let illegal = state.invariantViolations().first { return "the state is not legal: \(illegal)" }
    if let problem = problem(with: state.root, modal: nil) { return problem }
    for modal in state.modals {
      if let problem = problem(with: modal.content, modal: modal.style) { return problem }
    }
    return nil
  }

  private func problem(with container: Container, modal style: Modal.Style?) -> String? {
    guard let info = self.container(named: container.name) else {
      return "\"\(container.name)\" is no container of the graph"
    }
    if let style, info.presentation?.style != style {
      return "\"\(container.name)\" is not a \(style.rawValue) modal of the graph"
    }
    switch (container, info.kind) {
    case (.stack(let stack), .stack):
      let declared = Set(screens(in: stack.name).map(\.name))
      for screen in stack.screens {
        if screen.isForeign { return "\(screen) in \"\(stack.name)\" is not a screen of the app" }
        guard declared.contains(screen.name), let node = self.screen(named: screen.name) else {
          return "\(screen) is no screen of stack \"\(stack.name)\""
        }
        if Set(screen.parameters.keys) != Set(node.parameters), screen.name != stack.screens.first?.name {
          return
            "\(screen) does not have the parameters the graph declares (\(node.parameters.joined(separator: ", ")))"
        }
      }
      return nil
    case (.tabs(let bar), .tabs(let tabs, _)):
      guard bar.tabNames == tabs else {
        return
          "tab bar \"\(bar.name)\" has tabs \(bar.tabNames.joined(separator: ", ")), the graph \(tabs.joined(separator: ", "))"
      }
      return bar.tabs.lazy.compactMap { self.problem(with: $0, modal: nil) }.first
    case (.flows(let switcher), .flows(let flows, _)):
      guard flows.contains(switcher.flow.name) else {
        return
          "flow switcher \"\(switcher.name)\" shows \"\(switcher.flow.name)\", which is none of its flows"
      }
      return problem(with: switcher.flow, modal: nil)
    default:
      return "\"\(container.name)\" is a \(container.kind) container, the graph's is another kind"
    }
  }
}
