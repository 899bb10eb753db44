import WayfinderNavigation

extension Coordinator {
  /// Ends every coordinator under this one whose container is no longer in `state`.
  ///
  /// After the screen changed (a modal dismissed, a flow switched away, a tab bar replaced),
  /// the coordinators of containers that are gone must go too. Each child whose container
  /// `state` does not name is cancelled with `reason`, taking its own children with it (they
  /// end with ``CancellationReason/parentEnded``, whatever their containers); the children
  /// that remain are pruned in turn. This coordinator itself is kept.
  ///
  /// ```swift
  /// // support was presented as a sheet; the person swiped it away
  /// app.prune(keeping: navigator.state, reason: .userWentBack)  // ["support"]
  /// ```
  ///
  /// - Parameters:
  ///   - state: What is on screen now.
  ///   - reason: Why the pruned coordinators end.
  /// - Returns: The containers of the coordinators cancelled with `reason`, in tree order
  ///   (depth first, children in order); their descendants are not listed.
  @discardableResult
  public func prune(keeping state: NavigationState, reason: CancellationReason) -> [String] {
    let names = state.containerNames
    var gone: [Coordinator] = []
    collectPruned(keeping: names, into: &gone)
    var ended: Set<ObjectIdentifier> = []
    for coordinator in gone.reversed() where coordinator.cancel(reason) {
      ended.insert(ObjectIdentifier(coordinator))
    }
    return gone.filter { ended.contains(ObjectIdentifier($0)) }.map(\.container)
  }

  private func collectPruned(keeping names: Set<String>, into gone: inout [Coordinator]) {
    for child in children {
      if names.contains(child.container) {
        child.collectPruned(keeping: names, into: &gone)
      } else {
        gone.append(child)
      }
    }
  }
}
