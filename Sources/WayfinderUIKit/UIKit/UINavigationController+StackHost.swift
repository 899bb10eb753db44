// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension UINavigationController: StackHost {
    /// Pushes with `pushViewController(_:animated:)`.
    public func push(
      _ viewController: UIViewController, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      pushViewController(viewController, animated: animated)
      whenTransitionEnds(animated: animated, completion)
    }

    /// Sets the stack with `setViewControllers(_:animated:)`, which pops when the new top was in
    /// the stack and pushes when it was not.
    public func setViewControllers(
      _ viewControllers: [UIViewController], animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      setViewControllers(viewControllers, animated: animated)
      whenTransitionEnds(animated: animated, completion)
    }

    /// Calls `completion` when the transition coordinator's transition has ended, or at once
    /// when there is none (a change without animation takes effect at once).
    private func whenTransitionEnds(animated: Bool, _ completion: @escaping @MainActor () -> Void) {
      guard animated, let coordinator = transitionCoordinator else { return completion() }
      _ = coordinator.animate(alongsideTransition: nil) { _ in completion() }
    }
  }
#endif
