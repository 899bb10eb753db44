import WayfinderNavigation

// The flow switch in the app's own names. It belongs with the center's other typed overloads
// (Dispatch/DeepLinkCenter+Typed.swift) and stands apart while the dispatcher is reworked.
extension DeepLinkCenter {
  /// Ends onboarding as the center sees it: switches the switcher holding `flow`, named by the
  /// app's container type, to it, then becomes ready (see `switchFlow(to:)`).
  ///
  /// ```swift
  /// center.switchFlow(to: BankContainer.home)  // home's first screen, then a link held meanwhile
  /// ```
  @discardableResult
  public func switchFlow(to flow: some ContainerName) -> LinkTicket { switchFlow(to: flow.rawValue) }
}
