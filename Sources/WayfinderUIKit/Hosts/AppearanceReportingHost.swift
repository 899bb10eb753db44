/// A host that says when its view has first appeared: its first `viewDidAppear(_:)`.
///
/// UIKit presents only from a view controller whose view is in the window hierarchy, and a
/// window's root is not there until it has appeared: a presentation made before (at cold
/// launch, from `scene(_:willConnectTo:options:)`) is dropped with the warning "Attempt to
/// present … whose view is not in the window hierarchy", and its completion never comes. So
/// ``UIKitNavigator`` waits, at most ``UIKitNavigator/stepTimeLimit``, for the root container's
/// host to appear before it presents, when that host reports its appearance. The library's
/// containers (`WayfinderNavigationController`, `WayfinderTabBarController`,
/// `FlowViewController`) do; a root of the app's own that does not is presented from as soon as
/// its view is in a window, as before.
@MainActor
package protocol AppearanceReportingHost: AnyObject {
  /// Whether the view has appeared at least once.
  var hasAppeared: Bool { get }

  /// Calls `completion` once the view has first appeared: at once when it has.
  func whenAppeared(_ completion: @escaping @MainActor () -> Void)
}
