@_spi(Internals) import WayfinderRouting

/// The app's route patterns by the shape of their paths, to find the patterns another one
/// extends without comparing it with every pattern.
///
/// A path's shape is its literals and the types of its parameters, whatever their names:
/// `/cards/:cardID(int)/detail` extends `/cards/:id(int)`, whose shape is its first two
/// segments'.
struct PathShapes {
  private enum Token: Hashable {
    case literal(String)
    case parameter(type: String)
  }

  /// The patterns of each wildcard-free shape, in table order.
  private var patterns: [[Token]: [Int]] = [:]

  init(_ patterns: [RoutePattern]) {
    for (index, pattern) in patterns.enumerated() {
      guard let shape = Self.shape(pattern.segments[...]) else { continue }
      self.patterns[shape, default: []].append(index)
    }
  }

  /// The patterns whose path is `pattern`'s with segments taken off its end (at least one),
  /// in table order.
  func prefixes(of pattern: RoutePattern) -> [Int] {
    var found: [Int] = []
    for length in 0..<pattern.segments.count {
      guard let shape = Self.shape(pattern.segments.prefix(length)) else { break }
      found += patterns[shape] ?? []
    }
    return found.sorted()
  }

  /// The shape of `segments`, or `nil` when one is a wildcard, which no pattern extends.
  private static func shape(_ segments: ArraySlice<RoutePattern.Segment>) -> [Token]? {
    var tokens: [Token] = []
    for segment in segments {
      switch segment {
      case .literal(let text): tokens.append(.literal(text))
      case .parameter(_, let type): tokens.append(.parameter(type: type.name))
      case .wildcard: return nil
      }
    }
    return tokens
  }
}
