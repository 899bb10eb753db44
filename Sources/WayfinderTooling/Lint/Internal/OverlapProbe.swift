@_spi(Internals) import WayfinderRouting

/// Asks route tables of one or two patterns what they accept, remembering the answers.
final class OverlapProbe {
  let policy: LinkPolicy
  let samples: [String]
  private var accepted: [String: Bool] = [:]
  private var tables: [String: RouteTable<Int>?] = [:]
  /// The first sample all of some types accept, by the types' names: what `common`, `values`
  /// and `query` look for, found once per set of types rather than once per pair of patterns.
  private var firstAccepted: [[String]: String?] = [:]

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

  /// The first sample every one of `types` accepts.
  private func firstSample(acceptedByAll types: [ParameterType]) -> String? {
    let key = types.map(\.name)
    if let known = firstAccepted[key] { return known }
    let found = samples.first { value in types.allSatisfy { accepts($0, value) } }
    firstAccepted[key] = found
    return found
  }

  /// A value both segments accept.
  func common(_ x: RoutePattern.Segment, _ y: RoutePattern.Segment) -> String? {
    switch (x, y) {
    case (.literal(let a), .literal(let b)): a == b ? a : nil
    case (.literal(let text), .parameter(_, let type)), (.parameter(_, let type), .literal(let text)):
      accepts(type, text) ? text : nil
    case (.parameter(_, let s), .parameter(_, let t)): firstSample(acceptedByAll: [s, t])
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
        guard let value = firstSample(acceptedByAll: [type]) else { return nil }
        values.append(value)
      case .wildcard: values.append("x")
      }
    }
    return values
  }

  /// A query both patterns accept: each key either requires, with a value each pattern that
  /// names the key accepts; `nil` when none does (two query literals of one key that differ).
  func query(_ firstPattern: RoutePattern, _ secondPattern: RoutePattern) -> String? {
    let (first, second) = (firstPattern.query, secondPattern.query)
    let literals = firstPattern.queryLiterals + secondPattern.queryLiterals
    var items: [String] = []
    var keys: [String] = []
    for literal in literals where !keys.contains(literal.key) {
      keys.append(literal.key)
      guard literals.allSatisfy({ $0.key != literal.key || $0.value == literal.value }) else { return nil }
      // A parameter of the same key must take the literal: the witness is checked by matching.
      items.append(Self.queryEncoded(literal.key) + "=" + Self.queryEncoded(literal.value))
    }
    for parameter in first + second where parameter.isRequired && !keys.contains(parameter.key) {
      keys.append(parameter.key)
      let types = (first + second).filter { $0.key == parameter.key }.map(\.type)
      guard let value = firstSample(acceptedByAll: types) else { return nil }
      items.append(Self.queryEncoded(parameter.key) + "=" + Self.queryEncoded(value))
    }
    guard let fragment = fragment(firstPattern, secondPattern) else { return nil }
    return items.joined(separator: "&") + fragment
  }

  /// A fragment both patterns accept, `#value`, or `""` for none; `nil` when no fragment
  /// suits both (two literals that differ, or a literal one parameter does not take).
  private func fragment(_ first: RoutePattern, _ second: RoutePattern) -> String? {
    let fragments = [first, second].compactMap { pattern -> (RoutePattern.Segment, Bool)? in
      pattern.fragment.map { ($0, pattern.isFragmentRequired) }
    }
    let literals = fragments.compactMap { if case .literal(let text) = $0.0 { text } else { nil } }
    let types = fragments.compactMap { if case .parameter(_, let type) = $0.0 { type } else { nil } }
    if let literal = literals.first {
      guard literals.allSatisfy({ $0 == literal }), types.allSatisfy({ accepts($0, literal) }) else {
        return nil
      }
      return "#" + Self.queryEncoded(literal)
    }
    guard fragments.contains(where: \.1) else { return "" }
    guard let value = firstSample(acceptedByAll: types) else { return nil }
    return "#" + Self.queryEncoded(value)
  }

  /// A table of the patterns written `texts`, each route its index, with the app's own
  /// parameter types among `types` registered; `nil` when they do not build together.
  private func table(_ texts: [String], types: [ParameterType]) -> RouteTable<Int>? {
    let key = texts.joined(separator: "\n")
    if let known = tables[key] { return known }
    var builder = RouteTable<Int>.Builder(policy: policy)
    var registered: Set<String> = []
    for type in types
    where !Self.builtIn.contains(type.name) && !type.isWrittenInPattern
      && registered.insert(type.name).inserted
    {
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
    ParameterType.string.name, ParameterType.int.name, ParameterType.uuid.name, ParameterType.bool.name,
  ]

  /// The parameter types a pattern uses.
  private static func types(of pattern: RoutePattern) -> [ParameterType] {
    pattern.segments.compactMap { segment -> ParameterType? in
      if case .parameter(_, let type) = segment { type } else { nil }
    } + pattern.query.map(\.type)
      + [pattern.fragment].compactMap { fragment -> ParameterType? in
        if case .parameter(_, let type)? = fragment { type } else { nil }
      }
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
