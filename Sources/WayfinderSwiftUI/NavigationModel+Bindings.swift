@_spi(Internals) import WayfinderNavigation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel {
  // MARK: - Stacks

  /// The screens above the root of the stack named `stack`, bottom to top: what
  /// `NavigationStack(path:)` binds to. Empty when there is no such stack.
  public func path(in stack: String) -> [Screen] {
    _ = rollbacks
    guard case .stack(let found)? = state.container(named: stack) else { return [] }
    return Array(found.screens.dropFirst())
  }

  /// The root screen of the stack named `stack`, if there is one.
  public func root(of stack: String) -> Screen? {
    guard case .stack(let found)? = state.container(named: stack) else { return nil }
    return found.screens.first
  }

  /// The person changed the path of the stack named `stack` (went back, or followed a
  /// `NavigationLink(value:)`): the stack pops to what both paths share, then pushes the rest.
  ///
  /// ```swift
  /// // On dashboard, card(7), cardDetail(7), the person swipes back once:
  /// model.setPath([BankNavigation.Screens.card(7)], in: "dashboard")  // pop dashboard to card(7)
  /// ```
  ///
  /// When the rule book refuses a step, nothing changes and ``lastRefusal`` says why.
  /// A write made from what the binding showed (`rendered`) that the model no longer holds is
  /// an echo of an update SwiftUI has not shown yet, and is ignored: it does not undo the step
  /// the model just made. The bindings of `WayfinderStack` pass it.
  public func setPath(_ path: [Screen], in stack: String, rendered: [Screen]? = nil) {
    if let rendered, rendered != self.path(in: stack) { return }
    guard case .stack(let found)? = state.container(named: stack), let root = found.screens.first else {
      return
    }
    let proposed = [root] + path
    let shared = zip(found.screens, proposed).prefix { $0 == $1 }.count
    var steps: [Step] = []
    if shared < found.screens.count {
      steps.append(.pop(to: found.screens[shared - 1], at: shared - 1, in: stack))
    }
    steps += proposed[shared...].map { .push($0, onto: stack) }
    applyUserSteps(steps)
  }

  /// The person, or the app's own code, pushed `screen` onto the stack named `stack` (a button
  /// that appends to the path rather than a `NavigationLink(value:)`).
  public func push(_ screen: Screen, onto stack: String) {
    applyUserSteps([.push(screen, onto: stack)])
  }

  // MARK: - Tab bars

  /// The tabs of the tab bar named `tabBar`, in order; none when there is no such tab bar.
  public func tabs(in tabBar: String) -> [Container] {
    guard case .tabs(let bar)? = state.container(named: tabBar) else { return [] }
    return bar.tabs
  }

  /// The name of the selected tab of the tab bar named `tabBar`: what `TabView(selection:)`
  /// binds to.
  public func selectedTab(in tabBar: String) -> String? {
    _ = rollbacks
    guard case .tabs(let bar)? = state.container(named: tabBar) else { return nil }
    return bar.selectedTab.name
  }

  /// The person selected the tab named `tab` of the tab bar named `tabBar`.
  ///
  /// When the rule book refuses it (the tab being left hides the tab bar), nothing changes and
  /// ``lastRefusal`` says why.
  /// A write made from a selection the model no longer holds (`rendered`) is an echo, and is
  /// ignored.
  public func selectTab(_ tab: String?, in tabBar: String, rendered: String?? = nil) {
    if let rendered, rendered != selectedTab(in: tabBar) { return }
    guard let tab, tab != selectedTab(in: tabBar) else { return }
    applyUserSteps([.selectTab(tab, in: tabBar)])
  }

  // MARK: - Flows

  /// The flow the flow switcher named `switcher` shows, if there is one.
  public func flow(in switcher: String) -> Container? {
    guard case .flows(let found)? = state.container(named: switcher) else { return nil }
    return found.flow
  }

  // MARK: - Modals

  /// The modal presented over level `level` (0 the root, `n` the `n`th modal), sheet or
  /// full-screen cover, if there is one.
  @_spi(Internals) public func modal(at level: Int) -> PresentedModal? {
    _ = rollbacks
    // A modal the app presented itself (read as foreign) is no binding's: its own is.
    return state.modals[safe: level].flatMap { $0.isForeign ? nil : PresentedModal($0, level: level) }
  }

  /// The sheet presented over level `level` (0 the root, `n` the `n`th modal), if the modal
  /// there is a sheet: what `sheet(item:)` binds to.
  @_spi(Internals) public func sheet(at level: Int) -> PresentedModal? {
    presented(at: level, .sheet)
  }

  /// The full-screen cover presented over level `level`, if the modal there is one: what
  /// `fullScreenCover(item:)` binds to.
  @_spi(Internals) public func fullScreenCover(at level: Int) -> PresentedModal? {
    presented(at: level, .fullScreen)
  }

  /// The person dismissed the modal over level `level` (pulled a sheet down), or the view layer
  /// presented one there: `nil` dismisses it and every modal over it, top-most first; a modal
  /// is presented from the top-most container.
  ///
  /// When the rule book refuses a step, nothing changes and ``lastRefusal`` says why.
  /// A write made from a modal the model no longer presents there (`rendered`) is an echo — a
  /// late `nil` for a sheet the model has already replaced — and is ignored.
  @_spi(Internals) public func setPresented(
    _ modal: PresentedModal?, at level: Int, rendered: PresentedModal?? = nil
  ) {
    if let rendered, rendered?.id != self.modal(at: level)?.id { return }
    guard let modal else {
      // SwiftUI refusing the presentation a step is making: the step fails, and the modal
      // leaves the state below as the person's dismissal would.
      presentationDropped(at: level)
      guard state.modals.indices.contains(level) else { return }
      applyUserSteps(state.modals[level...].reversed().map { .dismiss($0.name) })
      return
    }
    guard modal.modal != state.modals[safe: level] else { return }
    applyUserSteps([.present(modal.modal, from: state.topContainer.name)])
  }

  // MARK: - Reloads

  /// How many times the screen `screen` has been reloaded: a view reloads its data when it
  /// changes, with `.task(id:)`.
  public func reloadCount(of screen: some ScreenConvertible) -> Int {
    reloads[screen.screen.id, default: 0]
  }

  // MARK: - Updates

  /// The data the screen `screen` holds now, as the last `update` step left it (a link's
  /// `?t=90` on the episode on screen): a view reads it to act on it in place, with
  /// `.onChange(of:)`, rather than being built again. Empty when no screen on the state has
  /// that name and parameters.
  public func data(of screen: some ScreenConvertible) -> [String: String] {
    let screen = screen.screen.id
    func search(_ container: Container) -> Screen? {
      switch container {
      case .stack(let stack): stack.screens.last { $0.id == screen }
      case .tabs(let bar): bar.tabs.lazy.compactMap(search).first
      case .flows(let switcher): search(switcher.flow)
      }
    }
    let found = state.modals.reversed().lazy.compactMap { search($0.content) }.first ?? search(state.root)
    return found?.data ?? [:]
  }

  private func presented(at level: Int, _ style: Modal.Style) -> PresentedModal? {
    _ = rollbacks
    guard let modal = state.modals[safe: level], modal.style == style, !modal.isForeign else { return nil }
    return PresentedModal(modal, level: level)
  }

  /// Applies what the person did (``applyUserSteps(_:)``), for the model's other extensions.
  func applyPersonSteps(_ steps: [Step]) {
    applyUserSteps(steps)
  }

  /// Applies what the person did, all steps or none; no steps leave the state untouched, so
  /// that no view is invalidated for nothing.
  private func applyUserSteps(_ steps: [Step]) {
    guard !steps.isEmpty else { return }
    var after = state
    do {
      for step in steps { try after.apply(step) }
    } catch {
      lastRefusal = error
      // The views already show the person's change: read again, they show the model's.
      rollbacks += 1
      return
    }
    let before = state
    state = after
    driver.handle(.personChanged)
    onOutsideChange?(OutsideChange(before: before, after: after))
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
