import WayfinderNavigation

extension NavigationGraph {
  /// Why `state` is not one this graph allows any more, or `nil` when it is: what a state saved
  /// by an older build of the app (or by a scene in the background) is checked against before
  /// it is restored.
  ///
  /// A state the graph allows is legal (`NavigationState.checkInvariants()`); every container
  /// in it is declared, of the same kind, and a modal is declared a modal of the same style;
  /// a tab bar has no tab the graph does not declare (a tab the graph gained is no problem: it
  /// is restored as it first appears) and a flow switcher shows a declared flow; every screen is
  /// declared in the stack that holds it, with the declared parameters (those declared optional
  /// may be absent), and none is foreign.
  ///
  /// ```swift
  /// var saved = bank.initialState
  /// saved.modals = [Modal(.sheet, .stack("promo", [Screen("promo")]))]
  /// print(bank.problem(restoring: saved) ?? "fine")
  /// // "promo" is no container of the graph
  /// ```
  public func problem(restoring state: NavigationState) -> String? {
    switch restorablePart(of: state) {
    case .whole: nil
    case .part(_, let dropped): dropped.first?.why
    case .nothing(let why): why
    }
  }

  /// What of a saved state the graph still allows.
  enum RestorablePart: Equatable {
    /// The graph allows all of it.
    case whole
    /// The graph allows `state`, the saved one without its stale parts, each with why, and with
    /// the tabs the graph gained (then possibly nothing is dropped).
    case part(NavigationState, dropped: [Dropped])
    /// Nothing: the root itself is stale, or what is left is not legal.
    case nothing(String)
  }

  /// A stale part of a saved state, left out: what, and why.
  struct Dropped: Equatable, CustomStringConvertible {
    let what: String
    let why: String
    var description: String { "left out \(what): \(why)" }
  }

  /// The part of `state` the graph still allows (see ``problem(restoring:)``), dropping only
  /// what is stale: a stack is cut at its first stale screen (a screen no longer declared
  /// there, with other parameters, or foreign), and what was pushed after it; a modal whose
  /// container or root screen is stale is left out with every modal over it. A tab bar takes the
  /// graph's tabs: a tab the app gained starts as it first appears, a tab it lost is left out,
  /// a tab whose root is stale starts afresh. A stale root (an undeclared container, a flow that
  /// is gone, a stale root screen) leaves nothing.
  func restorablePart(of state: NavigationState) -> RestorablePart {
    if let illegal = state.invariantViolations().first {
      return .nothing("the state is not legal: \(illegal)")
    }
    var dropped: [Dropped] = []
    let root: Container
    switch fitted(state.root, modal: nil, dropped: &dropped) {
    case .success(let fitted): root = fitted
    case .failure(let stale): return .nothing(stale.why)
    }
    var modals: [Modal] = []
    for (index, modal) in state.modals.enumerated() {
      switch fitted(modal.content, modal: modal.style, dropped: &dropped) {
      case .success(let content):
        modals.append(Modal(modal.style, content))
      case .failure(let stale):
        let over = state.modals.count - index - 1
        let what =
          "modal \"\(modal.content.name)\"" + (over == 0 ? "" : " and the \(over) modal(s) over it")
        dropped.append(Dropped(what: what, why: stale.why))
      }
      if modals.count <= index { break }
    }
    let kept = NavigationState(root: root, modals: modals)
    if let illegal = kept.invariantViolations().first {
      return .nothing("the state is not legal: \(illegal)")
    }
    // A tab the graph gained changes the state with nothing left out: a part, dropping nothing.
    return dropped.isEmpty && kept == state ? .whole : .part(kept, dropped: dropped)
  }

  private struct Stale: Error {
    let why: String
  }

  /// `container` as the graph allows it, its stacks cut at their stale screens (each cut
  /// added to `dropped`), or why none of it fits.
  private func fitted(
    _ container: Container, modal style: Modal.Style?, dropped: inout [Dropped]
  ) -> Result<Container, Stale> {
    guard let info = self.container(named: container.name) else {
      return .failure(Stale(why: "\"\(container.name)\" is no container of the graph"))
    }
    if let style, info.presentation?.style != style {
      return .failure(Stale(why: "\"\(container.name)\" is not a \(style.rawValue) modal of the graph"))
    }
    switch (container, info.kind) {
    case (.stack(let stack), .stack):
      for (index, screen) in stack.screens.enumerated() {
        guard let why = problem(with: screen, at: index, in: stack) else { continue }
        if index == 0 { return .failure(Stale(why: why)) }
        let after = stack.screens.count - index - 1
        let what =
          "\(screen) from \"\(stack.name)\""
          + (after == 0 ? "" : " and the \(after) screen(s) pushed after it")
        dropped.append(Dropped(what: what, why: why))
        return .success(.stack(stack.name, Array(stack.screens[..<index])))
      }
      return .success(container)
    case (.tabs(let bar), .tabs(let tabs, let selected)):
      return .success(.tabs(fittedTabs(bar, to: tabs, selected: selected, dropped: &dropped)))
    case (.flows(let switcher), .flows(let flows, _)):
      guard flows.contains(switcher.flow.name) else {
        return .failure(
          Stale(
            why:
              "flow switcher \"\(switcher.name)\" shows \"\(switcher.flow.name)\", which is none of its flows"
          ))
      }
      return fitted(switcher.flow, modal: nil, dropped: &dropped).map { .flows(switcher.name, showing: $0) }
    default:
      return .failure(
        Stale(why: "\"\(container.name)\" is a \(container.kind) container, the graph's is another kind"))
    }
  }

  /// `bar` with the graph's tabs, in the graph's order: each saved tab that is still one kept
  /// as far as it fits, a tab the app gained (or one whose saved content is stale) as it first
  /// appears, a tab the app lost left out. An app update that adds a tab keeps what the person
  /// had open in the others; the saved selection stays when its tab is still there.
  private func fittedTabs(
    _ bar: TabBar, to tabs: [String], selected: String, dropped: inout [Dropped]
  ) -> TabBar {
    var fitted: [Container] = []
    for name in tabs {
      let fresh = initialContainer(name) ?? .stack(name, [])
      guard let saved = bar.tabs.first(where: { $0.name == name }) else {
        fitted.append(fresh)
        continue
      }
      switch self.fitted(saved, modal: nil, dropped: &dropped) {
      case .success(let tab):
        fitted.append(tab)
      case .failure(let stale):
        dropped.append(Dropped(what: "tab \"\(name)\" of \"\(bar.name)\" as it was", why: stale.why))
        fitted.append(fresh)
      }
    }
    for gone in bar.tabNames where !tabs.contains(gone) {
      dropped.append(
        Dropped(
          what: "tab \"\(gone)\" of \"\(bar.name)\"", why: "the tab bar has no tab \"\(gone)\" any more"))
    }
    let savedSelection = bar.tabs.indices.contains(bar.selectedIndex) ? bar.tabs[bar.selectedIndex].name : nil
    // A tab bar showing UIKit's More list (-1) still does; a selected tab that is gone gives way
    // to the graph's.
    let index =
      bar.selectedIndex == -1
      ? -1 : savedSelection.flatMap { tabs.firstIndex(of: $0) } ?? tabs.firstIndex(of: selected) ?? 0
    return TabBar(name: bar.name, tabs: fitted, selectedIndex: index)
  }

  /// Why `screen`, at `index` in `stack`, is stale, or `nil` when the graph declares it there.
  private func problem(with screen: Screen, at index: Int, in stack: Stack) -> String? {
    if screen.isForeign { return "\(screen) in \"\(stack.name)\" is not a screen of the app" }
    guard screens(in: stack.name).contains(where: { $0.name == screen.name }),
      let node = self.screen(named: screen.name)
    else {
      return "\(screen) is no screen of stack \"\(stack.name)\""
    }
    guard screen.name != stack.screens.first?.name else { return nil }
    // The declared parameters, each present unless it is optional; no other.
    let given = Set(screen.parameters.keys)
    let declared = Set(node.parameters)
    let required = declared.subtracting(node.optionalParameters)
    guard given.isSubset(of: declared), required.isSubset(of: given) else {
      let optional = node.parameters.filter(node.optionalParameters.contains)
      return
        "\(screen) does not have the parameters the graph declares (\(node.parameters.joined(separator: ", "))"
        + (optional.isEmpty ? "" : "; optional: \(optional.joined(separator: ", "))") + ")"
    }
    return nil
  }
}
