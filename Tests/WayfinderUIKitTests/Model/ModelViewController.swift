import WayfinderModelSupport
import WayfinderNavigation

/// The model of `UIViewController`: its place among its container's children, what it
/// presents, and UIKit's presentation rules, as Apple's documentation states them.
///
/// - `presentedViewController` is the view controller presented by this one *or one of its
///   ancestors* (the nearest that presents). A presentation goes to the presentation context:
///   the root-most ancestor (the window's root, or the view controller presented last); for
///   the `.currentContext` and `.overCurrentContext` styles, the nearest ancestor (or itself)
///   whose `definesPresentationContext` is true, if any. Apple, `definesPresentationContext`:
///   "When a context-based presentation occurs, UIKit starts at the presenting view controller
///   and walks up the view controller hierarchy. If it finds a view controller whose value for
///   this property is true, it asks that view controller to present the new view controller.
///   If no view controller defines the presentation context, UIKit asks the window's root view
///   controller to handle the presentation." Its default is false.
/// - `present(_:animated:completion:)` is refused — a line in the log, nothing changed, the
///   completion never called — when the context is already presenting, while a presentation
///   or dismissal is in flight, or when this view is not in the window hierarchy (not in the
///   window, or the window's root has not yet appeared: a cold launch).
/// - `dismiss(animated:completion:)` on a presenter dismisses what it presented and everything
///   presented over that; on a view controller that presents nothing, UIKit asks its presenter
///   to dismiss it.
@MainActor
class ModelViewController {
  let uikit: ModelUIKit
  /// What the log calls it: the screen it shows, the container it hosts, or its type.
  let name: String
  /// The container view controller it is a child of.
  weak var parent: ModelViewController?
  /// The view controller this one presented, when it is a presentation context.
  private(set) var presented: ModelViewController?
  /// The presentation context that presented this one.
  private(set) weak var presenting: ModelViewController?
  /// How it is presented; the factory or the app may set it, and a full-screen step sets
  /// `.fullScreen` when it is still `.automatic`.
  var modalPresentationStyle = ModelPresentationStyle.automatic
  /// Its view's accessibility identifier (`view.accessibilityIdentifier`): the navigator sets
  /// the screen's (`ScreenIdentifying`), unless the app set one.
  var wayfinderViewIdentifier: String?
  /// The transition it takes part in, if any.
  var transition: ModelTransition?
  /// Whether its presentation transition has ended (and its dismissal not yet begun).
  private(set) var presentationHasEnded = false
  /// Whether its dismissal has begun and not ended.
  private(set) var isBeingDismissed = false
  /// UIKit's `definesPresentationContext`: whether a context-based presentation from it or a
  /// descendant covers only it. False unless set.
  var definesPresentationContext = false
  /// UIKit's `isModalInPresentation`: "UIKit ignores events outside the view controller's
  /// bounds and prevents the interactive dismissal of the view controller while it is
  /// onscreen". False unless the app sets it (a draft sheet with unsaved edits).
  var isModalInPresentation = false
  private let popover = ModelPopoverPresentationController()

  /// UIKit's `popoverPresentationController`: set while `modalPresentationStyle` is `.popover`.
  var popoverPresentationController: ModelPopoverPresentationController? {
    modalPresentationStyle == .popover ? popover : nil
  }

  init(_ uikit: ModelUIKit, name: String) {
    self.uikit = uikit
    self.name = name
  }

  /// The view controllers it contains; containers override it.
  var childViewControllers: [ModelViewController] { [] }

  /// Whether `child`'s view is the one this container shows now; containers override it.
  func shows(_ child: ModelViewController) -> Bool { false }

  /// Called when this view controller, presented, has been dismissed (UIKit's
  /// `viewDidDisappear` with `isBeingDismissed`).
  func didDisappearDismissed() {}

  // MARK: - UIKit's presentation API

  /// The root-most ancestor: where a presentation from this view controller goes.
  var presentationContext: ModelViewController {
    var node = self
    while let parent = node.parent { node = parent }
    return node
  }

  /// Where a presentation of a view controller with `style` from this one goes: the nearest
  /// ancestor (or itself) that defines the presentation context for the context styles, the
  /// root-most ancestor otherwise.
  func presentationContext(for style: ModelPresentationStyle) -> ModelViewController {
    guard style == .currentContext || style == .overCurrentContext else { return presentationContext }
    var node: ModelViewController? = self
    while let current = node {
      if current.definesPresentationContext { return current }
      node = current.parent
    }
    return presentationContext
  }

  /// The nearest of itself and its ancestors that presents something.
  var nearestPresenter: ModelViewController? {
    var node: ModelViewController? = self
    while let current = node {
      if current.presented != nil { return current }
      node = current.parent
    }
    return nil
  }

  /// The view controller that presented this one (itself presented), if any.
  var presenter: ModelViewController? { presenting }

  /// UIKit's `presentedViewController`: what this view controller, or one of its ancestors,
  /// presents (the nearest that does).
  var presentedViewController: ModelViewController? {
    uikit.touch()
    return nearestPresenter?.presented
  }

  /// UIKit's `transitionCoordinator`: the transition this view controller takes part in, or
  /// the nearest ancestor's.
  var transitionCoordinator: ModelTransition? {
    var node: ModelViewController? = self
    while let current = node {
      if let transition = current.transition { return transition }
      node = current.parent
    }
    return nil
  }

  /// UIKit's `present(_:animated:completion:)`.
  func present(
    _ viewController: ModelViewController, animated: Bool, slow: Bool = false,
    completion: (@MainActor () -> Void)? = nil
  ) {
    let context = presentationContext(for: viewController.modalPresentationStyle)
    if !uikit.window.isInWindow(self) || !uikit.window.rootHasAppeared {
      return uikit.note(
        "Attempt to present \(viewController.name) on \(name) whose view is not in the window hierarchy")
    }
    if let shown = context.presented {
      return uikit.note(
        "Attempt to present \(viewController.name) on \(context.name) which is already presenting \(shown.name)"
      )
    }
    if uikit.presentationInFlight {
      return uikit.note(
        "Attempt to present \(viewController.name) on \(name) while a presentation is in progress")
    }
    if viewController.showsAsPopover, viewController.popoverPresentationController?.hasAnchor == false {
      return uikit.raise(
        "NSGenericException: UIPopoverPresentationController (\(viewController.name)) should have a "
          + "non-nil sourceView or barButtonItem set before the presentation occurs.")
    }
    context.presented = viewController
    viewController.presenting = context
    uikit.changed()
    let transition = uikit.begin(.present, [context, viewController])
    transition.onEnd.append { viewController.presentationHasEnded = true }
    transition.completion = completion
    uikit.run(transition, for: animated ? ModelUIKit.duration(of: .present) : nil, slow: slow)
  }

  /// UIKit's `dismiss(animated:completion:)`: one transition for the whole chain above.
  ///
  /// Apple: "If you present several view controllers in succession, thus building a stack of
  /// presented view controllers, calling this method on a view controller lower in the stack
  /// dismisses its immediate child view controller and all view controllers above that child
  /// on the stack. When this happens, only the top-most view is dismissed in an animated
  /// fashion; any intermediate view controllers are simply removed from the stack."
  func dismiss(animated: Bool, slow: Bool = false, completion: (@MainActor () -> Void)? = nil) {
    guard let (presenter, top) = dismissal(), !refusesDismissal(from: presenter) else { return }
    let transition = uikit.begin(.dismiss, [presenter, top])
    beginDismissal(of: top, by: presenter, in: transition)
    transition.completion = completion
    uikit.run(transition, for: animated ? ModelUIKit.duration(of: .dismiss) : nil, slow: slow)
  }

  /// The person begins to pull this presented sheet down; returns the transition to end, or
  /// `nil` when it cannot be pulled (a full-screen cover, an alert, a transition in flight).
  func beginPullingDown() -> ModelTransition? {
    guard let presenter = presenting, presenter.presented === self, presented == nil,
      modalPresentationStyle.modalStyle == .sheet, !(self is ModelAlertController),
      // A popover shown as one has no sheet to pull: a tap outside dismisses it.
      !showsAsPopover, !uikit.presentationInFlight,
      // The app keeps it from the person's dismissal: on it, or on the screen it shows.
      !keepsFromPersonsDismissal
    else { return nil }
    let transition = uikit.begin(.pullDown, [presenter, self], interactive: true)
    beginDismissal(of: self, by: presenter, in: transition)
    return transition
  }

  /// Who dismisses, and the presented view controller that goes with everything over it; or
  /// `nil`, logged, when nothing is presented here or over here.
  private func dismissal() -> (ModelViewController, ModelViewController)? {
    if let presenter = nearestPresenter, let top = presenter.presented { return (presenter, top) }
    let context = presentationContext
    if let presenter = context.presenting, let top = presenter.presented { return (presenter, top) }
    uikit.note("dismiss on \(name): nothing to dismiss")
    return nil
  }

  private func refusesDismissal(from presenter: ModelViewController) -> Bool {
    guard uikit.presentationInFlight else { return false }
    uikit.note("Attempt to dismiss from \(presenter.name) while a presentation or dismiss is in progress")
    return true
  }

  /// Dismisses `top` and everything presented over it when `transition` ends (unless the person
  /// cancels it).
  private func beginDismissal(
    of top: ModelViewController, by presenter: ModelViewController, in transition: ModelTransition
  ) {
    var chain: [ModelViewController] = []
    var next: ModelViewController? = top
    while let current = next {
      chain.append(current)
      next = current.presented
    }
    top.isBeingDismissed = true
    transition.onEnd.append { [unowned transition] in
      top.isBeingDismissed = false
      guard !transition.isCancelled else { return }
      presenter.presented = nil
      for gone in chain {
        gone.presenting = nil
        gone.presented = nil
        gone.presentationHasEnded = false
      }
      for gone in chain { gone.didDisappearDismissed() }
    }
  }
}
