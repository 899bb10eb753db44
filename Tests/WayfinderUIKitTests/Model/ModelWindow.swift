import WayfinderModelSupport

/// The window of the model's scene: its root view controller, and which views are in it.
@MainActor
final class ModelWindow {
  /// The window's root view controller.
  var rootViewController: ModelViewController?

  /// The view controllers presented one over the other, from the root's: UIKit's chain of
  /// presentations.
  var presentedChain: [ModelViewController] {
    var chain: [ModelViewController] = []
    var presenter = rootViewController
    while let presented = presenter?.presented {
      chain.append(presented)
      presenter = presented
    }
    return chain
  }

  /// Whether `viewController`'s view is in the window: the root's and the presented view
  /// controllers' are, and, inside them, what each container shows (a navigation stack's top,
  /// the selected tab, the flow on screen); a presenter's views leave once a `.fullScreen`
  /// presentation over it has completed, and come back when its dismissal begins.
  func isInWindow(_ viewController: ModelViewController) -> Bool {
    var node = viewController
    while let parent = node.parent {
      guard parent.shows(node) else { return false }
      node = parent
    }
    guard node === rootViewController || presentedChain.contains(where: { $0 === node }) else { return false }
    if let covering = node.presented, covering.modalPresentationStyle.removesPresenterViews,
      covering.presentationHasEnded, !covering.isBeingDismissed
    {
      return false
    }
    return true
  }

  /// Whether `viewController` is part of the scene (its view in the window or not): in the
  /// root's tree or in a presented view controller's.
  func isAttached(_ viewController: ModelViewController) -> Bool {
    var node = viewController
    while let parent = node.parent {
      guard parent.childViewControllers.contains(where: { $0 === node }) else { return false }
      node = parent
    }
    return node === rootViewController || presentedChain.contains { $0 === node }
  }

  /// Every view controller of the scene: the root's tree, then each presented one's, whether
  /// its view is in the window or not.
  var allViewControllers: [ModelViewController] {
    var all: [ModelViewController] = []
    func collect(_ viewController: ModelViewController) {
      all.append(viewController)
      for child in viewController.childViewControllers { collect(child) }
    }
    if let root = rootViewController { collect(root) }
    for presented in presentedChain { collect(presented) }
    return all
  }
}
