@_spi(Internals) import WayfinderNavigation

extension NavigationGraph {
  /// The state a link to `screen` should reach from `current`.
  ///
  /// The screen goes on top of its stack with the back stack the graph declares under it
  /// (dashboard, card(42), cardDetail(42); not cardDetail alone). Modals above that stack go,
  /// the tabs on the way are selected (a tab being left that hides the tab bar is popped to a
  /// screen that shows it), and a flow switcher showing another flow switches to the one that
  /// holds the stack, built as it first appears. A modal's screen is presented over the screen
  /// the graph names (reached the same way), or over whatever is on screen; a modal that holds
  /// a tab bar or flows is presented as it first appears with the tab or flow that leads to the
  /// screen, or, when it is presented already, selects that tab or switches to that flow.
  ///
  /// - Parameters:
  ///   - screen: The screen to show: its name and parameters; the graph supplies its traits.
  ///   - stack: For a screen in several stacks, the one to show it in.
  ///   - current: The state on screen.
  /// - Returns: The target state, for `TransitionPlanner` to plan towards.
  /// - Throws: ``GraphError`` when the graph has no such screen, or the screen is in several
  ///   stacks and `stack` does not pick one of them.
  public func target(
    for screen: Screen, in stack: String? = nil, from current: NavigationState
  ) throws(GraphError) -> NavigationState {
    let (place, single) = try self.place(for: screen, in: stack, from: current)
    return try target(for: screen, in: stack, at: place, single: single, from: current)
  }

  /// The state a link to `screen` should reach from `current`, at a place ``place(for:in:)``
  /// found; `single` when the screen is in one stack only.
  func target(
    for screen: Screen, in stack: String?, at place: Place, single: Bool, from current: NavigationState
  ) throws(GraphError) -> NavigationState {
    let target = try placedTarget(for: screen, in: stack, at: place, single: single, from: current)
    // A screen unique in the app: the instances in other stacks close.
    guard place.traits.contains(.uniqueInApp) else { return target }
    return target.closingOthers(named: screen.name, keeping: place.stack)
  }

  private func placedTarget(
    for screen: Screen, in stack: String?, at place: Place, single: Bool, from current: NavigationState
  ) throws(GraphError) -> NavigationState {
    let screens = Self.backStack(for: screen, at: place)
    guard let top = place.path.first else {
      throw GraphError(.unreachableTarget, "nothing leads to \"\(place.stack)\"", inGraph: false)
    }
    if let modal = place.modal {
      // A screen in one stack ignores `stack`, which then picks the place of the screen a
      // modal is presented over (the recipes app's ratings, over a recipe in either tab).
      return try modalTarget(
        top, style: modal.style, over: modal.over, overStack: single ? stack : nil, screens: screens,
        at: place, for: screen, current)
    }
    if let shown = try? current.showing(screens, in: place.stack) { return shown }
    // The stack is not on screen: a flow switcher on the way shows another flow.
    var root = current.root
    guard try switchFlows(&root, along: place.path[...], to: place.stack, screens) else {
      throw GraphError(
        .unreachableTarget,
        "the state on screen has no way to \"\(place.stack)\" (path \(place.path.joined(separator: " › ")))",
        inGraph: false)
    }
    return NavigationState(root: root)
  }

  /// The screens, back stack first, that a link to `screen` at `place` shows in its stack,
  /// when that stack is no modal's: the caller plans along the path to it
  /// (`TransitionPlanner.plan(from:showing:in:)`) rather than building a whole target, as
  /// ``target(for:in:from:)`` would for a stack on screen. `nil` for a modal's screen, a
  /// screen unique in the app, or a place that nothing leads to.
  func screens(showing screen: Screen, at place: Place) -> [Screen]? {
    guard place.modal == nil, !place.path.isEmpty, !place.traits.contains(.uniqueInApp) else { return nil }
    return Self.backStack(for: screen, at: place)
  }

  /// The stack to show `screen` in, from `current`.
  func stack(for screen: Screen, in stack: String?, from current: NavigationState?) throws(GraphError)
    -> String
  {
    try place(for: screen, in: stack, from: current).place.stack
  }

  /// Where to show `screen`, with what the graph worked out for that place when it was built,
  /// and whether the screen is in one stack only; `current`, the state on screen, is what a
  /// ``Placement/selectedTab`` screen's place depends on.
  func place(
    for screen: Screen, in stack: String?, from current: @autoclosure () -> NavigationState?
  ) throws(GraphError) -> (place: Place, single: Bool) {
    guard let places = placesByScreen[screen.name] else {
      throw GraphError(.unknownScreen, "the graph has no screen \"\(screen.name)\"", inGraph: false)
    }
    if places.count == 1 { return (places[0], true) }
    if let stack {
      guard let place = places.first(where: { $0.stack == stack }) else {
        throw GraphError(
          .ambiguousPlacement,
          "screen \"\(screen.name)\" is not in \"\(stack)\" (it is in \(Self.stackList(places)))",
          inGraph: false)
      }
      return (place, false)
    }
    // A root screen in several stacks is told apart by its fixed parameters.
    if let place = places.first(where: { $0.root?.id == screen.id }) { return (place, false) }
    if screens[screen.name]?.placement == .selectedTab {
      return (Self.shownPlace(among: places, in: current()) ?? places[0], false)
    }
    throw GraphError(
      .ambiguousPlacement,
      "screen \"\(screen.name)\" is in \(Self.stackList(places)); the link must pick one",
      inGraph: false)
  }

  /// The place whose stack is on screen in `state`, from the top modal down to the root.
  private static func shownPlace(among places: [Place], in state: NavigationState?) -> Place? {
    guard let state else { return nil }
    for level in stride(from: state.modals.count, through: 0, by: -1) {
      let shown = (level == 0 ? state.root : state.modals[level - 1].content).visibleStack.name
      if let place = places.first(where: { $0.stack == shown }) { return place }
    }
    return nil
  }

  private static func stackList(_ places: [Place]) -> String {
    places.map(\.stack).joined(separator: ", ")
  }

  private func modalTarget(
    _ name: String, style: Modal.Style, over: String?, overStack: String?, screens: [Screen],
    at place: Place, for screen: Screen, _ current: NavigationState
  ) throws(GraphError) -> NavigationState {
    // Already presented: keep it, drop what is above it, select the tab or switch to the flow
    // that leads to the stack, set the stack.
    if let level = current.modals.firstIndex(where: { $0.name == name }) {
      if let shown = try? current.showing(screens, in: place.stack) { return shown }
      var content = current.modals[level].content
      if try switchFlows(&content, along: place.path[...], to: place.stack, screens) {
        var shown = current
        shown.modals.removeSubrange((level + 1)...)
        shown.modals[level].content = content
        return shown
      }
    }
    var base = current
    // A modal the app presented itself (an alert) is dismissed, not presented over: the link
    // needs the top of the screen.
    while base.modals.last?.isForeign == true { base.modals.removeLast() }
    if let over, let overNode = self.screens[over] {
      // The screen under takes the link's parameters it declares. A modal's root declares none
      // (its routes give it what they have): it takes them all, so that a chain of modals
      // carries the link's parameters down to the screens that declare them.
      let parameters =
        isModalRoot(over)
        ? screen.parameters : screen.parameters.filter { overNode.parameters.contains($0.key) }
      base = try target(for: Screen(over, parameters: parameters), in: overStack, from: current)
    }
    return base.presenting(Modal(style, try presentedContent(name, showing: screens, at: place)))
  }

  /// The content of the modal `name` as it first appears, holding `screens` in the stack of
  /// `place`: its tab selected, or its flow shown, when it holds a tab bar or flows.
  private func presentedContent(
    _ name: String, showing screens: [Screen], at place: Place
  ) throws(GraphError) -> Container {
    guard place.path.count > 1, var content = initialContainer(name) else { return .stack(name, screens) }
    if let shown = try? NavigationState(root: content).showing(screens, in: place.stack) { return shown.root }
    guard try switchFlows(&content, along: place.path[...], to: place.stack, screens) else {
      throw GraphError(
        .unreachableTarget,
        "modal \"\(name)\" has no way to \"\(place.stack)\" (path \(place.path.joined(separator: " › ")))",
        inGraph: false)
    }
    return content
  }

  /// Whether `name` is the root screen of a stack at the top of a modal, or in its tabs or
  /// flows, whose parameters its routes give.
  private func isModalRoot(_ name: String) -> Bool {
    guard let stacks = screens[name]?.stacks else { return false }
    return stacks.contains { stack in
      guard case .stack(let root)? = containers[stack]?.kind, let top = paths[stack]?.first,
        containers[top]?.modal != nil
      else { return false }
      return root.name == name
    }
  }

  /// Replaces, in `container`, the flow of the first switcher on `path` that shows another one
  /// with that flow as it first appears, holding `screens` in `stack`.
  private func switchFlows(
    _ container: inout Container, along path: ArraySlice<String>, to stack: String, _ screens: [Screen]
  ) throws(GraphError) -> Bool {
    guard container.name == path.first else { return false }
    let rest = path.dropFirst()
    switch container {
    case .stack:
      return false
    case .tabs(var bar):
      guard let index = bar.tabs.firstIndex(where: { $0.name == rest.first }) else { return false }
      guard try switchFlows(&bar.tabs[index], along: rest, to: stack, screens) else { return false }
      container = .tabs(bar)
      return true
    case .flows(var switcher):
      guard let next = rest.first else { return false }
      if switcher.flow.name == next {
        guard try switchFlows(&switcher.flow, along: rest, to: stack, screens) else { return false }
      } else {
        guard let fresh = initialContainer(next) else { return false }
        guard let built = try? NavigationState(root: fresh).showing(screens, in: stack) else { return false }
        switcher.flow = built.root
      }
      container = .flows(switcher)
      return true
    }
  }
}
