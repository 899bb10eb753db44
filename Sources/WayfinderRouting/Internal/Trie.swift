/// The compiled route table: a trie over path segments, flattened into arrays.
///
/// Each node finds its literal children through a small open-addressing hash table, so a step
/// costs the same with ten routes or ten thousand; typed parameters, a plain parameter and a
/// wildcard follow, tried in that order.
final class Trie: Sendable {
  struct Node: Sendable {
    /// Literal children: `slots[slotStart ... slotStart + slotMask]`, or none when
    /// `slotMask < 0`.
    var slotStart: Int32 = 0
    var slotMask: Int32 = -1
    var typedStart: Int32 = 0
    var typedEnd: Int32 = 0
    var plain: Int32 = -1
    /// Routes that end here: `entries[terminalStart..<terminalEnd]`, best first.
    var terminalStart: Int32 = 0
    var terminalEnd: Int32 = 0
    /// Routes whose wildcard starts here.
    var wildcardStart: Int32 = 0
    var wildcardEnd: Int32 = 0
    /// One route that passes through this node, to name in errors.
    var example: Int32 = -1
  }

  struct Slot: Sendable {
    var hash: UInt32 = 0
    var child: Int32 = -1
    var literalStart: Int32 = 0
    var literalCount: Int32 = 0
  }

  struct TypedEdge: Sendable {
    let type: ParameterType
    let child: Int32
  }

  let nodes: [Node]
  let slots: [Slot]
  let literalBytes: [UInt8]
  let typedEdges: [TypedEdge]
  let entries: [Int32]

  init(nodes: [Node], slots: [Slot], literalBytes: [UInt8], typedEdges: [TypedEdge], entries: [Int32]) {
    self.nodes = nodes
    self.slots = slots
    self.literalBytes = literalBytes
    self.typedEdges = typedEdges
    self.entries = entries
  }

  /// FNV-1a over the bytes.
  @inline(__always)
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in bytes {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    return hash
  }

  /// The child of `node` reached by the literal `bytes` (already percent-decoded).
  @inline(__always)
  func literalChild(_ node: Node, _ bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
    guard node.slotMask >= 0 else { return nil }
    let hash = Self.hash(bytes)
    var probe = Int32(truncatingIfNeeded: hash) & node.slotMask
    while true {
      let slot = slots[Int(node.slotStart + probe)]
      if slot.child < 0 { return nil }
      if slot.hash == hash, Int(slot.literalCount) == bytes.count {
        let equal = literalBytes.withUnsafeBufferPointer { all in
          memoryEqual(all.baseAddress! + Int(slot.literalStart), bytes.baseAddress, bytes.count)
        }
        if equal { return slot.child }
      }
      probe = (probe + 1) & node.slotMask
    }
  }

  @inline(__always)
  private func memoryEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>?, _ count: Int) -> Bool {
    guard let b else { return count == 0 }
    var index = 0
    while index < count {
      if a[index] != b[index] { return false }
      index += 1
    }
    return true
  }

  /// The literal texts of a node's children, sorted, for error messages.
  func literals(of node: Node) -> [String] {
    guard node.slotMask >= 0 else { return [] }
    return (0...Int(node.slotMask)).compactMap { offset -> String? in
      let slot = slots[Int(node.slotStart) + offset]
      guard slot.child >= 0 else { return nil }
      let start = Int(slot.literalStart)
      return String(decoding: literalBytes[start..<start + Int(slot.literalCount)], as: UTF8.self)
    }.sorted()
  }
}
