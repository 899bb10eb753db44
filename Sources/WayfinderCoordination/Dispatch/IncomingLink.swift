import WayfinderNavigation

/// A link as the center received it: the URL, where it came from, and when.
public struct IncomingLink: Sendable, Hashable, CustomStringConvertible {
  /// The link as received.
  public let url: String
  /// Where it came from.
  public let source: LinkSource
  /// When it arrived, as time since the center was made, on the center's clock.
  public let receivedAt: Duration

  /// Creates a received link.
  public init(url: String, source: LinkSource, receivedAt: Duration) {
    self.url = url
    self.source = source
    self.receivedAt = receivedAt
  }

  public var description: String { url }
}

/// One link and its outcome, as ``DeepLinkCenter/outcomes`` delivers them.
public struct LinkReport: Sendable, Hashable, CustomStringConvertible {
  /// The link.
  public let link: IncomingLink
  /// What became of it.
  public let outcome: LinkOutcome

  /// The link and its outcome in one line: `bank://cards/7 → handled: card(7) on screen`.
  public var description: String { "\(link.url) → \(outcome)" }
}

/// What a link would do, worked out without touching the screen: ``DeepLinkCenter/explain(_:)``.
public struct LinkExplanation: Sendable, CustomStringConvertible {
  /// The link.
  public var link: String
  /// Each redirect the link went through, in order: the paths of the table's redirects and the
  /// links of the app's computed ones (``Destination/redirect(_:)``).
  public var redirects: [String] = []
  /// The pattern that matched, if one did (the last hop's, after redirects).
  public var pattern: String?
  /// The route, as it describes itself.
  public var route: String?
  /// The screen the route leads to, once any resolver has answered.
  public var screen: Screen?
  /// Whether the screen is an interrupting flow's.
  public var interrupts = false
  /// The stack it goes in.
  public var stack: String?
  /// The guards on the way, outermost first.
  public var guards: [String] = []
  /// The containers from the root (or the modal) down to the stack.
  public var path: [String] = []
  /// The stack's screens under and including the screen.
  public var backStack: [Screen] = []
  /// The state the link would reach from the state on screen.
  public var target: NavigationState?
  /// The plan from the state on screen to the target.
  public var steps: [Step] = []
  /// The outcome that would end the link before it reached the screen, if any.
  public var stopsWith: LinkOutcome?

  public var description: String {
    var lines = ["link      \(link)"]
    for hop in redirects { lines.append("redirect  → \(hop)") }
    if let pattern { lines.append("pattern   \(pattern)") }
    if let route { lines.append("route     \(route)") }
    if let screen { lines.append("screen    \(screen)\(interrupts ? " (interrupts)" : "")") }
    if !path.isEmpty { lines.append("path      \(path.joined(separator: " › "))") }
    if !backStack.isEmpty {
      lines.append("stack     \(backStack.map(\.description).joined(separator: ", "))")
    }
    lines.append("guards    \(guards.isEmpty ? "none" : guards.joined(separator: ", "))")
    if let stopsWith { lines.append("outcome   \(stopsWith)") }
    if target != nil {
      lines.append(steps.isEmpty ? "steps     none: already there" : "steps")
      lines += steps.map { "  \($0)" }
    }
    return lines.joined(separator: "\n")
  }
}
