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

  /// A new view controller for `screen`, which goes into the stack named `stack`.
  func makeViewController(for screen: Screen, in stack: String) -> PlatformViewController

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
  func reload(_ viewController: PlatformViewController, showing screen: Screen)

  /// Gives `viewController`, which shows a screen with `screen`'s identity, `screen`'s new
  /// data in place (an `update` step: a link's `?t=90` seeks the episode on screen). The view
  /// controller stays; nothing is built again.
  ///
  /// The default does nothing.
  func update(_ viewController: PlatformViewController, to screen: Screen)
}

extension ScreenFactory {
  public func reload(_ viewController: PlatformViewController, showing screen: Screen) {}
  public func update(_ viewController: PlatformViewController, to screen: Screen) {}
}
