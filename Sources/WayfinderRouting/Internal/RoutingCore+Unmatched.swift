/// Where a failed match stopped, kept to explain it later.
struct MatchFailure: Sendable {
  let scanned: ScannedLink
  let deepestOffset: Int
  let deepestNode: Int32
  let queryMiss: (entry: Int, key: Int)?
}

extension RoutingCore {
  /// The error for a link that matched no route. Its words are made only when read.
  func unmatched(_ matcher: Matcher, link: String, scanned: ScannedLink) -> LinkError {
    let failure = MatchFailure(
      scanned: scanned, deepestOffset: matcher.deepestOffset, deepestNode: matcher.deepestNode,
      queryMiss: matcher.queryMiss)
    return LinkError(.noMatch, link: link) { [trie, infos] in
      Array(link.utf8).withUnsafeBufferPointer { bytes in
        Self.explain(failure, bytes: bytes, trie: trie, infos: infos)
      }
    }
  }

  /// The error for a link that gives a route's optional query parameter a value of the wrong
  /// type.
  static func refused(
    _ refusal: (entry: Int, key: Int, value: Range<Int>),
    link: String,
    infos: [EntryInfo]
  ) -> LinkError {
    let pattern = infos[refusal.entry].pattern
    if refusal.key < 0 {
      let key = pattern.refusedQueryKeys[~refusal.key]
      let value = refusal.value
      let start = max(0, value.lowerBound - key.utf8.count - (value.isEmpty ? 0 : 1))
      return LinkError(
        .refusedQueryItem, link: link,
        reason: "the query item \"\(key)\" refuses the link (in \(pattern.text), written \"!\(key)\")",
        range: start..<value.upperBound, closestPattern: pattern.text)
    }
    let spec = pattern.query[refusal.key]
    return LinkError(
      .invalidQueryValue, link: link,
      reason:
        "query parameter \"\(spec.key)\" is not \(article(spec.type)) (in \(pattern.text)); "
        + "an optional parameter the link gives must be of its type",
      range: refusal.value, closestPattern: pattern.text)
  }

  /// Says how far a link got and what a route expected there.
  private static func explain(
    _ failure: MatchFailure,
    bytes: UnsafeBufferPointer<UInt8>,
    trie: Trie,
    infos: [EntryInfo]
  ) -> LinkError.Detail {
    let scanned = failure.scanned
    let path = scanned.pathRange
    var segments: [(text: String, range: Range<Int>)] = []
    var index = path.lowerBound
    while index < path.upperBound {
      while index < path.upperBound, bytes[index] == UInt8(ascii: "/") { index += 1 }
      let start = index
      while index < path.upperBound, bytes[index] != UInt8(ascii: "/") { index += 1 }
      if index > start {
        segments.append((LinkScanner.string(bytes, start..<index), start..<index))
      }
    }
    let shownPath = "/" + segments.map(\.text).joined(separator: "/")
    let node = trie.nodes[Int(failure.deepestNode)]
    let exampleIndex = continuingExample(node, at: failure.deepestNode, trie: trie)
    let example = exampleIndex >= 0 ? infos[Int(exampleIndex)].pattern.text : nil

    if let miss = failure.queryMiss, miss.key == Matcher.fragmentMiss {
      let pattern = infos[miss.entry].pattern
      let expected: String
      switch pattern.fragment {
      case .literal(let text)?: expected = "the fragment \"#\(text)\""
      case .parameter(_, let type)?: expected = "a fragment that is \(Self.article(type))"
      case .wildcard?, nil: expected = "a fragment"
      }
      let found = scanned.fragmentRange.flatMap { $0.isEmpty ? nil : $0 }
      return LinkError.Detail(
        reason: "no route matches \(shownPath): \(pattern.text) needs \(expected)"
          + (found == nil ? ", and the link has none" : ""),
        range: found.map { $0.lowerBound - 1..<$0.upperBound }, closestPattern: pattern.text)
    }
    if let miss = failure.queryMiss {
      let info = infos[miss.entry]
      let literal = miss.key < 0 ? info.pattern.queryLiterals[~miss.key] : nil
      let key = literal?.key ?? info.pattern.query[miss.key].key
      let found = Matcher.queryValue(for: Array(key.utf8), in: bytes, query: scanned.queryRange).flatMap {
        $0.isEmpty ? nil : $0
      }
      let wrong =
        literal.map { "is not \"\($0.value)\"" }
        ?? "is not \(Self.article(info.pattern.query[miss.key].type))"
      let reason =
        found == nil
        ? "no route matches \(shownPath): query parameter \"\(key)\" is missing (in \(info.pattern.text))"
        : "no route matches \(shownPath): query parameter \"\(key)\" \(wrong) (in \(info.pattern.text))"
      return LinkError.Detail(
        reason: reason, range: found ?? scanned.queryRange,
        closestPattern: info.pattern.text)
    }

    guard let failing = segments.firstIndex(where: { $0.range.lowerBound >= failure.deepestOffset }) else {
      // Every segment was consumed, but no route ends there.
      let expected = expectations(node, trie: trie)
      return LinkError.Detail(
        reason: "no route matches \(shownPath): the link ends where a route expects \(Self.list(expected))"
          + (example.map { " (as in \($0))" } ?? ""),
        range: path.isEmpty ? nil : path.upperBound - 1..<path.upperBound, closestPattern: example)
    }
    let segment = segments[failing]
    let prefix =
      failing == 0 ? "" : " after \"/" + segments[..<failing].map(\.text).joined(separator: "/") + "\""
    let expected = expectations(node, trie: trie)
    let reason: String
    if expected.isEmpty {
      reason =
        "no route matches \(shownPath): nothing follows \"/\(segments[..<failing].map(\.text).joined(separator: "/"))\""
        + (example.map { " (as in \($0))" } ?? "")
    } else {
      reason =
        "no route matches \(shownPath): \"\(segment.text)\"\(prefix) is not \(Self.list(expected))"
        + (failing > 0 ? example.map { " (as in \($0))" } ?? "" : "")
    }
    return LinkError.Detail(
      reason: reason, range: segment.range.lowerBound..<path.upperBound,
      closestPattern: failing > 0 ? example : nil)
  }

  /// The route to name in "(as in …)": one that goes on past `node` the way the link could
  /// not, a typed parameter first (the one whose value failed), then a literal, the plain
  /// parameter and the wildcard; a route that ends at `node` only when none goes on.
  private static func continuingExample(_ node: Trie.Node, at index: Int32, trie: Trie) -> Int32 {
    if node.typedStart < node.typedEnd {
      return trie.examples[Int(trie.typedEdges[Int(node.typedStart)].child)]
    }
    if node.slotMask >= 0 {
      let children = (0...Int(node.slotMask)).map { trie.slots[Int(node.slotStart) + $0].child }
      if let first = children.filter({ $0 >= 0 }).map({ trie.examples[Int($0)] }).filter({ $0 >= 0 }).min() {
        return first
      }
    }
    if node.plain >= 0 { return trie.examples[Int(node.plain)] }
    if node.wildcardStart < node.wildcardEnd {
      let entry = trie.entries[Int(node.wildcardStart)]
      return entry >= 0 ? entry : ~entry
    }
    return trie.examples[Int(index)]
  }

  /// What a route expects as the next segment after `node`.
  private static func expectations(_ node: Trie.Node, trie: Trie) -> [String] {
    var expected = trie.literals(of: node).map { "\"\($0)\"" }
    if expected.count > 6 { expected = Array(expected.prefix(6)) + ["…"] }
    for edge in trie.typedEdges[Int(node.typedStart)..<Int(node.typedEnd)] {
      expected.append(article(edge.type))
    }
    if node.plain >= 0 { expected.append("a parameter") }
    if node.wildcardStart < node.wildcardEnd { expected.append("the rest of a path") }
    return expected
  }

  static func article(_ type: ParameterType) -> String {
    if type.isWrittenInPattern, let members = type.members {
      return "one of " + members.map { "\"\($0)\"" }.joined(separator: ", ")
    }
    return switch type.name {
    case "bool": "a bool (true, false, 1 or 0)"
    case "int": "an int"
    case "uuid": "a uuid"
    case "string": "a non-empty text"
    default: "a \(type.name)"
    }
  }

  private static func list(_ items: [String]) -> String {
    switch items.count {
    case 0: "nothing more"
    case 1: items[0]
    default: items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
    }
  }
}
