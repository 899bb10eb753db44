import Foundation
import Testing
import WayfinderCoordination
import WayfinderModelSupport
import WayfinderNavigation
import WayfinderRouting

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
  /// The soak: seeds `1...10_000`, with `WAYFINDER_SOAK=1` (CI's soak step, `.ci/run`).
  static let allRuns = 10_000
  /// Every outcome the model's links reach in its first 1,000 seeds: what the default runs
  /// must still reach.
  static let outcomesReached: Set<String> = [
    "handled", "unmatched", "rejected", "superseded", "expired", "guard-failed", "failed",
  ]
  /// How many runs share the main actor at a time: while one waits for the main actor to
  /// settle, the others run.
  static let concurrentRuns = 48

  @Test func randomRuns() async throws {
    let (graph, routes) = (try SwiftUIModelApp.graph(), try SwiftUIModelApp.routes())
    let statistics = await ModelRuns.soak(
      "SwiftUI model", allRuns: Self.allRuns, atATime: Self.concurrentRuns
    ) {
      await SwiftUIModelRun(seed: $0, graph: graph, routes: routes).run()
    }
    for result in statistics.failed.prefix(3) { Issue.record(Comment(rawValue: result.report)) }
    #expect(statistics.failed.map(\.seed) == [], "\(statistics.failed.count) runs failed")
    #expect(Set(statistics.tally.outcomes.keys).isSuperset(of: Self.outcomesReached), "\(statistics.line)")
  }

  @Test func aSeedReplaysTheSameRun() async throws {
    let (graph, routes) = (try SwiftUIModelApp.graph(), try SwiftUIModelApp.routes())
    #expect(
      await ModelRuns.seedsThatDoNotReplay {
        await SwiftUIModelRun(seed: $0, graph: graph, routes: routes).run()
      } == [])
  }

  /// Runs the run of `seed` again, printing its setup, events, the views' log and the
  /// outcomes, and returns what it found.
  ///
  /// ```swift
  /// @Test func seed4711() async throws { #expect(await SwiftUIModelTests.replay(seed: 4711).failures == []) }
  /// ```
  @discardableResult
  static func replay(seed: UInt64, events: [SwiftUIModelEvent]? = nil) async throws -> SwiftUIModelRun.Result
  {
    await ModelRuns.replay(
      SwiftUIModelRun(
        seed: seed, events: events, graph: try SwiftUIModelApp.graph(), routes: try SwiftUIModelApp.routes(),
        tracing: true))
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
