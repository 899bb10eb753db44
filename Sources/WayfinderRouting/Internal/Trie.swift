/// The compiled route table: a trie over path segments, flattened into arrays that never change
/// once built.
///
/// Each node finds its literal children through a small open-addressing hash table, so a step
/// costs the same with ten routes or ten thousand; typed parameters, a plain parameter and a
/// wildcard follow, tried in that order.
final class Trie: Sendable {
  /// A node, 24 bytes: its literal children's hash table, its typed and plain parameter
  /// edges, and the routes that end here or whose wildcard starts here.
  struct Node: Sendable {
    /// Literal children: `slots[slotStart ..< slotStart + (1 << slotBits)]`; none when
    /// `slotBits == 0`.
    var slotStart: Int32 = 0
    var plain: Int32 = -1
    var typedStart: Int32 = 0
    /// Routes that end here, then routes whose wildcard starts here, in ``Trie/entries``.
    var entryStart: Int32 = 0
    var slotBits: UInt8 = 0
    var typedCount: UInt8 = 0
    var terminalCount: UInt16 = 0
    var wildcardCount: UInt16 = 0

    var slotMask: Int32 { slotBits == 0 ? -1 : (1 << Int32(slotBits)) - 1 }
    var typedEnd: Int32 { typedStart + Int32(typedCount) }
    var terminalStart: Int32 { entryStart }
    var terminalEnd: Int32 { entryStart + Int32(terminalCount) }
    var wildcardStart: Int32 { terminalEnd }
    var wildcardEnd: Int32 { terminalEnd + Int32(wildcardCount) }
  }

  /// A literal child, 16 bytes: the literal's first eight bytes inline, so that most
  /// comparisons need no other memory.
  struct Slot: Sendable {
    var prefix: UInt64 = 0
    var child: Int32 = -1
    /// The literal's offset in ``Trie/literalBytes`` (low 24 bits) and length (high 8 bits).
    var literal: UInt32 = 0

    var literalStart: Int { Int(literal & 0xFF_FFFF) }
    var literalCount: Int { Int(literal >> 24) }
  }

  struct TypedEdge: Sendable {
    /// `0` int, `1` uuid, `2` one of the app's types (in `custom`).
    let tag: UInt8
    let child: Int32
    let custom: ParameterType?

    init(type: ParameterType, child: Int32) {
      switch type.kind {
      case .int: (tag, custom) = (0, nil)
      case .uuid: (tag, custom) = (1, nil)
      default: (tag, custom) = (2, type)
      }
      self.child = child
    }

    var type: ParameterType {
      switch tag {
      case 0: .int
      case 1: .uuid
      default: custom ?? .string
      }
    }

    /// Whether a decoded segment suits this edge, without copying the type for built-ins.
    func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      switch tag {
      case 0: ByteParsing.int(bytes) != nil
      case 1: ByteParsing.isUUID(bytes)
      default: custom?.accepts(bytes) ?? false
      }
    }
  }

  let nodes: [Node]
  let slots: [Slot]
  let literalBytes: [UInt8]
  let typedEdges: [TypedEdge]
  /// Route indexes of the terminals, in node order; `~index` for a route with query
  /// parameters to check.
  let entries: [Int32]
  /// For each node, one route that passes through it, to name in errors.
  let examples: [Int32]

  init(
    nodes: [Node],
    examples: [Int32],
    slots: [Slot],
    literalBytes: [UInt8],
    typedEdges: [TypedEdge],
    entries: [Int32]
  ) {
    self.nodes = nodes
    self.examples = examples
    self.slots = slots
    self.literalBytes = literalBytes
    self.typedEdges = typedEdges
    self.entries = entries
  }

  /// The literal texts of a node's children, sorted, for error messages.
  func literals(of node: Node) -> [String] {
    guard node.slotMask >= 0 else { return [] }
    return (0...Int(node.slotMask)).compactMap { offset -> String? in
      let slot = slots[Int(node.slotStart) + offset]
      guard slot.child >= 0 else { return nil }
      let start = slot.literalStart
      return String(decoding: literalBytes[start..<start + slot.literalCount], as: UTF8.self)
    }.sorted()
  }
}

/// Finding a literal child: free of the ``Trie`` class, so the hot path touches no class
/// metadata.
enum TrieProbe {
  /// A literal's first eight bytes (little-endian, zero-padded) and a hash of its first and
  /// last eight bytes and its length.
  ///
  /// - Parameter readable: How many bytes from the start of `bytes` may be read: when at
  ///   least eight, a short literal's prefix is one load, masked.
  static func key(_ bytes: UnsafeBufferPointer<UInt8>, readable: Int = 0) -> (prefix: UInt64, hash: UInt64) {
    let count = bytes.count
    guard let base = bytes.baseAddress, count > 0 else { return (0, 0x9E37_79B9) }
    var prefix: UInt64 = 0
    var suffix: UInt64 = 0
    if count >= 8 {
      // Sound: both words lie in `bytes[0 ..< count]`, as `count >= 8`.
      prefix = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self))
      suffix = UInt64(littleEndian: UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self))
    } else if readable >= 8 {
      // Sound: the caller vouches that eight bytes from `base` lie in the link's bytes.
      let word = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self))
      prefix = word & ((1 << UInt64(8 * count)) &- 1)
    } else {
      for index in 0..<count { prefix |= UInt64(base[index]) << UInt64(8 * index) }
    }
    var hash = prefix ^ (suffix &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(count)
    hash = (hash ^ (hash >> 31)) &* 0xBF58_476D_1CE4_E5B9
    return (prefix, hash ^ (hash >> 29))
  }

  /// The child of `node` reached by the literal `bytes` (already percent-decoded).
  static func literalChild(
    _ node: Trie.Node,
    _ bytes: UnsafeBufferPointer<UInt8>,
    readable: Int = 0,
    slots: [Trie.Slot],
    literals: [UInt8]
  ) -> Int32? {
    let mask = node.slotMask
    guard mask >= 0 else { return nil }
    let (prefix, hash) = key(bytes, readable: readable)
    var probe = Int32(truncatingIfNeeded: hash) & mask
    while true {
      let slot = slots[Int(node.slotStart + probe)]
      if slot.child < 0 { return nil }
      if slot.prefix == prefix, slot.literalCount == bytes.count {
        if bytes.count <= 8 { return slot.child }
        let start = slot.literalStart
        var index = 8
        while index < bytes.count, literals[start + index] == bytes[index] { index += 1 }
        if index == bytes.count { return slot.child }
      }
      probe = (probe + 1) & mask
    }
  }
}
