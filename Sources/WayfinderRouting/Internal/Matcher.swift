/// Walks the trie over a scanned link's path, backtracking from the most specific edge to the
/// least, and checks the query of the routes that end where the path does.
///
/// It works on the link's bytes and records captures as byte ranges; it makes no strings.
struct Matcher {
  typealias Bytes = UnsafeBufferPointer<UInt8>

  /// The link's bytes. Sound: a matcher lives inside the closure that lends them
  /// (`withContiguousStorageIfAvailable` in ``RoutingCore``), and keeps only offsets past it.
  let bytes: Bytes
  let trie: Trie
  let infos: [EntryInfo]
  let plusIsSpace: Bool
  let pathEnd: Int
  let query: Range<Int>?
  let fragment: Range<Int>?
  /// The link's host, lowercased or not; empty for a custom scheme or a bare path.
  let host: Range<Int>
  var captures = CaptureBuffer()

  /// How far the walk got, for the message when nothing matches.
  var deepestOffset = 0
  var deepestNode: Int32 = 0
  /// A route whose path matched but whose query did not.
  var queryMiss: (entry: Int, key: Int)?
  /// A route whose path and required query matched but which the link gives an optional query
  /// parameter of the wrong type, or a query item it refuses (its `key` then `~index` among the
  /// refused keys): the match stops there and the link is refused.
  var refusal: (entry: Int, key: Int, value: Range<Int>)?
  /// A route whose path matched but which answers on other hosts only.
  var hostMiss: Int?

  init(
    bytes: Bytes, core: RoutingCore, path: Range<Int>, query: Range<Int>?, host: Range<Int>,
    fragment: Range<Int>? = nil
  ) {
    self.host = host
    self.bytes = bytes
    trie = core.trie
    infos = core.infos
    plusIsSpace = core.policy.limits.plusIsSpace
    self.pathEnd = path.upperBound
    self.query = query
    self.fragment = fragment
    self.deepestOffset = path.lowerBound
  }

  /// The index of the matching route, with its values in ``captures``.
  mutating func run(from start: Int) -> Int? {
    walk(0, from: start).map(Int.init)
  }

  private mutating func walk(_ nodeIndex: Int32, from offset: Int) -> Int32? {
    var start = offset
    while start < pathEnd, bytes[start] == UInt8(ascii: "/") { start += 1 }
    let node = trie.nodes[Int(nodeIndex)]
    if start >= deepestOffset {
      deepestOffset = start
      deepestNode = nodeIndex
    }
    if start == pathEnd {
      return candidates(node.terminalStart..<node.terminalEnd)
    }
    var end = start
    var hasPercent = false
    while end < pathEnd, bytes[end] != UInt8(ascii: "/") {
      if bytes[end] == UInt8(ascii: "%") { hasPercent = true }
      end += 1
    }
    let segment = Bytes(rebasing: bytes[start..<end])
    let mark = captures.count

    if node.slotMask >= 0 {
      let (slots, literals) = (trie.slots, trie.literalBytes)
      let child =
        hasPercent
        ? PercentEncoding.withDecoded(segment, hasPercent: true) {
          TrieProbe.literalChild(node, $0, slots: slots, literals: literals)
        }
        // Sound: the segment starts at `start` of the link's bytes, so `bytes.count - start`
        // bytes from its first one are the link's.
        : TrieProbe.literalChild(
          node, segment, readable: bytes.count - start, slots: slots, literals: literals)
      if let child, let found = walk(child, from: end) { return found }
      if refusal != nil { return nil }
    }
    if node.typedStart < node.typedEnd {
      for edgeIndex in Int(node.typedStart)..<Int(node.typedEnd) {
        let edge = trie.typedEdges[edgeIndex]
        let accepted = PercentEncoding.withDecoded(segment, hasPercent: hasPercent) { edge.accepts($0) }
        guard accepted else { continue }
        captures.append(start..<end, hasPercent: hasPercent)
        if let found = walk(edge.child, from: end) { return found }
        if refusal != nil { return nil }
        captures.truncate(to: mark)
      }
    }
    if node.plain >= 0 {
      captures.append(start..<end, hasPercent: hasPercent)
      if let found = walk(node.plain, from: end) { return found }
      if refusal != nil { return nil }
      captures.truncate(to: mark)
    }
    if node.wildcardStart < node.wildcardEnd {
      captures.append(start..<pathEnd)
      if let found = candidates(node.wildcardStart..<node.wildcardEnd) { return found }
      captures.truncate(to: mark)
    }
    return nil
  }

  /// The first route among `range` whose query the link satisfies.
  private mutating func candidates(_ range: Range<Int32>) -> Int32? {
    guard !range.isEmpty else { return nil }
    let mark = captures.count
    for position in Int(range.lowerBound)..<Int(range.upperBound) {
      let entry = trie.entries[position]
      if entry >= 0 { return entry }
      if matchQuery(infos[Int(~entry)]) { return ~entry }
      if refusal != nil { return nil }
      captures.truncate(to: mark)
    }
    return nil
  }

  /// Whether the link gives `entry` its required query parameters, each of its type. An
  /// optional one of the wrong type is a ``refusal``, decided only once the required ones are
  /// there: the link then means this route, and a wrong value must not let it fall through to
  /// another that drops the value.
  private mutating func matchQuery(_ entry: EntryInfo) -> Bool {
    if !entry.hosts.isEmpty, !takesHost(entry.hosts) {
      if hostMiss == nil { hostMiss = entry.index }
      return false
    }
    for (literalIndex, literal) in entry.literals.enumerated() {
      guard let value = queryValue(for: literal.key), !value.isEmpty, equals(value, literal.value) else {
        // A literal's miss is numbered below zero: `~literalIndex`.
        if queryMiss == nil { queryMiss = (entry.index, ~literalIndex) }
        return false
      }
    }
    var wrongOptional: (key: Int, value: Range<Int>)?
    for (keyIndex, spec) in entry.query.enumerated() {
      guard let value = queryValue(for: spec.key), !value.isEmpty else {
        if spec.isRequired {
          if queryMiss == nil { queryMiss = (entry.index, keyIndex) }
          return false
        }
        captures.append(CaptureBuffer.absent, hasPercent: false)
        continue
      }
      let slice = Bytes(rebasing: bytes[value])
      let plusAsSpace = plusIsSpace
      let hasPercent = PercentEncoding.needsDecoding(slice, plusAsSpace: plusAsSpace)
      let accepted = PercentEncoding.withDecoded(slice, hasPercent: hasPercent, plusAsSpace: plusAsSpace) {
        spec.type.accepts($0)
      }
      guard accepted else {
        if !spec.isRequired {
          if wrongOptional == nil { wrongOptional = (keyIndex, value) }
          continue
        }
        if queryMiss == nil { queryMiss = (entry.index, keyIndex) }
        return false
      }
      captures.append(value, hasPercent: hasPercent)
    }
    guard entry.hasExtras else {
      if let wrongOptional {
        refusal = (entry.index, wrongOptional.key, wrongOptional.value)
        return false
      }
      return true
    }
    return matchExtras(entry, wrongOptional: wrongOptional)
  }

  /// The rest of `entry` once its query parameters matched: its fragment, a requirement like
  /// a required query parameter; then the refusals (an optional value of the wrong type, a
  /// query item it refuses); then the captures of the query it passes on and of the fragment.
  private mutating func matchExtras(_ entry: EntryInfo, wrongOptional: (key: Int, value: Range<Int>)?) -> Bool
  {
    var fragmentCapture = CaptureBuffer.absent
    var fragmentHasPercent = false
    if let literal = entry.fragmentLiteral {
      guard let fragment, equals(fragment, literal, plusAsSpace: false) else {
        if queryMiss == nil { queryMiss = (entry.index, Self.fragmentMiss) }
        return false
      }
    } else if let type = entry.fragmentType {
      if let given = fragment, !given.isEmpty {
        let slice = Bytes(rebasing: bytes[given])
        let hasPercent = slice.contains(UInt8(ascii: "%"))
        if PercentEncoding.withDecoded(slice, hasPercent: hasPercent, { type.accepts($0) }) {
          (fragmentCapture, fragmentHasPercent) = (given, hasPercent)
        }
      }
      // An optional fragment of another type is dropped: a page's anchors are not the app's.
      if fragmentCapture == CaptureBuffer.absent, entry.isFragmentRequired {
        if queryMiss == nil { queryMiss = (entry.index, Self.fragmentMiss) }
        return false
      }
    }
    if let wrongOptional {
      refusal = (entry.index, wrongOptional.key, wrongOptional.value)
      return false
    }
    for (index, key) in entry.refusedKeys.enumerated() {
      guard let value = queryValue(for: key) else { continue }
      refusal = (entry.index, ~index, value)
      return false
    }
    if entry.passesQueryOn { captures.append(query ?? CaptureBuffer.absent) }
    if entry.fragmentType != nil { captures.append(fragmentCapture, hasPercent: fragmentHasPercent) }
    return true
  }

  /// The key of a ``queryMiss`` that is the fragment's.
  static let fragmentMiss = Int.min

  /// Whether one of `hosts` (lowercased names or `*.` wildcards) takes the link's host.
  private func takesHost(_ hosts: [String]) -> Bool {
    guard !host.isEmpty else { return false }
    let name = String(decoding: Bytes(rebasing: bytes[host]), as: UTF8.self).lowercased()
    return hosts.contains { HostName.matches($0, name) }
  }

  /// Whether the query value at `range`, decoded, is `literal`.
  private func equals(_ range: Range<Int>, _ literal: [UInt8]) -> Bool {
    equals(range, literal, plusAsSpace: plusIsSpace)
  }

  private func equals(_ range: Range<Int>, _ literal: [UInt8], plusAsSpace: Bool) -> Bool {
    let slice = Bytes(rebasing: bytes[range])
    let hasPercent = PercentEncoding.needsDecoding(slice, plusAsSpace: plusAsSpace)
    return PercentEncoding.withDecoded(slice, hasPercent: hasPercent, plusAsSpace: plusAsSpace) {
      $0.elementsEqual(literal)
    }
  }

  /// The value range of the first query item named `key`.
  func queryValue(for key: [UInt8]) -> Range<Int>? {
    Self.queryValue(for: key, in: bytes, query: query)
  }

  /// The value range of the first query item named `key` in `query` of `bytes`.
  static func queryValue(for key: [UInt8], in bytes: Bytes, query: Range<Int>?) -> Range<Int>? {
    guard let query else { return nil }
    var index = query.lowerBound
    while index < query.upperBound {
      let itemStart = index
      var equals = -1
      while index < query.upperBound, bytes[index] != UInt8(ascii: "&") {
        if equals < 0, bytes[index] == UInt8(ascii: "=") { equals = index }
        index += 1
      }
      let nameEnd = equals < 0 ? index : equals
      let name = Bytes(rebasing: bytes[itemStart..<nameEnd])
      let matches = PercentEncoding.withDecoded(name, hasPercent: name.contains(UInt8(ascii: "%"))) {
        $0.elementsEqual(key)
      }
      if matches { return equals < 0 ? index..<index : equals + 1..<index }
      index += 1
    }
    return nil
  }
}
