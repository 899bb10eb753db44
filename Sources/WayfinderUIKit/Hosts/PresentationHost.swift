import WayfinderNavigation

/// A view controller that shows a container: it presents a modal over itself, dismisses what
/// it presented, and says what UIKit would refuse.
///
/// Every host is one (``StackHost``, ``TabHost`` and ``FlowHost`` refine it): in UIKit,
/// `UIViewController` conforms, with `PlatformViewController` being `UIViewController`, so any
/// view controller, the app's own included, can be read through it. Tests conform a
/// behavioural model of UIKit.
///
/// A host calls each `completion` at most once, on the main actor, when its transition has
/// ended (for an animated one, when the animation has; otherwise at once). UIKit does not
/// always call it (a refused presentation never does), so ``UIKitNavigator`` never waits for it
/// for ever: past ``UIKitNavigator/stepTimeLimit`` the step fails with
/// `NavigationError.Code.timedOut`. A second call, or a call after the time limit, is ignored.
@MainActor
@_spi(Testing) public protocol PresentationHost<PlatformViewController>: AnyObject {
  /// The view controller type of the platform: `UIViewController` in UIKit.
  associatedtype PlatformViewController: AnyObject

  /// The host as a view controller, to put into a tab bar, a flow or a modal: itself in UIKit.
  var hostViewController: PlatformViewController { get }

  /// The view controller presented over this one, if any.
  var presentedViewController: PlatformViewController? { get }

  /// Whether the host's view is in a window: UIKit presents only from such a view.
  var isInWindow: Bool { get }

  /// How this view controller, presented, covers what is under it: `.fullScreen` for UIKit's
  /// full-screen styles, `.sheet` for the others. Read for modals the library did not present.
  var presentedStyle: Modal.Style { get }

  /// Whether the person is dragging a transition of this host now: an interactive swipe-back,
  /// a sheet being pulled down.
  var isInInteractiveTransition: Bool { get }

  /// Whether the app keeps this view controller, presented, from the person's dismissal:
  /// UIKit's `isModalInPresentation` ("prevents the interactive dismissal of the view controller
  /// while it is onscreen"). Read, never set: what a link does about it is the center's
  /// decision.
  var isModalInPresentation: Bool { get }

  /// Calls `completion` once the transition under way has ended, finished or cancelled, or at
  /// once when there is none.
  func whenTransitionEnds(_ completion: @escaping @MainActor () -> Void)

  /// Presents `viewController` over this host as a sheet or a full-screen cover.
  ///
  /// - Parameters:
  ///   - viewController: The view controller of the modal's content.
  ///   - style: How the modal covers what is under it, as the graph declares it. A view
  ///     controller whose presentation style the factory chose keeps it.
  ///   - animated: Whether the presentation is animated.
  ///   - completion: Called once the presentation has ended.
  func present(
    _ viewController: PlatformViewController, style: Modal.Style, animated: Bool,
    completion: @escaping @MainActor () -> Void)

  /// Dismisses the view controller this host presented, and everything presented over it.
  ///
  /// - Parameters:
  ///   - animated: Whether the dismissal is animated.
  ///   - completion: Called once the dismissal has ended.
  func dismissPresented(animated: Bool, completion: @escaping @MainActor () -> Void)
}

/// A host that tells its navigator when it changed without a step of the navigator's: the
/// person went back, tapped a tab, pulled its sheet down, or the app pushed its own screen.
///
/// The library's own containers (`WayfinderNavigationController`, `WayfinderTabBarController`,
/// `FlowViewController`) report, with no delegate taken from the app; ``UIKitNavigator`` sets
/// ``reportChange`` on every such host it builds or discovers. A host that does not report
/// still never misleads a link, which reads the hierarchy before it plans; reporting only
/// makes the navigator hear of a change at once (to end the coordinators that left, or a link
/// whose sign-in sheet the person dismissed).
@MainActor
package protocol ChangeReportingHost: AnyObject {
  /// What the host calls once a change it did not make has ended.
  var reportChange: (@MainActor () -> Void)? { get set }
}

/// A host that anchors a popover before presenting it: UIKit raises an exception when a
/// popover is shown with no `sourceView`, `sourceItem` or `barButtonItem`.
///
/// `UIViewController` is one: a popover the factory made without an anchor is anchored to the
/// middle of the presenting view controller's view, with no arrow; an anchor the factory set
/// is kept.
@MainActor
package protocol PopoverAnchoringHost: AnyObject {
  /// Gives `viewController` an anchor when it is a popover without one; returns `false` when
  /// it is one and no anchor can be found (the navigator then refuses the step,
  /// `NavigationError.Code.noPopoverAnchor`, rather than let UIKit raise).
  func anchorsPopover(of viewController: AnyObject) -> Bool
}

@_spi(Testing) extension PresentationHost {
  /// `true`: a test's fake host is on screen unless it says otherwise.
  public var isInWindow: Bool { true }

  /// `.sheet`: a fake host that is never presented by anyone else needs no style.
  public var presentedStyle: Modal.Style { .sheet }

  /// `false`: a fake host has no person dragging it unless it says so.
  public var isInInteractiveTransition: Bool { false }

  /// `false`: a fake host is dismissable unless it says otherwise.
  public var isModalInPresentation: Bool { false }

  /// Calls `completion` at once: a fake host has no transition under way unless it says so.
  public func whenTransitionEnds(_ completion: @escaping @MainActor () -> Void) { completion() }
}
