extension Coordinator {
  /// Ends this coordinator's flow early, for `reason`, with its children.
  ///
  /// Its descendants end first (cancelled with ``CancellationReason/parentEnded``), deepest
  /// level first and, within a level, the last attached first; each ends after everything
  /// below it. Then its ``didEnd(_:)`` runs, it leaves its parent (whose ``didDetach(_:)``
  /// runs), and whoever awaits it with ``run(_:ifTaskCancelled:)`` receives `.failure(reason)`. A coordinator ends once: later calls change nothing.
  ///
  /// ```swift
  /// // the router reports that the person popped the transfer screen
  /// transfer.cancel(.userWentBack)  // true
  /// transfer.cancel(.userWentBack)  // false: it had ended
  /// ```
  ///
  /// - Parameter reason: Why the flow stops.
  /// - Returns: Whether this call ended it; `false` when it had ended already.
  @discardableResult
  public func cancel(_ reason: CancellationReason) -> Bool {
    end(reason)
  }

  /// Ends this coordinator and its subtree: the one path every ending takes.
  ///
  /// The whole subtree stops being active first, so nothing attaches to it while it ends; then
  /// its coordinators end deepest level first, the last attached first within a level, this
  /// one last. Each runs ``didEnd(_:)``, leaves its parent and resumes whoever awaits it.
  ///
  /// - Parameter reason: Why it was cancelled, or `nil` when its flow finished.
  /// - Returns: Whether it was still active.
  func end(_ reason: CancellationReason?) -> Bool {
    guard isActive else { return false }
    var subtree: [Coordinator] = [self]
    var next = 0
    while next < subtree.count {
      subtree.append(contentsOf: subtree[next].children)
      next += 1
    }
    for coordinator in subtree {
      coordinator.isActive = false
      let waiting = coordinator.pendingAttachments.values.joined()
      coordinator.pendingAttachments = [:]
      for callback in waiting { callback.cancel() }
    }
    for descendant in subtree.dropFirst().reversed() {
      descendant.leave(.parentEnded)
    }
    leave(reason)
    return true
  }

  /// The last acts of an ended coordinator: its hook, settling its end (so that the parent's
  /// ``didDetach(_:)`` reads a flow's typed ``FlowCoordinator/flowEnd``), leaving its parent,
  /// and telling the center that watches it.
  private func leave(_ reason: CancellationReason?) {
    didEnd(reason)
    concludeFlow(reason)
    if let parent {
      parent.children.removeAll { $0 === self }
      self.parent = nil
      parent.didDetach(self)
    }
    if let observer = endObserver {
      endObserver = nil
      observer(reason, reason == nil ? completedValues : [:])
    }
    // An ended coordinator lets the app's coordinator that owned it go.
    heldOwner = nil
  }

  /// Starts `child`'s flow under this coordinator and waits until it ends, however it ends.
  ///
  /// The child attaches (this coordinator's ``didAttach(_:)``, then the child's ``start()``)
  /// and runs until it finishes or is cancelled; by the time this returns, it has left
  /// ``children`` and this coordinator no longer holds it (seed 002). If another child owns
  /// the same container, that one ends first, cancelled with
  /// ``CancellationReason/replacedByLink``: the newer flow takes its place.
  ///
  /// - A child that has ended already is not attached; its end is returned at once.
  /// - A child attached already (to this coordinator or another) is awaited where it is.
  /// - If this coordinator has ended, the child is cancelled with
  ///   ``CancellationReason/parentEnded`` and that is returned.
  /// - If the awaiting task is cancelled, the child is cancelled with `reason`.
  ///
  /// ```swift
  /// let signIn = FlowCoordinator<String>(container: "login")
  /// // … later, on the login screen: signIn.finish("ada")
  /// print(await app.run(signIn))  // success("ada")
  /// print(app.children.isEmpty)  // true
  /// ```
  ///
  /// - Parameters:
  ///   - child: The flow to run.
  ///   - reason: Why the child is cancelled if the awaiting task is cancelled.
  /// - Returns: How the flow ended: its output, or why it was cancelled.
  public func run<Output: Sendable>(
    _ child: FlowCoordinator<Output>, ifTaskCancelled reason: CancellationReason = .parentEnded
  ) async -> Result<Output, CancellationReason> {
    if child.isActive, child.parent == nil {
      if !isActive {
        child.cancel(.parentEnded)
      } else {
        if let sibling = attachedSibling(of: child), sibling !== child {
          sibling.cancel(.replacedByLink)
        }
        attach(child)
      }
    }
    return await withTaskCancellationHandler {
      await child.waitForEnd()
    } onCancel: {
      // NB: `onCancel` may run on any thread. Cancelled on the main actor, the child is
      // cancelled before `cancel()` returns (`Task.immediate`); elsewhere on the main actor's
      // next turn. The hop holds the child only until it runs.
      if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        Task.immediate { @MainActor in child.cancel(reason) }
      } else {
        Task { @MainActor in child.cancel(reason) }
      }
    }
  }
}
