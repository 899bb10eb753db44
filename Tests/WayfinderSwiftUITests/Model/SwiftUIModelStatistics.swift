import WayfinderModelSupport

/// The counts over many SwiftUI model runs, and the runs that failed.
struct SwiftUIModelStatistics: Sendable {
  private(set) var runs = 0
  private(set) var events = 0
  private(set) var links = 0
  private(set) var outcomes: [String: Int] = [:]
  private(set) var failureKinds: [String: Int] = [:]
  private(set) var viewCounts: [String: Int] = [:]
  private(set) var failed: [SwiftUIModelRunResult] = []

  /// The outcomes' names in the order `LinkOutcome` declares them.
  static let outcomeOrder = [
    "handled", "unmatched", "rejected", "superseded", "expired", "guard-failed", "failed",
  ]

  mutating func add(_ result: SwiftUIModelRunResult) {
    runs += 1
    events += result.events.count
    links += result.links
    for (name, count) in result.outcomes { outcomes[name, default: 0] += count }
    for (kind, count) in result.failureKinds { failureKinds[kind, default: 0] += count }
    for (kind, count) in result.viewCounts { viewCounts[kind, default: 0] += count }
    if !result.failures.isEmpty { failed.append(result) }
  }

  /// `SwiftUI model: 10,000 runs, 450,000 events, 99,000 links, outcomes: handled N, …`, every
  /// outcome seen listed.
  var line: String {
    let seen =
      Self.outcomeOrder.filter { outcomes[$0] != nil }
      + outcomes.keys.filter { !Self.outcomeOrder.contains($0) }.sorted()
    let listed = seen.map { "\($0) \(Self.grouped(outcomes[$0] ?? 0))" }.joined(separator: ", ")
    return
      "SwiftUI model: \(Self.grouped(runs)) runs, \(Self.grouped(events)) events, \(Self.grouped(links)) links, "
      + "outcomes: \(listed)"
  }

  /// The failed links by kind, most first: `failed links: timed-out 1,200, …`.
  var failureLine: String {
    let kinds = failureKinds.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
    return "failed links: " + kinds.map { "\($0.key) \(Self.grouped($0.value))" }.joined(separator: ", ")
  }

  /// What the views saw, by kind: `views: rolled back 1,200, …`.
  var viewsLine: String {
    "views: "
      + viewCounts.sorted { $0.key < $1.key }.map { "\($0.key) \(Self.grouped($0.value))" }.joined(
        separator: ", ")
  }

  /// `412000` as `412,000`.
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index).isMultiple(of: 3) { text.append(",") }
      text.append(digit)
    }
    return text
  }
}
