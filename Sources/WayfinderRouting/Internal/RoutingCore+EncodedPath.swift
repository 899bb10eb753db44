extension RoutingCore {
  /// The link with its wholly percent-encoded path decoded once, or `nil` when its path is not
  /// one: a single segment starting with `%2F` (an encoded `/`), which decodes to a path and
  /// perhaps a query (`%2Fsettings%3Fa%3D1` is `/settings?a=1`).
  ///
  /// The scheme and host stay as they arrived, so the decoded text cannot name another host:
  /// it starts with `/`, and a custom scheme's `//` after it is part of the path.
  ///
  /// - Throws: ``LinkError`` when the policy refuses the link as it arrived, or when an
  ///   encoded path comes with a query of its own (which of the two is the link's is unclear).
  static func decodedWholePath(
    _ bytes: UnsafeBufferPointer<UInt8>, link: String, bare: Bool, policy: CompiledPolicy
  ) throws(LinkError) -> String? {
    guard let scanned = try ownLink(bytes, link: link, bare: bare, policy: policy) else { return nil }
    let path = scanned.pathRange
    var start = path.lowerBound
    while start < path.upperBound, bytes[start] == UInt8(ascii: "/") { start += 1 }
    var end = start
    while end < path.upperBound, bytes[end] != UInt8(ascii: "/") { end += 1 }
    // One segment, then at most trailing slashes.
    guard end - start >= 3, bytes[start] == UInt8(ascii: "%"), bytes[start + 1] == UInt8(ascii: "2"),
      ByteParsing.lowercased(bytes[start + 2]) == UInt8(ascii: "f"),
      bytes[end..<path.upperBound].allSatisfy({ $0 == UInt8(ascii: "/") })
    else { return nil }
    if let query = scanned.queryRange {
      throw LinkError(
        .malformedPercentEncoding, link: link,
        reason:
          "the path is percent-encoded as a whole (it starts with %2F) and the link has a query of its own; "
          + "encode the query with the path (%3F for ?), or neither",
        range: query.lowerBound - 1..<query.upperBound)
    }
    // Sound: `start...end` lie in the path's range, which the scanner took of these bytes.
    let decoded = PercentEncoding.decode(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    let before = UnsafeBufferPointer(rebasing: bytes[0..<path.lowerBound])
    let after = UnsafeBufferPointer(rebasing: bytes[end...])
    return String(
      decoding: Array(before) + decoded + Array(after.drop { $0 == UInt8(ascii: "/") }), as: UTF8.self)
  }
}

extension RoutingCore {
  /// Throws `refusedValue` when a value the link gave is one its route refuses
  /// (`:name!(admin|root)`).
  static func refuseValues(_ parameters: RouteParameters) throws(LinkError) {
    let pattern = parameters.pattern
    for refused in pattern.refusedValues {
      guard let value = parameters[refused.name], refused.type.accepts(value) else { continue }
      let range = parameters.range(of: refused.name)
      throw LinkError(
        .refusedValue, link: parameters.link,
        reason: "the value \"\(value)\" of \"\(refused.name)\" is refused "
          + "(in \(pattern.text), written \":\(refused.name)\(refused.written)\")",
        range: range, closestPattern: pattern.text)
    }
  }
}

extension RoutingCore {
  /// The link scanned as the policy reads it (a bare path, or a whole link), or `nil` for
  /// another's web link, which any web link opens as it arrived and is not the app's to decode.
  static func ownLink(
    _ bytes: UnsafeBufferPointer<UInt8>, link: String, bare: Bool, policy: CompiledPolicy
  ) throws(LinkError) -> ScannedLink? {
    let scanned =
      bare
      ? try LinkScanner.scanPath(bytes, link: link, policy: policy.limits)
      : try LinkScanner.scan(bytes, link: link, policy: policy)
    return scanned.foreignHost ? nil : scanned
  }
}
