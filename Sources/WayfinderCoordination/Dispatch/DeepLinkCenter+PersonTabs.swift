import WayfinderNavigation

extension DeepLinkCenter {
  /// Whether every guard on the way to the tab named `tab` passes now.
  func mayEnter(tab: String) -> Bool {
    rules.graph.guards(forContainer: tab).allSatisfy { rules.guards[$0]?.isSatisfied() ?? true }
  }

  /// The tabs the person selected in `change` whose guards do not pass: each becomes a tap the
  /// machine runs in its turn, which puts the tab they left back and runs the guards.
  func guardedTabTaps(in change: OutsideChange) -> [TabTap] {
    let before = change.before.selectedTabs
    return change.after.selectedTabs.compactMap { bar, tab in
      guard before[bar] != tab, let from = before[bar], !mayEnter(tab: tab) else { return nil }
      return TabTap(tab: tab, bar: bar, from: from)
    }
  }
}

/// A person's tap on a tab: the tab, its bar, and the tab they left.
struct TabTap: Sendable, Hashable {
  var tab: String
  var bar: String
  var from: String
}

extension NavigationState {
  /// Every tab bar, in the root's tree and each modal's, shown or not.
  var tabBars: [TabBar] {
    var bars: [TabBar] = []
    func visit(_ container: Container) {
      switch container {
      case .stack: break
      case .tabs(let bar):
        bars.append(bar)
        for tab in bar.tabs { visit(tab) }
      case .flows(let switcher): visit(switcher.flow)
      }
    }
    visit(root)
    for modal in modals { visit(modal.content) }
    return bars
  }

  /// The tab each tab bar selects, by the bar's name.
  var selectedTabs: [String: String] {
    Dictionary(tabBars.map { ($0.name, $0.selectedTab.name) }, uniquingKeysWith: { first, _ in first })
  }

  /// The tab bar that has a tab named `tab`, and the tab it selects.
  func tabBar(holding tab: String) -> (bar: String, selected: String)? {
    tabBars.first { $0.tabs.contains { $0.name == tab } }.map { ($0.name, $0.selectedTab.name) }
  }

  /// This state with the tab named `tab` selected, its screens as they are.
  func selecting(_ tab: String) -> NavigationState? {
    guard let container = container(named: tab) else { return nil }
    let stack = container.visibleStack
    return try? showing(stack.screens, in: stack.name)
  }
}
