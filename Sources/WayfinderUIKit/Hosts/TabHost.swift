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
