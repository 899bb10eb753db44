/// The byte ranges a match captured, path parameters first, then query parameters, held
/// inline so that a match neither allocates nor reference-counts for them.
///
/// A pattern captures at most ``capacity`` values (``RoutePatternParser`` refuses more), and
/// offsets fit 16 bits (``LinkPolicy`` allows links of at most 65,534 bytes), so the whole
/// buffer is 48 bytes, cheap to copy.
struct CaptureBuffer: Sendable {
  static let capacity = 12
  static let maxOffset = Int(UInt16.max) - 1
  private var storage:
    (
      UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16,
      UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16
    ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  private(set) var count: UInt16 = 0
  /// Bit `i` is set when capture `i` may hold a `%`-escape.
  private var percentMask: UInt16 = 0

  /// A capture for an optional query parameter the link does not have.
  static let absent = Int(UInt16.max)..<Int(UInt16.max)

  @inline(__always)
  mutating func append(_ range: Range<Int>, hasPercent: Bool = true) {
    guard count < Self.capacity else { return }
    let bit: UInt16 = 1 << count
    percentMask = hasPercent ? percentMask | bit : percentMask & ~bit
    let index = Int(count)
    withUnsafeMutableBytes(of: &storage) { raw in
      let slots = raw.bindMemory(to: UInt16.self)
      slots[2 * index] = UInt16(truncatingIfNeeded: range.lowerBound)
      slots[2 * index + 1] = UInt16(truncatingIfNeeded: range.upperBound)
    }
    count += 1
  }

  @inline(__always)
  mutating func truncate(to newCount: UInt16) {
    count = newCount
  }

  /// Whether capture `index` may hold a `%`-escape.
  func mayHavePercent(_ index: Int) -> Bool {
    percentMask & (1 << UInt16(index)) != 0
  }

  subscript(index: Int) -> Range<Int> {
    let (lower, upper) = withUnsafeBytes(of: storage) { raw in
      let slots = raw.bindMemory(to: UInt16.self)
      return (slots[2 * index], slots[2 * index + 1])
    }
    return Int(lower)..<Int(upper)
  }
}
