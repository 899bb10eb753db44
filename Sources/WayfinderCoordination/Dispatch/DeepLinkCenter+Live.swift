import WayfinderNavigation

extension DeepLinkCenter {
  /// Hears the navigator report a change it did not make. Nothing is decided now, in the middle
  /// of whatever the navigator is doing: the change waits in the inbox until the center takes
  /// it, before its next plan or event, or on the main actor's next turn. Until then the center
  /// is not idle: the inbox's task needs no counting.
  func navigatorReported(_ change: OutsideChange) {
    inbox.append(change)
    guard inbox.count == 1 else { return }
    activity.hop()
    Task { [weak self] in self?.takeInbox() }
  }

  /// Takes the navigator's reports in order: the coordinators whose containers left end
  /// (``CancellationReason/userWentBack``), the machine hears what left the screen (a guard's
  /// screen, an interrupting flow), and a guarded tab the person tapped becomes a tap the
  /// machine runs in its turn.
  func takeInbox() {
    while !inbox.isEmpty {
      let change = inbox.removeFirst()
      handoffs.prune(keeping: change.after, .userWentBack)
      perform(machine.screenChanged(to: change.after))
      for tap in guardedTabTaps(in: change) {
        let job = enqueue(.tabTap(tap.tab)) { Journey(.tabTap, Journey.TabTapFrame(tap)) }
        perform(machine.received(job.id, .tabTap, at: now()))
      }
    }
    activity.changed()
  }
}
