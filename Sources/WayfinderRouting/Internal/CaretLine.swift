/// Renders a piece of text with a caret line under a byte range of it, for error descriptions:
///
/// ```
///   bank://cards/abc
///                ^~~
/// ```
///
/// Control characters and bidirectional controls are shown as `?`, so that the caret stays
/// under the right column and the line reads in the order it is written. A text longer
/// than ``ExcerptWindow/width`` columns is cut around the range, with `…` where it was cut.
enum CaretLine {
  static func render(_ text: String, bytes range: Range<Int>?) -> String {
    var shown: [Unicode.Scalar] = []
    var caretStart: Int?
    var caretEnd: Int?
    var offset = 0
    for scalar in text.unicodeScalars {
      if let range {
        if caretStart == nil, offset >= range.lowerBound { caretStart = shown.count }
        if caretEnd == nil, offset >= range.upperBound { caretEnd = shown.count }
      }
      let hidden = scalar.value < 0x20 || scalar.value == 0x7F || LinkScanner.isBidiControl(scalar)
      shown.append(hidden ? "?" : scalar)
      offset += scalar.utf8.count
    }
    let start = caretStart ?? shown.count
    let end = max(caretEnd ?? shown.count, start + 1)
    let window = ExcerptWindow.cut(shown, marking: range == nil ? 0..<1 : start..<end)
    var result = "  " + String(String.UnicodeScalarView(window.line))
    guard range != nil else { return result }
    result += "\n  " + String(repeating: " ", count: window.marked.lowerBound) + "^"
    result += String(repeating: "~", count: window.marked.count - 1)
    return result
  }
}
