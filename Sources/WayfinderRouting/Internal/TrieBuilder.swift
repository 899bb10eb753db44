/// Builds a ``Trie`` from patterns, and finds the patterns that would match the same links.
struct TrieBuilder {
  private final class BuildNode {
    var literals: [String: BuildNode] = [:]
    var typed: [String: (ParameterType, BuildNode)] = [:]
    var plain: BuildNode?
    var terminal: [EntryInfo] = []
    var wildcard: [EntryInfo] = []
    var example: Int?
  }

  private let root = BuildNode()

  /// Adds a route, or throws when an earlier one matches the same links.
  mutating func insert(_ info: EntryInfo) throws(RouteTableError) {
    var node = root
    node.example = node.example ?? info.index
    for segment in info.pattern.segments {
      switch segment {
      case .literal(let text):
        let next = node.literals[text] ?? BuildNode()
        node.literals[text] = next
        node = next
      case .parameter(_, let type) where type.isPlainString:
        let next = node.plain ?? BuildNode()
        node.plain = next
        node = next
      case .parameter(_, let type):
        let next = node.typed[type.name]?.1 ?? BuildNode()
        node.typed[type.name] = (type, next)
        node = next
      case .wildcard:
        try Self.checkQueryClash(info, among: node.wildcard)
        node.wildcard.append(info)
        return
      }
      node.example = node.example ?? info.index
    }
    try Self.checkQueryClash(info, among: node.terminal)
    node.terminal.append(info)
  }

  /// Patterns with the same path are told apart by their required query keys: one set must
  /// hold the other, or some link would match both with neither the more specific.
  private static func checkQueryClash(_ info: EntryInfo, among others: [EntryInfo]) throws(RouteTableError) {
    for other in others {
      let mine = info.requiredQueryKeys
      let theirs = other.requiredQueryKeys
      let nested = (mine.isSubset(of: theirs) || theirs.isSubset(of: mine)) && mine != theirs
      if !nested {
        let why =
          mine == theirs
          ? "both match the same links"
          : "a link with the query keys of both would match both, and neither is more specific"
        throw RouteTableError(
          .ambiguousPatterns, pattern: info.pattern.text,
          reason: "\"\(info.pattern.text)\" and \"\(other.pattern.text)\": \(why)",
          otherPattern: other.pattern.text)
      }
    }
  }

  /// Flattens the tree; candidates at one place are ordered most required query keys first.
  func build() -> Trie {
    var nodes: [Trie.Node] = []
    var slots: [Trie.Slot] = []
    var literalBytes: [UInt8] = []
    var typedEdges: [Trie.TypedEdge] = []
    var entries: [Int32] = []

    func order(_ infos: [EntryInfo]) -> [Int32] {
      infos.sorted {
        ($0.requiredQueryKeys.count, -$0.index) > ($1.requiredQueryKeys.count, -$1.index)
      }.map { Int32($0.index) }
    }

    func flatten(_ node: BuildNode) -> Int32 {
      let index = nodes.count
      nodes.append(Trie.Node())
      var flat = Trie.Node()
      flat.example = Int32(node.example ?? -1)

      let terminal = order(node.terminal)
      flat.terminalStart = Int32(entries.count)
      entries += terminal
      flat.terminalEnd = Int32(entries.count)
      let wildcard = order(node.wildcard)
      flat.wildcardStart = Int32(entries.count)
      entries += wildcard
      flat.wildcardEnd = Int32(entries.count)

      if !node.literals.isEmpty {
        var capacity = 4
        while capacity < node.literals.count * 2 { capacity *= 2 }
        flat.slotStart = Int32(slots.count)
        flat.slotMask = Int32(capacity - 1)
        slots += Array(repeating: Trie.Slot(), count: capacity)
        for (text, child) in node.literals.sorted(by: { $0.key < $1.key }) {
          let bytes = Array(text.utf8)
          let hash = bytes.withUnsafeBufferPointer(Trie.hash)
          var probe = Int(hash) & (capacity - 1)
          while slots[Int(flat.slotStart) + probe].child >= 0 { probe = (probe + 1) & (capacity - 1) }
          let childIndex = flatten(child)
          slots[Int(flat.slotStart) + probe] = Trie.Slot(
            hash: hash, child: childIndex, literalStart: Int32(literalBytes.count),
            literalCount: Int32(bytes.count))
          literalBytes += bytes
        }
      }
      let typed = node.typed.values.sorted { ($0.0.rank, $0.0.name) < ($1.0.rank, $1.0.name) }
      let children = typed.map { (type: $0.0, child: flatten($0.1)) }
      flat.typedStart = Int32(typedEdges.count)
      typedEdges += children.map { Trie.TypedEdge(type: $0.type, child: $0.child) }
      flat.typedEnd = Int32(typedEdges.count)
      if let plain = node.plain { flat.plain = flatten(plain) }
      nodes[index] = flat
      return Int32(index)
    }

    _ = flatten(root)
    return Trie(
      nodes: nodes, slots: slots, literalBytes: literalBytes, typedEdges: typedEdges, entries: entries)
  }
}
