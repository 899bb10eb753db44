@_spi(Internals) import WayfinderRouting

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
/// where `slug` accepts `1`), or two required query parameters of one key do
/// (`?x=:x(red|orange)` and `?x=:x(orange|green)`). A literal against a parameter, or patterns one of which is more
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
    var seen = Set(values)
    for pattern in app.patterns {
      for case .literal(let text) in pattern.segments where seen.insert(text).inserted { values.append(text) }
      // Each value a set or a value pattern takes, so that two typed parameters meet on one.
      let types =
        pattern.segments.compactMap { if case .parameter(_, let type) = $0 { type } else { nil } }
        + pattern.query.map(\.type)
      for type in types {
        for value in (type.members ?? []) + (type.example.map { [$0] } ?? [])
        where seen.insert(value).inserted {
          values.append(value)
        }
      }
    }
    return values
  }

  func findings() -> [LintFinding] {
    let patterns = app.patterns
    let probe = OverlapProbe(policy: app.policy, samples: samples)
    let trie = PatternTrie(patterns)
    var findings: [LintFinding] = []
    for first in patterns.indices {
      // Only the patterns a link could match together with this one: the pairs the trie
      // rules out would find no witness.
      for second in trie.candidates(overlapping: patterns[first], probe) where second > first {
        if let finding = check(patterns[first], patterns[second], probe) { findings.append(finding) }
      }
    }
    return findings
  }

  /// What a link matching both patterns shows about them, if one does.
  private func check(_ first: RoutePattern, _ second: RoutePattern, _ probe: OverlapProbe) -> LintFinding? {
    // Routes on hosts that share no link never meet.
    guard HostName.overlap(first.hosts, second.hosts) else { return nil }
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

  init?(_ first: RoutePattern, _ second: RoutePattern, _ probe: OverlapProbe) {
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
    guard let query = probe.query(first, second) else { return nil }
    if typeClash == nil { typeClash = Self.queryClash(first, second, probe) }
    link =
      "/" + segments.map(OverlapProbe.pathEncoded).joined(separator: "/")
      + (query.isEmpty || query.hasPrefix("#") ? query : "?" + query)
  }

  /// Two typed query parameters of one key, both required, of different types that accept
  /// one value: told apart by the link's value as typed segments are, in the same fixed order
  /// (`?x=:x(red|orange)` and `?x=:x(orange|green)` both take `orange`).
  private static func queryClash(_ first: RoutePattern, _ second: RoutePattern, _ probe: OverlapProbe)
    -> (types: (String, String), value: String)?
  {
    for p in first.query where p.isRequired && p.type.name != ParameterType.string.name {
      for q in second.query
      where q.isRequired && q.key == p.key && q.type.name != p.type.name
        && q.type.name != ParameterType.string.name
      {
        if let value = probe.common(
          .parameter(name: p.name, type: p.type), .parameter(name: q.name, type: q.type))
        {
          return ((p.type.name, q.type.name), value)
        }
      }
    }
    return nil
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
