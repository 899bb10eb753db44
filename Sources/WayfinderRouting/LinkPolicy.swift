/// Which links an app accepts: its custom schemes, its universal-link hosts, and how large a
/// link may be.
///
/// Everything a policy does not accept is rejected with a ``LinkError`` that says why, before
/// any route is tried. Beyond the lists here, a policy always rejects links with control bytes
/// or spaces (written or percent-encoded), bidirectional controls such as U+202E (written or
/// percent-encoded: they make a link read as another), malformed percent-encoding,
/// percent-encoded bytes that are not UTF-8, `.` or `..` segments, a `user@` part, and a port
/// other than the scheme's default.
///
/// Scheme and host compare case-insensitively. A custom-scheme link folds its host into its
/// path, so `bank://cards/42`, `bank:///cards/42` and `https://bank.example.com/cards/42` all
/// have the path `/cards/42`. The folded host is then a path segment and compares
/// case-sensitively, as the path does.
///
/// ```swift
/// let policy = LinkPolicy(schemes: ["bank"], hosts: ["bank.example.com", "www.bank.example.com"])
/// ```
public struct LinkPolicy: Sendable, Hashable, Codable {
  /// The app's custom schemes, as in `bank` for `bank://cards/42`. Stored lowercased.
  public var schemes: [String] {
    didSet { schemes = schemes.map { $0.lowercased() } }
  }
  /// The hosts whose web links are the app's universal links. Stored lowercased. A host
  /// written `*.example.com` takes every subdomain of `example.com` (`www.example.com`,
  /// `m.example.com`), not `example.com` itself, as the `applinks` wildcard does.
  public var hosts: [String] {
    didSet { hosts = hosts.map { $0.lowercased() } }
  }
  /// The schemes that carry universal links to ``hosts``: `https` unless changed.
  public var webSchemes: [String] {
    didSet { webSchemes = webSchemes.map { $0.lowercased() } }
  }
  /// The most UTF-8 bytes a link may have: at most 65,534.
  public var maxLength: Int
  /// The most path segments a link may have.
  public var maxSegments: Int
  /// The most query items a link may have.
  public var maxQueryItems: Int
  /// Whether a `+` in a query value reads as a space, as HTML forms write spaces: `false`
  /// unless changed.
  ///
  /// By default a query value is percent-decoded and nothing else, as `URLComponents`'s
  /// `queryItems` reads it: `q=red+shoes` reads `red+shoes`, and a space is written `%20`.
  /// Android's `Uri.getQueryParameter` reads `+` as a space; an app whose links come from
  /// forms, or from Android code, may want the same: with this set, `q=red+shoes` reads
  /// `red shoes` and a `+` itself is written `%2B`. Query names and path segments keep their
  /// `+` either way.
  public var plusIsSpaceInQuery: Bool
  /// Whether a link of a web scheme on any host is accepted: `false` unless changed, for a
  /// browser that opens every `http` or `https` link it is handed.
  ///
  /// A web link whose host is not among ``hosts``, and a link on one of them that no route
  /// matches, then opens the route ``RouteTable/Builder/addAnyWebLink(parse:)`` adds, whose
  /// parameter `url` is the whole link as it arrived (before ``readsEncodedPaths`` decodes
  /// it, which it never does for another host's link). The link is still checked (length,
  /// control bytes, `user@`, ports, bidirectional controls). Only ``hosts`` are the app's
  /// universal links: the exports claim no other host.
  public var acceptsAnyWebLink = false
  /// Whether a path that arrives wholly percent-encoded is read decoded: `false` unless
  /// changed.
  ///
  /// Some senders encode a link's path and query as one value: `app://%2Fsettings%3Fa%3D1`
  /// means `/settings?a=1` (`%3F` is `?`). With this set, a link whose path is one segment
  /// starting with `%2F` (an encoded `/`), with no query of its own, is decoded once and the
  /// result routed as the path and query: `%2Fsettings%3Fq%3Dred%2520shoes` reads
  /// `/settings?q=red%20shoes`, whose `q` is `red shoes`. It is never decoded twice: an escape
  /// left after the one decoding (`%2F` written `%252F`) is part of a value, as in any link;
  /// and a redirect's target, made of values decoded already, is never read this way.
  /// The decoded path is held to the policy's checks, and its failures say so
  /// (`malformedPercentEncoding` when the one segment is mixed
  /// with a query, or decodes to no path).
  public var readsEncodedPaths = false
  /// Whether a link percent-encoded twice is decoded once more before it is routed: `false`
  /// unless changed.
  ///
  /// A link passed through another link's parameter, a redirect service or a mail client may
  /// arrive encoded once too often: `https://shop.example.com/files/a%252Fb` (`%2F` encoded
  /// again), or `https://shop.example.com/search%3Fq%3Dshoes`, whose `?` was encoded with the
  /// rest. With this set, a link that shows a second encoding — `%25` before two hexadecimal
  /// digits anywhere after the host, or an encoded `?` (`%3F`) in a path with no query of its
  /// own — has what follows its host decoded once, and the result routed as the link:
  /// `a%252Fb` reads the value `a/b`, `/search%3Fq%3Dshoes` reads `/search?q=shoes`. The
  /// scheme and host stay as they arrived.
  ///
  /// It is bounded: one extra round, never more. A link that still holds an encoded escape
  /// after it (`%25252F`, encoded three times) is rejected with `tooManyEncodings`; one that
  /// decodes into a control byte, or into a `.` or `..` segment, is rejected with
  /// `controlCharacter` or `dotSegment`, its reason saying what the decoding made of it. A
  /// redirect's target is never decoded so. Off, nothing changes: `%252F` is the value `%2F`.
  /// An app that sets it cannot take a value written with a `%` before two hexadecimal digits,
  /// nor a path value holding a `?` in a link with no query (its `%3F` starts the query).
  ///
  /// ```swift
  /// policy.decodesTwice = true
  /// ```
  public var decodesTwice = false
  /// The origin a host-less path stands for, `scheme://host`: `nil` unless set.
  ///
  /// A link may arrive as a bare path, `/cards/42`: a web page of the app's, a notification or a
  /// server that names a screen by its path, a rewrite that gives one. Unset, the center and the
  /// tools route such a path as a path of the app's, on no host: routes on some hosts only
  /// (``RouteTable/Builder/on(hosts:_:)``) do not take it. Set, a bare path is read as the
  /// link of this origin it stands for — `https://bank.example.com` reads `/cards/42` as
  /// `https://bank.example.com/cards/42` — before the rewrites, so that routes, redirects and
  /// rewrites on that host take it as they take the universal link. The origin is one of
  /// ``webSchemes`` and a host of ``hosts`` (a name, or one a wildcard covers), or a custom
  /// scheme with no host, `bank://`; ``RouteTable/Builder/build()`` refuses another.
  ///
  /// ```swift
  /// policy.barePathOrigin = "https://bank.example.com"
  /// ```
  public var barePathOrigin: String? {
    didSet { barePathOrigin = barePathOrigin?.lowercased() }
  }

  /// A policy that accepts the given custom schemes and universal-link hosts.
  ///
  /// - Parameters:
  ///   - schemes: Custom schemes, without `://`.
  ///   - hosts: Hosts of universal links, without scheme or path.
  ///   - webSchemes: Schemes that carry universal links; `https` by default.
  ///   - maxLength: The most UTF-8 bytes in a link; 2,048 by default.
  ///   - maxSegments: The most path segments; 32 by default.
  ///   - maxQueryItems: The most query items; 32 by default.
  ///   - plusIsSpaceInQuery: Whether a `+` in a query value reads as a space; `false` by
  ///     default.
  public init(
    schemes: [String],
    hosts: [String] = [],
    webSchemes: [String] = ["https"],
    maxLength: Int = 2048,
    maxSegments: Int = 32,
    maxQueryItems: Int = 32,
    plusIsSpaceInQuery: Bool = false
  ) {
    self.schemes = schemes.map { $0.lowercased() }
    self.hosts = hosts.map { $0.lowercased() }
    self.webSchemes = webSchemes.map { $0.lowercased() }
    self.maxLength = maxLength
    self.maxSegments = maxSegments
    self.maxQueryItems = maxQueryItems
    self.plusIsSpaceInQuery = plusIsSpaceInQuery
  }

  /// Checks that every scheme and host could appear in a link.
  func validate() throws(RouteTableError) {
    for scheme in schemes + webSchemes {
      let bytes = Array(scheme.utf8)
      let valid =
        !bytes.isEmpty && LinkScanner.isLetter(bytes[0]) && bytes.allSatisfy(LinkScanner.isSchemeByte)
      guard valid else {
        throw RouteTableError(
          .invalidPolicy, pattern: nil,
          reason:
            "scheme \"\(scheme)\" is not a URL scheme (a letter, then letters, digits, \"+\", \"-\" or \".\")"
        )
      }
    }
    for host in hosts {
      guard HostName.isValid(host) else {
        throw RouteTableError(
          .invalidPolicy, pattern: nil,
          reason:
            "host \"\(host)\" is not a host name (letters, digits, \"-\" and \".\", or a wildcard such as \"*.example.com\")"
        )
      }
    }
    try validateBarePathOrigin()
    guard maxLength > 0, maxSegments > 0, maxQueryItems >= 0 else {
      throw RouteTableError(.invalidPolicy, pattern: nil, reason: "limits must be positive")
    }
    guard maxLength <= CaptureBuffer.maxOffset else {
      throw RouteTableError(
        .invalidPolicy, pattern: nil,
        reason: "maxLength \(maxLength) is over the most a link may have, \(CaptureBuffer.maxOffset) bytes")
    }
  }
}
