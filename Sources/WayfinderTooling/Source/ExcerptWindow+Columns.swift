import WayfinderRouting

extension ExcerptWindow {
  /// A line an error quotes, cut around a 1-based column when it is longer than
  /// ``ExcerptWindow/width`` columns, and that column in what is shown.
  ///
  /// - Parameters:
  ///   - line: The whole line.
  ///   - column: The column pointed at, from 1, counted in Unicode scalars.
  /// - Returns: The line to show and the column to put the caret under; a short line and its
  ///   column come back as they are.
  static func quote(_ line: String, column: Int) -> (line: String, column: Int) {
    let scalars = Array(line.unicodeScalars)
    guard scalars.count > width else { return (line, column) }
    let window = cut(scalars, marking: column - 1..<column)
    return (String(String.UnicodeScalarView(window.line)), window.marked.lowerBound + 1)
  }
}
