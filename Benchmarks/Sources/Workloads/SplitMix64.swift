/// A fixed-seed generator (SplitMix64), so every run builds the same tables, links and
/// navigation states.
public struct SplitMix64: Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (the modulo bias is negligible for the bounds used here).
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0)
    return Int(next() % UInt64(bound))
  }

  /// `true` with probability `percent` / 100.
  public mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }

  public mutating func pick<T>(_ items: [T]) -> T {
    items[below(items.count)]
  }

  public mutating func shuffle<T>(_ items: inout [T]) {
    guard items.count > 1 else { return }
    for index in stride(from: items.count - 1, to: 0, by: -1) {
      items.swapAt(index, below(index + 1))
    }
  }
}
