import WayfinderNavigation

extension Coordinator {
  /// Ends every coordinator under this one whose container is no longer in `state`, and every
  /// coordinator of a screen its stack no longer shows.
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
    var gone: [Coordinator] = []
    collectPruned(keeping: state, into: &gone)
    var ended: Set<ObjectIdentifier> = []
    for coordinator in gone.reversed() where coordinator.cancel(reason) {
      ended.insert(ObjectIdentifier(coordinator))
    }
    return gone.filter { ended.contains(ObjectIdentifier($0)) }.map(\.container)
  }

  private func collectPruned(keeping state: NavigationState, into gone: inout [Coordinator]) {
    for child in children {
      if child.isShown(in: state) {
        child.collectPruned(keeping: state, into: &gone)
      } else {
        gone.append(child)
      }
    }
  }
}
