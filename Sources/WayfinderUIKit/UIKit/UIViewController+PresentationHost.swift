// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import WayfinderNavigation

  @_spi(Testing) extension UIViewController: PresentationHost {
    /// The view controller itself.
    public var hostViewController: UIViewController { self }

    /// Whether the view is loaded and in a window (`viewIfLoaded?.window`).
    public var isInWindow: Bool { viewIfLoaded?.window != nil }

    /// `.fullScreen` for UIKit's full-screen presentation styles, `.sheet` for the others.
    public var presentedStyle: Modal.Style {
      switch modalPresentationStyle {
      case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: .fullScreen
      default: .sheet
      }
    }

    /// Whether the transition coordinator's transition is interactive (the person drags it).
    public var isInInteractiveTransition: Bool { transitionCoordinator?.isInteractive ?? false }

    /// Calls `completion` when the transition coordinator's transition has ended, or at once
    /// when there is none, or when UIKit could not queue the call.
    public func whenTransitionEnds(_ completion: @escaping @MainActor () -> Void) {
      guard let coordinator = transitionCoordinator else { return completion() }
      // NB: `animate(alongsideTransition:completion:)` returns false, and never calls the
      // completion, when it could not queue it.
      if !coordinator.animate(alongsideTransition: nil, completion: { _ in completion() }) { completion() }
    }

    /// Presents `viewController` with `present(_:animated:completion:)`. A full-screen modal
    /// whose view controller still has UIKit's default style (`.automatic`) is made
    /// `.fullScreen`; any style the factory chose (detents, `.overFullScreen`, a custom
    /// transition) is kept. A popover without an anchor is anchored to the middle of this view
    /// controller's view (UIKit raises an exception otherwise).
    public func present(
      _ viewController: UIViewController, style: Modal.Style, animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) {
      if style == .fullScreen, viewController.modalPresentationStyle == .automatic {
        viewController.modalPresentationStyle = .fullScreen
      }
      _ = anchorsPopover(of: viewController)
      present(viewController, animated: animated) { completion() }
    }

    /// Dismisses the view controller this one presented, and everything over it, with
    /// `dismiss(animated:completion:)`.
    public func dismissPresented(animated: Bool, completion: @escaping @MainActor () -> Void) {
      dismiss(animated: animated) { completion() }
    }
  }
#endif
