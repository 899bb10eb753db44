import WayfinderModelSupport
import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// The host protocol, translated to the model's UIKit call for call as the adapter's
/// `UIViewController+PresentationHost.swift` translates it to UIKit's; the knobs act here, on
/// the navigator's calls only.
extension ModelViewController: PresentationHost {
  var hostViewController: ModelViewController { self }

  var isInWindow: Bool {
    uikit.touch()
    return uikit.window.isInWindow(self)
  }

  var presentedStyle: Modal.Style {
    uikit.touch()
    return modalPresentationStyle.modalStyle
  }

  var isInInteractiveTransition: Bool {
    uikit.touch()
    return transitionCoordinator?.isInteractive ?? false
  }

  func whenTransitionEnds(_ completion: @escaping @MainActor () -> Void) {
    if parent is ModelSplitViewController {
      // A split view's column, asked by the split view's host within the navigator's one call
      // (one watchdog): no call of the navigator's of its own.
      uikit.note("  the split view's host asks \(name) for its transition")
      return whenTransitionEndsQueued(completion)
    }
    uikit.navigatorCalled("whenTransitionEnds on \(name)")
    whenTransitionEndsQueued(reporting(completion))
  }

  /// What the adapter's `whenTransitionEnds` does: queues `completion` on the transition
  /// coordinator, or calls it at once when there is none or UIKit could not queue it.
  func whenTransitionEndsQueued(_ completion: @escaping @MainActor () -> Void) {
    guard let coordinator = transitionCoordinator else { return completion() }
    if !uikit.queueAlongside(coordinator, completion) { completion() }
  }

  func present(
    _ viewController: ModelViewController, style: Modal.Style, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    uikit.navigatorCalled("navigator presents \(viewController.name) (\(style.rawValue)) over \(name)")
    if !uikit.window.rootHasAppeared { uikit.navigatorPresentedEarly?(viewController.name) }
    if style == .fullScreen, viewController.modalPresentationStyle == .automatic {
      viewController.modalPresentationStyle = .fullScreen
    }
    _ = anchorsPopover(of: viewController)
    if uikit.knobs.refusesNextPresentation.take() {
      return uikit.note("UIKit refuses to present \(viewController.name), silently")
    }
    present(
      viewController, animated: animated, slow: uikit.knobs.slowsNextTransition.take(),
      completion: knobbed(completion))
  }

  func dismissPresented(animated: Bool, completion: @escaping @MainActor () -> Void) {
    uikit.navigatorCalled("navigator dismisses what \(name) presented")
    uikit.navigatorCloses(uikit.presentedChain(over: self))
    if nearestPresenter == nil, presentationContext.presenting != nil,
      !uikit.presentationInFlight
    {
      // UIKit forwards the dismissal to the presenter: this view controller itself goes.
      uikit.navigatorDismissedPresenter?(name)
    }
    dismiss(animated: animated, slow: uikit.knobs.slowsNextTransition.take(), completion: knobbed(completion))
  }

  /// `completion`, or nothing when the knobs lose it.
  func knobbed(_ completion: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
    guard uikit.knobs.losesNextCompletion.take() else { return reporting(completion) }
    uikit.note("the completion of that call is lost")
    return {}
  }

  /// `completion`, telling the run when UIKit has called it (the navigator goes on in a job of
  /// its own, which the run waits for).
  func reporting(_ completion: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
    let call = uikit.navigatorCalls
    return { [uikit] in
      completion()
      // An older call's completion, come after its time limit, changes nothing.
      if call == uikit.navigatorCalls { uikit.didCallNavigatorBack?() }
    }
  }
}

/// As the adapter's `UIViewController+Popover.swift`: a popover without an anchor is anchored to
/// the presenter's view (every model view controller has one).
extension ModelViewController: PopoverAnchoringHost {
  func anchorsPopover(of viewController: AnyObject) -> Bool {
    guard let presented = viewController as? ModelViewController,
      let popover = presented.popoverPresentationController, !popover.hasAnchor
    else { return true }
    popover.sourceView = name
    return true
  }
}

/// As the library's containers report their first appearance (`AppearanceReportingHost`): the
/// model's view controllers appear with the window's root.
extension ModelViewController: AppearanceReportingHost {
  var hasAppeared: Bool {
    uikit.touch()
    return uikit.window.rootHasAppeared
  }

  func whenAppeared(_ completion: @escaping @MainActor () -> Void) {
    uikit.navigatorCalled("whenAppeared on \(name)")
    uikit.window.whenRootAppears(reporting(completion))
  }
}
