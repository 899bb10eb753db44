import WayfinderNavigation

/// A line-by-line difference between two navigation states as the tools print them: the lines
/// both share are kept, the expected-only lines are marked `-`, what is on screen instead `+`.
///
/// ```
///   flows app
///     tabs home
/// -     stack dashboard (selected): dashboard, card(8)
/// +     stack dashboard (selected): dashboard, card(7)
///       stack profile: profile
/// ```
public enum TreeDiff {
  /// The difference between `expected` and `actual`; empty when they print the same.
  public static func between(expected: NavigationState, actual: NavigationState) -> String {
    between(expected: expected.description, actual: actual.description)
  }

  /// The difference between two texts, line by line.
  public static func between(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard old != new else { return "" }
    // Longest common subsequence by dynamic programming: trees are a few dozen lines.
    var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var lines: [String] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        lines.append("  " + old[i])
        (i, j) = (i + 1, j + 1)
      } else if j == new.count || (i < old.count && table[i + 1][j] >= table[i][j + 1]) {
        lines.append("- " + old[i])
        i += 1
      } else {
        lines.append("+ " + new[j])
        j += 1
      }
    }
    return lines.joined(separator: "\n")
  }
}
