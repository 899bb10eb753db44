import WayfinderModelSupport

/// The counts over many UIKit model runs, and the runs that failed.
struct ModelStatistics: Sendable {
  private(set) var tally = ModelTally(title: "UIKit model")
  private(set) var failed: [ModelRunResult] = []

  var runs: Int { tally.runs }
  var line: String { tally.line }
  var failureLine: String { tally.failureLine }

  mutating func add(_ result: ModelRunResult) {
    tally.add(
      events: result.events.count, links: result.links, outcomes: result.outcomes,
      failureKinds: result.failureKinds)
    if !result.failures.isEmpty { failed.append(result) }
  }
}
