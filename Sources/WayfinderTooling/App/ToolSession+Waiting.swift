import WayfinderCoordination
import WayfinderNavigation

extension ToolSession {
  /// What a link with no outcome yet waits for, in words, with the script step that moves it
  /// on: `held until the app is ready (ready)`, `queued behind bank://cards/1`, `waiting for
  /// signedIn (signIn or cancelSignIn)`, ….
  ///
  /// Only the link the center runs waits for a guard, an interrupting flow or the clock; a
  /// link after it waits for its turn.
  public func waiting(for record: LinkRecord) -> String {
    // A restoration or a person's tab tap (the records with no route) waits only for a guard.
    if record.route == nil, !pendingGuards.isEmpty {
      return "waiting for \(pendingGuards.joined(separator: ", ")) (signIn or cancelSignIn)"
    }
    if !isReady { return "held until the app is ready (ready)" }
    if !hasStarted(record.index), let runner, links[runner].outcome == nil {
      switch app.dispatchPolicy {
      case .supersede:
        return "waiting for \(links[runner].link) to stop at its next step"
      case .queue, .dropNew:
        let ahead = links[..<record.index].last { $0.route != nil && $0.outcome == nil }
        return "queued behind \((ahead ?? links[runner]).link)"
      }
    }
    if !pendingGuards.isEmpty {
      return "waiting for \(pendingGuards.joined(separator: ", ")) (signIn or cancelSignIn)"
    }
    if isInterrupted { return "the interrupting flow is up (finish or cancelFlow)" }
    if let screen = pendingCloseQuestion {
      return "asking to close \(screen.name) (allowClose or refuseClose)"
    }
    if let screen = center.pendingHold() {
      return "held until \(screen.name) closes (back, or advance past the hold limit)"
    }
    return "waiting for the clock (advance)"
  }

  /// A link's outcome in words, or `pending: ` and what it waits for.
  public func outcomeText(_ record: LinkRecord) -> String {
    record.outcome?.description ?? "pending: \(waiting(for: record))"
  }
}
