import WayfinderNavigation

// Coordinators of one screen of a stack: made on demand by the stack's coordinator, ended by
// pruning once the stack no longer shows their screen.
extension Coordinator {
  /// The child that owns `screen`, a screen of this coordinator's stack, made and attached on
  /// first use.
  ///
  /// An attached child for the same screen (the same name and parameters) is returned as it
  /// is; otherwise ``makeChild(forScreen:)`` makes one and it is attached, as
  /// ``child(for:)-(String)`` attaches a container's. Call it when the screen is shown: from
  /// ``receive(_:screen:)``, or from the method that pushed it.
  ///
  /// ```swift
  /// override func receive(_ link: IncomingLink, screen: Screen) {
  ///   _ = child(forScreen: screen)  // a ProductCoordinator, freed when the product is popped
  /// }
  /// ```
  ///
  /// - Parameter screen: The screen the child owns.
  /// - Returns: The child, or `nil` when this coordinator has ended or nothing makes one.
  public func child(forScreen screen: Screen) -> Coordinator? {
    if let attached = attachedChild(forScreen: screen) { return attached }
    guard isActive, let made = makeChild(forScreen: screen) else { return nil }
    guard made.screen.map({ Self.same($0, screen) }) == true, attach(made) else {
      if made.parent == nil { made.heldOwner = nil }
      return nil
    }
    return made
  }

  /// The attached child that owns `screen`, without making one.
  public func attachedChild(forScreen screen: Screen) -> Coordinator? {
    children.first { child in child.screen.map { Self.same($0, screen) } ?? false }
  }

  /// The attached child that owns what `child` owns: the same container, or the same screen.
  func attachedSibling(of child: Coordinator) -> Coordinator? {
    if let screen = child.screen { return attachedChild(forScreen: screen) }
    return attachedChild(for: child.container)
  }

  /// Whether the stack named by this coordinator's ``container`` in `state` still shows its
  /// ``screen``; `true` for a coordinator of a whole container that `state` names.
  func isShown(in state: NavigationState) -> Bool {
    guard let screen else { return state.containerNames.contains(container) }
    guard case .stack(let stack)? = state.container(named: container) else { return false }
    return stack.screens.contains { Self.same($0, screen) }
  }

  /// Two screens are the same screen when their names and parameters are; their data may
  /// differ (an `update` step gives a screen new data in place).
  static func same(_ one: Screen, _ other: Screen) -> Bool {
    one.name == other.name && one.parameters == other.parameters
  }
}
