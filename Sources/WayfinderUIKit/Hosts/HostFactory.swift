import WayfinderNavigation

/// What makes the hosts of the containers a factory leaves to the library: on Apple platforms
/// the library's own controllers; in a test on fake hosts, the test's.
///
/// ``UIKitNavigator`` asks its factory's ``ScreenFactory/makeStackController(named:viewControllers:)``
/// (and the like) first; when that gives `nil`, it asks this: the factory itself when it
/// conforms (a test's fake factory does), else the platform's default. With neither (a factory
/// of fake view controllers that makes no hosts), it refuses to build the container.
@MainActor
@_spi(Testing) public protocol HostFactory<PlatformViewController> {
  /// The view controller type of the platform: `UIViewController` in UIKit.
  associatedtype PlatformViewController: AnyObject

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
}
