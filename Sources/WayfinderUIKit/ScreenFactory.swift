import WayfinderNavigation

/// What the app supplies to turn screens into view controllers.
///
/// ``UIKitNavigator`` asks for a view controller for each screen it pushes or puts into a new
/// stack. Only ``makeViewController(for:in:)`` is needed: the containers default to a
/// `WayfinderNavigationController`, a `WayfinderTabBarController` and a `FlowViewController`.
///
/// ```swift
/// struct BankScreens: ScreenFactory {
///   func makeViewController(for screen: Screen, in stack: String) -> UIViewController {
///     switch screen.name {
///     case "card": CardViewController(cardID: screen.parameters["cardID"] ?? "")
///     default: PlaceholderViewController(title: screen.name)
///     }
///   }
/// }
/// ```
///
/// A container of the app's own — a navigation controller whose sheet has detents, a split
/// view that shows a stack, a subclass of the library's tab bar controller — comes from
/// ``makeStackController(named:viewControllers:)``, ``makeTabBarController(named:tabs:selectedIndex:)``
/// or ``makeFlowController(named:showing:)``. What one returns must be able to show its
/// container: any `UINavigationController` or `WayfinderSplitViewController` for a stack, any
/// `UITabBarController` for a tab bar, a `FlowViewController` for a flow switcher. The navigator
/// refuses any other (`NavigationError.Code.wrongKind`) and builds nothing.
@MainActor
public protocol ScreenFactory<PlatformViewController> {
  /// The view controller type of the platform: `UIViewController` in UIKit.
  associatedtype PlatformViewController: AnyObject

  /// The app's screen type: `Screen` itself unless the factory takes its own.
  associatedtype AppScreen: ScreenConvertible = Screen

  /// A new view controller for `screen`, which goes into the stack named `stack`.
  func makeViewController(for screen: AppScreen, in stack: String) -> PlatformViewController

  /// The app's own view controller for the stack named `name`, already showing
  /// `viewControllers` bottom to top, or `nil` for the library's navigation controller.
  ///
  /// The default returns `nil`.
  func makeStackController(
    named name: String, viewControllers: [PlatformViewController]
  ) -> PlatformViewController?

  /// The app's own view controller for the tab bar named `name`, already holding `tabs` with
  /// the tab at `selectedIndex` selected, or `nil` for the library's tab bar controller.
  ///
  /// The default returns `nil`.
  func makeTabBarController(
    named name: String, tabs: [PlatformViewController], selectedIndex: Int
  ) -> PlatformViewController?

  /// The app's own view controller for the flow switcher named `name`, already showing `flow`,
  /// or `nil` for the library's `FlowViewController`.
  ///
  /// The default returns `nil`.
  func makeFlowController(named name: String, showing flow: PlatformViewController) -> PlatformViewController?

  /// Makes `viewController`, which shows `screen`, load its data again (a `reload` step).
  ///
  /// The default does nothing.
  func reload(_ viewController: PlatformViewController, showing screen: AppScreen)

  /// Gives `viewController`, which shows a screen with `screen`'s identity, `screen`'s new
  /// data in place (an `update` step: a link's `?t=90` seeks the episode on screen). The view
  /// controller stays; nothing is built again.
  ///
  /// The default does nothing.
  func update(_ viewController: PlatformViewController, to screen: AppScreen)
}

extension ScreenFactory {
  public func makeStackController(
    named name: String, viewControllers: [PlatformViewController]
  ) -> PlatformViewController? { nil }
  public func makeTabBarController(
    named name: String, tabs: [PlatformViewController], selectedIndex: Int
  ) -> PlatformViewController? { nil }
  public func makeFlowController(
    named name: String, showing flow: PlatformViewController
  ) -> PlatformViewController? { nil }
  public func reload(_ viewController: PlatformViewController, showing screen: AppScreen) {}
  public func update(_ viewController: PlatformViewController, to screen: AppScreen) {}
}

// The navigator holds the library's screens; these convert each to the factory's own type.
extension ScreenFactory {
  /// Whether the factory's screen type converts `screen`.
  func knows(_ screen: Screen) -> Bool { AppScreen(screen) != nil }

  /// A view controller for `screen` converted to the factory's type, or `nil` when it does
  /// not convert (the navigator checks every screen of a step first, ``knows(_:)``).
  func makeViewController(showing screen: Screen, in stack: String) -> PlatformViewController? {
    AppScreen(screen).map { makeViewController(for: $0, in: stack) }
  }

  func reload(_ viewController: PlatformViewController, showingScreen screen: Screen) {
    if let converted = AppScreen(screen) { reload(viewController, showing: converted) }
  }

  func update(_ viewController: PlatformViewController, toScreen screen: Screen) {
    if let converted = AppScreen(screen) { update(viewController, to: converted) }
  }
}
