import WayfinderModelSupport
import WayfinderNavigation

/// UIKit's `UIModalPresentationStyle`, as far as the model needs it.
enum ModelPresentationStyle: String, Sendable, CaseIterable {
  /// UIKit's default: a page sheet on a phone.
  case automatic
  case pageSheet
  case formSheet
  /// Covers the screen; the views of the presenting view controller are removed once the
  /// presentation completes.
  case fullScreen
  /// Covers the screen; the views beneath stay in the window.
  case overFullScreen
  case currentContext
  case overCurrentContext
  /// What an alert controller uses.
  case custom
  /// A popover. Apple (`UIModalPresentationStyle.popover`): "In a horizontally regular
  /// environment, this style displays the view controller in a popover view. The background
  /// content is dimmed and taps outside the popover cause the popover to be dismissed." and "In
  /// iOS 13 and later, for horizontally or vertically compact environments, this option behaves
  /// the same as `UIModalPresentationStyle.formSheet`." (`ModelPopoverPresentationController`).
  case popover

  /// How a navigation state sees a view controller presented this way: what
  /// `UIViewController.presentedStyle` answers in the adapter.
  var modalStyle: Modal.Style {
    switch self {
    case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: .fullScreen
    default: .sheet
    }
  }

  /// Whether the presenting view controller's views leave the window once the presentation
  /// has completed (only `.fullScreen` does; `.overFullScreen` keeps them).
  var removesPresenterViews: Bool { self == .fullScreen }
}
