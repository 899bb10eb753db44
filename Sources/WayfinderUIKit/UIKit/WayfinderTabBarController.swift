// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The tab bar controller the default factory makes for a tab bar: a plain
  /// `UITabBarController` that tells its navigator when the selected tab changed — the person's
  /// tap, and the app's own `selectedIndex`, `selectedViewController` or (iOS 18) `selectedTab`,
  /// for which UIKit calls no tab bar or delegate method — when it happens, without taking its
  /// `delegate`, which stays the app's.
  ///
  /// Re-tapping the selected tab pops its navigation controller to its root, as UIKit does
  /// ("Tapping a tab always displays the tab's root view … even if the tab was already
  /// selected"); set ``popsToRootWhenReselected`` to `false` to keep the stack.
  open class WayfinderTabBarController: UITabBarController, ChangeReportingHost, AppearanceReportingHost {
    /// Set by the navigator that built or discovered this host.
    public var reportChange: (@MainActor () -> Void)?
    /// Whether tapping the selected tab again pops its stack to its root. `true` unless set.
    public var popsToRootWhenReselected = true

    open override var selectedIndex: Int {
      didSet { reportChange?() }
    }

    open override var selectedViewController: UIViewController? {
      didSet { reportChange?() }
    }

    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    open override var selectedTab: UITab? {
      didSet { reportChange?() }
    }
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

    open override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
      // UIKit's own handling of a tap on the selected item is what pops its stack to the root.
      if !popsToRootWhenReselected, item === selectedViewController?.tabBarItem { return }
      super.tabBar(tabBar, didSelect: item)
      reportChange?()
    }
  }
#endif
