import WayfinderNavigation

extension UIKitNavigator {
  /// A view controller for `screen` in `stack`, named by the app's container type, made by the
  /// factory and recorded as the library's own (see `viewController(for:in:)`).
  ///
  /// ```swift
  /// if let product = navigator.viewController(for: ShopScreen.product(id: id), in: ShopContainer.search) {
  ///   navigationController?.pushViewController(product, animated: true)
  /// }
  /// ```
  public func viewController(
    for screen: some ScreenConvertible, in stack: some ContainerName
  ) -> PlatformViewController? {
    viewController(for: screen, in: stack.rawValue)
  }

  /// Hands `stack`, named by the app's container type, to `coordinator`, which owns its
  /// navigation controller (see `host(_:by:)`).
  ///
  /// - Throws: `NavigationError` (`wrongKind`) when the navigation controller cannot host a
  ///   stack.
  public func host(
    _ stack: some ContainerName, by coordinator: some HostingCoordinator<PlatformViewController>
  ) throws(NavigationError) {
    try host(stack.rawValue, by: coordinator)
  }
}
