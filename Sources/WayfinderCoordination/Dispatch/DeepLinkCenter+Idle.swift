// Quiescence: when nothing the center has under way can go on without something from outside.
extension DeepLinkCenter {
  /// Whether the center is idle: it has taken every change the navigator reported, no task of
  /// its work runs (each has ended, or waits for a guard's answer, an interrupting flow's end,
  /// the app's answer about closing a screen, or a `ManualClock` to be moved), and no timer is
  /// due at the clock's now.
  package var isIdle: Bool {
    inbox.isEmpty && activity.runningCount == 0 && !activity.hasDeadline(dueBy: now())
  }

  /// Returns once the center is idle (``isIdle``), looking again only when something it has
  /// under way changed: no polling, no sleeping, no yielding to the scheduler.
  package func waitUntilIdle() async {
    while true {
      let seen = activity.changes
      if isIdle { return }
      await activity.change(after: seen)
    }
  }
}

extension DeepLinkCenter {
  /// How many times the center's work crossed to another task so far: each task it started and
  /// each wait it resumed (see `Activity.hops`). The dispatch benchmark reports it per link.
  @_spi(Internals) public var hops: Int { activity.hops }
}
