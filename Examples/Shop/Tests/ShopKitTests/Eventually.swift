/// Waits until `condition` holds, for at most `limit` of real time, and says whether it did:
/// how these tests wait for what a link's own task does (reach its guard's wait, say). It
/// looks again each millisecond, sleeping in between, so it holds whatever the optimizer does
/// to the scheduling; a condition that never holds fails its test instead of hanging it.
@MainActor
func eventually(within limit: Duration = .seconds(30), _ condition: @MainActor () -> Bool) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: limit)
  while !condition() {
    guard clock.now < deadline else { return false }
    try? await clock.sleep(for: .milliseconds(1))
  }
  return true
}
