import WayfinderCoordination

/// A link a ``LinkRelay`` handed to its center, and what became of it.
public struct RelayedLink: Sendable, Hashable, CustomStringConvertible {
  /// The link as it was sent to the relay.
  public let link: String
  /// Where the relay said it came from.
  public let source: LinkSource
  /// What became of it, as the center returned it.
  public let outcome: LinkOutcome

  /// Creates a relayed link's report.
  public init(link: String, source: LinkSource, outcome: LinkOutcome) {
    self.link = link
    self.source = source
    self.outcome = outcome
  }

  /// The link and its outcome in one line: `bank://cards/7 → handled: card(7) on screen`.
  public var description: String { "\(link) → \(outcome)" }
}
