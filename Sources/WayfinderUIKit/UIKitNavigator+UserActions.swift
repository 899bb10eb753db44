import WayfinderNavigation

extension UIKitNavigator {
  /// Brings ``state`` up to date after the person went back in the stack named `stack` (the
  /// back button, the edge swipe): the state pops to what the stack's host now shows.
  ///
  /// Call it from the navigation controller delegate's
  /// `navigationController(_:didShow:animated:)`. UIKit calls that after the navigator's own
  /// pushes and pops too; those, and a host that shows no fewer screens than the state, change
  /// nothing.
  ///
  /// ```swift
  /// // The person swiped back from card(7) to the dashboard:
  /// try navigator.userDidPop(in: "dashboard")  // pop dashboard to dashboard
  /// ```
  ///
  /// - Returns: The step the state took, or `nil` when there was nothing to take.
  /// - Throws: `NavigationError` when the rule book refuses the pop; the
  ///   state is then unchanged.
  @discardableResult
  public func userDidPop(in stack: String) throws(NavigationError) -> Step? {
    guard !isPerforming, case .stack(let host)? = directory.host(for: stack),
      case .stack(let current)? = state.container(named: stack)
    else { return nil }
    let shown = host.viewControllers.count
    guard shown >= 1, shown < current.screens.count else { return nil }
    let step = Step.pop(to: current.screens[shown - 1], at: shown - 1, in: stack)
    try state.apply(step)
    return step
  }

  /// Brings ``state`` up to date after the person selected a tab of the tab bar named
  /// `tabBar`: the state selects the tab its host now selects.
  ///
  /// Call it from the tab bar controller delegate's `tabBarController(_:didSelect:)`.
  ///
  /// - Returns: The step the state took, or `nil` when there was nothing to take.
  /// - Throws: `NavigationError` when the rule book refuses the switch;
  ///   the state is then unchanged.
  @discardableResult
  public func userDidSelectTab(in tabBar: String) throws(NavigationError) -> Step? {
    guard !isPerforming, case .tabs(let host)? = directory.host(for: tabBar),
      case .tabs(let bar)? = state.container(named: tabBar)
    else { return nil }
    let index = host.selectedIndex
    guard index != bar.selectedIndex, bar.tabs.indices.contains(index) else { return nil }
    let step = Step.selectTab(bar.tabs[index].name, in: tabBar)
    try state.apply(step)
    return step
  }

  /// Brings ``state`` up to date after the person dismissed the modal named `modal` (a sheet
  /// pulled down): it and every modal over it leave the state, top-most first, and the
  /// directory forgets their hosts.
  ///
  /// Call it from the presentation controller delegate's
  /// `presentationControllerDidDismiss(_:)`, which UIKit calls only for a dismissal the person
  /// made.
  ///
  /// - Returns: The steps the state took, top-most first; none when `modal` is not presented.
  /// - Throws: `NavigationError` when the rule book refuses a dismissal;
  ///   the state is then unchanged.
  @discardableResult
  public func userDidDismiss(_ modal: String) throws(NavigationError) -> [Step] {
    guard !isPerforming, let level = state.modals.firstIndex(where: { $0.name == modal }) else { return [] }
    let gone = state.modals[level...]
    let steps = gone.reversed().map { Step.dismiss($0.name) }
    var after = state
    for step in steps { try after.apply(step) }
    for modal in gone { directory.forget(containersIn: modal.content) }
    state = after
    return steps
  }
}
