// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The navigation controller the default factory makes for a stack: a plain
  /// `UINavigationController` that tells its navigator when its stack changed — the back
  /// button, the edge swipe (once it finishes or is cancelled), the app's own pushes — and
  /// when the person dismissed it, without taking its `delegate`, which stays the app's.
  open class WayfinderNavigationController: UINavigationController, ChangeReportingHost {
    /// Set by the navigator that built or discovered this host.
    public var reportChange: (@MainActor () -> Void)?

    open override func pushViewController(_ viewController: UIViewController, animated: Bool) {
      super.pushViewController(viewController, animated: animated)
      reportWhenTransitionEnds()
    }

    open override func popViewController(animated: Bool) -> UIViewController? {
      defer { reportWhenTransitionEnds() }
      return super.popViewController(animated: animated)
    }

    open override func popToViewController(_ viewController: UIViewController, animated: Bool)
      -> [UIViewController]?
    {
      defer { reportWhenTransitionEnds() }
      return super.popToViewController(viewController, animated: animated)
    }

    open override func popToRootViewController(animated: Bool) -> [UIViewController]? {
      defer { reportWhenTransitionEnds() }
      return super.popToRootViewController(animated: animated)
    }

    open override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
      super.setViewControllers(viewControllers, animated: animated)
      reportWhenTransitionEnds()
    }

    open override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      if isBeingDismissed || isMovingFromParent { reportChange?() }
    }

    private func reportWhenTransitionEnds() {
      whenTransitionEnds { [weak self] in self?.reportChange?() }
    }
  }
#endif
