import WayfinderNavigation

/// Which flows, tabs, stacks, modals and screens an app has, and how they nest: declared once,
/// checked when built, and asked for the state a link should reach.
///
/// From the graph, the path from the root to any screen and the back stack to put under it
/// are computed when the graph is built, not searched for each link:
///
/// ```swift
/// var graph = NavigationGraph.Builder(root: "app")
/// graph.flows("app", ["login", "home"], initial: "login")
/// graph.stack("login", root: Screen("login"))
/// graph.tabs("home", ["dashboard", "settings"], guard: "signedIn")
/// graph.stack("dashboard", root: Screen("dashboard"))
/// graph.screen("card", in: "dashboard", parameters: ["cardID"])
/// graph.screen("cardDetail", in: "dashboard", parameters: ["cardID"], after: "card")
/// graph.stack("settings", root: Screen("settings"))
/// let app = try graph.build()
/// let target = try app.target(
///   for: Screen("cardDetail", parameters: ["cardID": "42"]), from: app.initialState)
/// // flows app
/// //   tabs home
/// //     stack dashboard (selected): dashboard, card(42), cardDetail(42)
/// //     stack settings: settings
/// ```
public struct NavigationGraph: Sendable {
  /// A container of the graph.
  struct ContainerNode: Sendable {
    enum Kind: Sendable {
      case stack(root: Screen)
      case tabs([String], selected: String)
      case flows([String], initial: String)
    }
    let name: String
    let kind: Kind
    let guardName: String?
    /// For a modal's content: its style and the screen it is presented over, if any.
    let modal: (style: Modal.Style, over: String?)?
    /// Filled in by the builder: the container that holds this one.
    var parent: String?
  }

  /// A screen of the graph.
  struct ScreenNode: Sendable {
    let name: String
    let stacks: [String]
    let parameters: [String]
    /// The parameters a screen may be shown without (one screen reached by routes that give
    /// different parameter sets): a restored screen may lack them.
    var optionalParameters: Set<String> = []
    let after: String?
    let traits: Screen.Traits
    let guardName: String?
    var placement: Placement = .linkPicks
  }

  /// Where a link shows a screen that lives in several stacks when the link names none.
  public enum Placement: String, Sendable, Hashable, CaseIterable {
    /// The link must name the stack (or the screen is a root told apart by its fixed
    /// parameters); a link that names none fails with `ambiguous-placement`.
    case linkPicks
    /// The stack on screen when it is one of the screen's (the selected tab's, or a modal's on
    /// top), so that a product opens in the tab the person is in; otherwise the first stack
    /// listed.
    case selectedTab
  }

  /// What a link to a screen in one of its stacks needs, worked out once when the graph is
  /// built, so that a link looks its screen up once and walks nothing.
  final class Place: Sendable {
    /// The stack.
    let stack: String
    /// The container names from the top of the stack's level (the root, or a modal) down to it.
    let path: [String]
    /// How the container at the top of `path` is presented, when it is a modal's.
    let modal: (style: Modal.Style, over: String?)?
    /// The guards on the way, outermost first.
    let guards: [String]
    /// The stack's root screen; `nil` when `stack` is not a stack.
    let root: Screen?
    /// The screens of the back stack between the root and the screen, bottom to top.
    let between: [ScreenNode]
    /// The screen's traits, which the graph gives every screen of its name.
    let traits: Screen.Traits

    init(
      stack: String, path: [String], modal: (style: Modal.Style, over: String?)?, guards: [String],
      root: Screen?, between: [ScreenNode], traits: Screen.Traits
    ) {
      self.stack = stack
      self.path = path
      self.modal = modal
      self.guards = guards
      self.root = root
      self.between = between
      self.traits = traits
    }
  }

  let rootName: String
  let containers: [String: ContainerNode]
  let screens: [String: ScreenNode]
  /// The container names from the top of each stack's level (the root, or a modal) down to it.
  let paths: [String: [String]]
  /// For each screen, what a link to it needs in each of its stacks, in the order of its
  /// stacks; filled in when the graph is built. Apart from ``screens``, so that a link looks
  /// up one array rather than copying the screen's node.
  var placesByScreen: [String: [Place]] = [:]
  /// The titles given with `title:`.
  var titles = Titles()
  /// The stacks shown as split views: their root in the sidebar, what is pushed past it in the
  /// detail.
  var splitViewStacks: Set<String> = []

  /// The names of the screens the graph declares, sorted.
  public var screenNames: [String] { screens.keys.sorted() }

  /// The names of the containers the graph declares, sorted.
  public var containerNames: [String] { containers.keys.sorted() }

  /// Whether the graph declares a screen named `name`.
  public func contains(screen name: String) -> Bool { screens[name] != nil }

  /// The stacks a screen lives in: one, or several when a link picks the place.
  public func stacks(of screen: String) -> [String] { screens[screen]?.stacks ?? [] }

  /// Where a link that names no stack shows the screen named `screen`, when it is in several.
  public func placement(of screen: String) -> Placement { screens[screen]?.placement ?? .linkPicks }

  /// The container names from the root, or from a modal, down to `container`.
  public func path(to container: String) -> [String] { paths[container] ?? [] }

  /// The guards on the way to a screen, outermost first: its containers', then its own.
  ///
  /// A modal presented over a screen has that screen's guards first.
  public func guards(for screen: String, in stack: String? = nil) -> [String] {
    guard let node = screens[screen], let place = stack ?? node.stacks.first else { return [] }
    if let known = placesByScreen[screen]?.first(where: { $0.stack == place }) { return known.guards }
    return collectGuards(node, in: place)
  }

  func collectGuards(_ node: ScreenNode, in place: String) -> [String] {
    var names: [String] = []
    for container in path(to: place) {
      guard let containerNode = containers[container] else { continue }
      if let over = containerNode.modal?.over {
        names += guards(for: over)
      }
      if let name = containerNode.guardName { names.append(name) }
    }
    if let name = node.guardName { names.append(name) }
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }

  /// The guards on the way to the container named `container`, outermost first: those of the
  /// containers from the root (or its modal) down to it and its own, a modal's presented over
  /// a screen starting with that screen's.
  ///
  /// ```swift
  /// messenger.guards(forContainer: "channels")  // ["signedIn"]
  /// ```
  public func guards(forContainer container: String) -> [String] {
    var names: [String] = []
    for name in path(to: container) {
      guard let node = containers[name] else { continue }
      if let over = node.modal?.over { names += guards(for: over) }
      if let guardName = node.guardName { names.append(guardName) }
    }
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }

  /// The screens to put under `screen` in its stack, bottom to top, ending with `screen`:
  /// the stack's root, then each screen's `after`, with the parameters it names taken from
  /// `screen`'s.
  public func backStack(for screen: Screen, in stack: String) -> [Screen] {
    if let place = placesByScreen[screen.name]?.first(where: { $0.stack == stack }) {
      return Self.backStack(for: screen, at: place)
    }
    guard let node = screens[screen.name], case .stack(let root)? = containers[stack]?.kind else {
      return [screen]
    }
    return Self.backStack(for: screen, at: makePlace(node, in: stack, root: root))
  }

  /// The back stack of `screen` at a place worked out before.
  static func backStack(for screen: Screen, at place: Place) -> [Screen] {
    guard let root = place.root else { return [screen] }
    let shaped = Screen(screen.name, parameters: screen.parameters, data: screen.data, traits: place.traits)
    if screen.name == root.name { return [shaped] }
    var list: [Screen] = []
    list.reserveCapacity(place.between.count + 2)
    list.append(root)
    for above in place.between {
      let parameters = Self.parameters(screen.parameters, named: above.parameters)
      list.append(Screen(above.name, parameters: parameters, traits: above.traits))
    }
    list.append(shaped)
    return list
  }

  /// The values of `parameters` whose names are in `names`.
  static func parameters(_ parameters: [String: String], named names: [String]) -> [String: String] {
    if names.isEmpty { return [:] }
    // Usually the screen under takes every parameter of the one above: no new dictionary.
    if parameters.keys.allSatisfy(names.contains) { return parameters }
    return parameters.filter { names.contains($0.key) }
  }

  /// What a link to `node` in `stack` needs: its path, guards and back stack, walked once.
  func makePlace(_ node: ScreenNode, in stack: String, root: Screen? = nil) -> Place {
    let root: Screen? =
      if let root { root } else if case .stack(let root)? = containers[stack]?.kind { root } else { nil }
    var between: [ScreenNode] = []
    if let root, node.name != root.name {
      var next = node.after
      while let name = next, name != root.name, let above = screens[name] {
        between.insert(above, at: 0)
        next = above.after
      }
    }
    let path = path(to: stack)
    let top = path.first.flatMap { containers[$0] }
    return Place(
      stack: stack, path: path, modal: top?.modal, guards: collectGuards(node, in: stack), root: root,
      between: between, traits: node.traits)
  }

  /// The container as it first appears: a stack with its root, a tab bar with every tab at its
  /// start and its first tab selected, a flow switcher showing its initial flow.
  public func initialContainer(_ name: String) -> Container? {
    guard let node = containers[name] else { return nil }
    switch node.kind {
    case .stack(let root):
      return .stack(name, [root])
    case .tabs(let tabs, let selected):
      return .tabs(name, tabs.compactMap(initialContainer), selected: selected)
    case .flows(_, let initial):
      return initialContainer(initial).map { .flows(name, showing: $0) }
    }
  }

  /// The state at launch: the root container as it first appears, nothing presented.
  public var initialState: NavigationState {
    NavigationState(root: initialContainer(rootName) ?? .stack(rootName, []))
  }
}

extension NavigationGraph {
  /// Checks that every screen the app's routes lead to is in the graph.
  ///
  /// Call it once at launch (or in a test) with the screens of every route, so that a route
  /// whose screen the graph lacks is found before a link meets it:
  ///
  /// ```swift
  /// try graph.validate(screens: [BankRoute.card(cardID: 0).screen, …])
  /// ```
  ///
  /// - Throws: ``GraphError`` with code `unknownScreen` naming
  ///   every missing screen.
  public func validate(screens names: [Screen]) throws(GraphError) {
    let missing = Set(names.map(\.name).filter { screens[$0] == nil }).sorted()
    guard missing.isEmpty else {
      throw GraphError(
        .unknownScreen,
        "routes lead to screens the graph does not declare: \(missing.joined(separator: ", "))")
    }
  }
}
