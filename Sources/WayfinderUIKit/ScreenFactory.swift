import WayfinderNavigation

/// What the app supplies to turn screens and containers into view controllers and hosts.
///
/// ``UIKitNavigator`` asks for a view controller for each screen it pushes or puts into a new
/// stack, and for a host for each container it builds: a modal's content, a new flow, or the
/// whole tree when it builds the root. In UIKit only ``makeViewController(for:in:)`` is needed:
/// the others default to a `UINavigationController`, a `UITabBarController` and a
/// `FlowViewController`.
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
@MainActor
public protocol ScreenFactory<PlatformViewController> {
  /// The view controller type of the platform: `UIViewController` in UIKit.
  associatedtype PlatformViewController: AnyObject

  /// The app's screen type: `Screen` itself unless the factory takes its own.
  associatedtype AppScreen: ScreenConvertible = Screen

  /// A new view controller for `screen`, which goes into the stack named `stack`.
  func makeViewController(for screen: AppScreen, in stack: String) -> PlatformViewController

  /// A new host for the stack named `name`, showing `viewControllers` bottom to top.
  func makeStackHost(
    named name: String, viewControllers: [PlatformViewController]
  ) -> any StackHost<PlatformViewController>

  /// A new host for the tab bar named `name`, with `tabs` and the tab at `selectedIndex` selected.
  func makeTabHost(
    named name: String, tabs: [PlatformViewController], selectedIndex: Int
  ) -> any TabHost<PlatformViewController>

  /// A new host for the flow switcher named `name`, showing `flow`.
  func makeFlowHost(
    named name: String, showing flow: PlatformViewController
  ) -> any FlowHost<PlatformViewController>

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
