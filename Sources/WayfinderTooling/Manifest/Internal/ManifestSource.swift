import Yams

/// A place in a manifest: line and column from 1, the column counted in Unicode scalars (as
/// libyaml counts it).
struct SourceMark: Sendable, Hashable {
  var line: Int
  var column: Int

  init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  init(_ mark: Mark) {
    self.init(line: mark.line, column: mark.column)
  }

  static let start = SourceMark(line: 1, column: 1)

  /// The place `count` scalars to the right, on the same line.
  func moved(by count: Int) -> SourceMark {
    SourceMark(line: line, column: column + count)
  }
}

/// A value of the manifest and where it was written.
struct Located<Value: Sendable>: Sendable {
  var value: Value
  var mark: SourceMark
}

extension Located: Equatable where Value: Equatable {}

/// A manifest's text and name: what errors quote and point into.
struct ManifestSource: Sendable {
  let file: String
  let text: String
  /// Whether the text is JSON (by the file's extension or a leading `{`) rather than YAML.
  let isJSON: Bool
  private let lines: [String]

  /// The text of line `number` (from 1), or `nil` past the end.
  func line(_ number: Int) -> String? {
    lines.indices.contains(number - 1) ? lines[number - 1] : nil
  }

  init(file: String, text: String) {
    self.file = file
    self.text = text
    let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    isJSON = file.lowercased().hasSuffix(".json") || trimmed.first == "{"
    lines = Self.lines(of: text)
  }

  /// The format's name, for messages.
  var format: String { isJSON ? "JSON" : "YAML" }

  /// An error at `mark`, quoting its line.
  func error(
    _ code: ManifestError.Code, _ message: String, expected: String? = nil, at mark: SourceMark
  ) -> ManifestError {
    let mark = place(mark)
    let line = lines.indices.contains(mark.line - 1) ? lines[mark.line - 1] : nil
    return ManifestError(
      code, file: file, line: mark.line, column: mark.column, message: message, expected: expected,
      sourceLine: line)
  }

  /// Where `mark` is in the text: libyaml reports the end of a text that does not end in a
  /// line break on the line after its last, where the caret goes after its last character.
  func place(_ mark: SourceMark) -> SourceMark {
    guard mark.line > lines.count, let last = lines.last else { return mark }
    return SourceMark(line: lines.count, column: last.unicodeScalars.count + 1)
  }

  /// The lines as libyaml counts them: broken at LF, CR, CR LF, NEL, LS and PS.
  private static func lines(of text: String) -> [String] {
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    var afterCR = false
    for scalar in text.unicodeScalars {
      if afterCR, scalar == "\n" {
        afterCR = false
        continue
      }
      afterCR = scalar == "\r"
      switch scalar {
      case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
        lines.append(String(current))
        current = String.UnicodeScalarView()
      default:
        current.append(scalar)
      }
    }
    lines.append(String(current))
    return lines
  }
}
