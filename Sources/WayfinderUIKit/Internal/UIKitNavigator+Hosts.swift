import WayfinderNavigation

/// A container the navigator cannot build: the factory's own view controller for it cannot show
/// it, or nothing makes a host for it.
struct UnbuildableContainer: Error {
  /// The container's name.
  let name: String
  /// Why, for a person to read.
  let reason: String
}

// The host of each container the navigator builds: the factory's own view controller when it
// makes one, else the platform's (or a test's fake factory's) host.
extension UIKitNavigator {
  /// The host of the stack named `name`, showing `viewControllers`.
  func stackHost(
    named name: String, showing viewControllers: [PlatformViewController]
  ) throws(UnbuildableContainer) -> any StackHost<PlatformViewController> {
    if let own = factory.makeStackController(named: name, viewControllers: viewControllers) {
      // A split view shows its stack through the host it holds.
      if let split = own as? any SplitColumns<PlatformViewController> { return split.stackHost }
      if let host = own as? any StackHost<PlatformViewController> { return host }
      throw Self.cannotShow(
        own, "the stack", name, "a navigation controller or a WayfinderSplitViewController")
    }
    return try defaultHosts(for: name).makeStackHost(named: name, viewControllers: viewControllers)
  }

  /// The host of the tab bar named `name`, with `tabs`, the one at `selectedIndex` selected.
  func tabHost(
    named name: String, tabs: [PlatformViewController], selectedIndex: Int
  ) throws(UnbuildableContainer) -> any TabHost<PlatformViewController> {
    if let own = factory.makeTabBarController(named: name, tabs: tabs, selectedIndex: selectedIndex) {
      guard let host = own as? any TabHost<PlatformViewController> else {
        throw Self.cannotShow(own, "the tab bar", name, "a tab bar controller")
      }
      return host
    }
    return try defaultHosts(for: name).makeTabHost(named: name, tabs: tabs, selectedIndex: selectedIndex)
  }

  /// The host of the flow switcher named `name`, showing `flow`.
  func flowHost(
    named name: String, showing flow: PlatformViewController
  ) throws(UnbuildableContainer) -> any FlowHost<PlatformViewController> {
    if let own = factory.makeFlowController(named: name, showing: flow) {
      guard let host = own as? any FlowHost<PlatformViewController> else {
        throw Self.cannotShow(own, "the flow switcher", name, "a FlowViewController")
      }
      return host
    }
    return try defaultHosts(for: name).makeFlowHost(named: name, showing: flow)
  }

  /// What makes the hosts the factory leaves to the library: the factory itself when it makes
  /// hosts (a test's fake factory), else the platform's default.
  private func defaultHosts(
    for name: String
  ) throws(UnbuildableContainer) -> any HostFactory<PlatformViewController> {
    if let hosts = factory as? any HostFactory<PlatformViewController> { return hosts }
    #if canImport(UIKit) && !os(watchOS)
      if let hosts = UIKitHosts() as? any HostFactory<PlatformViewController> { return hosts }
    #endif
    throw UnbuildableContainer(
      name: name,
      reason:
        "nothing makes a host for \"\(name)\": on this platform the factory must make its containers' hosts")
  }

  private static func cannotShow(
    _ viewController: PlatformViewController, _ kind: String, _ name: String, _ expected: String
  ) -> UnbuildableContainer {
    UnbuildableContainer(
      name: name,
      reason: "the factory's view controller for \(kind) \"\(name)\", a \(type(of: viewController)), "
        + "cannot show it: expected \(expected)")
  }
}
