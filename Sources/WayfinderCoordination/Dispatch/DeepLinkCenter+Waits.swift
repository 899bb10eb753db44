import WayfinderNavigation

// The app's answers to the waits a link can be in (a guard, an interrupting flow, a person's
// tab tap), and the shell's side of those waits: each is an event the machine takes.
extension DeepLinkCenter {
  /// Says whether the guard named `name` passed (signed in) or not (sign-in cancelled): the
  /// work waiting for it goes on, or ends guard-failed and the screen goes back to what it was.
  /// When no work waits on the guard's screen any more but it is up, the answer closes it
  /// (reported as ``LinkReport/guardScreen(_:_:)``): Sign In and Cancel always close it.
  public func resolveGuard(_ name: String, passed: Bool) {
    takeInbox()
    perform(machine.guardResolved(name, passed: passed))
  }

  /// The guards a running piece of work is waiting for.
  public var pendingGuards: [String] { machine.pendingGuards }
  /// Ends the running interrupting flow with `result`: the center notifies the interruption
  /// hook and, unless the hook says ``InterruptionFollowUp/stay``, restores the state from
  /// before the interruption.
  public func endInterruption(_ result: InterruptionResult) {
    takeInbox()
    perform(machine.interruptionEnded(result))
  }

  /// Whether an interrupting flow is waiting to be ended.
  public var isInterrupted: Bool { machine.isInterrupted }

  /// Whether the person may select the tab named `tab` now, with no guard to run: every guard
  /// on the way to it passes. A tab bar that asks before it switches (UIKit's
  /// `tabBarController(_:shouldSelect:)`) selects the tab when this is `true`, and otherwise
  /// calls ``personSelects(tab:)-(String)``.
  public func personMaySelect(tab: String) -> Bool { mayEnter(tab: tab) }

  /// The person tapped the tab named `tab`: runs the guards on the way to it as a link does,
  /// then selects it; if a guard does not pass, the person stays where they were. It takes its
  /// turn as a link does and is reported as ``LinkReport/tabTap(_:_:)``. A navigator that
  /// reports the person's changes needs no call: the center makes it for a guarded tab.
  public func personSelects(tab: String) async -> LinkOutcome {
    await send(tabTap: tab).outcome
  }
}
