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
  /// one outcome, and is reported on ``outcomes`` as from ``LinkSource/person``.
  ///
  /// A navigator that reports the person's changes needs no call: when the person selects a
  /// tab whose guard does not pass, the center puts the tab they left back and calls this.
  public func personSelects(tab: String) async -> LinkOutcome {
    guard let (bar, from) = Self.tabBar(holding: tab, in: navigator.state) else {
      return .failed("no tab bar on screen has a tab \"\(tab)\"")
    }
    return await personSelects((tab, bar, from))
  }

  func personSelects(_ job: (tab: String, bar: String, from: String)) async -> LinkOutcome {
    let link = IncomingLink(url: "selectTab \(job.tab)", source: .person, receivedAt: now())
    nextID += 1
    let id = nextID
    let pending = PendingLink(id: id, link: link)
    if machine.startsAtOnce(id) {
      runningLink = pending
      let outcome = await runTab(pending, job)
      finish(id, outcome)
      return outcome
    }
    self.pending[id] = pending
    waitingTabs[id] = job
    return await withCheckedContinuation { continuation in
      pending.continuation = continuation
      perform(machine.received(id, at: link.receivedAt))
    }
  }

  /// Takes the person's tab tap to its outcome: the tab they left is shown while the guards run.
  func runTab(_ link: PendingLink, _ job: (tab: String, bar: String, from: String)) async -> LinkOutcome {
    if let live { await live.refresh() }
    if Self.selectedTabs(in: navigator.state)[job.bar] == job.tab, job.from != job.tab,
      let back = Self.selecting(job.from, in: navigator.state),
      let stopped = await reach(back, for: link)
    {
      return stopped
    }
    var passed: [Screen.ID] = []
    if let stopped = await pass(graph.guards(forContainer: job.tab), for: link, passed: &passed) {
      return stopped
    }
    let base = passed.reduce(navigator.state) { $0.closing($1) }
    guard let target = Self.selecting(job.tab, in: base) else {
      return .failed("no tab bar on screen has a tab \"\(job.tab)\"")
    }
    if let stopped = await reach(target, for: link) { return stopped }
    return .handled(navigator.state)
  }

  /// Hears the person select tabs: a tab whose guard does not pass is put back at once when
  /// the navigator can, and its guard runs as ``personSelects(tab:)`` runs it.
  func personSelectedTabs(_ change: OutsideChange) {
    let before = Self.selectedTabs(in: change.before)
    for (bar, tab) in Self.selectedTabs(in: change.after) where before[bar] != tab {
      guard let from = before[bar], !personMaySelect(tab: tab) else { continue }
      if let back = Self.selecting(from, in: navigator.state),
        let steps = try? planner.plan(from: navigator.state, to: back)
      {
        for step in steps { guard (try? navigator.performAtOnce(step)) == true else { break } }
      }
      Task { _ = await self.personSelects((tab, bar, from)) }
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
