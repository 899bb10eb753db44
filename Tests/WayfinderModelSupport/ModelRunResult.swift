/// What one run of a behavioural model found: the UIKit model's (`ModelRun.Result`) and the
/// SwiftUI model's (`SwiftUIModelRun.Result`).
public struct ModelRunResult<Event: Sendable & CustomStringConvertible, Configuration>: Sendable
where Configuration: Sendable & CustomStringConvertible {
  /// What the report calls the model: `UIKit model`, `SwiftUI model`.
  public let title: String
  /// The suite whose `replay(seed:)` runs the seed again: `UIKitModelTests`.
  public let replaySuite: String
  public let seed: UInt64
  public let events: [Event]
  public let configuration: Configuration
  /// What went wrong, each with the event it followed; empty when the run passed.
  public let failures: [String]
  /// How many links ended with each outcome, by the outcome's name.
  public let outcomes: [String: Int]
  /// How many links ended failed, by the kind of failure: the code of the step's refusal
  /// (`timed-out`, `no-host`, …) or the reason's first words.
  public let failureKinds: [String: Int]
  /// What the simulated views saw happen (SwiftUI): refused presentations, rollbacks, echoes.
  public let viewCounts: [String: Int]
  /// How many links were opened.
  public let links: Int
  /// The events, the model's log and the outcomes, when the run was traced.
  public let transcript: [String]
  /// A hash of every outcome and of the last state, to compare two runs of one seed.
  public let fingerprint: Int

  public init(
    title: String, replaySuite: String, seed: UInt64, events: [Event], configuration: Configuration,
    failures: [String], outcomes: [String: Int], failureKinds: [String: Int], viewCounts: [String: Int] = [:],
    links: Int, transcript: [String], fingerprint: Int
  ) {
    self.title = title
    self.replaySuite = replaySuite
    self.seed = seed
    self.events = events
    self.configuration = configuration
    self.failures = failures
    self.outcomes = outcomes
    self.failureKinds = failureKinds
    self.viewCounts = viewCounts
    self.links = links
    self.transcript = transcript
    self.fingerprint = fingerprint
  }

  /// The failure, with what replays it: the seed and the numbered events.
  public var report: String {
    var lines = ["\(title) run with seed \(seed) failed (replay: \(replaySuite).replay(seed: \(seed)))"]
    lines.append("  setup: \(configuration)")
    lines += failures.prefix(5).map { "  \($0)" }
    lines.append("  events:")
    lines += events.enumerated().map { "    #\($0.offset) \($0.element)" }
    return lines.joined(separator: "\n")
  }
}

/// The counts over many runs of a model, what its views saw, and the runs that failed.
public struct ModelStatistics<Event: Sendable & CustomStringConvertible, Configuration>: Sendable
where Configuration: Sendable & CustomStringConvertible {
  public private(set) var tally: ModelTally
  public private(set) var viewCounts: [String: Int] = [:]
  public private(set) var failed: [ModelRunResult<Event, Configuration>] = []

  public init(title: String) { tally = ModelTally(title: title) }

  public var runs: Int { tally.runs }
  public var line: String { tally.line }
  public var failureLine: String { tally.failureLine }

  public mutating func add(_ result: ModelRunResult<Event, Configuration>) {
    tally.add(
      events: result.events.count, links: result.links, outcomes: result.outcomes,
      failureKinds: result.failureKinds)
    for (kind, count) in result.viewCounts { viewCounts[kind, default: 0] += count }
    if !result.failures.isEmpty { failed.append(result) }
  }

  /// What the views saw, by kind: `views: rolled back 1,200, …`.
  public var viewsLine: String {
    "views: "
      + viewCounts.sorted { $0.key < $1.key }.map { "\($0.key) \(ModelTally.grouped($0.value))" }
      .joined(separator: ", ")
  }
}
