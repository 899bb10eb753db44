/// A small, fast, deterministic random number generator (Steele, Lea and Flood's SplitMix64):
/// the same seed gives the same run, on every machine.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`.
  public mutating func next(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// Whether an event of `percent` in 100 happens.
  public mutating func chance(_ percent: Int) -> Bool {
    next(100) < percent
  }

  /// One of `choices`.
  public mutating func pick<T>(_ choices: [T]) -> T {
    choices[next(choices.count)]
  }
}
