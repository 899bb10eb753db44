// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The tab bar controller the default factory makes for a tab bar: a plain
  /// `UITabBarController` that tells its navigator when the person selected a tab, without
  /// taking its `delegate`, which stays the app's.
  open class WayfinderTabBarController: UITabBarController, ChangeReportingHost {
    /// Set by the navigator that built or discovered this host.
    public var reportChange: (@MainActor () -> Void)?

    open override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
      super.tabBar(tabBar, didSelect: item)
      reportChange?()
    }
  }
#endif
