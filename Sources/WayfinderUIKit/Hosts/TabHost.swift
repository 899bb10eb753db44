/// The host of a tab bar: a tab bar controller, showing one view controller per tab.
///
/// In UIKit, `UITabBarController` conforms, and selecting a tab completes at once.
@MainActor
@_spi(Testing) public protocol TabHost<PlatformViewController>: PresentationHost {
  /// The tabs' view controllers, in order.
  var tabViewControllers: [PlatformViewController] { get }

  /// The index of the selected tab, or `nil` when none of ``tabViewControllers`` is selected:
  /// UIKit's More list is on screen (its `selectedIndex` is then `NSNotFound`).
  var selectedTabIndex: Int? { get }

  /// The indices of the tabs that are hidden (iOS 18: `UITab.isHidden`, the person's choice in
  /// the sidebar or the app's), which no step selects.
  var hiddenTabIndices: Set<Int> { get }

  /// Selects the tab at `index`, which the navigation state names `name`.
  ///
  /// - Parameters:
  ///   - index: The tab's index.
  ///   - name: The tab's name in the navigation state, for hosts that select by name.
  ///   - animated: Whether the change is animated.
  ///   - completion: Called once the tab is selected.
  func selectTab(
    at index: Int, named name: String, animated: Bool, completion: @escaping @MainActor () -> Void)
}

extension TabHost {
  /// No tab is hidden: a tab bar of `viewControllers`, which cannot hide one.
  public var hiddenTabIndices: Set<Int> { [] }
}
