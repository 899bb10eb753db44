import Testing
import WayfinderModelSupport

/// The SwiftUI adapter against a behavioural model of SwiftUI over UIKit, in random runs: the
/// first 1,000 seeds by default, all 10,000 in the soak (`WAYFINDER_SOAK=1`, ``Soak``).
///
/// Each run is one seed: a small app (``SwiftUIModelApp``) on a `NavigationModel` shown by the
/// simulated SwiftUI (``SimulatedSwiftUI``), 30 to 60 events drawn from the seed — links
/// (valid, unmatched, malformed), time passing, the person's swipes, taps, pulls and
/// navigation links, SwiftUI's stale writes, sign-in, and SwiftUI losing or slowing an
/// animation's completion — and after every event the checks of ``SwiftUIModelRun``. A failure
/// prints its seed and events; ``replay(seed:events:)`` runs it again, printing what happened.
@MainActor
@Suite struct SwiftUIModelTests {
  /// Every outcome the model's links reach in its first 1,000 seeds: what the default runs
  /// must still reach.
  static let outcomesReached: Set<String> = [
    "handled", "unmatched", "rejected", "superseded", "expired", "guard-failed", "failed",
  ]

  /// The soak: seeds `1...10_000` with `WAYFINDER_SOAK=1` (CI's soak step, `.ci/run`), 48
  /// runs sharing the main actor at a time.
  @Test func randomRuns() async throws {
    #expect(
      try await ModelRuns.randomRuns(
        of: SwiftUIModelRun.self, "SwiftUI model", allRuns: 10_000, atATime: 48,
        reaching: Self.outcomesReached)
        == [])
  }

  @Test func aSeedReplaysTheSameRun() async throws {
    #expect(try await ModelRuns.seedsThatDoNotReplay(of: SwiftUIModelRun.self) == [])
  }

  /// Runs the run of `seed` again, printing its setup, events, the views' log and the
  /// outcomes, and returns what it found.
  ///
  /// ```swift
  /// @Test func seed4711() async throws { #expect(try await SwiftUIModelTests.replay(seed: 4711).failures == []) }
  /// ```
  @discardableResult
  static func replay(seed: UInt64, events: [SwiftUIModelEvent]? = nil) async throws -> SwiftUIModelRun.Result
  {
    try await ModelRuns.replay(SwiftUIModelRun.self, seed: seed, events: events)
  }
}

extension SwiftUIModelTests {
  /// Seed 4949: a link dismisses a sheet the person is pulling half-way. UIKit refuses the
  /// dismissal while the pull runs, yet SwiftUI's update ends: the step settled then, the next
  /// presentation went in, and when the pull ended the views dismissed and presented at once.
  /// A dismissal now settles when its modal has left the views.
  @Test func aDismissalUnderThePersonsPullSettlesWhenTheSheetHasGone() async throws {
    let result = try await Self.replay(seed: 4949, events: SwiftUIModelEvent.baseEvents(seed: 4949))
    #expect(result.failures == [])
  }
}
