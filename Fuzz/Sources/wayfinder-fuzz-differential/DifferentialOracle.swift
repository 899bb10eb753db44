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
/// parameters, query items passed on (`*rest`) or refused (`!other`), fragments; values that are
/// and are not of each type (`-7`, `0042`, 20-digit numbers, `Int.max + 1`, percent-encoded text).
enum DifferentialOracle {
  /// What one input showed.
  struct Report {
    /// Disagreements: each is a bug in the router or in the reference.
    var failures: [String] = []
    /// The patterns of the table, as written.
    var patterns: [String] = []
    /// How many links were compared.
    var comparisons = 0
  }

  /// The app's own parameter types of every table: six hexadecimal digits, one to three
  /// bytes of anything, and `code`, written for the table as the value pattern
  /// ``codePattern`` and here by hand.
  static let customTypes: [String: @Sendable (String) -> Bool] = [
    "hex": { $0.utf8.count == 6 && $0.allSatisfy { $0.isASCII && $0.isHexDigit } },
    "short": { (1...3).contains($0.utf8.count) },
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

  static let literals = [
    "a", "b", "A", "users", "me", "42", "0042", "-7", "x+y", "café", "cafe\u{301}", "abcdef",
    "0f8fad5b-d9cb-469f-a165-70867728950e",
  ]
  static let types = ["int", "uuid", "hex", "short", "bool", "a|b|42", "code"]
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
    "true", "false", "1", "0", "ab1", "c", "TRUE",
  ]

  /// Runs every check on `bytes`.
  static func check(_ bytes: some Collection<UInt8>) -> Report {
    var input = Choices(Array(bytes))
    var report = Report()
    let plusIsSpace = input.next() & 1 == 1
    let policy = LinkPolicy(schemes: ["fz"], hosts: ["fuzz.example.com"], plusIsSpaceInQuery: plusIsSpace)
    var patterns = (0..<1 + Int(input.next() % 8)).map { _ in makePattern(&input) }

    // The table and the reference agree on whether it builds; if not, the clashing pattern goes.
    var table: RouteTable<Int>?
    while table == nil, !patterns.isEmpty {
      let parsed = patterns.compactMap { try? build([$0], policy: policy).patterns.first }
      guard parsed.count == patterns.count else {
        report.failures.append("a generated pattern does not parse: \(patterns)")
        return report
      }
      let clash = ReferenceMatcher(patterns: parsed, customTypes: customTypes).firstClash()
      do throws(RouteTableError) {
        table = try build(patterns, policy: policy)
        if let clash {
          report.failures.append("the table built, but \(patterns[clash]) clashes with an earlier pattern")
          return report
        }
      } catch {
        guard let clash, error.code == .ambiguousPatterns else {
          report.failures.append(
            "the table did not build (\(error.code)), the reference expects it to: \(error)")
          return report
        }
        patterns.remove(at: clash)
      }
    }
    guard let table else { return report }
    report.patterns = patterns
    let reference = ReferenceMatcher(patterns: table.patterns, customTypes: customTypes)

    for _ in 0..<1 + Int(input.next() % 4) {
      let path = makePath(&input)
      compare(.match, "fz://" + path.dropFirst(), table, reference, &report)
      compare(.match, "https://fuzz.example.com" + path, table, reference, &report)
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
      actual = ReferenceMatcher.Outcome.route(index: match.route, values: match.parameters.values).description
    } catch {
      actual = error.code.description
    }
    let expected: String
    do throws(LinkError) {
      // A bare path reads as the custom-scheme link of the same path.
      let normalized = try table.normalize(call == .match ? link : "fz://" + link.dropFirst())
      expected = reference.match(normalized).description
    } catch {
      expected = error.code.description
    }
    if actual != expected {
      report.failures.append(
        "\(call == .match ? "match" : "match(path:)") \(link)\n  table:     \(actual)\n  reference: \(expected)"
      )
    }
  }

  static let customTypeNames: [String: ParameterType] = Dictionary(
    uniqueKeysWithValues: customTypes.compactMap { name, accepts in
      name == "code"
        ? (try? ParameterType(name: name, pattern: codePattern)).map { (name, $0) }
        : (name, ParameterType(name: name) { accepts($0) })
    })

  static func build(_ patterns: [String], policy: LinkPolicy) throws(RouteTableError) -> RouteTable<Int> {
    var builder = RouteTable<Int>.Builder(policy: policy)
    for type in customTypeNames.values { builder.register(type) }
    for (index, pattern) in patterns.enumerated() {
      builder.add(pattern, parse: { _ in index }, print: { _ in nil })
    }
    return try builder.build()
  }

  /// A pattern of up to four segments and two query parameters.
  static func makePattern(_ input: inout Choices) -> String {
    var segments: [String] = []
    let count = Int(input.next() % 5)
    for position in 0..<count {
      switch input.next() % 8 {
      case 0, 1, 2, 3: segments.append(input.pick(literals))
      case 4: segments.append(":p\(position)(\(input.pick(types)))")
      case 5: segments.append(":p\(position)")
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
      query.append("\(key)=:q_\(key)\(type)\(input.next() & 1 == 0 ? "" : "?")")
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

  /// A link's path, starting with `/`: up to four segments (an empty one makes `//`), maybe a
  /// trailing slash, up to three query items and a fragment.
  static func makePath(_ input: inout Choices) -> String {
    var path = ""
    for _ in 0..<Int(input.next() % 5) { path += "/" + part(&input) }
    if path.isEmpty || input.next() % 4 == 0 { path += "/" }
    var items: [String] = []
    for _ in 0..<Int(input.next() % 4) {
      let key = input.next() % 8 == 0 ? "%71" : input.pick(queryKeys + ["other"])
      items.append(input.next() % 8 == 0 ? key : key + "=" + part(&input))
    }
    if !items.isEmpty { path += "?" + items.joined(separator: "&") }
    if input.next() % 4 == 0 { path += "#" + input.pick(fragments) }
    return path
  }

  /// A path segment or query value: from ``linkParts``, or a few of the input's own bytes,
  /// percent-encoded where they are not unreserved.
  static func part(_ input: inout Choices) -> String {
    guard input.next() % 6 == 0 else { return input.pick(linkParts) }
    var text = ""
    for _ in 0..<1 + Int(input.next() % 4) {
      let byte = input.next()
      let isUnreserved =
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x2D
      text += isUnreserved ? String(UnicodeScalar(byte)) : "%" + hex(byte)
    }
    return text
  }

  static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }

  /// The input read as a stream of choices; past its end, every choice is 0.
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
