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

  mutating func append(_ range: Range<Int>, hasPercent: Bool = true) {
    guard count < Self.capacity else { return }
    let bit: UInt16 = 1 << count
    percentMask = hasPercent ? percentMask | bit : percentMask & ~bit
    let offset = 4 * Int(count)
    // Sound: `count < capacity`, so both values lie in the 48 bytes of `storage`, a tuple of
    // `UInt16`, written as raw bytes of its own element type (no memory is rebound).
    withUnsafeMutableBytes(of: &storage) { raw in
      raw.storeBytes(of: UInt16(truncatingIfNeeded: range.lowerBound), toByteOffset: offset, as: UInt16.self)
      raw.storeBytes(
        of: UInt16(truncatingIfNeeded: range.upperBound), toByteOffset: offset + 2, as: UInt16.self)
    }
    count += 1
  }

  mutating func truncate(to newCount: UInt16) {
    count = newCount
  }

  /// Whether capture `index` may hold a `%`-escape.
  func mayHavePercent(_ index: Int) -> Bool {
    percentMask & (1 << UInt16(index)) != 0
  }

  /// Capture `index`, which must be below ``capacity`` (callers read below ``count``).
  subscript(index: Int) -> Range<Int> {
    precondition(index >= 0 && index < Self.capacity)
    // Sound: `index < capacity`, so both values lie in the 48 bytes of `storage`.
    let (lower, upper) = withUnsafeBytes(of: storage) { raw in
      (
        raw.load(fromByteOffset: 4 * index, as: UInt16.self),
        raw.load(fromByteOffset: 4 * index + 2, as: UInt16.self)
      )
    }
    return Int(lower)..<Int(upper)
  }
}
