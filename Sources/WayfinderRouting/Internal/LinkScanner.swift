/// Where the parts of a link lie, as byte offsets, once the policy has accepted it.
struct ScannedLink {
  /// The scheme; empty for a bare path.
  var schemeRange: Range<Int>
  /// The host of a web link; empty for a custom scheme, whose host is folded into the path.
  var hostRange: Range<Int>
  /// The path, from its first byte (a custom scheme's host included) to `?`, `#` or the end.
  var pathRange: Range<Int>
  /// The query after `?`, up to `#` or the end; `nil` when there is no `?`.
  var queryRange: Range<Int>?
  /// The fragment after `#`; `nil` when there is no `#`.
  var fragmentRange: Range<Int>? = nil
  /// The first bidirectional control in the path, query or fragment, which the link's reader
  /// rejects, naming the parameter that holds it when it can.
  var bidiControl: Range<Int>? = nil
  /// Whether the host is none of the policy's, accepted as any web link.
  var foreignHost = false
}

/// Checks a link against a policy and finds its parts, in a few passes over its bytes and
/// without allocating, except on the rare path of percent-encoded text.
enum LinkScanner {
  typealias Bytes = UnsafeBufferPointer<UInt8>

  static func scan(_ b: Bytes, link: String, policy: CompiledPolicy) throws(LinkError) -> ScannedLink {
    let n = b.count
    let limits = policy.limits
    guard n <= limits.maxLength else {
      throw LinkError(
        .tooLong, link: link,
        reason: "the link is \(n) bytes long; the policy allows at most \(limits.maxLength)",
        range: limits.maxLength..<n)
    }

    // scheme ":" "//"
    var s = 0
    while s < n, isSchemeByte(b[s]) { s += 1 }
    guard s > 0, s < n, b[s] == UInt8(ascii: ":"), isLetter(b[0]) else {
      throw LinkError(
        .notAbsolute, link: link, reason: "a link starts with a scheme, as in \"scheme://\"",
        range: n == 0 ? nil : 0..<max(1, min(s, n)))
    }
    guard s + 2 < n, b[s + 1] == UInt8(ascii: "/"), b[s + 2] == UInt8(ascii: "/") else {
      throw LinkError(
        .notAbsolute, link: link, reason: "\"//\" must follow \"\(string(b, 0..<s + 1))\"",
        range: s..<min(s + 3, n))
    }
    let schemeRange = 0..<s
    let authorityStart = s + 3
    var a = authorityStart
    var marks = false  // an "@" or ":" in the authority
    while a < n {
      let c = b[a]
      if c == UInt8(ascii: "/") || c == UInt8(ascii: "?") || c == UInt8(ascii: "#") { break }
      if c <= 0x20 || c == 0x7F { throw controlCharacter(c, at: a, link: link) }
      if c == UInt8(ascii: "@") || c == UInt8(ascii: ":") { marks = true }
      a += 1
    }
    let authority = authorityStart..<a

    let pathStart: Int
    var hostRange = authorityStart..<authorityStart
    var foreign = false
    if policy.contains(policy.schemes, b, schemeRange) {
      if marks { try checkNoUserInfoOrPort(b, authority, link: link, isWeb: false, scheme: schemeRange) }
      pathStart = authorityStart
    } else if policy.contains(policy.webSchemes, b, schemeRange) {
      hostRange =
        marks
        ? try checkNoUserInfoOrPort(b, authority, link: link, isWeb: true, scheme: schemeRange) : authority
      let own = policy.containsHost(b, hostRange)
      foreign = !own && !hostRange.isEmpty && policy.policy.acceptsAnyWebLink
      guard own || foreign else {
        let shown = string(b, hostRange).lowercased()
        let accepted = policy.policy.hosts.isEmpty ? "none" : policy.policy.hosts.joined(separator: ", ")
        throw LinkError(
          .hostNotAccepted, link: link,
          reason: hostRange.isEmpty
            ? "the link has no host; accepted hosts: \(accepted)"
            : "host \"\(shown)\" is not accepted; accepted hosts: \(accepted)",
          range: hostRange.isEmpty ? authorityStart - 3..<authorityStart : hostRange)
      }
      pathStart = a
    } else {
      let accepted = (policy.policy.schemes + policy.policy.webSchemes).joined(separator: ", ")
      throw LinkError(
        .schemeNotAccepted, link: link,
        reason:
          "scheme \"\(string(b, schemeRange).lowercased())\" is not accepted; accepted schemes: \(accepted)",
        range: schemeRange)
    }
    var scanned = try scanPathAndQuery(b, from: pathStart, link: link, policy: limits)
    scanned.schemeRange = schemeRange
    scanned.hostRange = hostRange
    scanned.foreignHost = foreign
    return scanned
  }

  /// Scans a bare path such as `/cards/42?x=1`, with the policy's checks but no scheme or host.
  static func scanPath(_ b: Bytes, link: String, policy: PolicyLimits) throws(LinkError) -> ScannedLink {
    guard b.count <= policy.maxLength else {
      throw LinkError(
        .tooLong, link: link,
        reason: "the link is \(b.count) bytes long; the policy allows at most \(policy.maxLength)",
        range: policy.maxLength..<b.count)
    }
    guard b.first == UInt8(ascii: "/") else {
      throw LinkError(
        .notAbsolute, link: link, reason: "a path starts with \"/\"", range: 0..<min(1, b.count))
    }
    return try scanPathAndQuery(b, from: 0, link: link, policy: policy)
  }

  /// Rejects `user@` and ports; returns the host without a default port.
  @discardableResult
  private static func checkNoUserInfoOrPort(
    _ b: Bytes,
    _ authority: Range<Int>,
    link: String,
    isWeb: Bool,
    scheme: Range<Int>
  ) throws(LinkError) -> Range<Int> {
    if let at = b[authority].firstIndex(of: UInt8(ascii: "@")) {
      throw LinkError(
        .userInfo, link: link,
        reason: "a link may not carry a \"user@\" part; it can make a link look like another host's",
        range: authority.lowerBound..<at + 1)
    }
    guard let colon = b[authority].firstIndex(of: UInt8(ascii: ":")) else { return authority }
    let port = colon + 1..<authority.upperBound
    if isWeb {
      let defaultPort: [UInt8] =
        scheme.count == 4 && ByteParsing.lowercased(b[3]) == UInt8(ascii: "p")
        ? Array("80".utf8) : Array("443".utf8)
      if port.isEmpty || b[port].elementsEqual(defaultPort) { return authority.lowerBound..<colon }
    }
    throw LinkError(
      .portNotAccepted, link: link,
      reason: isWeb
        ? "port \(string(b, port)) is not accepted; a universal link uses the scheme's default port"
        : "a custom-scheme link cannot name a port",
      range: colon..<authority.upperBound)
  }

  /// The path, the query and the fragment, in one pass over their bytes: control bytes and
  /// spaces, percent-escapes, segments (counted, and no dot segments), query items (counted).
  /// Then, only if something was percent-encoded, that the decoded text is UTF-8.
  private static func scanPathAndQuery(
    _ b: Bytes,
    from pathStart: Int,
    link: String,
    policy: PolicyLimits
  ) throws(LinkError) -> ScannedLink {
    let n = b.count
    var i = pathStart
    var sawPercent = false
    var sawNonASCII = false

    // The path: segments between slashes.
    var segments = 0
    var segmentStart = -1
    var segmentHasPercent = false
    while i < n {
      let c = b[i]
      if c == UInt8(ascii: "/") || c == UInt8(ascii: "?") || c == UInt8(ascii: "#") {
        if segmentStart >= 0 {
          try checkDotSegment(b, segmentStart..<i, hasPercent: segmentHasPercent, link: link)
          segmentStart = -1
        }
        if c != UInt8(ascii: "/") { break }
        i += 1
        continue
      }
      if segmentStart < 0 {
        segmentStart = i
        segmentHasPercent = false
        segments += 1
        if segments > policy.maxSegments {
          var end = i
          while end < n, b[end] != UInt8(ascii: "?"), b[end] != UInt8(ascii: "#") { end += 1 }
          throw LinkError(
            .tooManySegments, link: link,
            reason: "the path has more than \(policy.maxSegments) segments", range: i..<end)
        }
      }
      sawNonASCII = sawNonASCII || c >= 0x80
      let width = try checkedWidth(b, at: i, link: link)
      if width == 3 {
        segmentHasPercent = true
        sawPercent = true
      }
      i += width
    }
    if segmentStart >= 0 {
      try checkDotSegment(b, segmentStart..<i, hasPercent: segmentHasPercent, link: link)
    }
    let pathRange = pathStart..<i

    // The query: items between ampersands, up to the fragment.
    var queryRange: Range<Int>?
    if i < n, b[i] == UInt8(ascii: "?") {
      let queryStart = i + 1
      i = queryStart
      var items = 0
      var inItem = false
      while i < n {
        let c = b[i]
        if c == UInt8(ascii: "#") { break }
        if c == UInt8(ascii: "&") {
          inItem = false
          i += 1
          continue
        }
        if !inItem {
          inItem = true
          items += 1
          if items > policy.maxQueryItems {
            var end = i
            while end < n, b[end] != UInt8(ascii: "#") { end += 1 }
            throw LinkError(
              .tooManyQueryItems, link: link,
              reason: "the query has more than \(policy.maxQueryItems) items", range: i..<end)
          }
        }
        sawNonASCII = sawNonASCII || c >= 0x80
        let width = try checkedWidth(b, at: i, link: link)
        sawPercent = sawPercent || width == 3
        i += width
      }
      queryRange = queryStart..<i
    }

    // The fragment, held to the same rules.
    let fragmentRange = i < n ? i + 1..<n : nil
    while i < n {
      sawNonASCII = sawNonASCII || b[i] >= 0x80
      let width = try checkedWidth(b, at: i, link: link)
      sawPercent = sawPercent || width == 3
      i += width
    }

    if sawPercent,
      !PercentEncoding.decode(Bytes(rebasing: b[pathStart...])).withUnsafeBufferPointer(
        PercentEncoding.isValidUTF8)
    {
      throw LinkError(
        .invalidUTF8, link: link, reason: "percent-encoded bytes in the link are not UTF-8 text",
        range: firstInvalidPart(b, from: pathStart))
    }
    return ScannedLink(
      schemeRange: 0..<0, hostRange: 0..<0, pathRange: pathRange, queryRange: queryRange,
      fragmentRange: fragmentRange,
      bidiControl: sawPercent || sawNonASCII ? firstBidiControl(b, from: pathStart) : nil)
  }

  /// The first segment, query name or value, or fragment whose decoded bytes are not UTF-8.
  private static func firstInvalidPart(_ b: Bytes, from start: Int) -> Range<Int>? {
    var partStart = start
    for index in start...b.count {
      let isEnd =
        index == b.count
        || [UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "&"), UInt8(ascii: "="), UInt8(ascii: "#")]
          .contains(b[index])
      guard isEnd else { continue }
      let part = Bytes(rebasing: b[partStart..<index])
      if !PercentEncoding.decode(part).withUnsafeBufferPointer(PercentEncoding.isValidUTF8) {
        return partStart..<index
      }
      partStart = index + 1
    }
    return nil
  }

  /// How many bytes the character at `i` takes, 3 for a `%`-escape, after checking that it is
  /// no control byte or space and, for an escape, well formed.
  private static func checkedWidth(_ b: Bytes, at i: Int, link: String) throws(LinkError) -> Int {
    let c = b[i]
    if c == UInt8(ascii: "%") {
      try checkEscape(b, at: i, link: link)
      return 3
    }
    if c <= 0x20 || c == 0x7F { throw controlCharacter(c, at: i, link: link) }
    return 1
  }

  private static func checkDotSegment(
    _ b: Bytes,
    _ range: Range<Int>,
    hasPercent: Bool,
    link: String
  ) throws(LinkError) {
    if isDotSegmentCandidate(b, range), isDotSegment(b, range, hasPercent: hasPercent) {
      throw LinkError(
        .dotSegment, link: link, reason: "a \".\" or \"..\" segment is not accepted in a link", range: range)
    }
  }

  /// A `%` followed by two hexadecimal digits that do not encode a control byte.
  private static func checkEscape(_ b: Bytes, at i: Int, link: String) throws(LinkError) {
    guard i + 2 < b.count, let high = ByteParsing.hexValue(b[i + 1]),
      let low = ByteParsing.hexValue(b[i + 2])
    else {
      throw LinkError(
        .malformedPercentEncoding, link: link,
        reason: "\"%\" must be followed by two hexadecimal digits", range: i..<min(i + 3, b.count))
    }
    let decoded = high << 4 | low
    if decoded < 0x20 || decoded == 0x7F {
      throw LinkError(
        .controlCharacter, link: link,
        reason: "the link holds \(describe(decoded)), percent-encoded", range: i..<i + 3)
    }
  }

  private static func controlCharacter(_ c: UInt8, at i: Int, link: String) -> LinkError {
    LinkError(
      .controlCharacter, link: link, reason: "the link holds \(describe(c)) at byte \(i)", range: i..<i + 1)
  }

  /// A cheap first look: only a short segment starting with `.` or `%` can be a dot segment.
  static func isDotSegmentCandidate(_ b: Bytes, _ range: Range<Int>) -> Bool {
    range.count <= 6 && (b[range.lowerBound] == UInt8(ascii: ".") || b[range.lowerBound] == UInt8(ascii: "%"))
  }

  /// `.` or `..`, written or percent-encoded.
  static func isDotSegment(_ b: Bytes, _ range: Range<Int>, hasPercent: Bool) -> Bool {
    if !hasPercent {
      return (range.count == 1 || range.count == 2) && b[range].allSatisfy { $0 == UInt8(ascii: ".") }
    }
    guard range.count <= 6 else { return false }
    var dots = 0
    var i = range.lowerBound
    while i < range.upperBound {
      if b[i] == UInt8(ascii: ".") {
        i += 1
      } else if b[i] == UInt8(ascii: "%"), b[i + 1] == UInt8(ascii: "2"),
        ByteParsing.lowercased(b[i + 2]) == UInt8(ascii: "e")
      {
        i += 3
      } else {
        return false
      }
      dots += 1
    }
    return dots == 1 || dots == 2
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
  }

  static func isSchemeByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  static func isHostByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  static func string(_ b: Bytes, _ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: b[range]), as: UTF8.self)
  }

  static func describe(_ byte: UInt8) -> String {
    switch byte {
    case 0: "a NUL byte"
    case 0x20: "a space"
    default: "a control character (0x\(String(byte, radix: 16, uppercase: true)))"
    }
  }
}
