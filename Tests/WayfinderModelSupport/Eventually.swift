/// Waits until `condition` holds, for at most `limit` of real time, and says whether it did.
///
/// The tests' one way to wait for something another task does (a link that reaches its guard's
/// wait, a flow on screen): it looks again each millisecond, sleeping in between, so the other
/// task runs whatever the optimizer did to the scheduling. A yield to the scheduler promises no
/// order: a build with the optimizer on once ran a test's links later than its yields expected.
/// A condition that never holds fails its test after `limit` instead of hanging it. The limit is
/// generous because a test shares two cores with the rest of the suite: at its start, hundreds
/// of tests hold them for seconds.
///
/// ```swift
/// let link = Task { await center.open("bank://profile") }
/// #expect(await eventually { center.pendingGuards == ["signedIn"] })
/// ```
@MainActor
public func eventually(
  within limit: Duration = .seconds(30), _ condition: @MainActor () -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: limit)
  while !condition() {
    guard clock.now < deadline else { return false }
    try? await clock.sleep(for: .milliseconds(1))
  }
  return true
}
