/// The host of a stack: a navigation controller, showing one view controller per screen,
/// bottom to top.
///
/// In UIKit, `UINavigationController` conforms: `viewControllers` is its own property, and the
/// completions come from the transition coordinator when animated, at once when not.
/// ``UIKitNavigator`` pushes with ``push(_:animated:completion:)`` and pops and replaces with
/// ``setViewControllers(_:animated:completion:)``, keeping what the host already shows.
@MainActor
@_spi(Testing) public protocol StackHost<PlatformViewController>: PresentationHost {
  /// The view controllers the stack shows, bottom to top.
  var viewControllers: [PlatformViewController] { get }

  /// Pushes `viewController` onto the stack.
  ///
  /// - Parameters:
  ///   - viewController: The view controller of the pushed screen.
  ///   - animated: Whether the push is animated.
  ///   - completion: Called once the push has ended.
  func push(
    _ viewController: PlatformViewController, animated: Bool, completion: @escaping @MainActor () -> Void)

  /// Makes the stack show `viewControllers`: a pop when they are a prefix of what it shows.
  ///
  /// - Parameters:
  ///   - viewControllers: The view controllers to show, bottom to top.
  ///   - animated: Whether the change is animated.
  ///   - completion: Called once the change has ended.
  func setViewControllers(
    _ viewControllers: [PlatformViewController], animated: Bool, completion: @escaping @MainActor () -> Void)
}
