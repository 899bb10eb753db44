@_spi(Internals) import WayfinderRouting

/// What the exports claim for the value types and extras of a pattern: a segment of a set
/// (`:tab(overview|insights)`, or `bool`) is each of its values, so a file claims those paths
/// and no others, as the router accepts them. Any other typed segment (`int`, `uuid`, a value
/// pattern, a type of the app's own) is claimed as any value: neither format can say a value
/// pattern, and a claim may be wider than the router, never narrower.
enum ExportShapes {
  /// At most this many paths per pattern: past it, a set's segment is claimed as any value.
  static let limit = 16

  /// The pattern's segments, once for each combination of its sets' values.
  static func variants(of pattern: RoutePattern) -> [[RoutePattern.Segment]] {
    var variants: [[RoutePattern.Segment]] = [[]]
    for segment in pattern.segments {
      guard case .parameter(_, let type) = segment, let members = type.members, !type.ignoresCase,
        variants.count * members.count <= limit
      else {
        variants = variants.map { $0 + [segment] }
        continue
      }
      variants = variants.flatMap { prefix in members.map { prefix + [.literal($0)] } }
    }
    return variants
  }

  /// The paths of `segments` (a variant of `pattern`) that a refused value of a path parameter
  /// (`:name!(admin|root)`, a set the parameter's own type accepts) refuses: each with the
  /// value in place of the parameter, and the words of the refusal.
  static func refusedPaths(of pattern: RoutePattern, _ segments: [RoutePattern.Segment])
    -> [(String, [RoutePattern.Segment])]
  {
    var paths: [(String, [RoutePattern.Segment])] = []
    for refused in pattern.refusedValues where !refused.type.ignoresCase {
      guard let members = refused.type.members,
        let index = segments.firstIndex(where: {
          if case .parameter(refused.name, _) = $0 { true } else { false }
        }),
        case .parameter(_, let own) = segments[index]
      else { continue }
      for member in members where own.accepts(member) && paths.count < limit {
        var excluded = segments
        excluded[index] = .literal(member)
        paths.append(("\"\(member)\" as \"\(refused.name)\"", excluded))
      }
    }
    return paths
  }

  /// Whether some path both segment lists take: the same number of segments (a wildcard
  /// standing for one or more) that pairwise could be equal. A literal against a parameter is
  /// asked of the parameter's type; two parameters may always take the same value.
  static func overlap(_ a: ArraySlice<RoutePattern.Segment>, _ b: ArraySlice<RoutePattern.Segment>) -> Bool {
    guard let first = a.first, let other = b.first else { return a.isEmpty && b.isEmpty }
    switch (first, other) {
    case (.wildcard, _), (_, .wildcard):
      // One or more segments of the other side, whatever they are.
      return true
    case (.literal(let x), .literal(let y)):
      guard x == y else { return false }
    case (.literal(let text), .parameter(_, let type)), (.parameter(_, let type), .literal(let text)):
      guard type.accepts(text) else { return false }
    case (.parameter, .parameter):
      break
    }
    return overlap(a.dropFirst(), b.dropFirst())
  }

  /// Whether a link with a path of `segments` could be taken by `pattern` (any of its
  /// variants), whatever its query and fragment.
  static func mayTake(_ pattern: RoutePattern, pathOf segments: [RoutePattern.Segment]) -> Bool {
    overlap(pattern.segments[...], segments[...])
  }
}
