import WayfinderCoordination

extension DeepLinkCenter {
  /// Returns once the center is idle: no work of its runs, and no timer of its is due at the
  /// clock's now.
  ///
  /// Work that waits only for something from outside counts as idle: a link held until the app
  /// is ready, one waiting for a guard's answer (`resolveGuard(_:passed:)`),
  /// for its interrupting flow to end, or for the app's answer about closing a screen, and work
  /// asleep on a ``ManualClock`` until the test moves it (a step that takes time, a resolver
  /// loading slow data). The changes the navigator reported are taken first. Work that awaits
  /// anything else — a resolver on the network, a navigator on a real clock — runs, and
  /// `idle()` waits for it.
  ///
  /// It is a wait for an event, not a poll: the center looks again only when something it has
  /// under way changes. Hand the center work without suspending (`send(_:from:)`, which returns
  /// the link's ticket) so that it has the work before the test waits:
  ///
  /// ```swift
  /// let link = center.send("bank://cards/42/detail")
  /// await center.idle()
  /// #expect(center.pendingGuards == ["signedIn"])
  /// center.resolveGuard("signedIn", passed: true)
  /// #expect(await link.outcome == .handled(navigator.state))
  /// ```
  public func idle() async {
    await waitUntilIdle()
  }
}
