@_spi(Internals) import WayfinderRouting

/// The app's route patterns in a trie of their path segments, asked for the patterns that
/// could match a link together with a given one, so that the linter compares a pattern with
/// those few rather than with every other.
///
/// Literal children are found by their text; parameter children are kept by type, since the
/// names of parameters do not change what they match. The answer is a superset of the
/// patterns `Witness` can find a common link with: the same segments meet the same way
/// (equal literals, a literal a parameter's type accepts, any two parameters, a wildcard and
/// at least one segment), so no pair it would report is left out.
struct PatternTrie {
  private final class Node {
    var literals: [String: Node] = [:]
    /// Parameter children by their type's name, in the order first added.
    var parameters: [(type: ParameterType, node: Node)] = []
    /// The patterns whose path ends here.
    var ends: [Int] = []
    /// The patterns whose last segment, a wildcard, comes next.
    var wildcards: [Int] = []

    /// Every pattern in this subtree that has a segment after this node.
    func collectBelow(into found: inout [Int]) {
      found += wildcards
      for child in literals.values { child.collectAll(into: &found) }
      for (_, child) in parameters { child.collectAll(into: &found) }
    }

    private func collectAll(into found: inout [Int]) {
      found += ends
      collectBelow(into: &found)
    }
  }

  private let root = Node()

  init(_ patterns: [RoutePattern]) {
    for (index, pattern) in patterns.enumerated() {
      var node = root
      var endsInWildcard = false
      for segment in pattern.segments {
        switch segment {
        case .literal(let text):
          if let child = node.literals[text] {
            node = child
          } else {
            let child = Node()
            node.literals[text] = child
            node = child
          }
        case .parameter(_, let type):
          if let child = node.parameters.first(where: { $0.type.name == type.name })?.node {
            node = child
          } else {
            let child = Node()
            node.parameters.append((type, child))
            node = child
          }
        case .wildcard:
          // Always the last segment.
          node.wildcards.append(index)
          endsInWildcard = true
        }
      }
      if !endsInWildcard { node.ends.append(index) }
    }
  }

  /// The indices of the patterns that might match a link `pattern` matches, sorted; `pattern`
  /// itself among them.
  func candidates(overlapping pattern: RoutePattern, _ probe: OverlapProbe) -> [Int] {
    var found: [Int] = []
    visit(root, pattern.segments[...], probe, &found)
    return found.sorted()
  }

  private func visit(
    _ node: Node, _ rest: ArraySlice<RoutePattern.Segment>, _ probe: OverlapProbe, _ found: inout [Int]
  ) {
    guard let segment = rest.first else {
      found += node.ends
      return
    }
    let next = rest.dropFirst()
    switch segment {
    case .wildcard:
      // Ours takes whatever any other pattern has from here on, one segment or more.
      node.collectBelow(into: &found)
    case .literal(let text):
      // A wildcard here takes this segment and what follows.
      found += node.wildcards
      if let child = node.literals[text] { visit(child, next, probe, &found) }
      for (type, child) in node.parameters where probe.accepts(type, text) {
        visit(child, next, probe, &found)
      }
    case .parameter(_, let type):
      found += node.wildcards
      for (text, child) in node.literals where probe.accepts(type, text) {
        visit(child, next, probe, &found)
      }
      for (_, child) in node.parameters { visit(child, next, probe, &found) }
    }
  }
}
