import WayfinderNavigation

// NB: `NavigationError` has no public initializer: WayfinderNavigation makes every one, so
// that each carries its rule book's code and wording. A step that arrives while another waits
// to settle is refused by a headless navigator kept busy for the purpose, with exactly the
// error `HeadlessNavigator` gives.
extension NavigationError {
  /// The headless navigator's refusal of `step` for arriving while another step runs.
  @MainActor
  static func busyRefusal(of step: Step) async -> NavigationError {
    let probe = HeadlessNavigator(
      state: NavigationState(root: .stack("busy", [Screen("busy")])), clock: ManualClock(),
      stepDuration: .seconds(1), recording: .nothing)
    let running = Task { try? await probe.perform(.reload(Screen("busy"), in: "busy")) }
    defer { running.cancel() }
    while !probe.isPerforming { await Task.yield() }
    do {
      // Refused before the call can suspend: the probe is performing.
      try await probe.perform(step)
    } catch {
      return error
    }
    // Not reached; should it be, the probe is asked again.
    return await busyRefusal(of: step)
  }
}
