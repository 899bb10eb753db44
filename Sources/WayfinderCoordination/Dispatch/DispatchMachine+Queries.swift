@_spi(Internals) import WayfinderNavigation

// What the center and the tools ask of the machine's phases.
extension DispatchMachine {
  /// Whether the work `id` was superseded and stops at its next step boundary. A pattern, not
  /// `==`: comparing with a phase that carries a payload copies both phases (asked per event and
  /// per step).
  func isCancelled(_ id: Int) -> Bool {
    if case .cancelled = phases[id] { true } else { false }
  }

  /// How many pieces of work are held until the app is ready.
  var heldCount: Int {
    phases.values.count { if case .held = $0 { true } else { false } }
  }

  /// The guards that work waits for, sorted.
  var pendingGuards: [String] {
    phases.values.compactMap { if case .waitingForGuard(let wait) = $0 { wait.name } else { nil } }.sorted()
  }

  /// Whether an interrupting flow waits to be ended.
  var isInterrupted: Bool {
    phases.values.contains { if case .interrupted = $0 { true } else { false } }
  }

  /// The screen a running link waits to close, asked about, if any.
  var pendingCloseQuestion: Screen.ID? {
    phases.values.lazy.compactMap { if case .askingToClose(let screen) = $0 { screen } else { nil } }.first
  }

  /// The screen a running link is held for until it closes, if any.
  var holdingFor: Screen.ID? {
    phases.values.lazy.compactMap { if case .holdingForClose(let screen) = $0 { screen } else { nil } }.first
  }

  /// Whether every piece of work waits for something from outside: held, or waiting for a
  /// guard, for its interrupting flow, for the answer about closing a screen or for a screen
  /// to close — or queued
  /// behind work that waits so (a link queued behind one waiting for sign-in goes on only when
  /// the person signs in or the wait runs out).
  var waitsOnlyForOutside: Bool {
    let queueIsBlocked = running.map { phases[$0].map(Self.waitsForOutside) ?? false } ?? false
    return phases.values.allSatisfy { phase in
      phase == .queued ? queueIsBlocked : Self.waitsForOutside(phase)
    }
  }

  private static func waitsForOutside(_ phase: Phase) -> Bool {
    switch phase {
    case .held, .waitingForGuard, .interrupted, .askingToClose, .holdingForClose: true
    case .queued, .running, .cancelled: false
    }
  }
}
