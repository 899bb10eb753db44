@_spi(Internals) import WayfinderRouting

// NB: this one file is compiled twice, as ReferenceMatcher.swift is (the symlink
// Tests/WayfinderRoutingTests/ReferenceMatcher+Links.swift). Public API of WayfinderRouting only.

/// What happens to a whole link before and after the route is chosen, written from the
/// documentation of ``LinkPolicy`` and ``RouteTable/Builder``:
///
/// - with `readsEncodedPaths`, a path that is one segment starting with `%2F` (then at most
///   slashes) is decoded once and the result, put back after the scheme and host, is the link;
///   such a path with a query of its own is refused (`malformedPercentEncoding`);
/// - with `decodesTwice`, a link whose text after the host holds `%25` before two hex digits,
///   or whose path holds `%3F` while it has no query, has that text decoded once, a space, a
///   byte past ASCII and a `%` before no escape encoded again; a control byte decoded is
///   refused (`controlCharacter`), and so is `%25` before two hex digits left after it
///   (`tooManyEncodings`); the result is the link, never decoded again;
/// - with `acceptsAnyWebLink`, a universal link on a host the policy does not accept, and one on
///   the policy's hosts that no route takes (decoded or not), open the route any web link
///   opens, whose `url` is the link as it arrived: another's link is never decoded;
/// - a redirect sends the link to its target: `*rest` written there is the wildcard's segments,
///   each encoded again; the link's query items under keys the redirect's pattern and target do
///   not name go on after the target's own, as written; a universal link stays on its scheme
///   and host; the next hop is matched as a link is, at most 8 hops in all
///   (`tooManyRedirects`).
extension ReferenceMatcher {
  /// The most redirects a link goes through.
  static let redirectLimit = 8

  /// A link cut into its parts, as written: what comes before the path (`scheme://host`,
  /// `scheme://` for a custom scheme, nothing for a bare path), the path, the query, the
  /// fragment.
  struct RawLink {
    var prefix: String
    /// The scheme, lowercased; empty for a bare path.
    var scheme = ""
    var path: String
    var query: String?
    var fragment: String?
    /// The host of a universal link, lowercased, and as written.
    var host: String?
    var authority = ""

    init(_ link: String, bare: Bool, policy: LinkPolicy) {
      var rest = Substring(link)
      prefix = ""
      host = nil
      if !bare, let separator = link.firstRange(of: "://") {
        scheme = link[..<separator.lowerBound].lowercased()
        rest = link[separator.upperBound...]
        prefix = String(link[..<separator.upperBound])
        if !policy.schemes.contains(scheme) {
          let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
          host = authority.lowercased()
          self.authority = String(authority)
          prefix += authority
          rest = rest.dropFirst(authority.count)
        }
      }
      if let mark = rest.firstIndex(of: "#") {
        fragment = String(rest[rest.index(after: mark)...])
        rest = rest[..<mark]
      }
      if let mark = rest.firstIndex(of: "?") {
        query = String(rest[rest.index(after: mark)...])
        rest = rest[..<mark]
      }
      path = String(rest)
    }
  }

  /// What `table.match(link)` (or `match(path:)` when `bare`) opens.
  ///
  /// - Parameter normalize: The table's policy checks and splitting, for a link with a scheme.
  func open(_ link: String, bare: Bool, normalize: (String) throws(LinkError) -> NormalizedLink) -> Outcome {
    var (link, bare, decodesWholePath) = (link, bare, true)
    var hops: [String] = []
    var origin: String?
    while true {
      switch step(link, bare: bare, decodesWholePath: decodesWholePath, normalize: normalize) {
      case .done(.route(let index, let values, _)):
        return .route(index: index, values: values, hops: hops)
      case .done(let outcome):
        return outcome
      case .redirect(let index, let values, let normalized, let raw):
        guard hops.count < Self.redirectLimit else {
          return .failed(LinkError.Code.tooManyRedirects.description)
        }
        // A universal link's hops stay on the scheme and host it arrived with.
        if hops.isEmpty, raw.host != nil { origin = raw.scheme + "://" + raw.authority }
        let path = target(of: index, values: values, link: normalized, raw: raw)
        hops.append(path)
        (link, bare, decodesWholePath) = ((origin ?? "") + path, origin == nil, false)
      }
    }
  }

  enum Step {
    case done(Outcome)
    /// The link matched redirect `index`.
    case redirect(index: Int, values: [String: String], link: NormalizedLink, raw: RawLink)
  }

  /// What one link opens, with a redirect not yet followed.
  ///
  /// - Parameter arrived: The link as it arrived, when `link` is its decoded path.
  func step(
    _ link: String, bare: Bool, decodesWholePath: Bool, arrived: String? = nil,
    normalize: (String) throws(LinkError) -> NormalizedLink
  ) -> Step {
    let normalized: NormalizedLink
    do throws(LinkError) {
      // A bare path reads as the custom-scheme link of the same path.
      normalized = try normalize(bare ? "fz://" + link.dropFirst() : link)
    } catch {
      return .done(.failed(error.code.description))
    }
    let raw = RawLink(link, bare: bare, policy: policy)
    let anyWeb = Outcome.route(index: -1, values: ["url": arrived ?? link])
    if policy.acceptsAnyWebLink, let host = raw.host, !policy.hosts.contains(where: { Self.takes($0, host) })
    {
      return .done(anyWeb)
    }
    if decodesWholePath, policy.readsEncodedPaths, let encoded = Self.wholeEncodedSegment(raw.path) {
      guard raw.query == nil else {
        return .done(.failed(LinkError.Code.malformedPercentEncoding.description))
      }
      let decoded = raw.prefix + Self.decoded(encoded) + (raw.fragment.map { "#" + $0 } ?? "")
      return step(decoded, bare: bare, decodesWholePath: false, arrived: link, normalize: normalize)
    }
    if decodesWholePath, policy.decodesTwice, let again = Self.decodedAgain(raw) {
      switch again {
      case .success(let text):
        return step(
          raw.prefix + text, bare: bare, decodesWholePath: false, arrived: link, normalize: normalize)
      case .failure(let refusal):
        return .done(.failed(refusal.code))
      }
    }
    let outcome = match(normalized)
    switch outcome {
    case .noMatch, .hostNotAccepted:
      // No route of the app's takes the link.
      if policy.acceptsAnyWebLink, raw.host != nil { return .done(anyWeb) }
    default: break
    }
    if case .route(let index, let values, _) = outcome, index >= routeCount {
      return .redirect(index: index, values: values, link: normalized, raw: raw)
    }
    return .done(outcome)
  }

  /// The path and query redirect `index` sends `link` to.
  func target(of index: Int, values: [String: String], link: NormalizedLink, raw: RawLink) -> String {
    let pattern = patterns[index]
    let written = redirects[index - routeCount]
    let halves = written.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    var path = ""
    for part in halves[0].split(separator: "/") {
      if part.hasPrefix("*") || part.hasPrefix(":") {
        let name = String(part.dropFirst())
        if let position = pattern.segments.firstIndex(of: .wildcard(name: name)) {
          for segment in link.segments[position...] { path += "/" + Self.encoded(segment) }
        } else {
          path += "/" + Self.encoded(values[name] ?? "")
        }
      } else {
        path += "/" + part
      }
    }
    if path.isEmpty { path = "/" }
    var items: [String] = []
    var named = Set(pattern.query.map(\.key) + pattern.queryLiterals.map(\.key))
    if halves.count > 1 {
      for item in halves[1].split(separator: "&") {
        let pair = item.split(separator: "=", maxSplits: 1)
        named.insert(String(pair[0]))
        if pair[1].hasPrefix(":") {
          if let value = values[String(pair[1].dropFirst())] {
            items.append("\(pair[0])=\(Self.encoded(value))")
          }
        } else {
          items.append(String(item))
        }
      }
    }
    // The link's other items, as written.
    for item in (raw.query ?? "").split(separator: "&") {
      let key = Self.decoded(String(item.prefix { $0 != "=" }))
      if !named.contains(key) { items.append(String(item)) }
    }
    return items.isEmpty ? path : path + "?" + items.joined(separator: "&")
  }

  /// The one segment of a wholly percent-encoded path, or `nil` for any other path.
  static func wholeEncodedSegment(_ path: String) -> String? {
    let segments = path.split(separator: "/")
    guard segments.count == 1, let segment = segments.first, segment.lowercased().hasPrefix("%2f") else {
      return nil
    }
    return String(segment)
  }

  /// `text` with each `%XX` read as the byte it stands for.
  static func decoded(_ text: String) -> String {
    var bytes: [UInt8] = []
    let utf8 = Array(text.utf8)
    var index = 0
    while index < utf8.count {
      if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
        let byte = UInt8(String(decoding: utf8[index + 1...index + 2], as: UTF8.self), radix: 16)
      {
        bytes.append(byte)
        index += 3
      } else {
        bytes.append(utf8[index])
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: Hosts

  /// Whether the host or `*.` wildcard `name` takes the universal link of `host`.
  static func takes(_ name: String, _ host: String?) -> Bool {
    guard let host else { return false }
    guard name.hasPrefix("*.") else { return name == host }
    let domain = name.dropFirst(2)
    return host.hasSuffix("." + domain)
  }

  /// Whether some host is taken by both lists; an empty list takes every host.
  static func shareAHost(_ a: [String], _ b: [String]) -> Bool {
    guard !a.isEmpty, !b.isEmpty else { return true }
    func domain(_ name: String) -> String? { name.hasPrefix("*.") ? String(name.dropFirst(2)) : nil }
    return a.contains { x in
      b.contains { y in
        switch (domain(x), domain(y)) {
        case (nil, nil): x == y
        case (_?, nil): takes(x, y)
        case (nil, _?): takes(y, x)
        case (let d?, let e?): d == e || d.hasSuffix("." + e) || e.hasSuffix("." + d)
        }
      }
    }
  }
}

extension ReferenceMatcher {
  /// The text after the host of `raw` decoded once more, as `decodesTwice` reads it; `nil` when
  /// it shows no second encoding; a failure's code when the decoding is refused.
  static func decodedAgain(_ raw: RawLink) -> Result<String, DecodeRefusal>? {
    let after = raw.path + (raw.query.map { "?" + $0 } ?? "") + (raw.fragment.map { "#" + $0 } ?? "")
    let encodedQuery = raw.query == nil && raw.path.lowercased().contains("%3f")
    guard hasEncodedEscape(Array(after.utf8)) || encodedQuery else { return nil }
    let bytes = Array(after.utf8)
    var decoded: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
        let byte = hexByte(bytes[index + 1], bytes[index + 2])
      {
        decoded.append(byte)
        index += 3
      } else {
        decoded.append(bytes[index])
        index += 1
      }
    }
    if decoded.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
      return .failure(DecodeRefusal(code: LinkError.Code.controlCharacter.description))
    }
    var text: [UInt8] = []
    for (offset, byte) in decoded.enumerated() {
      let escape =
        offset + 2 < decoded.count && hexByte(decoded[offset + 1], decoded[offset + 2]) != nil
      if byte == 0x20 || byte >= 0x80 || (byte == UInt8(ascii: "%") && !escape) {
        let digits = Array("0123456789ABCDEF".utf8)
        text += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
      } else {
        text.append(byte)
      }
    }
    if hasEncodedEscape(text) {
      return .failure(DecodeRefusal(code: LinkError.Code.tooManyEncodings.description))
    }
    return .success(String(decoding: text, as: UTF8.self))
  }

  /// Why a link is not decoded once more: the code of the refusal.
  struct DecodeRefusal: Error {
    var code: String
  }

  /// Whether `bytes` hold `%25` before two hexadecimal digits: an escape encoded again.
  static func hasEncodedEscape(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 5 else { return false }
    return (0...(bytes.count - 5)).contains { index in
      bytes[index] == UInt8(ascii: "%") && bytes[index + 1] == UInt8(ascii: "2")
        && bytes[index + 2] == UInt8(ascii: "5") && hexByte(bytes[index + 3], bytes[index + 4]) != nil
    }
  }

  /// The byte two hexadecimal digits write, or `nil`.
  static func hexByte(_ high: UInt8, _ low: UInt8) -> UInt8? {
    guard let high = hexDigit(high), let low = hexDigit(low) else { return nil }
    return high << 4 | low
  }

  static func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
