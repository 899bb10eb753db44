import WayfinderCoordination

extension ToolSession {
  /// How a guard answers in a session, each guard on its own: what lets a script say
  /// "onboarded, but the PIN is stale".
  public enum GuardState: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The guard passes: a link goes by it.
    case passes
    /// The guard does not pass, and the app refuses at once: a link that meets it shows its
    /// screen and ends `guard-failed`.
    case fails
    /// The guard does not pass yet: a link that meets it shows its screen and waits until the
    /// guard passes or fails (a `guards:` step, `signIn`, `cancelSignIn`) or its wait limit.
    case pending

    /// The state as a script writes it: `passes`, `fails` or `pending`.
    public var description: String { rawValue }
  }

  /// How the guard named `name` answers now.
  public func state(of name: String) -> GuardState {
    guardStates[name] ?? (isSignedIn ? .passes : .pending)
  }

  /// Sets how each guard in `states` answers from now on, each on its own, and answers the
  /// link waiting for one: a guard that passes lets it go on, one that fails ends it
  /// `guard-failed`, one pending leaves it waiting.
  public func set(_ states: [String: GuardState]) async {
    guardStates.merge(states) { _, new in new }
    let waiting = pendingGuards
    await settle {
      for name in waiting {
        switch states[name] {
        case .passes?: center.resolveGuard(name, true)
        case .fails?: center.resolveGuard(name, false)
        case .pending?, nil: break
        }
      }
    }
  }
}
