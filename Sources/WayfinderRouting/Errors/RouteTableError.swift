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
  /// For `ambiguousPatterns`: the pattern added earlier that clashes.
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
  /// What went wrong, compared with `==` (`error.code == .invalidPattern`): one of the static
  /// members of `ErrorCode<RouteTableError>`, printed as its kebab-case name.
  public typealias Code = ErrorCode<RouteTableError>
}

extension ErrorCode where Domain == RouteTableError {
  /// The pattern does not follow the pattern syntax.
  public static let invalidPattern = ErrorCode("invalid-pattern")
  /// Two patterns match the same links.
  public static let ambiguousPatterns = ErrorCode("ambiguous-patterns")
  /// An app's own ``ParameterType`` has a name patterns cannot use.
  public static let invalidParameterType = ErrorCode("invalid-parameter-type")
  /// The ``LinkPolicy`` lists a scheme or host that no link could carry.
  public static let invalidPolicy = ErrorCode("invalid-policy")
  /// A route has no pattern that prints it, or its printed values do not fit its pattern.
  public static let unprintableRoute = ErrorCode("unprintable-route")
  /// A redirect's target names a value its pattern does not capture, is not a path, or leads
  /// to no route.
  public static let invalidRedirect = ErrorCode("invalid-redirect")
  /// Redirects lead back to where they started, or through more hops than
  /// ``RouteTable/redirectLimit``.
  public static let redirectLoop = ErrorCode("redirect-loop")
  /// A rewrite run before matching (`DeepLinkCenter.addRewrite(_:cold:warm:from:)`, a
  /// manifest's `rewrites`) has no target, or a target that names a value its pattern does
  /// not capture, is not a path, or leads to no route.
  public static let invalidRewrite = ErrorCode("invalid-rewrite")
  /// A ``PayloadLink`` (a manifest's `payloads:`) is not a whole link, would stand for every
  /// payload, or leads to no route.
  public static let invalidPayloadLink = ErrorCode("invalid-payload-link")

  /// The code's words, for the first line of a description: `invalid pattern`.
  var summary: String { String(name.map { $0 == "-" ? " " : $0 }) }
}
