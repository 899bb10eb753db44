@_spi(Internals) import WayfinderNavigation

/// A link as the center received it: the URL, where it came from, and when.
public struct IncomingLink: Sendable, Hashable, CustomStringConvertible {
  /// The link as received.
  public let url: String
  /// Where it came from.
  public let source: LinkSource
  /// When it arrived, as time since the center was made, on the center's clock.
  public let receivedAt: Duration
  /// Whether it arrived before the app said it was ready (``DeepLinkCenter/becomeReady()``):
  /// the link that launched the app, or one that came while it launched. What
  /// ``DeepLinkCenter/rewrite`` is told, as Expo Router's `redirectSystemPath` is told `initial`.
  public let isCold: Bool

  /// Creates a received link.
  public init(url: String, source: LinkSource, receivedAt: Duration, isCold: Bool = false) {
    self.url = url
    self.source = source
    self.receivedAt = receivedAt
    self.isCold = isCold
  }

  public var description: String { url }
}

/// One piece of work and its outcome, as ``DeepLinkCenter/outcomes`` delivers them: a link, or
/// one of the other things the center runs as it runs links.
///
/// ```swift
/// for await report in center.outcomes {
///   switch report {
///   case .link(let link, let outcome): analytics.log(link.url, outcome.name)
///   case .tabTap(let tab, .guardFailed): analytics.log("tab \(tab) refused")
///   default: break
///   }
/// }
/// ```
public enum LinkReport: Sendable, Hashable, CustomStringConvertible {
  /// A link from outside the app.
  case link(IncomingLink, LinkOutcome)
  /// A saved state brought back at launch (``DeepLinkCenter/restore(_:)``).
  case restoration(LinkOutcome)
  /// The person's tap on the named tab behind a guard (``DeepLinkCenter/personSelects(tab:)-(String)``).
  case tabTap(String, LinkOutcome)
  /// The closing of the named guard's screen, which no link waited on any more when the app
  /// resolved the guard (``DeepLinkCenter/resolveGuard(_:passed:)-(String,_)``).
  case guardScreen(String, LinkOutcome)

  /// What became of the work.
  public var outcome: LinkOutcome {
    switch self {
    case .link(_, let outcome), .restoration(let outcome), .tabTap(_, let outcome),
      .guardScreen(_, let outcome):
      outcome
    }
  }

  /// The link, when the work was one.
  public var link: IncomingLink? {
    if case .link(let link, _) = self { link } else { nil }
  }

  /// What the center ran, in words: `bank://cards/7`, `restoration`, `tab library`,
  /// `guard signedIn's screen`.
  public var subject: String {
    switch self {
    case .link(let link, _): link.url
    case .restoration: "restoration"
    case .tabTap(let tab, _): "tab \(tab)"
    case .guardScreen(let name, _): "guard \(name)'s screen"
    }
  }

  /// The subject and its outcome in one line: `bank://cards/7 → handled: card(7) on screen`.
  public var description: String { "\(subject) → \(outcome)" }
}

/// What a piece of work is, as the center keeps it until the work has an outcome.
enum WorkSubject: Sendable, Hashable {
  case link(IncomingLink)
  case restoration
  case tabTap(String)
  case guardScreen(String)

  /// The report of this work ending with `outcome`.
  func report(_ outcome: LinkOutcome) -> LinkReport {
    switch self {
    case .link(let link): .link(link, outcome)
    case .restoration: .restoration(outcome)
    case .tabTap(let tab): .tabTap(tab, outcome)
    case .guardScreen(let name): .guardScreen(name, outcome)
    }
  }
}

/// What a link would do, worked out without touching the screen: ``DeepLinkCenter/explain(_:)``.
public struct LinkExplanation: Sendable, CustomStringConvertible {
  /// The link.
  public var link: String
  /// Whether the link was explained as a cold one (the center was not ready): which of
  /// ``coldRewrite`` and ``warmRewrite`` the rest of the explanation follows.
  public var isCold = false
  /// The whole link the link stands for, when it is a bare path and the policy names an origin
  /// for bare paths (`LinkPolicy.barePathOrigin`): what the rest of the explanation follows.
  public var standsFor: String?
  /// The link the rewrite (``DeepLinkCenter/rewrite``, ``DeepLinkCenter/addRewrite(_:cold:warm:from:)``)
  /// gives in this one's place when it launches the app; `nil` when it leaves it as it is.
  public var coldRewrite: String?
  /// The link the rewrite gives in this one's place while the app runs; `nil` when it leaves
  /// it as it is.
  public var warmRewrite: String?
  /// Why the rewrite refuses the link cold, and warm.
  var refusals: (cold: String?, warm: String?) = (nil, nil)
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
  /// Whether the app decides where the link goes at run time (``Destination/resolve(timeout:fallback:_:)``):
  /// the screen is the one it decided this time.
  public var decidedByApp = false
  /// The app's action the route runs instead of showing a screen
  /// (``Destination/action(_:guards:perform:)-enum.case``); it is not run by an explanation.
  public var action: String?
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
  @_spi(Internals) public var steps: [Step] = []
  /// The outcome that would end the link before it reached the screen, if any.
  public var stopsWith: LinkOutcome?

  public var description: String {
    var lines = ["link      \(link)"]
    if let standsFor { lines.append("reads as  \(standsFor)") }
    if let rewrite = rewriteLine { lines.append("rewrite   \(rewrite)") }
    for hop in redirects { lines.append("redirect  → \(hop)") }
    if let pattern { lines.append("pattern   \(pattern)") }
    if let route { lines.append("route     \(route)") }
    if let action { lines.append("action    runs the app's action \(action)") }
    if let screen {
      lines.append(
        "screen    \(screen)\(interrupts ? " (interrupts)" : "")\(decidedByApp ? " (decided by the app)" : "")"
      )
    } else if decidedByApp {
      lines.append("screen    decided by the app")
    }
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
