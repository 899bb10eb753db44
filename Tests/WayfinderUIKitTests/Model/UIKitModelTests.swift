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
  /// The runs of this test run: the first 1,000 seeds by default (``Soak``).
  static let runs = Soak.count(full: allRuns, byDefault: 1_000)
  /// Every outcome the model's links reach in its first 1,000 seeds: what the default runs
  /// must still reach.
  static let outcomesReached: Set<String> = [
    "handled", "unmatched", "rejected", "superseded", "guard-failed", "failed",
  ]
  /// How many runs share the main actor at a time: while one waits for the main actor to
  /// settle, the others run.
  static let concurrentRuns = 128

  @Test func randomRuns() async throws {
    let graph = try ModelApp.graph()
    let routes = try ModelApp.routes()
    let started = ContinuousClock.now
    var statistics = ModelRun.Statistics(title: "UIKit model")
    await ModelRuns.run(
      count: Self.runs, atATime: Self.concurrentRuns,
      { await Self.run(seed: $0, graph: graph, routes: routes) }, each: { statistics.add($0) })
    print(statistics.line)
    print(
      "UIKit model: \(ContinuousClock.now - started) for \(Soak.describe(statistics.runs, of: Self.allRuns, "runs"))"
    )
    print(statistics.failureLine)
    let failed = statistics.failed
    for result in failed.prefix(3) { Issue.record(Comment(rawValue: result.report)) }
    #expect(failed.map(\.seed) == [], "\(failed.count) runs failed")
    #expect(Set(statistics.tally.outcomes.keys).isSuperset(of: Self.outcomesReached), "\(statistics.line)")
  }

  static func run(seed: UInt64, graph: NavigationGraph, routes: RouteTable<Screen>) async -> ModelRun.Result {
    await ModelRun(seed: seed, graph: graph, routes: routes).run()
  }

  @Test func aSeedReplaysTheSameRun() async throws {
    let graph = try ModelApp.graph()
    let routes = try ModelApp.routes()
    for seed in UInt64(1)...40 {
      let first = await ModelRun(seed: seed, graph: graph, routes: routes).run()
      let second = await ModelRun(seed: seed, graph: graph, routes: routes).run()
      #expect(first.fingerprint == second.fingerprint, "seed \(seed)")
    }
  }

  /// Runs the run of `seed` again, printing its setup, events, the model's log and the
  /// outcomes, and returns what it found.
  ///
  /// ```swift
  /// @Test func seed4711() async throws { #expect(try await UIKitModelTests.replay(seed: 4711).failures == []) }
  /// ```
  @discardableResult
  static func replay(seed: UInt64, events: [ModelEvent]? = nil) async throws -> ModelRun.Result {
    let run = ModelRun(
      seed: seed, events: events, graph: try ModelApp.graph(), routes: try ModelApp.routes(), tracing: true)
    let result = await run.run()
    print(result.transcript.joined(separator: "\n"))
    if !result.failures.isEmpty { print(result.report) }
    return result
  }
}
