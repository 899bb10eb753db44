extension TransitionPlanner {
  /// Refuses a plan that selects a tab the state on screen hides, before any step is taken:
  /// a link to a tab the person hid (iOS 18's sidebar) fails as a whole rather than dismissing
  /// or popping on the way and then stopping at the tab.
  ///
  /// Linear in the plan's steps; a plan without a tab switch costs nothing more.
  static func refuseHiddenTabs(in steps: [Step], from current: NavigationState) throws(NavigationError) {
    for step in steps {
      guard case .selectTab(let tab, let barName) = step.action,
        case .tabs(let bar)? = current.container(named: barName),
        bar.hiddenTabs.contains(tab), bar.selectedTab.name != tab
      else { continue }
      throw NavigationError.hiddenTab(tab, of: barName, step: step)
    }
  }
}
