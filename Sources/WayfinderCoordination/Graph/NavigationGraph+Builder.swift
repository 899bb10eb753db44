import WayfinderNavigation

extension NavigationGraph {
  /// Declares a navigation graph, one container or screen at a time, in any order.
  ///
  /// Nothing is checked until ``build()``, which reports the first mistake.
  public struct Builder: Sendable {
    let rootName: String
    var containers: [ContainerNode] = []
    var screens: [ScreenNode] = []
    /// The titles given with `title:`, for pictures of the app (storyboards).
    var titles = Titles()
    /// The stacks declared shown as split views (`showsAsSplitView(_:)`).
    var splitViewStacks: [String] = []

    /// Starts a graph whose root container is named `root`.
    public init(root: String) {
      rootName = root
    }

    /// Declares a flow switcher that shows one of `flows` at a time, `initial` at launch.
    public mutating func flows(
      _ name: String, _ flows: [String], initial: String? = nil, guard guardName: String? = nil
    ) {
      containers.append(
        ContainerNode(
          name: name, kind: .flows(flows, initial: initial ?? flows.first ?? ""), guardName: guardName,
          modal: nil))
    }

    /// Declares a tab bar with `tabs`, each a container, `selected` (or the first) at launch.
    public mutating func tabs(
      _ name: String, _ tabs: [String], selected: String? = nil, guard guardName: String? = nil
    ) {
      containers.append(
        ContainerNode(
          name: name, kind: .tabs(tabs, selected: selected ?? tabs.first ?? ""), guardName: guardName,
          modal: nil))
    }

    /// Declares a stack whose bottom screen is `root`; the root screen is declared with it.
    ///
    /// `title` is what people read for the stack as a tab and for its root screen (in
    /// storyboards); without it, a title is made from the name (`cardDetail`: "Card Detail").
    public mutating func stack(
      _ name: String, root: Screen, guard guardName: String? = nil, title: String? = nil
    ) {
      containers.append(ContainerNode(name: name, kind: .stack(root: root), guardName: guardName, modal: nil))
      addRoot(root, of: name)
      titles.give(title, container: name, root: root.name)
    }

    /// Declares a modal: a stack named `name` with `root` at the bottom, presented with
    /// `style` over the screen named `over` (which the link's parameters then name), or over
    /// whatever is on screen when `over` is `nil`.
    ///
    /// A modal may hold a tab bar or a flow switcher instead:
    /// ``modal(_:_:tabs:selected:over:guard:)``, ``modal(_:_:flows:initial:over:guard:)``.
    /// `title` titles the modal and its root screen, as ``stack(_:root:guard:title:)``'s does.
    public mutating func modal(
      _ name: String, _ style: Modal.Style, root: Screen, over: String? = nil, guard guardName: String? = nil,
      title: String? = nil
    ) {
      containers.append(
        ContainerNode(name: name, kind: .stack(root: root), guardName: guardName, modal: (style, over)))
      addRoot(root, of: name)
      titles.give(title, container: name, root: root.name)
    }

    private mutating func addRoot(_ root: Screen, of stack: String) {
      if let index = screens.firstIndex(where: {
        $0.name == root.name && $0.after == nil && $0.parameters.isEmpty
      }) {
        // The same root screen name in several stacks, told apart by its fixed parameters.
        let node = screens[index]
        screens[index] = ScreenNode(
          name: node.name, stacks: node.stacks + [stack], parameters: [], after: nil, traits: node.traits,
          guardName: node.guardName)
      } else {
        screens.append(
          ScreenNode(
            name: root.name, stacks: [stack], parameters: [], after: nil, traits: root.traits, guardName: nil)
        )
      }
    }

    /// Declares a screen pushed in `stack`, whose back stack is the screen named `after` and
    /// that one's back stack, or the stack's root when `after` is `nil`.
    ///
    /// - Parameters:
    ///   - name: The screen's name.
    ///   - stack: The stack it is pushed in.
    ///   - parameters: The names of its parameters.
    ///   - optionalParameters: Those of `parameters` it may be shown without, for a screen that
    ///     routes reach with different parameter sets (`/u/:id` and `/user?name=:name` both
    ///     open `profile`): a saved state restores it with or without them. A name that is not
    ///     in `parameters` is ignored.
    ///   - after: The screen just under it, whose parameters it passes on by name.
    ///   - traits: How it behaves in its stack.
    ///   - guardName: A guard that must pass before it is shown.
    ///   - title: What people read for it (in storyboards); made from the name when `nil`.
    public mutating func screen(
      _ name: String, in stack: String, parameters: [String] = [], optionalParameters: [String] = [],
      after: String? = nil, traits: Screen.Traits = [], guard guardName: String? = nil, title: String? = nil
    ) {
      screen(
        name, in: [stack], parameters: parameters, optionalParameters: optionalParameters, after: after,
        traits: traits, guard: guardName, title: title)
    }

    /// Declares a screen that lives in several stacks, the one to show picked for each link
    /// (the recipes app: the tab depends on the recipe).
    ///
    /// - Parameters:
    ///   - name: The screen's name.
    ///   - stacks: The stacks it is pushed in; the first is the one a link falls back to.
    ///   - parameters: The names of its parameters.
    ///   - optionalParameters: Those of `parameters` it may be shown without: a saved state
    ///     restores it with or without them.
    ///   - after: The screen just under it, whose parameters it passes on by name.
    ///   - traits: How it behaves in its stack, or in the whole app (`Screen.Traits.uniqueInApp`).
    ///   - guardName: A guard that must pass before it is shown.
    ///   - placement: Where a link that names no stack shows it: the link must pick one (the
    ///     default), or ``NavigationGraph/Placement/selectedTab``.
    ///   - title: What people read for it (in storyboards); made from the name when `nil`.
    public mutating func screen(
      _ name: String, in stacks: [String], parameters: [String] = [], optionalParameters: [String] = [],
      after: String? = nil, traits: Screen.Traits = [], guard guardName: String? = nil,
      placement: Placement = .linkPicks, title: String? = nil
    ) {
      screens.append(
        ScreenNode(
          name: name, stacks: stacks, parameters: parameters, optionalParameters: Set(optionalParameters),
          after: after, traits: traits, guardName: guardName, placement: placement))
      if let title { titles.screens[name] = title }
    }

    /// Checks the graph and freezes it.
    ///
    /// - Throws: ``GraphError`` for the first mistake: a duplicate or unknown name, a container
    ///   in two places, a container nothing leads to, a screen declared twice, a back stack
    ///   that does not lead down its stack, or a modal presented over a screen inside itself.
    public func build() throws(GraphError) -> NavigationGraph {
      var byName: [String: ContainerNode] = [:]
      for node in containers {
        guard byName[node.name] == nil else {
          throw GraphError(.duplicateName, "two containers are named \"\(node.name)\"")
        }
        byName[node.name] = node
      }
      guard byName[rootName] != nil else {
        throw GraphError(.unknownContainer, "the root \"\(rootName)\" is not declared")
      }
      try link(&byName)
      let paths = try Self.paths(byName, root: rootName)
      let screens = try checkScreens(byName)
      try Self.checkModalChains(byName, paths: paths, screens: screens)
      var graph = NavigationGraph(rootName: rootName, containers: byName, screens: screens, paths: paths)
      graph.titles = titles
      graph.splitViewStacks = try checkSplitViews(byName)
      graph.placesByScreen = screens.mapValues { node in node.stacks.map { graph.makePlace(node, in: $0) } }
      return graph
    }

    /// Gives every flow and tab its parent, checking that each is declared once.
    private func link(_ byName: inout [String: ContainerNode]) throws(GraphError) {
      for node in containers {
        let children: [String]
        let chosen: String
        let word: String
        switch node.kind {
        case .stack: continue
        case .tabs(let tabs, let selected): (children, chosen, word) = (tabs, selected, "tab")
        case .flows(let flows, let initial): (children, chosen, word) = (flows, initial, "flow")
        }
        guard !children.isEmpty else {
          throw GraphError(.wrongKind, "\"\(node.name)\" has no \(word)s")
        }
        guard children.contains(chosen) else {
          throw GraphError(
            .unknownContainer, "\"\(node.name)\" starts on \"\(chosen)\", which is not one of its \(word)s")
        }
        for child in children {
          guard var childNode = byName[child] else {
            throw GraphError(.unknownContainer, "\(word) \"\(child)\" of \"\(node.name)\" is not declared")
          }
          if let parent = childNode.parent {
            throw GraphError(
              .twoParents, "\"\(child)\" is a \(word) of both \"\(parent)\" and \"\(node.name)\"")
          }
          if childNode.modal != nil {
            throw GraphError(.twoParents, "\"\(child)\" is a modal and a \(word) of \"\(node.name)\"")
          }
          childNode.parent = node.name
          byName[child] = childNode
        }
      }
    }

    /// The path to every container, from the root or from its modal.
    private static func paths(
      _ byName: [String: ContainerNode], root: String
    ) throws(GraphError) -> [String: [String]] {
      var paths: [String: [String]] = [:]
      for name in byName.keys.sorted() {
        var path = [name]
        var node = byName[name]
        while let parent = node?.parent {
          // Each container has one parent, so a name seen again is a circle, which would
          // otherwise be walked for ever.
          if path.contains(parent) {
            throw GraphError(
              .unreachable,
              "container \"\(name)\" is inside itself: \(([parent] + path).joined(separator: " › "))")
          }
          path.insert(parent, at: 0)
          node = byName[parent]
        }
        guard path[0] == root || byName[path[0]]?.modal != nil else {
          throw GraphError(.unreachable, "container \"\(name)\" is declared but nothing leads to it")
        }
        paths[name] = path
      }
      return paths
    }

    private func checkScreens(_ byName: [String: ContainerNode]) throws(GraphError) -> [String: ScreenNode] {
      var result: [String: ScreenNode] = [:]
      for node in screens {
        if result[node.name] != nil {
          throw GraphError(
            .duplicateScreen,
            "screen \"\(node.name)\" is declared twice; declare it once, in every stack a link may pick")
        }
        for stack in node.stacks {
          guard let container = byName[stack] else {
            throw GraphError(
              .unknownContainer, "screen \"\(node.name)\" is in \"\(stack)\", which is not declared")
          }
          guard case .stack = container.kind else {
            throw GraphError(.wrongKind, "screen \"\(node.name)\" is in \"\(stack)\", which is not a stack")
          }
        }
        result[node.name] = node
      }
      for node in result.values.sorted(by: { $0.name < $1.name }) {
        try checkBackStack(node, result, byName)
        for container in byName.values.sorted(by: { $0.name < $1.name }) {
          if let over = container.modal?.over, result[over] == nil {
            throw GraphError(
              .unknownScreen,
              "modal \"\(container.name)\" is presented over \"\(over)\", which is not declared")
          }
        }
      }
      return result
    }

    private func checkBackStack(
      _ node: ScreenNode, _ screens: [String: ScreenNode], _ byName: [String: ContainerNode]
    ) throws(GraphError) {
      for stack in node.stacks {
        guard case .stack(let root)? = byName[stack]?.kind else { continue }
        var seen: Set<String> = [node.name]
        var next = node.after
        while let name = next, name != root.name {
          guard let above = screens[name], above.stacks.contains(stack) else {
            throw GraphError(
              .badBackStack, "screen \"\(node.name)\" comes after \"\(name)\", which is not in \"\(stack)\"")
          }
          guard seen.insert(name).inserted else {
            throw GraphError(
              .badBackStack, "the back stack of \"\(node.name)\" goes round through \"\(name)\"")
          }
          // An optional parameter of the screen under it may go without.
          if let missing = above.parameters.first(where: {
            !node.parameters.contains($0) && !above.optionalParameters.contains($0)
          }) {
            throw GraphError(
              .badBackStack,
              "screen \"\(node.name)\" comes after \"\(name)\", which needs \"\(missing)\" that \"\(node.name)\" does not have"
            )
          }
          next = above.after
        }
      }
    }
  }
}
