/// The host of a flow switcher: a container view controller that shows one flow at a time,
/// such as login or home at the root of a window.
///
/// In UIKit, `FlowViewController` conforms: it holds the flow's view controller as its child
/// and swaps it with a cross-dissolve when animated.
@MainActor
@_spi(Testing) public protocol FlowHost<PlatformViewController>: PresentationHost {
  /// The view controller of the flow on screen, if any.
  var shownViewController: PlatformViewController? { get }

  /// Replaces the flow on screen with `viewController`.
  ///
  /// - Parameters:
  ///   - viewController: The view controller of the new flow's container.
  ///   - animated: Whether the change is animated.
  ///   - completion: Called once the new flow is on screen.
  func showFlow(
    _ viewController: PlatformViewController, animated: Bool, completion: @escaping @MainActor () -> Void)
}
