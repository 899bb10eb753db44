import WayfinderCoordination

/// What the time-to-screen suites see of one link: when it arrived, its outcome and when it
/// came, and for a link left waiting (an interrupting flow) when its screen was first on screen
/// with nothing moving.
@MainActor
public final class LinkWatch {
  public let start: Duration
  public private(set) var outcome: LinkOutcome?
  private var endedAt: Duration?
  private var shownAt: Duration?

  public init(start: Duration) { self.start = start }

  /// The link's `open` returned `outcome` at `time` on the model's clock.
  public func ended(_ outcome: LinkOutcome, at time: Duration) {
    self.outcome = outcome
    endedAt = time
  }

  /// The link waits, its screen on screen and nothing moving, at `time`.
  public func shown(at time: Duration) {
    if endedAt == nil, shownAt == nil { shownAt = time }
  }

  /// The time from the link's arrival to its outcome, or to its screen for a link that waits.
  public var time: Duration? { (endedAt ?? shownAt).map { $0 - start } }
}
