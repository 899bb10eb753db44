// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  @_spi(Testing) extension UINavigationController: StackHost {
    /// Pushes with `pushViewController(_:animated:)`.
    public func push(
      _ viewController: UIViewController, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      pushViewController(viewController, animated: animated)
      animated ? whenTransitionEnds(completion) : completion()
    }

    /// Sets the stack with `setViewControllers(_:animated:)`, which pops when the new top was in
    /// the stack and pushes when it was not.
    public func setViewControllers(
      _ viewControllers: [UIViewController], animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      setViewControllers(viewControllers, animated: animated)
      animated ? whenTransitionEnds(completion) : completion()
    }
  }
#endif
