import WayfinderNavigation

extension NavigationState {
  /// Every container named in the state: the root's tree and each modal's content, tabs and
  /// flows included. ``Coordinator/prune(keeping:reason:)`` keeps the coordinators of these.
  // NB: WayfinderNavigation has the same walk, internal to it; this one uses only its public API.
  var coordinatedContainerNames: Set<String> {
    var names: Set<String> = []
    func visit(_ container: Container) {
      names.insert(container.name)
      switch container {
      case .stack: break
      case .tabs(let bar): for tab in bar.tabs { visit(tab) }
      case .flows(let switcher): visit(switcher.flow)
      }
    }
    visit(root)
    for modal in modals { visit(modal.content) }
    return names
  }
}
