import WayfinderNavigation

extension DeepLinkCenter {
  /// Hears that what is on screen changed without a step of the navigator's: the
  /// coordinators whose containers left end (``CancellationReason/userWentBack``), and a link
  /// waiting for a guard whose screen the person dismissed ends guard-failed.
  func navigatorSawOutsideChange(_ change: OutsideChange) {
    _ = coordinators?.prune(keeping: change.after, reason: .userWentBack)
    endGuardWaits(whoseScreenLeft: change.after)
    personSelectedTabs(change)
    if let interruption = interruptionScreen, !change.after.holds(interruption) {
      interruptionScreen = nil
      endInterruption(.cancelled)
    }
  }
}
