import WayfinderNavigation

extension NavigationGraph {
  /// A container as the graph declares it: its kind and children, its guard, where it sits,
  /// and, for a modal, how it is presented.
  ///
  /// Tools read the graph through this value (the `wayfinder` exports draw it, the linter
  /// checks it); the graph itself stays opaque.
  ///
  /// ```swift
  /// if let home = bank.container(named: "home") {
  ///   print(home.children, home.guardName ?? "none", home.parent ?? "none")
  ///   // ["dashboard", "profile", "settings"] signedIn app
  /// }
  /// ```
  package struct ContainerInfo: Sendable, Hashable {
    /// What a container holds.
    package enum Kind: Sendable, Hashable {
      /// A stack whose bottom screen is `root`.
      case stack(root: Screen)
      /// A tab bar with these tabs, `selected` at launch.
      case tabs([String], selected: String)
      /// A flow switcher showing one of these flows at a time, `initial` at launch.
      case flows([String], initial: String)
    }

    /// How a modal is presented.
    package struct Presentation: Sendable, Hashable {
      /// A sheet or a full-screen cover.
      package let style: Modal.Style
      /// The screen it is presented over, or `nil` when it is presented over whatever is on
      /// screen.
      package let over: String?
    }

    /// The container's name.
    package let name: String
    /// What it holds.
    package let kind: Kind
    /// The guard that must pass before anything in it is shown.
    package let guardName: String?
    /// For a modal's stack, how it is presented; `nil` for a container in the root's tree.
    package let presentation: Presentation?
    /// The flow switcher or tab bar that holds it; `nil` for the root and for modals.
    package let parent: String?

    /// The containers it holds, in declared order: a tab bar's tabs, a switcher's flows; none
    /// for a stack.
    package var children: [String] {
      switch kind {
      case .stack: []
      case .tabs(let tabs, _): tabs
      case .flows(let flows, _): flows
      }
    }

    /// Whether it is a modal's stack.
    package var isModal: Bool { presentation != nil }
  }

  /// A screen as the graph declares it: the stacks it lives in, its parameters, the screen
  /// under it, its traits and its guard.
  ///
  /// ```swift
  /// if let detail = bank.screen(named: "cardDetail") {
  ///   print(detail.stacks, detail.parameters, detail.after ?? "root")
  ///   // ["dashboard"] ["cardID"] card
  /// }
  /// ```
  package struct ScreenInfo: Sendable, Hashable {
    /// The screen's name.
    package let name: String
    /// The stacks it lives in: one, or several when a link picks the place.
    package let stacks: [String]
    /// The names of its parameters, in declared order; none for a stack's root.
    package let parameters: [String]
    /// Those of ``parameters`` it may be shown without.
    package var optionalParameters: Set<String> = []
    /// The screen declared just under it, or `nil` when its stack's root is.
    package let after: String?
    /// How it behaves in its stack.
    package let traits: Screen.Traits
    /// The guard that must pass before it is shown, beyond its containers' guards.
    package let guardName: String?
  }

  /// The name of the root container: the one on screen at launch, under any modal.
  package var rootContainerName: String { rootName }

  /// The container named `name`, or `nil` when the graph declares none.
  package func container(named name: String) -> ContainerInfo? {
    guard let node = containers[name] else { return nil }
    let kind: ContainerInfo.Kind =
      switch node.kind {
      case .stack(let root): .stack(root: root)
      case .tabs(let tabs, let selected): .tabs(tabs, selected: selected)
      case .flows(let flows, let initial): .flows(flows, initial: initial)
      }
    return ContainerInfo(
      name: node.name, kind: kind, guardName: node.guardName,
      presentation: node.modal.map { ContainerInfo.Presentation(style: $0.style, over: $0.over) },
      parent: node.parent)
  }

  /// The screen named `name`, or `nil` when the graph declares none.
  package func screen(named name: String) -> ScreenInfo? {
    guard let node = screens[name] else { return nil }
    return ScreenInfo(
      name: node.name, stacks: node.stacks, parameters: node.parameters,
      optionalParameters: node.optionalParameters, after: node.after, traits: node.traits,
      guardName: node.guardName)
  }

  /// The screens declared in `stack`, its root first, then each screen after the ones it
  /// comes after (ties by name); none when `stack` is not a stack.
  ///
  /// ```swift
  /// print(bank.screens(in: "dashboard").map(\.name))  // ["dashboard", "card", "cardDetail"]
  /// ```
  package func screens(in stack: String) -> [ScreenInfo] {
    guard case .stack(let root)? = containers[stack]?.kind else { return [] }
    let members = screens.values.filter { $0.stacks.contains(stack) }
    func depth(_ node: ScreenNode) -> Int {
      if node.name == root.name { return 0 }
      var depth = 1
      var next = node.after
      // The builder checked that every back stack leads down to the root without going
      // round; the bound keeps this total on any graph all the same.
      while let name = next, name != root.name, depth <= members.count, let above = screens[name] {
        depth += 1
        next = above.after
      }
      return depth
    }
    return
      members
      .map { (depth: depth($0), node: $0) }
      .sorted { ($0.depth, $0.node.name) < ($1.depth, $1.node.name) }
      .compactMap { screen(named: $0.node.name) }
  }
}
