// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import WayfinderCoordination
  import WayfinderNavigation

  extension UIWindowScene {
    /// A navigator for this scene, whose window's view controllers already show `state` (a
    /// storyboard app's).
    ///
    /// Each scene gets its own navigator and its own ``HostDirectory``, found from its own
    /// window's root view controller: its key window, or, inside
    /// `scene(_:willConnectTo:options:)` where no window is key yet, its first window.
    ///
    /// - Throws: `NavigationError` when the scene has no window with a root view controller, or
    ///   its view controllers do not show `state`.
    public func wayfinderNavigator(
      showing state: NavigationState, factory: any ScreenFactory<UIViewController>
    ) throws(NavigationError) -> UIKitNavigator<UIViewController> {
      let window = keyWindow ?? windows.first
      return try UIKitNavigator(state: state, discoveringFrom: window?.rootViewController, factory: factory)
    }
  }

  extension UIWindow {
    /// Builds `root` with `factory`, makes it this window's root view controller, and returns
    /// the navigator that drives it.
    ///
    /// - Throws: `NavigationError` with code `wrongKind` when the factory's own view controller
    ///   for a container cannot show it.
    public func wayfinderNavigator(
      building root: Container, factory: any ScreenFactory<UIViewController>
    ) throws(NavigationError) -> UIKitNavigator<UIViewController> {
      let navigator = try UIKitNavigator(building: root, factory: factory)
      rootViewController = navigator.rootViewController
      return navigator
    }

    /// Builds `graph`'s start — its root container as it first appears — with `factory`, makes
    /// it this window's root view controller, and returns the navigator that drives it.
    ///
    /// - Throws: `NavigationError` with code `wrongKind` when the factory's own view controller
    ///   for a container cannot show it.
    public func wayfinderNavigator(
      for graph: NavigationGraph, factory: any ScreenFactory<UIViewController>
    ) throws(NavigationError) -> UIKitNavigator<UIViewController> {
      try wayfinderNavigator(building: graph.initialState.root, factory: factory)
    }
  }
#endif
