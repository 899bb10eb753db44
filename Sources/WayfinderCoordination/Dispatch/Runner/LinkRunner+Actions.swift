import WayfinderNavigation

extension LinkRunner {
  /// Runs the app's action `name` for `job`, once `guards` pass: a guard that does not pass
  /// shows its screen and waits, as for a screen; the screens of the guards it waited for, and
  /// what superseded work left, close before the action runs.
  func perform(
    action name: String, guards names: [String], _ body: @MainActor @Sendable () async throws -> Void,
    for job: Job
  ) async -> LinkOutcome {
    var closing = takeLeftovers()
    if let stopped = await pass(names, for: job, closing: &closing) { return stopped }
    let state = await freshState()
    let base = closing.applied(to: state)
    if base != state, let stopped = await reach(base, from: state, for: job) { return stopped }
    if job.isCancelled { return .superseded }
    prune(.replacedByLink)
    do {
      try await body()
    } catch {
      return .failed(LinkFailure(.actionFailed, "the app's action \(name) failed: \(error)"))
    }
    return .performed(action: name, await freshState())
  }
}
