extension NavigationState {
  /// Whether this state, read from the views after `step`, shows what the step was to leave,
  /// `after`: the modal it presented is up, the one it dismissed is gone, the tab it selected is
  /// selected, the flow it switched to is shown, the stack it changed holds what `after` says.
  ///
  /// A navigator that drives views checks it once a step's completion has come: the platform
  /// may call the completion of a step it did not perform (UIKit ignores a push during a
  /// transition; SwiftUI drops a presentation), or the person may have taken the step's
  /// container away meanwhile.
  ///
  /// ```swift
  /// let after = try state.applying(step)
  /// // … the views perform the step, the navigator reads them into `read` …
  /// if !read.reflects(step, as: after) { /* the step was not performed */ }
  /// ```
  @_spi(Internals) public func reflects(_ step: Step, as after: NavigationState) -> Bool {
    switch step.action {
    case .present(let modal, _):
      return modals.contains { $0.name == modal.name }
    case .dismiss(let modal):
      return !modals.contains { $0.name == modal }
    case .dismissChain(let chain):
      return !modals.contains { chain.contains($0.name) }
    case .reload:
      return true
    case .selectTab(_, let name):
      guard case .tabs(let shown)? = container(named: name),
        case .tabs(let wanted)? = after.container(named: name)
      else { return false }
      return shown.selectedIndex == wanted.selectedIndex
    case .switchFlow(_, let flow):
      return container(named: flow.name) != nil
    case .push(_, let name), .pop(_, _, let name), .replace(_, _, let name), .update(_, _, let name),
      .setScreens(_, let name, _):
      guard let shown = container(named: name) else { return false }
      return shown.visibleStack.screens == after.container(named: name)?.visibleStack.screens
    }
  }
}
