@_spi(Internals) import WayfinderNavigation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel {
  // MARK: - Split views

  /// The tab the sidebar of the split view of the tab bar named `tabBar` selects: what
  /// `WayfinderSplitView`'s `List(selection:)` binds to. `nil` once the person went back to the
  /// sidebar — a collapsed split view (compact width) then shows the sidebar, not the detail —
  /// until a tab is chosen again or a link navigates.
  public func splitSelection(in tabBar: String) -> String? {
    _ = rollbacks
    return sidebarShown.contains(tabBar) ? nil : selectedTab(in: tabBar)
  }

  /// The person chose the tab `tab` in the sidebar of the split view of `tabBar`, or went back
  /// to the sidebar (`nil`): a `nil` is kept, so that a collapsed split view shows the sidebar,
  /// and the tab bar's selected tab stays what it was (its stack is kept for when the person
  /// comes back to it).
  ///
  /// A write made from a selection the model no longer holds (`rendered`) is an echo, and is
  /// ignored.
  public func setSplitSelection(_ tab: String?, in tabBar: String, rendered: String?? = nil) {
    if let rendered, rendered != splitSelection(in: tabBar) { return }
    guard let tab else {
      guard !sidebarShown.contains(tabBar), state.container(named: tabBar) != nil else { return }
      sidebarShown.insert(tabBar)
      return
    }
    sidebarShown.remove(tabBar)
    selectTab(tab, in: tabBar)
  }

  /// A step of a link is about to be performed: the split views show their detail again, so
  /// that the link's screen is on screen; a sidebar the person opened over a stack's detail
  /// closes (``SplitColumnVisibility/all`` becomes automatic).
  func showDetailForLink() {
    if !sidebarShown.isEmpty { sidebarShown = [] }
    if splitColumns.values.contains(.all) { splitColumns = splitColumns.filter { $0.value != .all } }
  }

  // MARK: - Re-tapping a tab

  /// The person tapped the tab `tab` of the tab bar named `tabBar` while it was selected: when
  /// ``popsToRootOnReselect`` is on (the default), its stack pops to its root, as a tab bar
  /// does in UIKit apps; otherwise nothing changes.
  ///
  /// When the rule book refuses the pop, nothing changes and ``lastRefusal`` says why.
  public func reselectTab(_ tab: String, in tabBar: String) {
    guard popsToRootOnReselect, selectedTab(in: tabBar) == tab,
      case .tabs(let bar)? = state.container(named: tabBar),
      let container = bar.tabs.first(where: { $0.name == tab }),
      case .stack(let stack) = container, stack.screens.count > 1
    else { return }
    applyPersonSteps([.pop(to: stack.screens[0], at: 0, in: stack.name)])
  }

  /// What `WayfinderTabs`' `TabView` writes into its selection binding: `tab`, from the render
  /// that read `rendered` as the selected tab, at `renderedRevision`, in `renderedState`.
  ///
  /// `TabView` writes its selection on every tap of a tab item, the selected one's included. A
  /// write of the tab already selected, from a render of the model as it still is, is the
  /// person tapping that tab again: ``reselectTab(_:in:)`` (which pops its stack to its root
  /// when ``popsToRootOnReselect``). The same write from a render the model has moved on from
  /// (SwiftUI writing back what it showed before a step) is an echo and changes nothing; a write
  /// of another tab selects it (``selectTab(_:in:rendered:)``).
  package func tabViewWrote(
    _ tab: String?, in tabBar: String, rendered: String?, renderedRevision: Int,
    renderedState: NavigationState
  ) {
    if let tab, tab == rendered, tab == selectedTab(in: tabBar), revision == renderedRevision,
      state == renderedState
    {
      reselectTab(tab, in: tabBar)
    } else {
      selectTab(tab, in: tabBar, rendered: .some(rendered))
    }
  }
}
