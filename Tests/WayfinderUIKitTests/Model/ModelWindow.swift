import WayfinderModelSupport

/// The window of the model's scene: its root view controller, and which views are in it.
@MainActor
final class ModelWindow {
  /// The window's root view controller.
  var rootViewController: ModelViewController?
  /// Whether the root's view has appeared (its first `viewDidAppear`): until then UIKit
  /// refuses every presentation in the window. Apple: `viewDidAppear(_:)` "Notifies the view
  /// controller that its view was added to a view hierarchy", and a presentation from a view
  /// controller whose view is not in the window hierarchy is dropped with the warning "Attempt
  /// to present … whose view is not in the window hierarchy", its completion never called.
  /// Setting the root puts its view into the window (`viewIfLoaded?.window` is set): the
  /// adapter's `isInWindow` is true before this is.
  private(set) var rootHasAppeared = true
  /// What waits for the root to appear.
  private var appearanceWaiters: [@MainActor () -> Void] = []

  /// A cold launch: the root is in the window but has not appeared yet.
  func rootWillAppear() { rootHasAppeared = false }

  /// The root's first `viewDidAppear`: calls what waited for it.
  func rootDidAppear() {
    guard !rootHasAppeared else { return }
    rootHasAppeared = true
    let waiters = appearanceWaiters
    appearanceWaiters = []
    for waiter in waiters { waiter() }
  }

  /// Calls `body` once the root has appeared: at once when it has.
  func whenRootAppears(_ body: @escaping @MainActor () -> Void) {
    if rootHasAppeared { body() } else { appearanceWaiters.append(body) }
  }

  /// Every presented view controller of the scene: first those presented by a view controller
  /// inside the root (one that defines the presentation context), in the order of the root's
  /// tree, each followed by what is presented over it; then the root's own chain.
  var presentedChain: [ModelViewController] { contextPresentations + rootPresentedChain }

  /// The view controllers presented one over the other, from the root's: UIKit's chain of
  /// presentations over the whole window.
  var rootPresentedChain: [ModelViewController] { chain(over: rootViewController) }

  /// The view controllers presented by view controllers inside the root (context-based
  /// presentations), each with what is presented over it.
  var contextPresentations: [ModelViewController] {
    guard let root = rootViewController else { return [] }
    var found: [ModelViewController] = []
    func visit(_ viewController: ModelViewController) {
      for child in viewController.childViewControllers {
        found += chain(over: child)
        visit(child)
      }
    }
    visit(root)
    return found
  }

  private func chain(over presenter: ModelViewController?) -> [ModelViewController] {
    var chain: [ModelViewController] = []
    var presenter = presenter
    while let presented = presenter?.presented, chain.count < 32 {
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
    // A context-based presentation is in the window while the view controller that presented
    // it is (its tab selected, say).
    if let presenter = node.presenter, presenter.parent != nil { return isInWindow(presenter) }
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
