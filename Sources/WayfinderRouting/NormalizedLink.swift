/// A link as the router sees it: its scheme, its host, its decoded path segments, query items
/// and fragment. A wholly percent-encoded path, for a policy that reads them
/// (``LinkPolicy/readsEncodedPaths``), or a link encoded twice, for a policy that decodes
/// twice (``LinkPolicy/decodesTwice``), is decoded first, as the router does.
///
/// ```swift
/// let link = try bank.normalize("BANK://cards//42/?b=2&a=1#top")
/// link.path        // "/cards/42"
/// link.query       // [("b", "2"), ("a", "1")]
/// link.description // "/cards/42?b=2&a=1#top"
/// ```
@_spi(Internals) public struct NormalizedLink: Sendable, Hashable, CustomStringConvertible {
  /// A query item: a name and its value, both decoded.
  @_spi(Internals) public struct QueryItem: Sendable, Hashable {
    public let name: String
    public let value: String
  }

  /// The scheme, lowercased.
  public let scheme: String
  /// The host of a universal link, lowercased; `nil` for a custom scheme, whose host is
  /// folded into the path.
  public let host: String?
  /// The decoded path segments.
  public let segments: [String]
  /// The decoded query items, in link order.
  public let query: [QueryItem]
  /// The decoded fragment after `#`; `nil` when the link has no `#`.
  public let fragment: String?

  /// The path, with each segment percent-encoded again where needed: `/cards/42`.
  public var path: String {
    "/" + segments.map(PercentEncoding.encode).joined(separator: "/")
  }

  public var description: String {
    var text = path
    if !query.isEmpty {
      text +=
        "?"
        + query.map { PercentEncoding.encode($0.name) + "=" + PercentEncoding.encode($0.value) }
        .joined(separator: "&")
    }
    // The fragment, when the link gives one: routes may read it and choose by it.
    if let fragment, !fragment.isEmpty { text += "#" + PercentEncoding.encode(fragment) }
    return text
  }
}

extension RouteTable {
  /// The link as the table sees it, after the policy's checks.
  ///
  /// - Throws: ``LinkError`` when the policy rejects the link.
  @_spi(Internals) public func normalize(_ link: String) throws(LinkError) -> NormalizedLink {
    try normalize(link, decodingWholePath: true)
  }

  /// `link` as the router sees it, its wholly percent-encoded path (or a link encoded twice)
  /// decoded first, as the policy says, only when `decodingWholePath` is `true` (a redirect's
  /// hop is never decoded so).
  @_spi(Internals) public func normalize(
    _ link: String, decodingWholePath readsEncoded: Bool
  ) throws(LinkError) -> NormalizedLink {
    let bytes = Array(link.utf8)
    if readsEncoded, core.policy.readsEncodedPaths,
      let whole = try bytes.withUnsafeBufferPointer({ (buffer) throws(LinkError) -> String? in
        try RoutingCore.decodedWholePath(buffer, link: link, bare: false, policy: core.policy)
      })
    {
      // Decoded once, as the router reads it, and never again.
      return try normalize(whole, decodingWholePath: false)
    }
    if readsEncoded, let again = try decodedAgain(link) {
      // Decoded once more (`decodesTwice`), as the router reads it, and never again.
      do {
        return try normalize(again, Array(again.utf8), bare: false)
      } catch {
        throw RoutingCore.refusalOfDecoded(error, link: link)
      }
    }
    return try normalize(link, bytes, bare: false)
  }

  /// The link decoded once more, as a policy that decodes twice reads it
  /// (``LinkPolicy/decodesTwice``): `nil` when the policy does not, or the link shows no second
  /// encoding.
  ///
  /// - Throws: ``LinkError`` when the policy refuses the link, or it is encoded more than twice.
  @_spi(Internals) public func decodedAgain(_ link: String) throws(LinkError) -> String? {
    guard core.policy.decodesTwice else { return nil }
    let bytes = Array(link.utf8)
    return try bytes.withUnsafeBufferPointer { (buffer) throws(LinkError) -> String? in
      // A wholly encoded path the policy reads is decoded so, once, and not again.
      if core.policy.readsEncodedPaths,
        try RoutingCore.decodedWholePath(buffer, link: link, bare: false, policy: core.policy) != nil
      {
        return nil
      }
      return try RoutingCore.decodedAgain(buffer, link: link, bare: false, policy: core.policy)
    }
  }

  /// A bare path such as `/cards/42?tab=1` as the table sees it: what ``match(path:)`` reads,
  /// with no scheme or host.
  ///
  /// - Throws: ``LinkError`` when the policy rejects the path.
  @_spi(Internals) public func normalize(path: String) throws(LinkError) -> NormalizedLink {
    try normalize(path, Array(path.utf8), bare: true)
  }

  private func normalize(_ link: String, _ bytes: [UInt8], bare: Bool) throws(LinkError) -> NormalizedLink {
    try bytes.withUnsafeBufferPointer { (buffer) throws(LinkError) -> NormalizedLink in
      let scanned =
        bare
        ? try LinkScanner.scanPath(buffer, link: link, policy: core.policy.limits)
        : try LinkScanner.scan(buffer, link: link, policy: core.policy)
      if let bidi = scanned.bidiControl {
        throw LinkScanner.bidiControl(buffer, bidi, link: link, parameter: nil)
      }
      let segments = buffer[scanned.pathRange].split(separator: UInt8(ascii: "/")).map {
        PercentEncoding.decodedString(UnsafeBufferPointer(rebasing: $0))
      }
      let query =
        scanned.queryRange.map {
          NormalizedLink.queryItems(
            UnsafeBufferPointer(rebasing: buffer[$0]), plusAsSpace: core.policy.limits.plusIsSpace)
        } ?? []
      let fragment = scanned.fragmentRange.map {
        PercentEncoding.decodedString(UnsafeBufferPointer(rebasing: buffer[$0]))
      }
      let isWeb = !scanned.hostRange.isEmpty
      return NormalizedLink(
        scheme: LinkScanner.string(buffer, scanned.schemeRange).lowercased(),
        host: isWeb ? LinkScanner.string(buffer, scanned.hostRange).lowercased() : nil,
        segments: segments, query: query, fragment: fragment)
    }
  }
}
