/// The counts over many runs of a behavioural model — runs, events, links, their outcomes and
/// why the failed ones failed — and the lines a model-based test prints.
public struct ModelTally: Sendable {
  /// What the first line calls the model: `UIKit model`, `SwiftUI model`.
  public let title: String
  public private(set) var runs = 0
  public private(set) var events = 0
  public private(set) var links = 0
  public private(set) var outcomes: [String: Int] = [:]
  public private(set) var failureKinds: [String: Int] = [:]

  /// The outcomes' names in the order `LinkOutcome` declares them.
  public static let outcomeOrder = [
    "handled", "unmatched", "rejected", "superseded", "expired", "guard-failed", "failed",
  ]

  /// Creates an empty tally.
  public init(title: String) { self.title = title }

  /// Counts one run.
  public mutating func add(events: Int, links: Int, outcomes: [String: Int], failureKinds: [String: Int]) {
    runs += 1
    self.events += events
    self.links += links
    for (name, count) in outcomes { self.outcomes[name, default: 0] += count }
    for (kind, count) in failureKinds { self.failureKinds[kind, default: 0] += count }
  }

  /// `UIKit model: 10,000 runs, 412,000 events, 61,000 links, outcomes: handled N, …`, every
  /// outcome seen listed.
  public var line: String {
    let seen =
      Self.outcomeOrder.filter { outcomes[$0] != nil }
      + outcomes.keys.filter { !Self.outcomeOrder.contains($0) }.sorted()
    let listed = seen.map { "\($0) \(Self.grouped(outcomes[$0] ?? 0))" }.joined(separator: ", ")
    return
      "\(title): \(Self.grouped(runs)) runs, \(Self.grouped(events)) events, \(Self.grouped(links)) links, "
      + "outcomes: \(listed)"
  }

  /// The failed links by kind, most first: `failed links: timed-out 1,200, no-host 30`.
  public var failureLine: String {
    let kinds = failureKinds.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
    return "failed links: " + kinds.map { "\($0.key) \(Self.grouped($0.value))" }.joined(separator: ", ")
  }

  /// `412000` as `412,000`.
  public static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index).isMultiple(of: 3) { text.append(",") }
      text.append(digit)
    }
    return text
  }
}
