/// Why a link was not turned into a route: it was rejected by the ``LinkPolicy``, it matched no
/// route, or the app's code could not make a route from the values it matched.
///
/// Its ``description`` names the reason and points at the failing part of the link:
///
/// ```swift
/// do {
///   _ = try bank.match("bank://cards/abc")
/// } catch {
///   print(error)
///   // unmatched: no route matches /cards/abc: "abc" after "/cards" is not an int (as in /cards/:cardID(int))
///   //   bank://cards/abc
///   //                ^~~
/// }
/// ```
///
/// Compare ``code`` to tell reasons apart; the set of codes can grow without breaking apps.
public struct LinkError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The link as it arrived.
  public let link: String
  /// What went wrong, for code to switch over.
  public let code: Code
  private let storage: Storage

  /// The words and position of an error, made when the error is made or, for an unmatched
  /// link, only when someone reads them: an app that drops unmatched links pays nothing for
  /// the explanation.
  struct Detail: Sendable, Hashable {
    var reason: String
    var range: Range<Int>?
    var closestPattern: String?
  }

  private enum Storage: Sendable {
    case ready(Detail)
    case deferred(@Sendable () -> Detail)
  }

  init(
    _ code: Code,
    link: String,
    reason: String,
    range: Range<Int>? = nil,
    closestPattern: String? = nil
  ) {
    self.link = link
    self.code = code
    self.storage = .ready(Detail(reason: reason, range: range, closestPattern: closestPattern))
  }

  init(_ code: Code, link: String, deferred: @escaping @Sendable () -> Detail) {
    self.link = link
    self.code = code
    self.storage = .deferred(deferred)
  }

  private var detail: Detail {
    switch storage {
    case .ready(let detail): detail
    case .deferred(let make): make()
    }
  }

  /// The error of a link redirected through `hops` without reaching a route in time: more
  /// than the limit, or back to a link it had already been.
  package static func tooManyRedirects(_ link: String, hops: [String], reason: String) -> LinkError {
    LinkError(.tooManyRedirects, link: link, reason: "\(reason): \(([link] + hops).joined(separator: " → "))")
  }

  /// A sentence that says what went wrong, without the link.
  public var reason: String { detail.reason }
  /// The UTF-8 byte offsets in ``link`` of the part that failed, when one part did.
  public var range: Range<Int>? { detail.range }
  /// The pattern closest to the link, for an unmatched link that got part of the way.
  public var closestPattern: String? { detail.closestPattern }

  /// `true` when the link was turned away: by the ``LinkPolicy`` before any route was tried,
  /// or, for `invalidQueryValue` and `refusedQueryItem`,
  /// for a value or query item the route it means refuses.
  public var isRejection: Bool { code.category == .rejected }

  public var description: String {
    let detail = detail
    return "\(code.category): \(detail.reason)\n" + CaretLine.render(link, bytes: detail.range)
  }

  public static func == (lhs: LinkError, rhs: LinkError) -> Bool {
    lhs.link == rhs.link && lhs.code == rhs.code && lhs.detail == rhs.detail
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(link)
    hasher.combine(code)
    hasher.combine(detail)
  }
}

extension LinkError {
  /// What went wrong, compared with `==` (`error.code == .noMatch`): one of the static
  /// members of `ErrorCode<LinkError>`, printed as its kebab-case name.
  public typealias Code = ErrorCode<LinkError>

  /// The three ways a link can fail to become a route.
  @_spi(Internals) public enum Category: String, Sendable, Hashable, CustomStringConvertible {
    /// The ``LinkPolicy`` turned it away, or it gave a route a value the route refuses.
    case rejected
    /// No route matched it.
    case unmatched
    /// A route matched, but making the route value failed.
    case failed

    public var description: String { rawValue }
  }
}

extension ErrorCode where Domain == LinkError {
  /// The link has no scheme, or no `//` after it.
  public static let notAbsolute = ErrorCode("not-absolute")
  /// The scheme is not one the policy accepts.
  public static let schemeNotAccepted = ErrorCode("scheme-not-accepted")
  /// The host of a web link is not one the policy accepts.
  public static let hostNotAccepted = ErrorCode("host-not-accepted")
  /// The link has a `user@` part, a favourite of links that pretend to be another host.
  public static let userInfo = ErrorCode("user-info")
  /// The link names a port other than its scheme's default.
  public static let portNotAccepted = ErrorCode("port-not-accepted")
  /// The link is longer than the policy's ``LinkPolicy/maxLength``.
  public static let tooLong = ErrorCode("too-long")
  /// The path has more segments than ``LinkPolicy/maxSegments``.
  public static let tooManySegments = ErrorCode("too-many-segments")
  /// The query has more items than ``LinkPolicy/maxQueryItems``.
  public static let tooManyQueryItems = ErrorCode("too-many-query-items")
  /// A NUL, control or space byte, written or percent-encoded.
  public static let controlCharacter = ErrorCode("control-character")
  /// A `%` not followed by two hexadecimal digits.
  public static let malformedPercentEncoding = ErrorCode("malformed-percent-encoding")
  /// Percent-encoded bytes that do not decode to UTF-8 text.
  public static let invalidUTF8 = ErrorCode("invalid-utf8")
  /// A `.` or `..` segment, written or percent-encoded.
  public static let dotSegment = ErrorCode("dot-segment")
  /// With ``LinkPolicy/decodesTwice``, a link still percent-encoded after its one extra round
  /// of decoding (`%25252F`, a `/` encoded three times): a link is decoded at most twice.
  public static let tooManyEncodings = ErrorCode("too-many-encodings")
  /// The link gives a route's optional query parameter a value that is not of its type, as
  /// `page=x` for `&page=:page(int)?`.
  ///
  /// The link is refused rather than opened without the value, or by another route that
  /// ignores it: a link whose path and required query parameters match a route means that
  /// route. Unlike the other rejections, this one is found while matching, so
  /// the policy's own checks accept such a link.
  public static let invalidQueryValue = ErrorCode("invalid-query-value")
  /// The link has a query item that the route it means refuses, as `preview` for
  /// `/checkout?!preview`: found while matching, as ``invalidQueryValue`` is.
  public static let refusedQueryItem = ErrorCode("refused-query-item")
  /// The link gives a value that its route refuses, as `admin` for `/users/:name!(admin|root)`:
  /// found once the route has matched, as ``refusedQueryItem`` is.
  public static let refusedValue = ErrorCode("refused-value")
  /// A bidirectional control character (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F or
  /// U+061C), written or percent-encoded: it can make a link read as another. The reason
  /// names the route parameter that holds it, when one does.
  public static let bidiControl = ErrorCode("bidi-control")
  /// The link is acceptable but no route matches it.
  public static let noMatch = ErrorCode("no-match")
  /// A route matched but the app's code that makes the route value threw.
  public static let routeConstructionFailed = ErrorCode("route-construction-failed")
  /// The link was redirected more times than the limit allows, or back to a link it had
  /// already been (an app's computed redirects).
  public static let tooManyRedirects = ErrorCode("too-many-redirects")

  /// Whether the link was rejected, matched nothing, or matched and then failed.
  @_spi(Internals) public var category: LinkError.Category {
    switch self {
    case .noMatch: .unmatched
    case .routeConstructionFailed: .failed
    default: .rejected
    }
  }
}
