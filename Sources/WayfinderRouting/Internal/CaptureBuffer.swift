/// The byte ranges a match captured, path parameters first, then query parameters, held
/// inline for up to six so that a match allocates nothing for them.
struct CaptureBuffer: Sendable {
  static let inlineCapacity = 6
  private var inline: (Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32) =
    (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  private var overflow: [Int32]? = nil
  private(set) var count = 0
  /// Bit `i` is set when capture `i` holds a `%`-escape (for the first 64 captures; later
  /// ones are always looked at again).
  private var percentMask: UInt64 = 0

  /// A capture for an optional query parameter the link does not have.
  static let absent = -1..<(-1)

  @inline(__always)
  mutating func append(_ range: Range<Int>, hasPercent: Bool = true) {
    if count < 64 {
      let bit: UInt64 = 1 << UInt64(count)
      percentMask = hasPercent ? percentMask | bit : percentMask & ~bit
    }
    if count < Self.inlineCapacity {
      withUnsafeMutableBytes(of: &inline) { raw in
        let slots = raw.bindMemory(to: Int32.self)
        slots[2 * count] = Int32(truncatingIfNeeded: range.lowerBound)
        slots[2 * count + 1] = Int32(truncatingIfNeeded: range.upperBound)
      }
    } else {
      let spilled = 2 * (count - Self.inlineCapacity)
      var spill = overflow ?? []
      spill.removeSubrange(min(spilled, spill.count)...)
      spill.append(Int32(truncatingIfNeeded: range.lowerBound))
      spill.append(Int32(truncatingIfNeeded: range.upperBound))
      overflow = spill
    }
    count += 1
  }

  @inline(__always)
  mutating func truncate(to newCount: Int) {
    count = newCount
  }

  /// Whether capture `index` may hold a `%`-escape.
  func mayHavePercent(_ index: Int) -> Bool {
    index >= 64 || percentMask & (1 << UInt64(index)) != 0
  }

  subscript(index: Int) -> Range<Int> {
    let (lower, upper): (Int32, Int32)
    if index < Self.inlineCapacity {
      (lower, upper) = withUnsafeBytes(of: inline) { raw in
        let slots = raw.bindMemory(to: Int32.self)
        return (slots[2 * index], slots[2 * index + 1])
      }
    } else {
      let spilled = 2 * (index - Self.inlineCapacity)
      let spill = overflow ?? []
      (lower, upper) = (spill[spilled], spill[spilled + 1])
    }
    return Int(lower)..<Int(upper)
  }
}
