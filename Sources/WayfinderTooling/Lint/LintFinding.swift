/// One thing `wayfinder lint` found in an app: how bad it is, what kind it is, what it says,
/// and the route pattern or screen it concerns.
///
/// ```swift
/// var app = try EmbeddedApp.messenger.app()
/// app.acknowledgements = []
/// print(app.lint().findings[0])
/// // warning[unreachable-screen] screen comment: no route leads to "comment", nor puts it under a screen a route leads to
/// ```
public struct LintFinding: Sendable, Hashable, CustomStringConvertible {
  /// How bad a finding is.
  public enum Severity: String, Sendable, Hashable, CaseIterable {
    /// A link will fail, or the app's links cannot work as declared: `wayfinder lint` exits
    /// with status 1.
    case error
    /// Worth a look: links work, but maybe not as meant.
    case warning
  }

  /// What kind of finding it is, as `wayfinder lint` prints it in brackets
  /// (`unreachable-screen`). Codes are stable: scripts may match on them.
  public struct Code: Sendable, Hashable, CustomStringConvertible {
    /// The code as printed.
    public let rawValue: String

    init(_ rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    /// Two patterns that a link could match both of, neither more specific at every segment,
    /// or with parameter types that accept the same text. (warning)
    public static let ambiguousPatterns = Code("ambiguous-patterns")
    /// A route leads to a screen the graph does not declare. (error)
    public static let unknownScreen = Code("unknown-screen")
    /// A route names a stack its screen is not in. (error)
    public static let unknownStack = Code("unknown-stack")
    /// A route leads to a screen in several stacks without picking one. (error)
    public static let ambiguousPlacement = Code("ambiguous-placement")
    /// An interrupting route leads to a screen that is not a modal's. (warning)
    public static let interruptNotModal = Code("interrupt-not-modal")
    /// A route's screen is behind a guard the app does not configure. (error)
    public static let unconfiguredGuard = Code("unconfigured-guard")
    /// A configured guard waits on a screen the graph does not declare. (error)
    public static let unknownGuardScreen = Code("unknown-guard-screen")
    /// A configured guard waits on a screen behind that same guard, which it can never show.
    /// (error)
    public static let guardedGuardScreen = Code("guarded-guard-screen")
    /// A configured guard the graph never names. (warning)
    public static let unusedGuard = Code("unused-guard")
    /// A screen no route leads to, or puts under the screen it leads to. (warning)
    public static let unreachableScreen = Code("unreachable-screen")
    /// A routed screen without `after:` whose pattern extends the pattern of another screen of
    /// its stack, which its back stack lacks. (warning)
    public static let missingAfter = Code("missing-after")
    /// A host the policy accepts whose links neither export sends to the app. (warning)
    public static let hostNotExported = Code("host-not-exported")
    /// A web scheme the policy accepts that the exports leave out. (warning)
    public static let schemeNotExported = Code("scheme-not-exported")
    /// A custom scheme that is `http` or `https`. (error)
    public static let webSchemeAsCustom = Code("web-scheme-as-custom")
    /// Hosts accepted over `http` beside `https`: Android opens their `http` links in the app,
    /// iOS never does, as universal links are `https` only. (warning)
    public static let httpWebScheme = Code("http-web-scheme")
    /// A policy that accepts any web link beside a route whose association claims every path
    /// of a host from its first segment: every link of the app's own site opens the app.
    /// (warning)
    public static let anyWebLinkBroadClaim = Code("any-web-link-broad-claim")
    /// A signed-out start that shows a screen behind a guard, which no guard passes signed out.
    /// (error)
    public static let guardedStart = Code("guarded-start")
    /// An acknowledgement that matches no finding: the finding it was written for is gone.
    /// (warning)
    public static let unusedAcknowledgement = Code("unused-acknowledgement")
    /// A rewrite's target is a link of a rewrite's pattern (its own or another's), which does
    /// not run again: a link is rewritten once, before matching. (warning)
    public static let rewriteNotChained = Code("rewrite-not-chained")
    /// A name `wayfinder generate` cannot write as Swift: not an identifier, a clash with a
    /// member of the generated type, or two routes that would declare one case. `generate`
    /// refuses the manifest with the same code. (error)
    public static let swiftName = Code("swift-name")

    /// Every code, in the order the reference lists them.
    public static let all: [Code] = [
      .ambiguousPatterns, .unknownScreen, .unknownStack, .ambiguousPlacement, .interruptNotModal,
      .unconfiguredGuard, .unknownGuardScreen, .guardedGuardScreen, .unusedGuard, .unreachableScreen,
      .missingAfter, .hostNotExported, .schemeNotExported, .webSchemeAsCustom, .httpWebScheme,
      .anyWebLinkBroadClaim, .guardedStart,
      .unusedAcknowledgement, .rewriteNotChained, .swiftName,
    ]

    /// The code printed as `rawValue`, or `nil` when there is none.
    public init?(rawValue: String) {
      guard Self.all.contains(where: { $0.rawValue == rawValue }) else { return nil }
      self.rawValue = rawValue
    }
  }

  /// How bad it is.
  public let severity: Severity
  /// What kind of finding it is.
  public let code: Code
  /// A sentence that says what is wrong and, where it can, what to do.
  public let message: String
  /// The route pattern it concerns, as written canonically (`/cards/:cardID(int)`).
  public let pattern: String?
  /// The screen it concerns.
  public let screen: String?
  /// Where in the manifest it is (`app.yaml:12:3`), for a finding about what is written there
  /// rather than about a route or a screen.
  package var place: String?

  /// Makes a finding.
  public init(
    _ severity: Severity, _ code: Code, _ message: String, pattern: String? = nil, screen: String? = nil
  ) {
    self.severity = severity
    self.code = code
    self.message = message
    self.pattern = pattern
    self.screen = screen
  }

  /// Where the finding is: its pattern, else `screen <name>`, else its place in the manifest,
  /// else `policy`.
  public var location: String {
    pattern ?? screen.map { "screen \($0)" } ?? place ?? "policy"
  }

  /// `severity[code] location: message`, on one line.
  public var description: String {
    "\(severity.rawValue)[\(code)] \(location): \(message)"
  }
}
