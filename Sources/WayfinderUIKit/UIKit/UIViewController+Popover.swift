// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import UIKit

  extension UIViewController: PopoverAnchoringHost {
    /// Anchors `viewController`, when it is presented as a popover (`.popover`) without a
    /// `sourceView`, `sourceItem` or `barButtonItem`, to the middle of this view controller's
    /// view, with no arrow: a popover opened by a link has no button that opened it. An anchor
    /// the factory set is kept. Returns `false` when this view controller has no view loaded to
    /// anchor it to.
    ///
    /// Apple, `UIViewController.popoverPresentationController`: "If you created the view
    /// controller but have not yet presented it, accessing this property creates a popover
    /// presentation controller when the value in the `modalPresentationStyle` property is
    /// `UIModalPresentationStyle.popover`. If the modal presentation style is a different value,
    /// this property is `nil`."
    package func anchorsPopover(of viewController: AnyObject) -> Bool {
      #if os(tvOS)
        return true
      #else
        guard let presented = viewController as? UIViewController,
          presented.modalPresentationStyle == .popover,
          let popover = presented.popoverPresentationController
        else { return true }
        if popover.sourceView != nil || popover.sourceItem != nil || popover.barButtonItem != nil {
          return true
        }
        guard let view = viewIfLoaded else { return false }
        popover.sourceView = view
        popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
        popover.permittedArrowDirections = []
        return true
      #endif
    }
  }
#endif
