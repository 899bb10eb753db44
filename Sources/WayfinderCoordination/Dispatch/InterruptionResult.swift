import WayfinderNavigation

/// How an interrupting flow ended.
public enum InterruptionResult: Sendable, Hashable {
  /// The flow was completed, with what it produced (`rating: 5`).
  case completed([String: String])
  /// The flow was cancelled: by the app, or by the person closing its screen.
  case cancelled
  /// A newer link took the flow's place before it ended: another interruption, which replaces
  /// it, or a link to a screen. Nothing of the flow is restored.
  case superseded
}

/// What the center does once an interrupting flow has ended and the app has been told: what
/// the interruption hook returns.
public enum InterruptionFollowUp: Sendable, Hashable {
  /// Brings back the state from before the interruption, reloading the screens named (their
  /// data is stale after the flow: a draft sent, an order rated), compared by name and
  /// parameters.
  case restore(reloading: [Screen] = [])
  /// Leaves the screen as the flow left it: the app refuses the restore (the flow ended on a
  /// screen of its own that the person should see, say).
  case stay
}
