import WayfinderNavigation

extension RouteGuard {
  /// Creates a guard named by the app's guard type, showing one of the app's screens while it
  /// has not passed.
  ///
  /// ```swift
  /// RouteGuard(ShopGuard.signedIn, showing: ShopScreen.signIn, waitLimit: .seconds(120)) {
  ///   session.isSignedIn
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The guard, as the navigation graph names it.
  ///   - screen: The screen of the graph shown while the guard has not passed.
  ///   - waitLimit: How long a link waits for the guard; `nil` for no limit.
  ///   - isSatisfied: Whether the guard passes now.
  public init(
    _ name: some GuardName, showing screen: some ScreenConvertible,
    waitLimit: Duration? = RouteGuard.defaultWaitLimit,
    isSatisfied: @escaping @MainActor @Sendable () -> Bool
  ) {
    self.init(name.rawValue, showing: screen.screen, waitLimit: waitLimit, isSatisfied: isSatisfied)
  }
}
