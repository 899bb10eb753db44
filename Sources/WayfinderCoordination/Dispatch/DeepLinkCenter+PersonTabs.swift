import WayfinderNavigation

extension DeepLinkCenter {
  /// Whether the person may select the tab named `tab` now, with no guard to run: every guard
  /// on the way to it passes. A tab bar that asks before it switches (UIKit's
  /// `tabBarController(_:shouldSelect:)`) selects the tab when this is `true`, and otherwise
  /// calls ``personSelects(tab:)``.
  public func personMaySelect(tab: String) -> Bool {
    graph.guards(forContainer: tab).allSatisfy { guards[$0]?.isSatisfied() ?? true }
  }

  /// The person tapped the tab named `tab`: runs the guards on the way to it as a link does
  /// (a signed-out person tapping the messenger's `channels` sees sign-in, not the channel
  /// list), then selects it. The tab on screen until then stays; if a guard does not pass the
  /// person stays where they were. It takes its turn as a link (the policy applies), ends with
  /// one outcome, and is reported on ``outcomes`` as ``LinkReport/Subject/tabTap(_:)``.
  ///
  /// A navigator that reports the person's changes needs no call: when the person selects a
  /// tab whose guard does not pass, the center puts the tab they left back and calls this.
  public func personSelects(tab: String) async -> LinkOutcome {
    guard let (bar, from) = Self.tabBar(holding: tab, in: navigator.state) else {
      let outcome = LinkOutcome.failed(.noSuchTab(tab))
      report(.tabTap(tab), outcome)
      return outcome
    }
    return await submit(.tabTap(tab), .tabTap) { [weak self] job in
      await self?.runTab(job, TabTap(tab: tab, bar: bar, from: from)) ?? .superseded
    }
  }

  /// Takes the person's tab tap to its outcome: the tab they left is shown while the guards run.
  func runTab(_ job: Job, _ tap: TabTap) async -> LinkOutcome {
    let state = await freshState()
    if Self.selectedTabs(in: state)[tap.bar] == tap.tab, tap.from != tap.tab,
      let back = Self.selecting(tap.from, in: state),
      let stopped = await reach(back, from: state, for: job)
    {
      return stopped
    }
    var closing = Closing(machine.takeLeftovers())
    if let stopped = await pass(graph.guards(forContainer: tap.tab), for: job, closing: &closing) {
      return stopped
    }
    let now = await freshState()
    guard let target = Self.selecting(tap.tab, in: closing.applied(to: now)) else {
      return .failed(.noSuchTab(tap.tab))
    }
    if let stopped = await reach(target, from: now, for: job) { return stopped }
    prune(.replacedByLink)
    return .handled(navigator.state)
  }

  /// The tabs the person selected in `change` whose guards do not pass: each becomes a tap the
  /// machine runs in its turn, which puts the tab they left back and runs the guards.
  func guardedTabTaps(in change: OutsideChange) -> [TabTap] {
    let before = Self.selectedTabs(in: change.before)
    return Self.selectedTabs(in: change.after).compactMap { bar, tab in
      guard before[bar] != tab, let from = before[bar], !personMaySelect(tab: tab) else { return nil }
      return TabTap(tab: tab, bar: bar, from: from)
    }
  }

  /// Every tab bar of `state`, in the root's tree and each modal's, shown or not.
  static func tabBars(in state: NavigationState) -> [TabBar] {
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
    visit(state.root)
    for modal in state.modals { visit(modal.content) }
    return bars
  }

  /// The tab each tab bar of `state` selects, by the bar's name.
  static func selectedTabs(in state: NavigationState) -> [String: String] {
    Dictionary(
      tabBars(in: state).map { ($0.name, $0.selectedTab.name) }, uniquingKeysWith: { first, _ in first })
  }

  /// The tab bar of `state` that has a tab named `tab`, and the tab it selects.
  static func tabBar(holding tab: String, in state: NavigationState) -> (bar: String, selected: String)? {
    tabBars(in: state).first { $0.tabs.contains { $0.name == tab } }.map { ($0.name, $0.selectedTab.name) }
  }

  /// `state` with the tab named `tab` selected, its screens as they are.
  static func selecting(_ tab: String, in state: NavigationState) -> NavigationState? {
    guard let container = state.container(named: tab) else { return nil }
    let stack = container.visibleStack
    return try? state.showing(stack.screens, in: stack.name)
  }
}

/// A person's tap on a tab: the tab, its bar, and the tab they left.
struct TabTap: Sendable, Hashable {
  var tab: String
  var bar: String
  var from: String
}
