import WayfinderNavigation

/// A view controller that shows a container: it presents a modal over itself and, when a modal
/// shows it, dismisses itself.
///
/// Every host is one (``StackHost``, ``TabHost`` and ``FlowHost`` refine it): in UIKit,
/// `UIViewController` conforms, with `PlatformViewController` being `UIViewController`. Tests
/// conform fakes that record each call.
///
/// A host calls each `completion` once, on the main actor, when its transition has ended (for
/// an animated one, when the animation has; otherwise at once). ``UIKitNavigator`` waits for
/// it before it performs the next step, so a host that never calls it stops the navigator; a
/// second call is ignored.
@MainActor
public protocol PresentationHost<PlatformViewController>: AnyObject {
  /// The view controller type of the platform: `UIViewController` in UIKit.
  associatedtype PlatformViewController: AnyObject

  /// The host as a view controller, to put into a tab bar, a flow or a modal: itself in UIKit.
  var hostViewController: PlatformViewController { get }

  /// The view controller presented over this one, if any.
  var presentedViewController: PlatformViewController? { get }

  /// Presents `viewController` over this host as a sheet or a full-screen cover.
  ///
  /// - Parameters:
  ///   - viewController: The view controller of the modal's content.
  ///   - style: How the modal covers what is under it.
  ///   - animated: Whether the presentation is animated.
  ///   - completion: Called once the presentation has ended.
  func present(
    _ viewController: PlatformViewController, style: Modal.Style, animated: Bool,
    completion: @escaping @MainActor () -> Void)

  /// Dismisses this host, which a modal shows as its content.
  ///
  /// - Parameters:
  ///   - animated: Whether the dismissal is animated.
  ///   - completion: Called once the dismissal has ended.
  func dismissModal(animated: Bool, completion: @escaping @MainActor () -> Void)
}
