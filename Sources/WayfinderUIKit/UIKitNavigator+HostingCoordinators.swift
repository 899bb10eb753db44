@_spi(Internals) import WayfinderNavigation

// A coordinator that hosts its own stack performs that stack's steps with its own methods;
// the navigator still checks each step first, waits for its completion and reads the views
// after, as for any host.
extension UIKitNavigator {
  /// Makes `coordinator` the host of the stack named `stack`: from now on the plan's pushes and
  /// pops there, and the modals it puts over it, are the coordinator's calls
  /// (``HostingCoordinator``), and the stack is read through its navigation controller.
  ///
  /// Call it once the coordinator's navigation controller shows the stack (its `start()`, or
  /// when it put the controller into a tab bar); calling it again for the same stack replaces
  /// the coordinator. The navigator holds the coordinator weakly: once the coordinator is gone,
  /// the stack's steps go to its navigation controller, as long as that is on screen.
  ///
  /// ```swift
  /// let shop = ShopCoordinator()
  /// tabBarController.viewControllers = [shop.navigationController, …]
  /// try navigator.host("shop", by: shop)
  /// ```
  ///
  /// - Parameters:
  ///   - stack: The name of the stack, as the graph names it.
  ///   - coordinator: The coordinator that owns the stack's navigation controller.
  /// - Throws: `NavigationError` (`wrongKind`) when the navigation controller cannot host a
  ///   stack.
  public func host(
    _ stack: String, by coordinator: some HostingCoordinator<PlatformViewController>
  ) throws(NavigationError) {
    guard let host = coordinator.stackHost else {
      throw .hosts(
        .wrongKind,
        "the coordinator for \"\(stack)\", a \(type(of: coordinator)), has a "
          + "\(Self.typeName(of: coordinator.navigationController)), which cannot show a stack",
        container: stack)
    }
    directory.hostingCoordinators[stack] = .init(coordinator: coordinator)
    register([(stack, .stack(host))])
    hierarchyDidChange()
  }

  /// Starts `operation` through the coordinator hosting its stack, calling `ended` once it has
  /// ended: a push is the coordinator's `show`, a pop its `pop`. `false` when no coordinator
  /// hosts it.
  func beginThroughHostingCoordinator(
    _ operation: Operation, step: Step, ended: @escaping @MainActor () -> Void
  ) throws(NavigationError) -> Bool {
    let keeping: Int
    let adding: [Screen]
    let host: any StackHost<PlatformViewController>
    let name: String
    switch operation {
    case .push(let screen, let stack, let stackHost):
      (keeping, adding, host, name) = (stackHost.viewControllers.count, [screen], stackHost, stack)
    case .setStack(let kept, let added, let stack, let stackHost):
      (keeping, adding, host, name) = (kept, added, stackHost, stack)
    default:
      return false
    }
    guard let coordinator = directory.hostingCoordinator(for: name) else { return false }
    // A screen that cannot be shown is refused before anything moves.
    if let first = adding.first, host.viewControllers.count <= keeping, !coordinator.canShow(first) {
      throw Self.notAnAppScreen(first, step)
    }
    // The pop, then the screens one after another, each once the one before has shown (each
    // waited for as a host's completion is, at most the step's time limit); the step ends with
    // the last. A screen the coordinator cannot show ends the step where it is: the reading
    // after it says what is there.
    Task { @MainActor [weak self] in
      guard let self else { return ended() }
      if host.viewControllers.count > keeping {
        let popped = await completion {
          coordinator.pop(toCount: keeping, animated: step.animated && adding.isEmpty, completion: $0)
        }
        guard popped else { return ended() }
      }
      for (index, screen) in adding.enumerated() {
        let before = host.viewControllers
        var shown = true
        let finished = await completion { done in
          shown = coordinator.show(
            converting: screen, animated: step.animated && index == adding.count - 1, completion: done)
          if !shown { done() }
        }
        guard shown, finished else { return ended() }
        // The coordinator made the view controller: it shows `screen` from now on.
        if let top = host.viewControllers.last, !before.contains(where: { $0 === top }) {
          directory.record(top, showing: screen)
        }
      }
      ended()
    }
    return true
  }

  func routedThroughHostingCoordinators(_ operation: Operation) -> Operation {
    switch operation {
    case .present(let modal, let presenter):
      guard let coordinator = directory.hostingCoordinator(presentingFrom: presenter) else {
        return operation
      }
      return .present(modal, over: CoordinatorPresenter(presenter, coordinator))
    case .dismiss(let modals, let presenter):
      guard let coordinator = directory.hostingCoordinator(presentingFrom: presenter) else {
        return operation
      }
      return .dismiss(modals, presenter: CoordinatorPresenter(presenter, coordinator))
    default:
      return operation
    }
  }
}

/// A hosting coordinator's navigation controller as the presenter of one step: it reads as the
/// controller and presents and dismisses through the coordinator.
@MainActor
private final class CoordinatorPresenter<PlatformViewController: AnyObject>: PresentationHost,
  PopoverAnchoringHost
{
  let host: any PresentationHost<PlatformViewController>
  let coordinator: any HostingCoordinator<PlatformViewController>

  init(
    _ host: any PresentationHost<PlatformViewController>,
    _ coordinator: any HostingCoordinator<PlatformViewController>
  ) {
    self.host = host
    self.coordinator = coordinator
  }

  var hostViewController: PlatformViewController { host.hostViewController }
  var presentedViewController: PlatformViewController? { host.presentedViewController }
  var isInWindow: Bool { host.isInWindow }
  var presentedStyle: Modal.Style { host.presentedStyle }
  var isInInteractiveTransition: Bool { host.isInInteractiveTransition }

  func whenTransitionEnds(_ completion: @escaping @MainActor () -> Void) {
    host.whenTransitionEnds(completion)
  }

  func anchorsPopover(of viewController: AnyObject) -> Bool {
    (host as? any PopoverAnchoringHost)?.anchorsPopover(of: viewController) ?? true
  }

  func present(
    _ viewController: PlatformViewController, style: Modal.Style, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    coordinator.present(viewController, style: style, animated: animated, completion: completion)
  }

  func dismissPresented(animated: Bool, completion: @escaping @MainActor () -> Void) {
    coordinator.dismissPresented(animated: animated, completion: completion)
  }
}
