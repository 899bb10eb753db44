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
    @inline(__always)
    func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      switch tag {
      case 0: ByteParsing.int(bytes) != nil
      case 1: ByteParsing.isUUID(bytes)
      default: custom?.accepts(bytes) ?? false
      }
    }
  }

  private let nodeStorage: FrozenBuffer<Node>
  private let slotStorage: FrozenBuffer<Slot>
  private let literalStorage: FrozenBuffer<UInt8>
  private let edgeStorage: FrozenBuffer<TypedEdge>
  private let entryStorage: FrozenBuffer<Int32>

  var nodes: UnsafeBufferPointer<Node> { nodeStorage.buffer }
  var slots: UnsafeBufferPointer<Slot> { slotStorage.buffer }
  var literalBytes: UnsafeBufferPointer<UInt8> { literalStorage.buffer }
  var typedEdges: UnsafeBufferPointer<TypedEdge> { edgeStorage.buffer }
  /// Route indexes of the terminals, in node order.
  var entries: UnsafeBufferPointer<Int32> { entryStorage.buffer }

  init(nodes: [Node], slots: [Slot], literalBytes: [UInt8], typedEdges: [TypedEdge], entries: [Int32]) {
    nodeStorage = FrozenBuffer(nodes)
    slotStorage = FrozenBuffer(slots)
    literalStorage = FrozenBuffer(literalBytes)
    edgeStorage = FrozenBuffer(typedEdges)
    entryStorage = FrozenBuffer(entries)
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
  static func literalChild(
    _ node: Node,
    _ bytes: UnsafeBufferPointer<UInt8>,
    slots: UnsafeBufferPointer<Slot>,
    literals: UnsafeBufferPointer<UInt8>
  ) -> Int32? {
    guard node.slotMask >= 0 else { return nil }
    let hash = Self.hash(bytes)
    var probe = Int32(truncatingIfNeeded: hash) & node.slotMask
    while true {
      let slot = slots[Int(node.slotStart + probe)]
      if slot.child < 0 { return nil }
      if slot.hash == hash, Int(slot.literalCount) == bytes.count {
        var equal = true
        var index = 0
        let start = Int(slot.literalStart)
        while index < bytes.count {
          if literals[start + index] != bytes[index] {
            equal = false
            break
          }
          index += 1
        }
        if equal { return slot.child }
      }
      probe = (probe + 1) & node.slotMask
    }
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
