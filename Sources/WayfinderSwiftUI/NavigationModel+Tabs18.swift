@_spi(Internals) import WayfinderNavigation

// iOS 18's tabs: the tabs that are hidden — the person's, in the sidebar of a
// `.sidebarAdaptable` tab view (`TabViewCustomization`), and the app's (`Tab.hidden(_:)`). No
// step selects a hidden tab: a link into one fails with `LinkFailure.Code.tabHidden`, and
// nothing moves. A tab is hidden while either hides it; a tab bar built again (its flow
// switched away and back) hides them again, as its views do.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel {
  /// Whether the tab `tab` of the tab bar named `tabBar` is hidden.
  public func isTabHidden(_ tab: String, in tabBar: String) -> Bool {
    state.hiddenTabs(in: tabBar).contains(tab)
  }

  /// Hides the tab `tab` of the tab bar named `tabBar`, or shows it again: the app's own
  /// `Tab.hidden(_:)`, which `WayfinderTabView` applies. A hidden tab keeps its stack, and a
  /// selected tab stays selected: select another first, as SwiftUI asks ("make sure to update
  /// the TabView's selection appropriately").
  ///
  /// A tab the person hid in the sidebar stays hidden until they show it again there, or the
  /// app sets its `sidebarVisibility` in the `TabViewCustomization`.
  public func setTab(_ tab: String, in tabBar: String, hidden: Bool) {
    guard case .tabs(let bar)? = state.container(named: tabBar), bar.tabNames.contains(tab) else {
      lastRefusal = NavigationError.hiddenTab(tab, of: tabBar)
      return
    }
    if hidden {
      hiddenByApp[tabBar, default: []].insert(tab)
    } else {
      hiddenByApp[tabBar]?.remove(tab)
    }
    changeHiddenTabs(in: tabBar, [tab])
  }

  /// What the person's sidebar customization hides in the tab bar named `tabBar`, which
  /// `WayfinderTabView` reads from its `TabViewCustomization` when it appears and whenever the
  /// person changes it: those tabs are hidden, and the ones it hid before and no longer does are
  /// shown again (unless the app hides them).
  package func sidebarHides(_ hidden: Set<String>, in tabBar: String) {
    let before = hiddenBySidebar[tabBar] ?? []
    hiddenBySidebar[tabBar] = hidden
    changeHiddenTabs(in: tabBar, before.union(hidden))
  }

  /// Whether the app hides the tab `tab` (``setTab(_:in:hidden:)``): what `WayfinderTabView`
  /// passes to `Tab.hidden(_:)`, so that a tab the person hid stays in the sidebar's editor for
  /// them to show again.
  package func isHiddenByApp(_ tab: String, in tabBar: String) -> Bool {
    hiddenByApp[tabBar]?.contains(tab) ?? false
  }

  /// `state` with the tabs the app and the person hide hidden: a step that builds a tab bar
  /// again builds it with none hidden, where its views still hide them.
  func keepingHiddenTabs(_ state: NavigationState) -> NavigationState {
    guard !hiddenByApp.isEmpty || !hiddenBySidebar.isEmpty else { return state }
    var state = state
    for bar in Set(hiddenByApp.keys).union(hiddenBySidebar.keys) {
      let hidden = (hiddenByApp[bar] ?? []).union(hiddenBySidebar[bar] ?? [])
      for tab in hidden where !state.hiddenTabs(in: bar).contains(tab) {
        try? state.setTab(tab, in: bar, hidden: true)
      }
    }
    return state
  }

  /// Takes the hidden state of `tabs` of `tabBar` from the app's and the person's, as the
  /// person's change.
  private func changeHiddenTabs(in tabBar: String, _ tabs: Set<String>) {
    var after = state
    for tab in tabs {
      let hidden = isHiddenByApp(tab, in: tabBar) || (hiddenBySidebar[tabBar]?.contains(tab) ?? false)
      try? after.setTab(tab, in: tabBar, hidden: hidden)
    }
    guard after != state else { return }
    let before = state
    state = after
    driver.handle(.personChanged)
    onOutsideChange?(OutsideChange(before: before, after: after))
  }
}
