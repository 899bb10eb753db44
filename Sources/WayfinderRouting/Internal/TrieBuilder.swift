/// Builds a ``Trie`` from patterns, and finds the patterns that would match the same links.
///
/// The routes are sorted by their path shapes, so that every node of the trie is a run of
/// consecutive routes sharing a prefix: the trie is laid out in one pass, in depth-first order
/// (a node and its first child sit side by side in memory), with no tree of objects on the
/// way, and patterns of the same shape end up side by side, where clashes are easy to find.
///
/// Each distinct step of the shapes is numbered once, in matching order, and the routes are
/// sorted and grouped by those numbers: comparing the steps themselves (byte arrays and type
/// names, copied in and out of their enum) at every comparison made the sort about a seventh of
/// building a table of 1,000 routes, in a `perf` profile.
struct TrieBuilder {
  /// One step of a path shape, ordered as matching tries them: literals, typed parameters by
  /// rank, the plain parameter, the wildcard.
  enum EdgeKey: Comparable, Hashable {
    /// The literal's UTF-8 bytes: literals compare byte for byte, as links are matched, so
    /// `café` composed and decomposed are two literals.
    case literal([UInt8])
    case typed(rank: Int, name: String, type: ParameterType)
    case plain
    case wildcard

    init(_ segment: RoutePattern.Segment) {
      switch segment {
      case .literal(let text): self = .literal(Array(text.utf8))
      case .parameter(_, let type) where type.isPlainString: self = .plain
      case .parameter(_, let type): self = .typed(rank: type.rank, name: type.name, type: type)
      case .wildcard: self = .wildcard
      }
    }

    private var order: Int {
      switch self {
      case .literal: 0
      case .typed: 1
      case .plain: 2
      case .wildcard: 3
      }
    }

    static func < (lhs: EdgeKey, rhs: EdgeKey) -> Bool {
      switch (lhs, rhs) {
      case (.literal(let a), .literal(let b)): a.lexicographicallyPrecedes(b)
      case (.typed(let r1, let n1, _), .typed(let r2, let n2, _)): (r1, n1) < (r2, n2)
      default: lhs.order < rhs.order
      }
    }

    /// Hashes what `==` compares: a literal's bytes at once, a typed parameter's type name.
    func hash(into hasher: inout Hasher) {
      hasher.combine(order)
      switch self {
      case .literal(let bytes): bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
      case .typed(_, let name, _): hasher.combine(name)
      case .plain, .wildcard: break
      }
    }

    static func == (lhs: EdgeKey, rhs: EdgeKey) -> Bool {
      switch (lhs, rhs) {
      case (.literal(let a), .literal(let b)): a == b
      case (.typed(_, let n1, _), .typed(_, let n2, _)): n1 == n2
      case (.plain, .plain), (.wildcard, .wildcard): true
      default: false
      }
    }
  }

  private let infos: [EntryInfo]
  /// The distinct steps of the routes' shapes, in matching order: a step's number is its place.
  private let steps: [EdgeKey]
  /// The routes' shapes as step numbers, one route after another: route `r`'s are
  /// `shapes[shapeStarts[r]..<shapeStarts[r + 1]]`.
  private let shapes: [Int32]
  private let shapeStarts: [Int]
  private var order: [Int]
  private var nodes: [Trie.Node] = []
  private var examples: [Int32] = []
  private var slots: [Trie.Slot] = []
  private var literalBytes: [UInt8] = []
  private var typedEdges: [Trie.TypedEdge] = []
  private var entries: [Int32] = []
  private var clash: RouteTableError?
  private var clashIndex = Int.max

  /// Builds the trie of `infos`, whose `index` is their position in the array.
  ///
  /// - Throws: ``RouteTableError`` for two patterns that match the same links: of all such
  ///   pairs, the one whose later pattern was added first.
  static func build(_ infos: [EntryInfo]) throws(RouteTableError) -> Trie {
    var builder = TrieBuilder(infos: infos)
    return try builder.build()
  }

  private init(infos: [EntryInfo]) {
    self.infos = infos
    // Numbers each distinct step as first met, then renumbers them in matching order.
    var numbers: [EdgeKey: Int32] = [:]
    numbers.reserveCapacity(infos.count * 2)
    var met: [EdgeKey] = []
    var shapes: [Int32] = []
    shapes.reserveCapacity(infos.count * 4)
    var shapeStarts: [Int] = [0]
    shapeStarts.reserveCapacity(infos.count + 1)
    for info in infos {
      for segment in info.pattern.segments {
        let key = EdgeKey(segment)
        if let number = numbers[key] {
          shapes.append(number)
        } else {
          numbers[key] = Int32(met.count)
          shapes.append(Int32(met.count))
          met.append(key)
        }
      }
      shapeStarts.append(shapes.count)
    }
    let sorted = met.indices.sorted { met[$0] < met[$1] }
    var place = [Int32](repeating: 0, count: met.count)
    for (position, number) in sorted.enumerated() { place[number] = Int32(position) }
    self.steps = sorted.map { met[$0] }
    self.shapes = shapes.map { place[Int($0)] }
    self.shapeStarts = shapeStarts
    self.order = Array(infos.indices)
  }

  /// How many steps route `route`'s shape has.
  private func depth(of route: Int) -> Int { shapeStarts[route + 1] - shapeStarts[route] }

  /// The number of route `route`'s step at `depth`.
  private func step(_ route: Int, _ depth: Int) -> Int32 { shapes[shapeStarts[route] + depth] }

  private mutating func build() throws(RouteTableError) -> Trie {
    let (shapes, starts) = (self.shapes, self.shapeStarts)
    order.sort { a, b in
      let (startA, startB) = (starts[a], starts[b])
      let (countA, countB) = (starts[a + 1] - startA, starts[b + 1] - startB)
      for k in 0..<min(countA, countB) where shapes[startA + k] != shapes[startB + k] {
        return shapes[startA + k] < shapes[startB + k]
      }
      return countA != countB ? countA < countB : a < b
    }
    nodes.reserveCapacity(infos.count * 2)
    _ = makeNode(0..<order.count, depth: 0)
    if let clash { throw clash }
    if literalBytes.count >= 1 << 24 {
      throw RouteTableError(
        .invalidPattern, pattern: nil, reason: "the table's literal segments add up to more than 16 MiB")
    }
    return Trie(
      nodes: nodes, examples: examples, slots: slots, literalBytes: literalBytes, typedEdges: typedEdges,
      entries: entries)
  }

  /// Lays out the node for the routes `order[range]`, which share their first `depth` steps.
  private mutating func makeNode(_ range: Range<Int>, depth: Int) -> Int32 {
    let index = nodes.count
    nodes.append(Trie.Node())
    examples.append(range.isEmpty ? -1 : Int32(order[range.lowerBound]))
    var node = Trie.Node()

    // Routes that end here sort first.
    var i = range.lowerBound
    while i < range.upperBound, self.depth(of: order[i]) == depth { i += 1 }
    let terminal = range.lowerBound..<i

    var literalChildren: [([UInt8], Int32)] = []
    var typedChildren: [Trie.TypedEdge] = []
    var wildcard = i..<i
    while i < range.upperBound {
      let number = step(order[i], depth)
      var j = i + 1
      while j < range.upperBound, step(order[j], depth) == number { j += 1 }
      switch steps[Int(number)] {
      case .literal(let text):
        literalChildren.append((text, makeNode(i..<j, depth: depth + 1)))
      case .typed(_, _, let type):
        typedChildren.append(Trie.TypedEdge(type: type, child: makeNode(i..<j, depth: depth + 1)))
      case .plain:
        node.plain = makeNode(i..<j, depth: depth + 1)
      case .wildcard:
        wildcard = i..<j
      }
      i = j
    }

    node.entryStart = Int32(entries.count)
    node.terminalCount = UInt16(clamping: appendCandidates(terminal))
    node.wildcardCount = UInt16(clamping: appendCandidates(wildcard))
    if !literalChildren.isEmpty {
      var bits: UInt8 = 2
      while 1 << Int(bits) < literalChildren.count * 2 { bits += 1 }
      let capacity = 1 << Int(bits)
      node.slotStart = Int32(slots.count)
      node.slotBits = bits
      let base = slots.count
      slots.append(contentsOf: repeatElement(Trie.Slot(), count: capacity))
      for (text, child) in literalChildren {
        let (prefix, hash) = text.withUnsafeBufferPointer { TrieProbe.key($0) }
        let count = text.count
        var probe = Int(truncatingIfNeeded: hash) & (capacity - 1)
        while slots[base + probe].child >= 0 { probe = (probe + 1) & (capacity - 1) }
        slots[base + probe] = Trie.Slot(
          prefix: prefix, child: child,
          literal: UInt32(literalBytes.count & 0xFF_FFFF) | UInt32(count) << 24)
        literalBytes += text
      }
    }
    if typedChildren.count > Int(UInt8.max) || terminal.count > Int(UInt16.max)
      || wildcard.count > Int(UInt16.max), clash == nil
    {
      clashIndex = -1
      clash = RouteTableError(
        .invalidPattern, pattern: infos[order[range.lowerBound]].pattern.text,
        reason: "too many routes branch at one place of this pattern")
    }
    node.typedStart = Int32(typedEdges.count)
    node.typedCount = UInt8(clamping: typedChildren.count)
    typedEdges += typedChildren
    nodes[index] = node
    return Int32(index)
  }

  /// Appends the routes that end at one place, most required query keys first, and notes any
  /// two of them that no link could tell apart.
  private mutating func appendCandidates(_ range: Range<Int>) -> Int {
    if range.count == 1 { entries.append(entry(order[range.lowerBound])) }
    guard range.count > 1 else { return range.count }
    let routes = Array(order[range])
    let sorted = routes.sorted {
      let (a, b) = (infos[$0], infos[$1])
      let (first, second) = (
        (a.requiredQueryCount, a.literalCount, a.hosts.isEmpty ? 0 : 1),
        (b.requiredQueryCount, b.literalCount, b.hosts.isEmpty ? 0 : 1)
      )
      if first != second { return first > second }
      // Routes told apart by the type of a query value are tried as typed segments are.
      return EntryInfo.queryTypeOrder(a, b) ?? (a.index < b.index)
    }
    entries += sorted.map(entry)
    for (position, later) in routes.enumerated() {
      for earlier in routes[..<position] {
        checkQueryClash(infos[later], infos[earlier])
      }
    }
    return range.count
  }

  /// Whether every link `a` takes meets `b`'s query requirements: `a` requires each key `b`
  /// requires, and gives each of `b`'s literals the same value.
  static func holds(_ a: EntryInfo, _ b: EntryInfo) -> Bool {
    let literals = a.literalValues
    return b.requiredQueryKeys.isSubset(of: a.requiredQueryKeys)
      && b.literalValues.allSatisfy { literals[$0.key] == $0.value }
  }

  /// A route's entry: its index, or `~index` when its query must be checked.
  private func entry(_ route: Int) -> Int32 {
    infos[route].checksQuery ? ~Int32(route) : Int32(route)
  }

  /// Routes with the same path are told apart by their query: by two literals of one key with
  /// different values, which no link gives both; or else one route's requirements must hold
  /// the other's (its keys a superset, its literals too), or some link would match both with
  /// neither the more specific.
  private mutating func checkQueryClash(_ info: EntryInfo, _ other: EntryInfo) {
    let (later, earlier) = info.index > other.index ? (info, other) : (other, info)
    let (mine, theirs) = (later.literalValues, earlier.literalValues)
    if mine.contains(where: { key, value in theirs[key].map { $0 != value } ?? false }) { return }
    // Nor does a link give one query value of two types, as none gives a segment two: the
    // value decides, and the types are tried in a fixed order.
    if EntryInfo.queryTypeOrder(later, earlier) != nil { return }
    // Routes on hosts that share no link never meet; one on named hosts beats one on all.
    if !HostName.overlap(later.hosts, earlier.hosts) { return }
    let narrower = Self.holds(later, earlier)
    let wider = Self.holds(earlier, later)
    if narrower, wider, later.hosts.isEmpty != earlier.hosts.isEmpty { return }
    guard narrower == wider, later.index < clashIndex else { return }
    let why =
      narrower
      ? "both match the same links"
      : "a link with the query keys of both would match both, and neither is more specific"
    clashIndex = later.index
    clash = RouteTableError(
      .ambiguousPatterns, pattern: later.pattern.text,
      reason: "\"\(later.pattern.text)\" and \"\(earlier.pattern.text)\": \(why)",
      otherPattern: earlier.pattern.text)
  }
}
