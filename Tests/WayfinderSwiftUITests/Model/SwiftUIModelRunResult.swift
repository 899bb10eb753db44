import WayfinderModelSupport

/// What one SwiftUI model run found.
struct SwiftUIModelRunResult: Sendable {
  let seed: UInt64
  let events: [SwiftUIModelEvent]
  let configuration: SwiftUIModelConfiguration
  /// What went wrong, each with the event it followed; empty when the run passed.
  let failures: [String]
  /// How many links ended with each outcome, by the outcome's name.
  let outcomes: [String: Int]
  /// How many links ended failed, by the kind of failure: the code of the step's refusal
  /// (`timed-out`, …) or the reason's first words.
  let failureKinds: [String: Int]
  /// What the views saw happen: refused presentations, rollbacks, echoes, lost completions.
  let viewCounts: [String: Int]
  /// How many links were opened.
  let links: Int
  /// The events, the views' log and the outcomes, when the run was traced.
  let transcript: [String]
  /// A hash of every outcome and of the last state, to compare two runs of one seed.
  let fingerprint: Int

  /// The failure, with what replays it: the seed and the numbered events.
  var report: String {
    var lines = [
      "SwiftUI model run with seed \(seed) failed (replay: SwiftUIModelTests.replay(seed: \(seed)))"
    ]
    lines.append("  setup: \(configuration)")
    lines += failures.prefix(5).map { "  \($0)" }
    lines.append("  events:")
    lines += events.enumerated().map { "    #\($0.offset) \($0.element)" }
    return lines.joined(separator: "\n")
  }
}
