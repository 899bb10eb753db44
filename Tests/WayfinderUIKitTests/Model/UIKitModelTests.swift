import Testing
import WayfinderModelSupport

/// The UIKit adapter against a behavioural model of UIKit, in random runs: the first 1,000
/// seeds by default, all 10,000 in the soak (`WAYFINDER_SOAK=1`, ``Soak``).
///
/// Each run is one seed: a small app (``ModelApp``) on the model's UIKit, 30 to 60 events
/// drawn from the seed — links (valid, unmatched, malformed), time passing, the person's
/// swipes, taps and pulls, the app's own pushes and alerts, sign-in, and UIKit losing,
/// slowing or refusing the navigator's calls — and after every event the checks of
/// ``ModelRun``. A failure prints its seed and events; ``replay(seed:events:)`` runs it again,
/// printing what happened.
@MainActor
@Suite struct UIKitModelTests {
  /// Every outcome the model's links reach in its first 1,000 seeds: what the default runs
  /// must still reach.
  static let outcomesReached: Set<String> = [
    "handled", "unmatched", "rejected", "superseded", "guard-failed", "failed",
  ]

  /// The soak: seeds `1...10_000` with `WAYFINDER_SOAK=1` (CI's soak step, `.ci/run`), 128
  /// runs sharing the main actor at a time.
  @Test func randomRuns() async throws {
    #expect(
      try await ModelRuns.randomRuns(
        of: ModelRun.self, "UIKit model", allRuns: 10_000, atATime: 128, reaching: Self.outcomesReached) == []
    )
  }

  @Test func aSeedReplaysTheSameRun() async throws {
    #expect(try await ModelRuns.seedsThatDoNotReplay(of: ModelRun.self) == [])
  }

  /// Runs the run of `seed` again, printing its setup, events, the model's log and the
  /// outcomes, and returns what it found.
  ///
  /// ```swift
  /// @Test func seed4711() async throws { #expect(try await UIKitModelTests.replay(seed: 4711).failures == []) }
  /// ```
  @discardableResult
  static func replay(seed: UInt64, events: [ModelEvent]? = nil) async throws -> ModelRun.Result {
    try await ModelRuns.replay(ModelRun.self, seed: seed, events: events)
  }
}
