extension Coordinator {
  /// The child that owns `container`, made and attached on first use.
  ///
  /// An attached child is returned as it is. Otherwise ``makeChild(for:)`` (by default the
  /// ``factory``) makes one, and it is attached: this coordinator's
  /// ``didAttach(_:)`` runs, then the child's ``start()``, then any callback waiting for the
  /// child. Asking again returns the same child until it ends.
  ///
  /// ```swift
  /// let dashboard = home.child(for: "dashboard")  // made by the factory, attached
  /// print(home.child(for: "dashboard") === dashboard)  // true
  /// ```
  ///
  /// - Parameter container: The name of the container the child owns.
  /// - Returns: The child, or `nil` when this coordinator has ended, nothing makes a child for
  ///   `container`, or what was made owns another container or cannot be attached.
  public func child(for container: String) -> Coordinator? {
    if let attached = attachedChild(for: container) { return attached }
    guard isActive, let made = makeChild(for: container) else { return nil }
    guard made.container == container, attach(made) else {
      // Not attached, it is dropped: it lets the app's coordinator it holds go.
      if made.parent == nil { made.heldOwner = nil }
      return nil
    }
    return made
  }

  /// The attached child that owns `container`, without making one.
  ///
  /// - Parameter container: The name of the container the child owns.
  /// - Returns: The child, or `nil` when none is attached.
  public func attachedChild(for container: String) -> Coordinator? {
    children.first { $0.container == container && $0.screen == nil }
  }

  /// Attaches `child` to this coordinator and starts it.
  ///
  /// This coordinator's ``didAttach(_:)`` runs, then the child's ``start()`` (once in its
  /// life), then the callbacks waiting for its container.
  ///
  /// - Parameter child: A coordinator that has not ended and has no parent.
  /// - Returns: Whether it attached. It does not when this coordinator or the child has ended,
  ///   the child has a parent already, the child is this coordinator or one of its ancestors,
  ///   or another child owns the same container.
  @discardableResult
  public func attach(_ child: Coordinator) -> Bool {
    guard isActive, child.isActive, child.parent == nil, attachedSibling(of: child) == nil
    else { return false }
    var node: Coordinator? = self
    while let current = node {
      if current === child { return false }
      node = current.parent
    }
    child.parent = self
    child.heldOwner = child.owner
    children.append(child)
    didAttach(child)
    if !child.hasStarted {
      child.hasStarted = true
      child.start()
    }
    // A link waits for a container's coordinator, not for one of a screen of it.
    for waiting in child.screen == nil ? pendingAttachments.removeValue(forKey: child.container) ?? [] : [] {
      waiting.fire(with: child)
    }
    return true
  }

  /// Runs `body` once, with the child for `container`, as soon as it is attached.
  ///
  /// When the child is attached already, `body` runs now; otherwise it runs when a child for
  /// `container` next attaches, whoever attaches it, and never again. It never runs if it is
  /// cancelled first or this coordinator ends first. This is how a deep link waits for a child
  /// that does not exist yet (seed 000).
  ///
  /// ```swift
  /// home.whenAttached("dashboard") { dashboard in print("deliver to \(dashboard.container)") }
  /// _ = home.child(for: "dashboard")
  /// // deliver to dashboard
  /// _ = home.child(for: "dashboard")  // prints nothing: the callback has run
  /// ```
  ///
  /// - Parameters:
  ///   - container: The name of the container whose child to wait for.
  ///   - body: What to do with the child, once.
  /// - Returns: A handle that says whether `body` still waits, and cancels it.
  @discardableResult
  package func whenAttached(
    _ container: String, perform body: @escaping @MainActor (Coordinator) -> Void
  ) -> PendingAttachment {
    let waiting = PendingAttachment(container: container, body: body)
    if let child = attachedChild(for: container) {
      waiting.fire(with: child)
    } else if isActive {
      pendingAttachments[container, default: []].removeAll { !$0.isPending }
      pendingAttachments[container, default: []].append(waiting)
    } else {
      waiting.cancel()
    }
    return waiting
  }
}
