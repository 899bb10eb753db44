import Foundation

/// The random runs of a model (its soak) and their replay.
public enum ModelRuns {
  /// Runs the seeds `1...count` of a model — the first 1,000 of `allRuns` by default, all with
  /// `WAYFINDER_SOAK=1` (``Soak``) — `atATime` of them sharing the main actor at once (while one
  /// waits for the main actor to settle, the others run), and prints what they found.
  ///
  /// ```swift
  /// let statistics = await ModelRuns.soak("UIKit model", allRuns: 10_000, atATime: 128) {
  ///   await ModelRun(seed: $0, graph: graph, routes: routes).run()
  /// }
  /// ```
  @MainActor
  public static func soak<Event, Configuration>(
    _ title: String, allRuns: Int, atATime: Int,
    _ run: @escaping @MainActor @Sendable (UInt64) async -> ModelRunResult<Event, Configuration>
  ) async -> ModelStatistics<Event, Configuration> {
    let started = ContinuousClock.now
    var statistics = ModelStatistics<Event, Configuration>(title: title)
    await withTaskGroup(of: ModelRunResult<Event, Configuration>.self) { group in
      var seeds = (1...UInt64(Soak.count(full: allRuns, byDefault: 1_000))).makeIterator()
      for _ in 0..<atATime {
        guard let seed = seeds.next() else { break }
        group.addTask(priority: .medium) { await run(seed) }
      }
      for await result in group {
        statistics.add(result)
        if let seed = seeds.next() { group.addTask(priority: .medium) { await run(seed) } }
      }
    }
    print(statistics.line)
    print(
      "\(title): \(ContinuousClock.now - started) for \(Soak.describe(statistics.runs, of: allRuns, "runs"))")
    print(statistics.failureLine)
    if !statistics.viewCounts.isEmpty { print(statistics.viewsLine) }
    return statistics
  }

  /// The seeds of `1...40` whose two runs differ: a seed must give the same run every time.
  @MainActor
  public static func seedsThatDoNotReplay<Event, Configuration>(
    _ run: @MainActor (UInt64) async -> ModelRunResult<Event, Configuration>
  ) async -> [UInt64] {
    var differ: [UInt64] = []
    for seed in UInt64(1)...40 {
      let (first, second) = (await run(seed), await run(seed))
      if first.fingerprint != second.fingerprint { differ.append(seed) }
    }
    return differ
  }

  /// Runs `run` (traced), prints its transcript, and its report when it failed.
  @MainActor
  public static func replay<Run: ModelRunning>(_ run: Run) async -> ModelRunResult<
    Run.Event, Run.Configuration
  > {
    let result = await run.run()
    print(result.transcript.joined(separator: "\n"))
    if !result.failures.isEmpty { print(result.report) }
    return result
  }
}
