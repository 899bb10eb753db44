import WayfinderModelSupport

/// The model of `UIPopoverPresentationController`: what a popover is anchored to, and how it
/// adapts to a compact size class, as Apple documents them.
///
/// - Anchor. Apple, `sourceView`: "The view containing the anchor rectangle for the popover.
///   […] Alternatively, you may specify the anchor location for the popover using the
///   `barButtonItem` property."; `sourceItem` (iOS 16): "Assign a value to this property to
///   anchor the popover to the specified `UIBarButtonItem` […] The default value of this
///   property is `nil`." A popover shown with none of the three set makes UIKit raise, and the
///   app dies: "Terminating app due to uncaught exception 'NSGenericException', reason:
///   'UIPopoverPresentationController (…) should have a non-nil sourceView or barButtonItem set
///   before the presentation occurs.'" (the message UIKit logs; seen only where the popover
///   shows as one: an iPad, not an iPhone, where it is a sheet).
/// - Compact size class. Apple (`UIModalPresentationStyle.popover`): "In iOS 13 and later, for
///   horizontally or vertically compact environments, this option behaves the same as
///   `UIModalPresentationStyle.formSheet`." unless the delegate's
///   `adaptivePresentationStyle(for:traitCollection:)` returns `.none`, "Don't adapt"
///   (`keepsPopoverWhenCompact`).
/// - Dismissal by the person. Apple (`.popover`): "taps outside the popover cause the popover to
///   be dismissed"; `popoverPresentationControllerShouldDismissPopover(_:)` "calls this method
///   in response to user-initiated attempts to dismiss the popover. It is not called when you
///   dismiss the popover programmatically"; `presentationControllerDidDismiss(_:)` follows. No
///   completion of the app's runs: the app did not ask for the dismissal.
@MainActor
final class ModelPopoverPresentationController {
  /// `sourceView`: the name of the view controller whose view anchors the popover.
  var sourceView: String?
  /// `sourceItem` or `barButtonItem`: the name of the bar button item it is anchored to.
  var sourceItem: String?
  /// Whether the delegate answers `.none` to `adaptivePresentationStyle(for:traitCollection:)`:
  /// the popover stays a popover in a compact size class.
  var keepsPopoverWhenCompact = false

  /// Whether the popover has an anchor.
  var hasAnchor: Bool { sourceView != nil || sourceItem != nil }
}

extension ModelViewController {
  /// Whether this view controller, presented with `.popover`, shows as a popover now (a
  /// horizontally regular size class, or a delegate that keeps it) rather than as the form
  /// sheet UIKit adapts it to.
  var showsAsPopover: Bool {
    guard let popover = popoverPresentationController else { return false }
    return !uikit.isCompact || popover.keepsPopoverWhenCompact
  }

  /// The person taps outside the popover on top: UIKit dismisses it, animated, with no
  /// completion of the app's. Returns `false` when no popover shows on top, or when a
  /// transition is in flight (taps are not taken during an animation).
  func personTapsOutside() -> Bool {
    guard showsAsPopover, presented == nil, let presenter, presenter.presented === self,
      !uikit.presentationInFlight
    else { return false }
    uikit.note(
      "the person taps outside \(name): popoverPresentationControllerShouldDismissPopover, then "
        + "presentationControllerDidDismiss")
    presenter.dismiss(animated: true)
    return true
  }
}
