import WayfinderNavigation

extension NavigationGraph {
  /// Declares a navigation graph in the app's own types: its screens (`AppScreen`, the enum
  /// whose cases are also its routes in the common case), its containers (`Name`) and its
  /// guards (`Guard`). A misspelt name does not compile.
  ///
  /// A screen is keyed by one of its values: its name is the value's, and its parameters are
  /// the names of the value's parameters, so a case with values is given with any values.
  ///
  /// ```swift
  /// var graph = NavigationGraph.TypedBuilder<ShopScreen, ShopContainer, ShopGuard>(root: .main)
  /// graph.tabs(.main, [.home, .account])
  /// graph.stack(.home, root: .home)
  /// graph.screen(.product(id: 0), in: .home)
  /// graph.stack(.account, root: .account)
  /// graph.screen(.orders, in: .account, guard: .signedIn)
  /// graph.screen(.order(id: 0), in: .account, after: .orders, guard: .signedIn)
  /// let shop = try graph.build()
  /// print(shop.guards(for: "order"))  // ["signedIn"]
  /// ```
  ///
  /// An app without guards names ``NoGuards``. Everything is checked by ``build()``, as
  /// ``Builder/build()`` checks it.
  public struct TypedBuilder<AppScreen: ScreenConvertible, Name: ContainerName, Guard: GuardName>: Sendable {
    /// The builder of strings this one fills in.
    public var untyped: Builder

    /// Starts a graph whose root container is `root`.
    public init(root: Name) {
      untyped = Builder(root: root.rawValue)
    }

    /// Declares a flow switcher that shows one of `flows` at a time, `initial` (or the first)
    /// at launch.
    public mutating func flows(
      _ name: Name, _ flows: [Name], initial: Name? = nil, guard guardName: Guard? = nil
    ) {
      untyped.flows(
        name.rawValue, flows.map(\.rawValue), initial: initial?.rawValue, guard: guardName?.rawValue)
    }

    /// Declares a tab bar with `tabs`, each a container, `selected` (or the first) at launch.
    public mutating func tabs(
      _ name: Name, _ tabs: [Name], selected: Name? = nil, guard guardName: Guard? = nil
    ) {
      untyped.tabs(
        name.rawValue, tabs.map(\.rawValue), selected: selected?.rawValue, guard: guardName?.rawValue)
    }

    /// Declares a stack whose bottom screen is `root`; the root screen is declared with it.
    /// `title` titles the stack and its root (in storyboards).
    public mutating func stack(
      _ name: Name, root: AppScreen, guard guardName: Guard? = nil, title: String? = nil
    ) {
      untyped.stack(name.rawValue, root: root.screen, guard: guardName?.rawValue, title: title)
    }

    /// Declares a modal: a stack with `root` at the bottom, presented with `style` over the
    /// screen `over` is one of, or over whatever is on screen when `over` is `nil`.
    public mutating func modal(
      _ name: Name, _ style: Modal.Style, root: AppScreen, over: AppScreen? = nil,
      guard guardName: Guard? = nil, title: String? = nil
    ) {
      untyped.modal(
        name.rawValue, style, root: root.screen, over: over?.screen.name, guard: guardName?.rawValue,
        title: title)
    }

    /// Declares a modal as ``modal(_:_:root:over:guard:title:)`` does, its root screen carrying
    /// `traits`: a call's cover that holds links (`Screen.Traits.holdsLinks`), a draft's sheet
    /// that asks before a link closes it (`Screen.Traits.asksBeforeClosing`).
    public mutating func modal(
      _ name: Name, _ style: Modal.Style, root: AppScreen, traits: Screen.Traits, over: AppScreen? = nil,
      guard guardName: Guard? = nil, title: String? = nil
    ) {
      var screen = root.screen
      screen.traits.formUnion(traits)
      untyped.modal(
        name.rawValue, style, root: screen, over: over?.screen.name, guard: guardName?.rawValue, title: title)
    }

    /// Declares a modal that holds a tab bar of `tabs`, `selected` (or the first) when it is
    /// presented, the whole presented with `style` over the screen `over` is one of (see
    /// `Builder.modal(_:_:tabs:selected:over:guard:)`).
    public mutating func modal(
      _ name: Name, _ style: Modal.Style, tabs: [Name], selected: Name? = nil, over: AppScreen? = nil,
      guard guardName: Guard? = nil
    ) {
      untyped.modal(
        name.rawValue, style, tabs: tabs.map(\.rawValue), selected: selected?.rawValue,
        over: over?.screen.name, guard: guardName?.rawValue)
    }

    /// Declares a modal that holds a flow switcher of `flows`, `initial` (or the first) when it
    /// is presented (see `Builder.modal(_:_:flows:initial:over:guard:)`).
    public mutating func modal(
      _ name: Name, _ style: Modal.Style, flows: [Name], initial: Name? = nil, over: AppScreen? = nil,
      guard guardName: Guard? = nil
    ) {
      untyped.modal(
        name.rawValue, style, flows: flows.map(\.rawValue), initial: initial?.rawValue,
        over: over?.screen.name, guard: guardName?.rawValue)
    }

    /// Declares the screens of `screen`'s kind, pushed in `stack` over the screens of
    /// `after`'s kind and their back stack, or over the stack's root.
    ///
    /// - Parameters:
    ///   - screen: One of the screens: it gives the name and the parameters' names.
    ///   - stack: The stack they are pushed in.
    ///   - after: One of the screens just under them, which they pass their parameters on to
    ///     by name.
    ///   - optionalParameters: The parameters they may be shown without.
    ///   - traits: How they behave in their stack.
    ///   - guardName: A guard that must pass before one is shown.
    ///   - title: What people read for them (in storyboards).
    public mutating func screen(
      _ screen: AppScreen, in stack: Name, after: AppScreen? = nil, optionalParameters: [String] = [],
      traits: Screen.Traits = [], guard guardName: Guard? = nil, title: String? = nil
    ) {
      self.screen(
        screen, in: [stack], after: after, optionalParameters: optionalParameters, traits: traits,
        guard: guardName, title: title)
    }

    /// Declares the screens of `screen`'s kind in several stacks, the one to show picked for
    /// each link, or by `placement` when a link names none.
    ///
    /// - Parameters:
    ///   - screen: One of the screens: it gives the name and the parameters' names.
    ///   - stacks: The stacks they are pushed in; the first is the one a link falls back to.
    ///   - after: One of the screens just under them.
    ///   - optionalParameters: The parameters they may be shown without.
    ///   - traits: How they behave in their stack, or in the whole app.
    ///   - guardName: A guard that must pass before one is shown.
    ///   - placement: Where a link that names no stack shows them.
    ///   - title: What people read for them (in storyboards).
    public mutating func screen(
      _ screen: AppScreen, in stacks: [Name], after: AppScreen? = nil, optionalParameters: [String] = [],
      traits: Screen.Traits = [], guard guardName: Guard? = nil, placement: Placement = .linkPicks,
      title: String? = nil
    ) {
      let shown = screen.screen
      untyped.screen(
        shown.name, in: stacks.map(\.rawValue), parameters: shown.parameters.keys.sorted(),
        optionalParameters: optionalParameters, after: after?.screen.name, traits: traits,
        guard: guardName?.rawValue, placement: placement, title: title)
    }

    /// Checks the graph and freezes it.
    ///
    /// - Throws: ``GraphError`` for the first mistake, as ``Builder/build()`` does.
    public func build() throws(GraphError) -> NavigationGraph {
      try untyped.build()
    }
  }
}

/// The guards of an app that has none, for ``NavigationGraph/TypedBuilder``: a type with no
/// cases.
public enum NoGuards: GuardName {
  public init?(rawValue: String) { nil }
  public var rawValue: String {
    switch self {}
  }
}
