@_spi(Internals) import WayfinderRouting

// NB: this one file is compiled twice: by the libFuzzer target wayfinder-fuzz-differential of
// Fuzz/Package.swift and, through the symlink Tests/WayfinderRoutingTests/ReferenceMatcher.swift,
// by the unit tests. Keep it to the public API of WayfinderRouting and free of warnings.

/// The router's matching rules, written for clarity instead of speed: every pattern is tried
/// against the link, one after another, and the most specific one that matches wins.
///
/// The rules come from the documentation (``RoutePattern``'s Priority, ``ParameterType``, the
/// Query parameters section of the routing catalog), not from the trie:
///
/// - a path matches a pattern segment by segment: a literal equals the decoded segment byte for
///   byte, a parameter takes one segment of its type, a wildcard the one or more segments left;
/// - of the patterns whose path matches, the most specific wins, segment by segment from the
///   left: a literal, then typed parameters (`int`, `uuid`, then the app's types by name), then
///   a plain parameter, then a wildcard;
/// - among patterns of the same path, the one whose required query parameters are all present,
///   of their types, and most numerous wins (a query literal counts as a required parameter,
///   and its value must equal the literal), then the one with more literals, then, for a key
///   both require as parameters of different types, the one whose type a segment tries first
///   (two such patterns do not clash: the value decides); a query item is found by its decoded
///   name, the first item of that name counts, and an empty value counts
///   as no value;
/// - a fragment literal is a requirement as a query literal is (its value the decoded fragment);
///   a required fragment parameter as a required query parameter; an optional one of the wrong
///   type is dropped;
/// - once a link gives a pattern its path, its required query parameters and its fragment, it
///   means that pattern: an optional query value of the wrong type refuses the link, then a
///   query item the pattern refuses (`!key`);
/// - a route on hosts takes only universal links of those hosts (a `*.` wildcard takes every
///   subdomain of its domain, not the domain); it comes before a route on every host with the
///   same requirements, and a path only such routes of other hosts take is `hostNotAccepted`;
/// - `bool` takes `true`, `false`, `1` and `0`; a set `(a|b)` its values, byte for byte; the
///   query items a pattern passes on (`*rest`) are those it does not name, encoded again.
///
/// The link's policy checks and its splitting into decoded segments and query items are the
/// table's `normalize`, which the matcher shares; this file decides which route wins, and
/// `ReferenceMatcher+Links.swift` what happens to the whole link around it (a wholly encoded
/// path, any web link, redirects).
struct ReferenceMatcher {
  /// What a link opens.
  enum Outcome: Hashable, CustomStringConvertible {
    /// The route added `index`-th (`-1` for the route any web link opens), with the decoded
    /// values it captured, by name, reached through the redirects' `hops`.
    case route(index: Int, values: [String: String], hops: [String] = [])
    /// A link that gives a route an optional query value of the wrong type.
    case invalidQueryValue
    /// A link with a query item the route it means refuses.
    case refusedQueryItem
    /// A link giving a value that the route it means refuses (`:name!(admin)`).
    case refusedValue
    /// A link no route takes.
    case noMatch
    /// A link whose path only routes on other hosts take.
    case hostNotAccepted
    /// Any other refusal, by its code.
    case failed(String)

    var description: String {
      switch self {
      case .route(let index, let values, let hops):
        "route \(index) "
          + values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
          + (hops.isEmpty ? "" : " via " + hops.joined(separator: " -> "))
      case .invalidQueryValue: "invalid-query-value"
      case .refusedQueryItem: "refused-query-item"
      case .refusedValue: "refused-value"
      case .noMatch: "no-match"
      case .hostNotAccepted: "host-not-accepted"
      case .failed(let code): code
      }
    }
  }

  /// The routes' patterns, in the order they were added, then the redirects'.
  let patterns: [RoutePattern]
  /// What each of the app's own parameter types accepts, by name, given the decoded value.
  let customTypes: [String: @Sendable (String) -> Bool]
  /// The redirects' targets, as written: the last `redirects.count` patterns are theirs.
  var redirects: [String] = []
  /// The policy of the links; only its hosts and its two opt-ins matter here.
  var policy = LinkPolicy(schemes: ["fz"])

  /// How many of ``patterns`` are routes'.
  var routeCount: Int { patterns.count - redirects.count }

  /// The route `link` opens.
  func match(_ link: NormalizedLink) -> Outcome {
    let candidates = patterns.indices.compactMap { index -> (index: Int, values: [String: String])? in
      pathValues(patterns[index], link.segments).map { (index, $0) }
    }
    let ordered = candidates.sorted {
      isMoreSpecific(patterns[$0.index], $0.index, than: patterns[$1.index], $1.index)
    }
    // Why the candidates whose path matched were passed over.
    var (missedHost, missedQuery) = (false, false)
    for candidate in ordered {
      let pattern = patterns[candidate.index]
      guard pattern.hosts.isEmpty || pattern.hosts.contains(where: { Self.takes($0, link.host) }) else {
        missedHost = true
        continue
      }
      let query = queryValues(pattern, link.query)
      if case .missing = query {
        missedQuery = true
        continue
      }
      guard let fragment = fragmentValue(pattern, link.fragment) else {
        missedQuery = true
        continue
      }
      if case .wrongOptional = query { return .invalidQueryValue }
      if pattern.refusedQueryKeys.contains(where: { key in link.query.contains { $0.name == key } }) {
        return .refusedQueryItem
      }
      guard case .values(var values) = query else { continue }
      values.merge(fragment) { a, _ in a }
      if let rest = pattern.queryRest {
        let named = Set(
          pattern.query.map(\.key) + pattern.queryLiterals.map(\.key) + pattern.refusedQueryKeys)
        let items = link.query.filter { !named.contains($0.name) }
        if !items.isEmpty {
          // An item with an empty value is written as its name alone.
          values[rest] = items.map { item in
            Self.encoded(item.name) + (item.value.isEmpty ? "" : "=" + Self.encoded(item.value))
          }.joined(separator: "&")
        }
      }
      let all = candidate.values.merging(values) { a, _ in a }
      // A value the route refuses refuses the link, once the route is the one it means.
      if pattern.refusedValues.contains(where: { refused in
        all[refused.name].map { accepts(refused.type, $0) } == true
      }) {
        return .refusedValue
      }
      return .route(index: candidate.index, values: all)
    }
    // A path that only routes on other hosts take: the host is at fault, unless some route of
    // this host took the path and missed on the query.
    return missedHost && !missedQuery ? .hostNotAccepted : .noMatch
  }

  // MARK: The path

  /// The values the path gives `pattern`'s path parameters, or `nil` when it does not match.
  func pathValues(_ pattern: RoutePattern, _ segments: [String]) -> [String: String]? {
    var values: [String: String] = [:]
    for (position, part) in pattern.segments.enumerated() {
      if case .wildcard(let name) = part {
        guard position < segments.count else { return nil }
        values[name] = segments[position...].joined(separator: "/")
        return values
      }
      guard position < segments.count else { return nil }
      let segment = segments[position]
      switch part {
      case .literal(let text):
        guard Array(text.utf8) == Array(segment.utf8) else { return nil }
      case .parameter(let name, let type):
        guard accepts(type, segment) else { return nil }
        values[name] = segment
      case .wildcard:
        return nil
      }
    }
    return pattern.segments.count == segments.count ? values : nil
  }

  /// Whether `value` is of `type`: any non-empty text for `string`, the documented forms for
  /// `int`, `uuid` and `bool`, a set's values, the app's test for its own types.
  func accepts(_ type: ParameterType, _ value: String) -> Bool {
    guard !value.isEmpty else { return false }
    switch type.name {
    case "string": return true
    case "int": return Self.isInt(value)
    case "uuid": return Self.isUUID(value)
    case "bool": return ["true", "false", "1", "0"].contains(value)
    case let name where name.hasPrefix("'"):
      return Array(name.utf8.dropFirst().dropLast()) == Array(value.utf8)
    case let name where name.contains("|"):
      return name.split(separator: "|").contains { Array($0.utf8) == Array(value.utf8) }
    default: return customTypes[type.name]?(value) ?? false
    }
  }

  /// The value the link's fragment gives `pattern`, by name (none for a literal or when an
  /// optional one is dropped), or `nil` when the pattern's fragment requirement fails.
  func fragmentValue(_ pattern: RoutePattern, _ fragment: String?) -> [String: String]? {
    switch pattern.fragment {
    case nil: return [:]
    case .literal(let text)?: return fragment.map { Array($0.utf8) == Array(text.utf8) } == true ? [:] : nil
    case .parameter(let name, let type)?:
      if let fragment, accepts(type, fragment) { return [name: fragment] }
      return pattern.isFragmentRequired ? nil : [:]
    case .wildcard?: return nil
    }
  }

  /// `text` with every byte but RFC 3986's unreserved characters written `%XX`.
  static func encoded(_ text: String) -> String {
    text.utf8.map { byte in
      let scalar = Unicode.Scalar(byte)
      let unreserved =
        scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "-._~".unicodeScalars.contains(scalar))
      return unreserved
        ? String(scalar)
        : "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
    }.joined()
  }

  /// A decimal integer that fits `Int`, with an optional leading `-`; leading zeros allowed.
  static func isInt(_ value: String) -> Bool {
    let digits = value.hasPrefix("-") ? value.dropFirst() : Substring(value)
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
    let significant = digits.drop { $0 == "0" }
    if significant.count < 19 { return true }
    if significant.count > 19 { return false }
    // 19 digits: compare with Int.max (or Int.max + 1 for a negative number) as text.
    let limit = value.hasPrefix("-") ? "9223372036854775808" : "9223372036854775807"
    return String(significant) <= limit
  }

  /// The 8-4-4-4-12 hexadecimal form, in either case.
  static func isUUID(_ value: String) -> Bool {
    let groups = value.split(separator: "-", omittingEmptySubsequences: false)
    guard groups.map(\.count) == [8, 4, 4, 4, 12] else { return false }
    return groups.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isHexDigit } }
  }

  // MARK: Priority

  /// How specific a pattern is at one segment: smaller is more specific.
  enum Specificity: Comparable {
    case literal
    /// `int` 0, `uuid` 1, `bool` 2, sets and the app's types 3, then by name.
    case typed(rank: Int, name: String)
    case plain
    case wildcard
  }

  func specificity(_ segment: RoutePattern.Segment) -> Specificity {
    switch segment {
    case .literal: .literal
    case .parameter(_, let type) where type.name == "string": .plain
    case .parameter(_, let type):
      .typed(rank: ["int": 0, "uuid": 1, "bool": 2][type.name] ?? 3, name: type.name)
    case .wildcard: .wildcard
    }
  }

  /// Whether `a` wins over `b`, both matching one path: the first segment where they differ
  /// decides; with the same path, more required query parameters win, then the earlier route
  /// (two patterns of one path and one set of required keys fail the build).
  func isMoreSpecific(_ a: RoutePattern, _ aIndex: Int, than b: RoutePattern, _ bIndex: Int) -> Bool {
    for (x, y) in zip(a.segments, b.segments) where specificity(x) != specificity(y) {
      return specificity(x) < specificity(y)
    }
    func required(_ p: RoutePattern) -> Int {
      p.query.count(where: \.isRequired) + p.queryLiterals.count + (p.isFragmentRequired ? 1 : 0)
    }
    func literals(_ p: RoutePattern) -> Int {
      p.queryLiterals.count + (p.fragment.map { if case .literal = $0 { 1 } else { 0 } } ?? 0)
    }
    if required(a) != required(b) { return required(a) > required(b) }
    if literals(a) != literals(b) { return literals(a) > literals(b) }
    // A route on named hosts comes before one on every host.
    if a.hosts.isEmpty != b.hosts.isEmpty { return !a.hosts.isEmpty }
    return queryTypeOrder(a, b) ?? (aIndex < bIndex)
  }

  /// For patterns of one path that both require a query key as parameters of different types:
  /// whether `a` is tried first, as a typed segment would be, decided by the first such key in
  /// key order; `nil` when they have no such key.
  func queryTypeOrder(_ a: RoutePattern, _ b: RoutePattern) -> Bool? {
    func types(_ p: RoutePattern) -> [String: ParameterType] {
      var types: [String: ParameterType] = [:]
      for parameter in p.query where parameter.isRequired && types[parameter.key] == nil {
        types[parameter.key] = parameter.type
      }
      return types
    }
    let (mine, theirs) = (types(a), types(b))
    for key in mine.keys.sorted() {
      guard let s = mine[key], let t = theirs[key], s.name != t.name else { continue }
      return specificity(.parameter(name: key, type: s)) < specificity(.parameter(name: key, type: t))
    }
    return nil
  }

  // MARK: The query

  enum QueryResult {
    case values([String: String])
    /// A required parameter is missing or of the wrong type: the pattern does not match.
    case missing
    /// The required ones are there, but an optional one is of the wrong type.
    case wrongOptional
  }

  func queryValues(_ pattern: RoutePattern, _ items: [NormalizedLink.QueryItem]) -> QueryResult {
    var values: [String: String] = [:]
    var wrongOptional = false
    for literal in pattern.queryLiterals {
      let item = items.first { Array($0.name.utf8) == Array(literal.key.utf8) }
      guard let value = item?.value, Array(value.utf8) == Array(literal.value.utf8) else { return .missing }
    }
    for parameter in pattern.query {
      let item = items.first { Array($0.name.utf8) == Array(parameter.key.utf8) }
      guard let value = item?.value, !value.isEmpty else {
        if parameter.isRequired { return .missing }
        continue
      }
      guard accepts(parameter.type, value) else {
        if parameter.isRequired { return .missing }
        wrongOptional = true
        continue
      }
      values[parameter.name] = value
    }
    return wrongOptional ? .wrongOptional : .values(values)
  }

  // MARK: Building

  /// The first pattern, in the order added, that would match the same links as an earlier
  /// one: the same path shape (literals equal byte for byte, typed parameters of one type, plain and
  /// wildcard alike) and query requirements where neither strictly holds the other: one holds
  /// the other when it requires every key the other does and gives each of the other's literals
  /// its value. Two literals of one key with different values never clash.
  func firstClash() -> Int? {
    for (later, pattern) in patterns.enumerated() {
      for earlier in patterns[..<later] where clash(pattern, earlier) { return later }
    }
    return nil
  }

  func clash(_ a: RoutePattern, _ b: RoutePattern) -> Bool {
    guard a.segments.count == b.segments.count else { return false }
    for (x, y) in zip(a.segments, b.segments) {
      switch (x, y) {
      case (.literal(let s), .literal(let t)) where Array(s.utf8) == Array(t.utf8): continue
      case (.parameter(_, let s), .parameter(_, let t)) where s.name == t.name: continue
      case (.wildcard, .wildcard): continue
      default: return false
      }
    }
    for (key, value) in literals(a) where literals(b)[key].map({ $0 != value }) ?? false {
      return false
    }
    // Nor do two of one query key of different types: the value decides, as in a segment.
    if queryTypeOrder(a, b) != nil { return false }
    // Routes on hosts that share no link never meet; with the same requirements, one on
    // named hosts comes before one on every host.
    guard Self.shareAHost(a.hosts, b.hosts) else { return false }
    let (narrower, wider) = (holds(a, b), holds(b, a))
    if narrower, wider, a.hosts.isEmpty != b.hosts.isEmpty { return false }
    return narrower == wider
  }

  /// A pattern's literals by key, its fragment's under `#` (no query key holds `#`).
  func literals(_ p: RoutePattern) -> [String: String] {
    var values: [String: String] = [:]
    for literal in p.queryLiterals { values[literal.key] = literal.value }
    if case .literal(let text)? = p.fragment { values["#"] = text }
    return values
  }

  /// Whether every link `a` takes meets `b`'s query and fragment requirements.
  func holds(_ a: RoutePattern, _ b: RoutePattern) -> Bool {
    func keys(_ p: RoutePattern) -> Set<String> {
      Set(
        p.query.filter(\.isRequired).map(\.key) + p.queryLiterals.map(\.key)
          + (p.isFragmentRequired ? ["#"] : []))
    }
    let mine = literals(a)
    return keys(b).isSubset(of: keys(a)) && literals(b).allSatisfy { mine[$0.key] == $0.value }
  }
}
