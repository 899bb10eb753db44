extension Coordinator {
  /// The root of this coordinator's tree: the ancestor with no parent, or this one.
  public var root: Coordinator {
    var node = self
    while let parent = node.parent { node = parent }
    return node
  }

  /// The container names from the root down to this coordinator: `["app", "home", "dashboard"]`.
  public var path: [String] {
    var names: [String] = []
    var node: Coordinator? = self
    while let current = node {
      names.append(current.container)
      node = current.parent
    }
    return names.reversed()
  }

  /// The first coordinator of type `T` that satisfies `predicate`, breadth first from this one.
  ///
  /// The search is seed 003's: level by level, this coordinator first, then its children in
  /// order, then theirs; so a match nearer this coordinator wins over a deeper one wherever
  /// it is. `T` may be a class or a protocol that coordinators conform to.
  ///
  /// ```swift
  /// let list = home.firstReceiver(as: (any RecipeList).self) { $0.isVegetarian }
  /// print(list?.container ?? "none")  // veggie
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to look for.
  ///   - predicate: What the coordinator must satisfy; by default, anything.
  /// - Returns: The first match, or `nil`.
  public func firstReceiver<T>(as type: T.Type, where predicate: (T) -> Bool = { _ in true }) -> T? {
    var queue: [Coordinator] = [self]
    var next = 0
    while next < queue.count {
      let node = queue[next]
      next += 1
      if let match = node as? T, predicate(match) { return match }
      queue.append(contentsOf: node.children)
    }
    return nil
  }

  /// The subtree from this coordinator as an indented tree, for tests and tools.
  ///
  /// One line per coordinator, two spaces per level, children in order: its container, then
  /// its type; an ended coordinator says so.
  ///
  /// ```
  /// app (Coordinator)
  ///   home (HomeCoordinator)
  ///     dashboard (DashboardCoordinator)
  ///     settings (SettingsCoordinator)
  /// ```
  public var treeDescription: String {
    var lines: [String] = []
    appendTree(to: &lines, indent: "")
    return lines.joined(separator: "\n")
  }

  private func appendTree(to lines: inout [String], indent: String) {
    let ended = isActive ? "" : ", ended"
    lines.append("\(indent)\(container) (\(type(of: self))\(ended))")
    for child in children { child.appendTree(to: &lines, indent: indent + "  ") }
  }
}
