/// A mistake in a route table: a pattern that does not parse, two patterns that match the
/// same links, or a route that cannot be printed back as a link.
///
/// These are the app developer's mistakes, found when the table is built (or when a route is
/// printed), never while matching. The ``description`` points at the problem:
///
/// ```
/// invalid pattern: unknown parameter type "integer" (known: bool, int, string, uuid)
///   /cards/:cardID(integer)
///                  ^~~~~~~
/// ```
public struct RouteTableError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of mistake it is.
  public let code: Code
  /// The pattern at fault, as written.
  public let pattern: String?
  /// For ``Code-swift.struct/ambiguousPatterns``: the pattern added earlier that clashes.
  public let otherPattern: String?
  /// A sentence that says what is wrong.
  public let reason: String
  /// The UTF-8 byte offsets in ``pattern`` of the part at fault.
  public let range: Range<Int>?

  init(
    _ code: Code,
    pattern: String?,
    reason: String,
    range: Range<Int>? = nil,
    otherPattern: String? = nil
  ) {
    self.code = code
    self.pattern = pattern
    self.reason = reason
    self.range = range
    self.otherPattern = otherPattern
  }

  public var description: String {
    var text = "\(code.summary): \(reason)"
    if let pattern, code != .ambiguousPatterns {
      text += "\n" + CaretLine.render(pattern, bytes: range)
    }
    return text
  }
}

extension RouteTableError {
  /// What kind of mistake a ``RouteTableError`` is.
  public struct Code: Sendable, Hashable, CustomStringConvertible {
    enum Raw: String, Sendable, Hashable {
      case invalidPattern = "invalid-pattern"
      case ambiguousPatterns = "ambiguous-patterns"
      case invalidParameterType = "invalid-parameter-type"
      case invalidPolicy = "invalid-policy"
      case unprintableRoute = "unprintable-route"
      case invalidRedirect = "invalid-redirect"
      case redirectLoop = "redirect-loop"
      case invalidRewrite = "invalid-rewrite"
    }
    let raw: Raw

    /// The pattern does not follow the pattern syntax.
    public static let invalidPattern = Code(raw: .invalidPattern)
    /// Two patterns match the same links.
    public static let ambiguousPatterns = Code(raw: .ambiguousPatterns)
    /// An app's own ``ParameterType`` has a name patterns cannot use.
    public static let invalidParameterType = Code(raw: .invalidParameterType)
    /// The ``LinkPolicy`` lists a scheme or host that no link could carry.
    public static let invalidPolicy = Code(raw: .invalidPolicy)
    /// A route has no pattern that prints it, or its printed values do not fit its pattern.
    public static let unprintableRoute = Code(raw: .unprintableRoute)
    /// A redirect's target names a value its pattern does not capture, is not a path, or leads
    /// to no route.
    public static let invalidRedirect = Code(raw: .invalidRedirect)
    /// Redirects lead back to where they started, or through more hops than
    /// ``RouteTable/redirectLimit``.
    public static let redirectLoop = Code(raw: .redirectLoop)
    /// A rewrite run before matching (`DeepLinkCenter.addRewrite(_:cold:warm:from:)`, a
    /// manifest's `rewrites`) has no target, or a target that names a value its pattern does
    /// not capture, is not a path, or leads to no route.
    public static let invalidRewrite = Code(raw: .invalidRewrite)

    var summary: String {
      switch raw {
      case .invalidPattern: "invalid pattern"
      case .ambiguousPatterns: "ambiguous patterns"
      case .invalidParameterType: "invalid parameter type"
      case .invalidPolicy: "invalid policy"
      case .unprintableRoute: "unprintable route"
      case .invalidRedirect: "invalid redirect"
      case .redirectLoop: "redirect loop"
      case .invalidRewrite: "invalid rewrite"
      }
    }

    public var description: String { raw.rawValue }
  }
}
