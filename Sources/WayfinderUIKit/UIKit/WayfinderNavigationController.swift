// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The navigation controller the default factory makes for a stack: a plain
  /// `UINavigationController` that tells its navigator when its stack changed — the back
  /// button, the edge swipe (once it finishes or is cancelled), the app's own pushes — and
  /// when the person dismissed it, without taking its `delegate`, which stays the app's.
  open class WayfinderNavigationController: UINavigationController, ChangeReportingHost,
    AppearanceReportingHost
  {
    /// Set by the navigator that built or discovered this host.
    public var reportChange: (@MainActor () -> Void)?
    private let appearance = AppearanceLatch()

    /// Whether the view has appeared at least once.
    public var hasAppeared: Bool { appearance.hasAppeared }

    /// Calls `completion` once the view has first appeared.
    public func whenAppeared(_ completion: @escaping @MainActor () -> Void) {
      appearance.whenAppeared(completion)
    }

    open override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      appearance.viewDidAppear()
    }

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
