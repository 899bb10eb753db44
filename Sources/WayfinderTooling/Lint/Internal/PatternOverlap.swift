import WayfinderRouting

/// Finds pairs of route patterns that one link matches both of, where the table's choice may
/// not be the one the app's developer expects.
///
/// The table picks among overlapping patterns segment by segment from the left: a literal
/// beats a typed parameter, which beats a plain one, which beats a wildcard; typed parameters
/// of different types are tried in a fixed order (`int`, `uuid`, then the app's by name). A
/// pair is reported when some link matches both and either neither pattern is at least as
/// specific at every segment (`/:a(int)/:b` and `/:c/edit` both take `/1/edit`; the first wins
/// at the first segment though the second has the literal), or at one segment both have typed
/// parameters of different types that accept the same text (`:id(int)` and `:slug(slug)`
/// where `slug` accepts `1`). A literal against a parameter, or patterns one of which is more
/// specific everywhere, are not reported: the more specific one wins as anyone would expect.
///
/// Each reported pair comes with a link that matches both, built from the patterns and checked
/// with the route table's own matcher, and the pattern the app's table gives it to.
struct PatternOverlap {
  let app: ToolApp

  /// Values tried where two parameters meet: each built-in type's, common words, and every
  /// literal segment of the app.
  private var samples: [String] {
    var values = [
      "1", "0", "-1", "42", "00000000-0000-0000-0000-000000000001", "x", "a", "abc", "abc-def", "a_b", "A",
      "Abc",
      "1a", "a1", "en", "en-US", "2024-01-01", "1.5", "true", "me", "new",
    ]
    for pattern in app.patterns {
      for case .literal(let text) in pattern.segments where !values.contains(text) { values.append(text) }
    }
    return values
  }

  func findings() -> [LintFinding] {
    let patterns = app.patterns
    let probe = Probe(policy: app.policy, samples: samples)
    var findings: [LintFinding] = []
    for first in patterns.indices {
      for second in patterns.indices where second > first {
        if let finding = check(patterns[first], patterns[second], probe) { findings.append(finding) }
      }
    }
    return findings
  }

  /// What a link matching both patterns shows about them, if one does.
  private func check(_ first: RoutePattern, _ second: RoutePattern, _ probe: Probe) -> LintFinding? {
    guard let witness = Witness(first, second, probe), probe.matches(first, witness.link),
      probe.matches(second, witness.link)
    else { return nil }
    let crossing = witness.firstBetter && witness.secondBetter
    guard crossing || witness.typeClash != nil else { return nil }
    let winner = probe.winner(first, second, witness.link)
    var message = "\"\(witness.link)\" matches both \(first) and \(second)"
    if let clash = witness.typeClash {
      message += ": the parameter types \(clash.types.0) and \(clash.types.1) both accept \"\(clash.value)\""
      if let winner { message += ", and \(winner) takes it, as typed parameters are tried in a fixed order" }
    } else {
      message += ", and neither is more specific at every segment"
      if let winner { message += ": \(winner) takes it, as segments are compared from the left" }
    }
    message += "; make one of them more specific, or check that this is meant"
    return LintFinding(.warning, .ambiguousPatterns, message, pattern: "\(first)")
  }
}

/// A link two patterns could both match, and how they compare along it.
private struct Witness {
  var link = ""
  /// Whether the first pattern is strictly more specific at some segment.
  var firstBetter = false
  /// Whether the second pattern is strictly more specific at some segment.
  var secondBetter = false
  /// Two typed parameters of different types at one segment, and the value both accept.
  var typeClash: (types: (String, String), value: String)?

  init?(_ first: RoutePattern, _ second: RoutePattern, _ probe: Probe) {
    let (a, b) = (first.segments, second.segments)
    var segments: [String] = []
    var index = 0
    while index < a.count || index < b.count {
      switch (index < a.count ? a[index] : nil, index < b.count ? b[index] : nil) {
      case (.wildcard?, .wildcard?):
        segments.append("x")
        index = max(a.count, b.count)
      case (.wildcard?, _):
        // The wildcard takes what is left of the other pattern: one segment or more.
        guard index < b.count, let rest = probe.values(b[index...]) else { return nil }
        segments += rest
        compare(Array(repeating: 3, count: rest.count), b[index...].map(Self.rank))
        index = b.count
      case (_, .wildcard?):
        guard index < a.count, let rest = probe.values(a[index...]) else { return nil }
        segments += rest
        compare(a[index...].map(Self.rank), Array(repeating: 3, count: rest.count))
        index = a.count
      case (let x?, let y?):
        guard let value = probe.common(x, y) else { return nil }
        segments.append(value)
        compare([Self.rank(x)], [Self.rank(y)])
        if case .parameter(_, let s) = x, case .parameter(_, let t) = y, s.name != t.name,
          Self.rank(x) == 1, Self.rank(y) == 1, typeClash == nil
        {
          typeClash = ((s.name, t.name), value)
        }
        index += 1
      default:
        return nil
      }
    }
    guard let query = probe.query(first.query, second.query) else { return nil }
    link = "/" + segments.map(Probe.pathEncoded).joined(separator: "/") + (query.isEmpty ? "" : "?" + query)
  }

  private mutating func compare(_ first: [Int], _ second: [Int]) {
    for (x, y) in zip(first, second) {
      if x < y { firstBetter = true }
      if y < x { secondBetter = true }
    }
  }

  /// How specific a segment is, lower first: literal, typed parameter, plain parameter,
  /// wildcard.
  static func rank(_ segment: RoutePattern.Segment) -> Int {
    switch segment {
    case .literal: 0
    case .parameter(_, let type): type.name == ParameterType.string.name ? 2 : 1
    case .wildcard: 3
    }
  }
}

/// Asks route tables of one or two patterns what they accept, remembering the answers.
private final class Probe {
  let policy: LinkPolicy
  let samples: [String]
  private var accepted: [String: Bool] = [:]
  private var tables: [String: RouteTable<Int>?] = [:]

  init(policy: LinkPolicy, samples: [String]) {
    // The app's limits, no scheme or host: links are matched as bare paths.
    self.policy = LinkPolicy(
      schemes: ["wayfinder-lint"], maxLength: policy.maxLength, maxSegments: policy.maxSegments,
      maxQueryItems: policy.maxQueryItems)
    self.samples = samples
  }

  /// Whether `pattern` alone matches the bare path `link`.
  func matches(_ pattern: RoutePattern, _ link: String) -> Bool {
    guard let table = table(["\(pattern)"], types: Self.types(of: pattern)) else { return false }
    return (try? table.match(path: link)) != nil
  }

  /// The pattern a table of both patterns gives `link` to.
  func winner(_ first: RoutePattern, _ second: RoutePattern, _ link: String) -> String? {
    let types = Self.types(of: first) + Self.types(of: second)
    guard let table = table(["\(first)", "\(second)"], types: types), let match = try? table.match(path: link)
    else { return nil }
    return match.route == 0 ? "\(first)" : "\(second)"
  }

  /// Whether a parameter of `type` accepts `value`.
  func accepts(_ type: ParameterType, _ value: String) -> Bool {
    let key = type.name + "\n" + value
    if let known = accepted[key] { return known }
    let table = table(["/:value(\(type.name))"], types: [type])
    let result = table.map { (try? $0.match(path: "/" + Self.pathEncoded(value))) != nil } ?? false
    accepted[key] = result
    return result
  }

  /// A value both segments accept.
  func common(_ x: RoutePattern.Segment, _ y: RoutePattern.Segment) -> String? {
    switch (x, y) {
    case (.literal(let a), .literal(let b)): a == b ? a : nil
    case (.literal(let text), .parameter(_, let type)), (.parameter(_, let type), .literal(let text)):
      accepts(type, text) ? text : nil
    case (.parameter(_, let s), .parameter(_, let t)): samples.first { accepts(s, $0) && accepts(t, $0) }
    case (.wildcard, _), (_, .wildcard): "x"
    }
  }

  /// A value for each segment, or `nil` when one has none.
  func values(_ segments: ArraySlice<RoutePattern.Segment>) -> [String]? {
    var values: [String] = []
    for segment in segments {
      switch segment {
      case .literal(let text): values.append(text)
      case .parameter(_, let type):
        guard let value = samples.first(where: { accepts(type, $0) }) else { return nil }
        values.append(value)
      case .wildcard: values.append("x")
      }
    }
    return values
  }

  /// A query both patterns accept: each key either requires, with a value each pattern that
  /// names the key accepts.
  func query(_ first: [RoutePattern.QueryParameter], _ second: [RoutePattern.QueryParameter]) -> String? {
    var items: [String] = []
    var keys: [String] = []
    for parameter in first + second where parameter.isRequired && !keys.contains(parameter.key) {
      keys.append(parameter.key)
      let types = (first + second).filter { $0.key == parameter.key }.map(\.type)
      guard let value = samples.first(where: { value in types.allSatisfy { accepts($0, value) } }) else {
        return nil
      }
      items.append(Self.queryEncoded(parameter.key) + "=" + Self.queryEncoded(value))
    }
    return items.joined(separator: "&")
  }

  /// A table of the patterns written `texts`, each route its index, with the app's own
  /// parameter types among `types` registered; `nil` when they do not build together.
  private func table(_ texts: [String], types: [ParameterType]) -> RouteTable<Int>? {
    let key = texts.joined(separator: "\n")
    if let known = tables[key] { return known }
    var builder = RouteTable<Int>.Builder(policy: policy)
    var registered: Set<String> = []
    for type in types where !Self.builtIn.contains(type.name) && registered.insert(type.name).inserted {
      builder.register(type)
    }
    for (index, text) in texts.enumerated() {
      builder.add(text, parse: { _ in index }, print: { _ in nil })
    }
    let table = try? builder.build()
    tables[key] = table
    return table
  }

  private static let builtIn: Set<String> = [
    ParameterType.string.name, ParameterType.int.name, ParameterType.uuid.name,
  ]

  /// The parameter types a pattern uses.
  private static func types(of pattern: RoutePattern) -> [ParameterType] {
    pattern.segments.compactMap { segment -> ParameterType? in
      if case .parameter(_, let type) = segment { type } else { nil }
    } + pattern.query.map(\.type)
  }

  /// `text` for a path segment: RFC 3986's unreserved characters as they are, the rest
  /// percent-encoded.
  static func pathEncoded(_ text: String) -> String { queryEncoded(text) }

  /// `text` for a query key or value: unreserved characters as they are, the rest
  /// percent-encoded.
  static func queryEncoded(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
      let scalar = Unicode.Scalar(byte)
      if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || "-._~".unicodeScalars.contains(scalar)
      {
        out.unicodeScalars.append(scalar)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return out
  }
}
