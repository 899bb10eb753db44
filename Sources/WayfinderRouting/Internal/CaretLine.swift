/// Renders a piece of text with a caret line under a byte range of it, for error descriptions:
///
/// ```
///   bank://cards/abc
///                ^~~
/// ```
///
/// Control characters are shown as `?` so the caret stays under the right column.
enum CaretLine {
  static func render(_ text: String, bytes range: Range<Int>?) -> String {
    var shown = ""
    var column = 0
    var caretStart: Int?
    var caretEnd: Int?
    var offset = 0
    for scalar in text.unicodeScalars {
      let width = scalar.utf8.count
      if let range {
        if caretStart == nil, offset >= range.lowerBound { caretStart = column }
        if caretEnd == nil, offset >= range.upperBound { caretEnd = column }
      }
      shown.unicodeScalars.append(scalar.value < 0x20 || scalar.value == 0x7F ? "?" : scalar)
      column += 1
      offset += width
    }
    var result = "  " + shown
    guard range != nil else { return result }
    let start = caretStart ?? column
    let end = max(caretEnd ?? column, start + 1)
    result += "\n  " + String(repeating: " ", count: start) + "^"
    result += String(repeating: "~", count: end - start - 1)
    return result
  }
}
