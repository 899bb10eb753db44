import WayfinderModelSupport

/// The counts over many SwiftUI model runs, what the simulated views saw, and the runs that
/// failed.
struct SwiftUIModelStatistics: Sendable {
  private(set) var tally = ModelTally(title: "SwiftUI model")
  private(set) var viewCounts: [String: Int] = [:]
  private(set) var failed: [SwiftUIModelRunResult] = []

  var runs: Int { tally.runs }
  var line: String { tally.line }
  var failureLine: String { tally.failureLine }

  mutating func add(_ result: SwiftUIModelRunResult) {
    tally.add(
      events: result.events.count, links: result.links, outcomes: result.outcomes,
      failureKinds: result.failureKinds)
    for (kind, count) in result.viewCounts { viewCounts[kind, default: 0] += count }
    if !result.failures.isEmpty { failed.append(result) }
  }

  /// What the views saw, by kind: `views: rolled back 1,200, …`.
  var viewsLine: String {
    "views: "
      + viewCounts.sorted { $0.key < $1.key }.map { "\($0.key) \(ModelTally.grouped($0.value))" }
      .joined(separator: ", ")
  }
}
