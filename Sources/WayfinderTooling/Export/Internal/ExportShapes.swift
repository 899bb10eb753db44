@_spi(Internals) import WayfinderRouting

/// What the exports claim for the value types and extras of a pattern: a segment of a set
/// (`:tab(overview|insights)`, or `bool`) is each of its values, so a file claims those paths
/// and no others, as the router accepts them.
enum ExportShapes {
  /// At most this many paths per pattern: past it, a set's segment is claimed as any value.
  static let limit = 16

  /// The pattern's segments, once for each combination of its sets' values.
  static func variants(of pattern: RoutePattern) -> [[RoutePattern.Segment]] {
    var variants: [[RoutePattern.Segment]] = [[]]
    for segment in pattern.segments {
      guard case .parameter(_, let type) = segment, let members = type.members,
        variants.count * members.count <= limit
      else {
        variants = variants.map { $0 + [segment] }
        continue
      }
      variants = variants.flatMap { prefix in members.map { prefix + [.literal($0)] } }
    }
    return variants
  }
}
