// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import WayfinderNavigation

  extension UIViewController: PresentationHost {
    /// The view controller itself.
    public var hostViewController: UIViewController { self }

    /// Presents `viewController` with `present(_:animated:completion:)`, as a sheet
    /// (`.automatic`) or full screen (`.fullScreen`).
    public func present(
      _ viewController: UIViewController, style: Modal.Style, animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) {
      switch style {
      case .sheet: viewController.modalPresentationStyle = .automatic
      case .fullScreen: viewController.modalPresentationStyle = .fullScreen
      }
      present(viewController, animated: animated) { completion() }
    }

    /// Dismisses this view controller with `dismiss(animated:completion:)`, which UIKit hands to
    /// the view controller that presented it.
    public func dismissModal(animated: Bool, completion: @escaping @MainActor () -> Void) {
      dismiss(animated: animated) { completion() }
    }
  }
#endif
