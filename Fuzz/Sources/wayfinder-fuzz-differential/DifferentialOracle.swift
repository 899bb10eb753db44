@_spi(Internals) import WayfinderRouting

// NB: this one file is compiled twice: by the libFuzzer target wayfinder-fuzz-differential of
// Fuzz/Package.swift and, through the symlink
// Tests/WayfinderRoutingTests/DifferentialOracle.swift, by the unit tests that replay
// Fuzz/DifferentialCorpus. Keep it to the public API of WayfinderRouting and free of warnings.

/// Builds a route table and links from an input's bytes, and requires the table and
/// ``ReferenceMatcher`` to agree: on whether the table builds, and for every link on the route,
/// its values, or the error's code.
///
/// The bytes are read as choices from small vocabularies, so that most inputs make a table
/// that builds and links that reach its routes: literals that look like values (`42`, a UUID,
/// `café` composed and decomposed), parameters of every built-in type and two of the app's
/// own (one a value pattern), sets and `bool`, wildcards, required and optional query
/// parameters, query items passed on (`*rest`) or refused (`!other`), fragments; routes on
/// named hosts and a host wildcard; a prefix-stripping redirect over a wildcard; a policy that
/// may accept any web link and read wholly percent-encoded paths. Links are values that are and
/// are not of each type (`-7`, `0042`, 20-digit numbers, `Int.max + 1`, percent-encoded text),
/// on the custom scheme, as a bare path and on hosts in and out of the policy, some with their
/// whole path percent-encoded, some repeating one segment (a redirect's loop).
enum DifferentialOracle {
  /// What one input showed.
  struct Report {
    /// Disagreements: each is a bug in the router or in the reference.
    var failures: [String] = []
    /// The patterns of the table, as written.
    var patterns: [String] = []
    /// How many links were compared.
    var comparisons = 0
    /// How many comparisons ended each way, by the reference: `route`, `redirected`, `web`
    /// (any web link), or the error's code.
    var outcomes: [String: Int] = [:]
  }

  /// The app's own parameter types of every table: six hexadecimal digits, one to three
  /// bytes of anything, and `code`, written for the table as the value pattern
  /// ``codePattern`` and here by hand.
  static let customTypes: [String: @Sendable (String) -> Bool] = [
    "hex": { $0.utf8.count == 6 && $0.allSatisfy { $0.isASCII && $0.isHexDigit } },
    "short": { (1...3).contains($0.utf8.count) },
    "anyab": { value in
      anyCaseMembers.contains {
        Array($0.utf8) == Array(value.lowercased().utf8) && value.allSatisfy(\.isASCII)
      }
    },
    "code": { value in
      // One or two of a, b, c, then at most one digit, and nothing else.
      let bytes = Array(value.utf8)
      var index = 0
      while index < bytes.count, index < 2, (0x61...0x63).contains(bytes[index]) { index += 1 }
      guard index > 0 else { return false }
      if index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
      return index == bytes.count
    },
  ]
  static let codePattern = "[a-c]{1,2}\\d?"
  /// The values of `anyab`, a set registered ``ParameterType/ignoringCase``: `A` is `a`.
  static let anyCaseMembers = ["a", "b"]

  static let literals = [
    "a", "b", "A", "users", "me", "42", "0042", "-7", "x+y", "café", "cafe\u{301}", "abcdef",
    "0f8fad5b-d9cb-469f-a165-70867728950e",
  ]
  static let types = ["int", "uuid", "hex", "short", "bool", "a|b|42", "code", "'b'", "anyab"]
  /// What a parameter may refuse (`:p1!(a|42)`): a set, a set of one, a type.
  static let refusals = ["a|42", "'b'", "short", "anyab"]
  static let fragments = ["frag", "top", "42", "a", "b", "", "%61", "ab1", "true"]
  static let queryKeys = ["q", "page", "tab"]
  /// The values of query literals: each also among ``linkParts``, decoded or as written.
  static let queryLiterals = ["a", "b", "42", "0042", "café"]
  /// Path segments and query values of links, as written in the link (percent-encoded).
  static let linkParts = [
    "a", "b", "A", "users", "me", "42", "0042", "-7", "-0", "x+y", "abcdef", "ABCDEF", "abc", "%61",
    "caf%C3%A9", "cafe%CC%81", "café", "a%2Fb", "00000000000000000042", "9223372036854775807",
    "9223372036854775808", "-9223372036854775808", "0f8fad5b-d9cb-469f-a165-70867728950e",
    "0F8FAD5B-D9CB-469F-A165-70867728950E", "0f8fad5b-d9cb-469f-a165-70867728950", "+42", "",
    "true", "false", "1", "0", "ab1", "c", "TRUE", "www.example.com", "m",
    // Encoded twice, or three times, or a `?` encoded with the path: what `decodesTwice` reads.
    "a%252Fb", "caf%25C3%25A9", "%2561", "a%25252Fb", "%252E%252E", "a%250Ab", "x%3Fq%3Da", "100%2525",
  ]

  /// The hosts of every table's policy, and those a route may be put on
  /// (`routes.on(hosts:)`): names and a wildcard, each covered by the policy.
  static let policyHosts = ["fuzz.example.com", "m.fuzz.example.com", "*.shop.example.com"]
  static let routeHosts = [
    ["m.fuzz.example.com"], ["fuzz.example.com"], ["*.shop.example.com"], ["a.shop.example.com"],
    ["fuzz.example.com", "a.shop.example.com"],
  ]
  /// The hosts of universal links: the policy's, in another case, under its wildcard, its
  /// wildcard's domain (not covered) and a host of someone else's.
  static let linkHosts = [
    "fuzz.example.com", "M.Fuzz.example.com", "a.shop.example.com", "b.shop.example.com", "shop.example.com",
    "other.example.org",
  ]
  /// The first segments prefix-stripping redirects take off (`/www.example.com/*rest` → `/*rest`).
  static let redirectPrefixes = ["www.example.com", "a", "m"]

  /// A table as the input describes it.
  struct Spec {
    var policy: LinkPolicy
    /// Each route's pattern, and the hosts it is put on (`nil` for every host).
    var routes: [(pattern: String, hosts: [String]?)] = []
    var redirects: [(from: String, to: String)] = []
  }

  /// Runs every check on `bytes`.
  static func check(_ bytes: some Collection<UInt8>) -> Report {
    var input = Choices(Array(bytes))
    var report = Report()
    let flags = input.next()
    var policy = LinkPolicy(schemes: ["fz"], hosts: policyHosts, plusIsSpaceInQuery: flags & 1 == 1)
    policy.acceptsAnyWebLink = flags & 6 == 2
    policy.readsEncodedPaths = flags & 24 != 0
    policy.decodesTwice = flags & 32 != 0
    var spec = Spec(policy: policy)
    spec.routes = (0..<1 + Int(input.next() % 8)).map { _ in
      let pattern = makePattern(&input)
      return (pattern, input.next() % 4 == 3 ? input.pick(routeHosts) : nil)
    }
    if input.next() % 3 == 2 { spec.redirects = [makeRedirect(&input)] }

    // The table and the reference agree on whether it builds; if not, the clashing pattern goes.
    var table: RouteTable<Int>?
    while table == nil, !spec.routes.isEmpty {
      var parsed = spec.routes.compactMap { route in
        try? build(Spec(policy: policy, routes: [route])).patterns.first
      }
      parsed += spec.redirects.compactMap { try? RoutePattern($0.from) }
      guard parsed.count == spec.routes.count + spec.redirects.count else {
        report.failures.append("a generated pattern does not parse: \(spec.routes) \(spec.redirects)")
        return report
      }
      let clash = ReferenceMatcher(patterns: parsed, customTypes: customTypes).firstClash()
      do throws(RouteTableError) {
        table = try build(spec)
        if let clash {
          report.failures.append("the table built, but \(parsed[clash]) clashes with an earlier pattern")
          return report
        }
      } catch {
        guard let clash, error.code == .ambiguousPatterns else {
          report.failures.append(
            "the table did not build (\(error.code)), the reference expects it to: \(error)")
          return report
        }
        if clash < spec.routes.count {
          spec.routes.remove(at: clash)
        } else {
          spec.redirects.remove(at: clash - spec.routes.count)
        }
      }
    }
    guard let table else { return report }
    report.patterns =
      spec.routes.map { $0.pattern + ($0.hosts.map { " on \($0)" } ?? "") }
      + spec.redirects.map { "redirect \($0.from) -> \($0.to)" }
      + [
        "policy: any web link \(policy.acceptsAnyWebLink), encoded paths \(policy.readsEncodedPaths), "
          + "decodes twice \(policy.decodesTwice)"
      ]
    let reference = ReferenceMatcher(
      patterns: table.patterns + table.redirectRules.map(\.from), customTypes: customTypes,
      redirects: table.redirectRules.map(\.to), policy: policy)

    // Links made for the table: some start with its redirect's prefix, or repeat it.
    let prefix = spec.redirects.first.map { String($0.from.split(separator: "/")[0]) }
    for _ in 0..<1 + Int(input.next() % 4) {
      var path = makePath(&input, repeating: prefix)
      if let prefix, input.next() & 1 == 1 { path = "/" + prefix + path }
      compare(.match, "fz://" + path.dropFirst(), table, reference, &report)
      compare(.match, "https://fuzz.example.com" + path, table, reference, &report)
      compare(.match, "https://" + input.pick(linkHosts) + path, table, reference, &report)
      compare(.matchPath, path, table, reference, &report)
    }
    return report
  }

  enum Call { case match, matchPath }

  /// Matches `link` with the table and the reference, and records any difference.
  static func compare(
    _ call: Call,
    _ link: String,
    _ table: RouteTable<Int>,
    _ reference: ReferenceMatcher,
    _ report: inout Report
  ) {
    report.comparisons += 1
    let actual: String
    do throws(LinkError) {
      let match = try call == .match ? table.match(link) : table.match(path: link)
      actual =
        ReferenceMatcher.Outcome.route(
          index: match.route, values: match.parameters.values, hops: match.redirects
        ).description
    } catch {
      actual = error.code.description
    }
    let outcome = reference.open(
      link, bare: call == .matchPath,
      // The reference decodes a wholly encoded path itself, as the router does, once.
      normalize: { (link) throws(LinkError) in try table.normalize(link, decodingWholePath: false) })
    let expected = outcome.description
    switch outcome {
    case .route(-1, _, _): report.outcomes["web", default: 0] += 1
    case .route(_, _, let hops): report.outcomes[hops.isEmpty ? "route" : "redirected", default: 0] += 1
    default: report.outcomes[expected, default: 0] += 1
    }
    if actual != expected {
      report.failures.append(
        "\(call == .match ? "match" : "match(path:)") \(link)\n  table:     \(actual)\n  reference: \(expected)"
      )
    }
  }

  static let customTypeNames: [String: ParameterType] = Dictionary(
    uniqueKeysWithValues: customTypes.compactMap { name, accepts in
      switch name {
      case "code": (try? ParameterType(name: name, pattern: codePattern)).map { (name, $0) }
      case "anyab": (name, ParameterType(name: name, oneOf: anyCaseMembers).ignoringCase)
      default: (name, ParameterType(name: name) { accepts($0) })
      }
    })

  static func build(_ spec: Spec) throws(RouteTableError) -> RouteTable<Int> {
    var builder = RouteTable<Int>.Builder(policy: spec.policy)
    for type in customTypeNames.values { builder.register(type) }
    for (index, route) in spec.routes.enumerated() {
      guard let hosts = route.hosts else {
        builder.add(route.pattern, parse: { _ in index }, print: { _ in nil })
        continue
      }
      builder.on(hosts: hosts) { $0.add(route.pattern, parse: { _ in index }, print: { _ in nil }) }
    }
    for redirect in spec.redirects { builder.redirect(redirect.from, to: redirect.to) }
    if spec.policy.acceptsAnyWebLink { builder.addAnyWebLink { _ in -1 } }
    return try builder.build()
  }

  /// A redirect that takes a first segment off (`/a/*rest` → `/*rest`) or puts another in its
  /// place, perhaps naming a query key (which then does not go on, unless the target sets it).
  static func makeRedirect(_ input: inout Choices) -> (from: String, to: String) {
    let prefix = input.pick(redirectPrefixes)
    let choice = input.next()
    let other = input.pick(literals.filter { $0 != prefix })
    let query = choice & 4 != 0 ? "?q=:q?" : ""
    let target = (choice & 3 == 0 ? "/\(other)/*rest" : "/*rest") + (choice & 12 == 12 ? "?q=:q" : "")
    return ("/\(prefix)/*rest" + query, target)
  }

  /// A pattern of up to four segments and two query parameters.
  static func makePattern(_ input: inout Choices) -> String {
    var segments: [String] = []
    let count = Int(input.next() % 5)
    for position in 0..<count {
      switch input.next() % 8 {
      case 0, 1, 2, 3: segments.append(input.pick(literals))
      case 4: segments.append(":p\(position)(\(input.pick(types)))")
      case 5:
        let choice = input.next()
        segments.append(
          ":p\(position)" + (choice & 3 == 0 ? "!(\(refusals[Int(choice >> 2) % refusals.count]))" : ""))
      default: segments.append(position == count - 1 ? "*rest" : ":p\(position)")
      }
    }
    var query: [String] = []
    for key in queryKeys where input.next() % 3 == 0 {
      if input.next() % 4 == 0 {
        query.append("\(key)=\(input.pick(queryLiterals))")
        continue
      }
      let type = input.next() % 3 == 0 ? "(\(input.pick(types)))" : ""
      let refusal = input.next() % 5 == 0 ? "!(\(input.pick(refusals)))" : ""
      query.append("\(key)=:q_\(key)\(type)\(refusal)\(input.next() & 1 == 0 ? "" : "?")")
    }
    let extras = input.next()
    if extras & 3 == 1 { query.append("!other") }
    if extras & 12 == 4 { query.append("*more") }
    var fragment = ""
    switch input.next() % 8 {
    case 1: fragment = "#" + input.pick(["top", "42", "a"])
    case 2: fragment = "#:frag"
    case 3: fragment = "#:frag(\(input.pick(types)))"
    case 4: fragment = "#:frag(\(input.pick(types)))?"
    default: break
    }
    return "/" + segments.joined(separator: "/") + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
      + fragment
  }

  /// A link's path, starting with `/`: up to four segments (an empty one makes `//`), or one
  /// (often `prefix`) repeated up to twelve times, maybe a trailing slash, up to three query items, maybe all of
  /// it percent-encoded as one segment, and a fragment.
  static func makePath(_ input: inout Choices, repeating prefix: String? = nil) -> String {
    var path = ""
    let shape = input.next()
    if shape % 8 == 7 {
      // Often a redirect's prefix, which a redirect may strip more times than it may go.
      let repeated = shape & 8 == 0 ? prefix ?? input.pick(redirectPrefixes) : part(&input)
      for _ in 0..<2 + Int(shape >> 4) % 11 { path += "/" + repeated }
    } else {
      for _ in 0..<Int(shape % 5) { path += "/" + part(&input) }
    }
    if path.isEmpty || input.next() % 4 == 3 { path += "/" }
    var items: [String] = []
    for _ in 0..<Int(input.next() % 4) {
      let key = input.next() % 8 == 7 ? "%71" : input.pick(queryKeys + ["other"])
      items.append(input.next() % 8 == 7 ? key : key + "=" + part(&input))
    }
    if !items.isEmpty { path += "?" + items.joined(separator: "&") }
    let encoding = input.next()
    if encoding % 4 == 3 {
      // The whole path and query as one segment: `/a?q=1` is `/%2Fa%3Fq%3D1`.
      let escape = encoding & 4 == 0 ? "%2F" : "%2f"
      path =
        "/" + escape
        + path.utf8.dropFirst().map { isUnreserved($0) ? String(UnicodeScalar($0)) : "%" + hex($0) }.joined()
      if encoding & 8 != 0 { path += "/" }
      if encoding & 16 != 0 { path += "?" + input.pick(queryKeys) + "=" + part(&input) }
    }
    if input.next() % 4 == 3 { path += "#" + input.pick(fragments) }
    return path
  }

  /// A path segment or query value: from ``linkParts``, or a few of the input's own bytes,
  /// percent-encoded where they are not unreserved.
  static func part(_ input: inout Choices) -> String {
    guard input.next() % 6 == 5 else { return input.pick(linkParts) }
    var text = ""
    for _ in 0..<1 + Int(input.next() % 4) {
      let byte = input.next()
      text += isUnreserved(byte) && byte != UInt8(ascii: ".") ? String(UnicodeScalar(byte)) : "%" + hex(byte)
    }
    return text
  }

  /// RFC 3986's unreserved characters.
  static func isUnreserved(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x2D
      || byte == 0x2E || byte == 0x5F || byte == 0x7E
  }

  static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }

  /// The input read as a stream of choices; past its end, every choice is 0, which picks the
  /// plainest option of each choice (a listed part rather than raw bytes, no encoding).
  struct Choices {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func next() -> UInt8 {
      defer { position += 1 }
      return position < bytes.count ? bytes[position] : 0
    }

    mutating func pick<T>(_ choices: [T]) -> T {
      choices[Int(next()) % choices.count]
    }
  }
}
