/// The part of a long line an error quotes: at most ``width`` columns around the place it points
/// at, with `…` where the line was cut, so that a caret under it still stands under the right
/// character.
///
/// Shared with `WayfinderTooling`, whose manifest and script errors quote their lines the same
/// way.
package enum ExcerptWindow {
  /// The most columns a quoted line takes, its `…` marks included.
  package static let width = 80

  /// `line` cut to at most ``width`` columns around `marked`, and where `marked` lies in the cut
  /// line.
  ///
  /// A line of at most ``width`` columns comes back whole. A longer one keeps the marked place
  /// near the middle; a cut end becomes a `…`, which takes the place of the character it
  /// stands for, and a mark that goes on past the cut ends at the `…`.
  ///
  /// - Parameters:
  ///   - line: The line, one column per scalar.
  ///   - marked: The columns pointed at, from 0; may start at the line's end.
  /// - Returns: The shown line, the marked columns in it (at least one), and how many columns
  ///   of `line` were cut from its start.
  package static func cut(
    _ line: [Unicode.Scalar], marking marked: Range<Int>
  ) -> (line: [Unicode.Scalar], marked: Range<Int>, dropped: Int) {
    let count = line.count
    let start = min(max(marked.lowerBound, 0), count)
    let end = max(min(marked.upperBound, count), start + 1)
    guard count > width else { return (line, start..<end, 0) }
    var left = max(0, start - width / 2)
    let right = min(count, left + width)
    if right == count { left = count - width }
    var shown = Array(line[left..<right])
    if left > 0 { shown[0] = "…" }
    var shownEnd = end - left
    if right < count {
      shown[shown.count - 1] = "…"
      shownEnd = min(shownEnd, shown.count)
    }
    let shownStart = start - left
    return (shown, shownStart..<max(shownEnd, shownStart + 1), left)
  }
}
