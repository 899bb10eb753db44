import Foundation
import Testing
import WayfinderCoordination
import WayfinderModelSupport
import WayfinderNavigation
import WayfinderRouting

/// The UIKit adapter against a behavioural model of UIKit, in random runs: the first 1,000
/// seeds by default, all 10,000 in the soak (`WAYFINDER_SOAK=1`, ``Soak``).
///
/// Each run is one seed: a small app (``ModelApp``) on the model's UIKit, 30 to 60 events
/// drawn from the seed — links (valid, unmatched, malformed), time passing, the person's
/// swipes, taps and pulls, the app's own pushes and alerts, sign-in, and UIKit losing,
/// slowing or refusing the navigator's calls — and after every event the checks of
/// ``ModelRun``. A failure prints its seed and events; ``replay(seed:)`` runs it again,
/// printing what happened.
@MainActor
@Suite struct UIKitModelTests {
  /// The soak: seeds `1...10_000`, with `WAYFINDER_SOAK=1` (CI's soak step, `.ci/run`).
  static let allRuns = 10_000
  /// Every outcome the model's links reach in its first 1,000 seeds: what the default runs
  /// must still reach.
  static let outcomesReached: Set<String> = [
    "handled", "unmatched", "rejected", "superseded", "guard-failed", "failed",
  ]
  /// How many runs share the main actor at a time: while one waits for the main actor to
  /// settle, the others run.
  static let concurrentRuns = 128

  @Test func randomRuns() async throws {
    let (graph, routes) = (try ModelApp.graph(), try ModelApp.routes())
    let statistics = await ModelRuns.soak("UIKit model", allRuns: Self.allRuns, atATime: Self.concurrentRuns)
    {
      await ModelRun(seed: $0, graph: graph, routes: routes).run()
    }
    for result in statistics.failed.prefix(3) { Issue.record(Comment(rawValue: result.report)) }
    #expect(statistics.failed.map(\.seed) == [], "\(statistics.failed.count) runs failed")
    #expect(Set(statistics.tally.outcomes.keys).isSuperset(of: Self.outcomesReached), "\(statistics.line)")
  }

  @Test func aSeedReplaysTheSameRun() async throws {
    let (graph, routes) = (try ModelApp.graph(), try ModelApp.routes())
    #expect(
      await ModelRuns.seedsThatDoNotReplay { await ModelRun(seed: $0, graph: graph, routes: routes).run() }
        == [])
  }

  /// Runs the run of `seed` again, printing its setup, events, the model's log and the
  /// outcomes, and returns what it found.
  ///
  /// ```swift
  /// @Test func seed4711() async throws { #expect(try await UIKitModelTests.replay(seed: 4711).failures == []) }
  /// ```
  @discardableResult
  static func replay(seed: UInt64, events: [ModelEvent]? = nil) async throws -> ModelRun.Result {
    await ModelRuns.replay(
      ModelRun(
        seed: seed, events: events, graph: try ModelApp.graph(), routes: try ModelApp.routes(), tracing: true)
    )
  }
}
