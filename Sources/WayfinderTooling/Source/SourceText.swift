import Foundation
import WayfinderRouting
@_spi(Internals) import WayfinderTesting
import Yams

/// A mistake in a file people write (a script), located like a compiler's:
///
/// ```
/// golden.yaml:4:5: error: unknown step "opne" (did you mean "open"?); expected a step: open: …
///     - opne: bank://cards/7
///       ^
/// ```
public struct SourceError: Error, Sendable, Hashable, CustomStringConvertible {
  public let file: String
  /// 1-based; `nil` when the mistake is not on one line (the file cannot be read).
  public let line: Int?
  public let column: Int?
  /// What was wrong, and what was expected.
  public let reason: String
  /// The line in question and a caret under the column.
  public let excerpt: String

  public init(file: String, line: Int?, column: Int?, reason: String, excerpt: String = "") {
    self.file = file
    self.line = line
    self.column = column
    self.reason = reason
    self.excerpt = excerpt
  }

  public var description: String {
    let place = [file, line.map(String.init), column.map(String.init)].compactMap(\.self).joined(
      separator: ":")
    return "\(place): error: \(reason)" + (excerpt.isEmpty ? "" : "\n" + excerpt)
  }
}

/// The text of a file being read, for locating mistakes.
struct SourceText {
  let text: String
  let file: String
  let lines: [Substring]

  init(_ text: String, file: String) {
    self.text = text
    self.file = file
    lines = Self.lines(of: text)
  }

  /// The lines as libyaml counts them, and so as its marks number them: broken at LF, CR,
  /// CR LF, NEL, LS and PS.
  private static func lines(of text: String) -> [Substring] {
    var lines: [Substring] = []
    var start = text.unicodeScalars.startIndex
    var index = start
    let scalars = text.unicodeScalars
    while index < scalars.endIndex {
      let scalar = scalars[index]
      guard ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) else {
        index = scalars.index(after: index)
        continue
      }
      lines.append(Substring(scalars[start..<index]))
      index = scalars.index(after: index)
      if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" {
        index = scalars.index(after: index)
      }
      start = index
    }
    lines.append(Substring(scalars[start...]))
    return lines
  }

  /// The place of a mark: libyaml reports the end of a text that does not end in a line break
  /// on the line after its last, where the caret goes after its last character instead.
  func place(line: Int, column: Int) -> (line: Int, column: Int) {
    guard line > lines.count, let last = lines.last else { return (line, column) }
    return (lines.count, last.unicodeScalars.count + 1)
  }

  /// The place of the `offset`-th character, counted as libyaml counts them.
  func place(atCharacter offset: Int) -> (line: Int, column: Int) {
    var remaining = max(0, offset)
    for (index, line) in lines.enumerated() {
      let length = line.count
      if remaining <= length {
        return (index + 1, line.prefix(remaining).unicodeScalars.count + 1)
      }
      remaining -= length + 1
    }
    return place(line: lines.count + 1, column: 1)
  }

  func compose() throws(SourceError) -> Node {
    let node: Node?
    do {
      node = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw translate(error)
    } catch {
      throw SourceError(
        file: file, line: 1, column: 1, reason: "\(error)", excerpt: excerpt(line: 1, column: 1))
    }
    guard let node else {
      throw SourceError(
        file: file, line: 1, column: 1, reason: "the file is empty", excerpt: excerpt(line: 1, column: 1))
    }
    return node
  }

  private func translate(_ error: YamlError) -> SourceError {
    switch error {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let reason = "not valid YAML: \(problem)" + (context.map { " \($0.text)" } ?? "")
      let (line, column) = place(line: mark.line, column: mark.column)
      return SourceError(
        file: file, line: line, column: column, reason: reason, excerpt: excerpt(line: line, column: column))
    case .reader(let problem, let offset, _, _):
      let (line, column) = place(atCharacter: offset ?? 0)
      return SourceError(
        file: file, line: line, column: column, reason: "not readable text: \(problem)",
        excerpt: excerpt(line: line, column: column))
    case .duplicatedKeysInMapping(let duplicates, let context):
      let (line, column) = place(line: context.mark.line, column: context.mark.column)
      let keys = duplicates.map { "`\($0)`" }.sorted().joined(separator: ", ")
      return SourceError(
        file: file, line: line, column: column,
        reason: "\(keys) \(duplicates.count == 1 ? "is" : "are") written twice in one mapping",
        excerpt: excerpt(line: line, column: column))
    default:
      return SourceError(
        file: file, line: 1, column: 1, reason: "not valid YAML: \(error)",
        excerpt: excerpt(line: 1, column: 1))
    }
  }

  /// The line and a caret under the column.
  func excerpt(line: Int, column: Int) -> String {
    guard line >= 1, line <= lines.count else { return "" }
    let (text, column) = ExcerptWindow.quote(String(lines[line - 1]).replacingTabs, column: column)
    let caret = String(repeating: " ", count: max(0, column - 1)) + "^"
    return "    \(text)\n    \(caret)"
  }

  func error(at node: Node?, _ problem: String, expected: String? = nil) -> SourceError {
    let reason = problem + (expected.map { "; expected \($0)" } ?? "")
    guard let mark = node?.mark else {
      return SourceError(file: file, line: nil, column: nil, reason: reason)
    }
    let (line, column) = place(line: mark.line, column: mark.column)
    return SourceError(
      file: file, line: line, column: column, reason: reason, excerpt: excerpt(line: line, column: column))
  }

  func mapping(_ node: Node, _ expected: String) throws(SourceError) -> Node.Mapping {
    guard case .mapping(let mapping) = node else {
      throw error(at: node, "not a mapping", expected: expected)
    }
    return mapping
  }

  func string(_ node: Node, _ expected: String) throws(SourceError) -> String {
    guard case .scalar(let scalar) = node else {
      throw error(at: node, "not a single value", expected: expected)
    }
    return scalar.string
  }

  func bool(_ node: Node) throws(SourceError) -> Bool {
    switch try string(node, "true or false") {
    case "true", "yes": return true
    case "false", "no": return false
    case let other: throw error(at: node, "\"\(other)\" is not true or false", expected: "true or false")
    }
  }

  func screen(_ node: Node) throws(SourceError) -> ScreenText {
    let text = try string(node, "a screen, as `card(7)`")
    do {
      return try ScreenText(text)
    } catch {
      let mark = node.mark
      // A plain scalar starts at its first character; a quoted one a character later.
      let quoted: Int = if case .scalar(let scalar) = node, scalar.style != .plain { 1 } else { 0 }
      let column = (mark?.column ?? 1) + quoted + (error.offset ?? 0)
      return try fail(line: mark?.line, column: column, "bad screen \"\(text)\": \(error.reason)")
    }
  }

  func duration(_ node: Node) throws(SourceError) -> Duration {
    let text = try string(node, "a duration such as 90s, 500ms or 2m")
    let units: [(String, (Int) -> Duration)] = [
      ("ms", { .milliseconds($0) }), ("s", { .seconds($0) }), ("m", { .seconds($0 * 60) }),
    ]
    for (unit, make) in units where text.hasSuffix(unit) {
      if let value = Int(text.dropLast(unit.count)), value >= 0, value < 1_000_000 { return make(value) }
    }
    throw error(at: node, "\"\(text)\" is not a duration", expected: "a whole number with ms, s or m: 90s")
  }

  private func fail<T>(line: Int?, column: Int, _ reason: String) throws(SourceError) -> T {
    throw SourceError(
      file: file, line: line, column: column, reason: reason,
      excerpt: line.map { excerpt(line: $0, column: column) } ?? "")
  }

  /// ` (did you mean "open"?)` when a known word is close.
  func suggestion(_ word: String, among known: [String]) -> String {
    Suggestion.closest(to: word, among: known.sorted()).map { " (did you mean \"\($0)\"?)" } ?? ""
  }
}

/// The keys of a mapping, taken one by one; what is left over is an unknown key.
struct SourceFields {
  private var entries: [(key: String, keyNode: Node, value: Node)]
  private var taken: Set<String> = []
  let source: SourceText

  init(_ mapping: Node.Mapping, in source: SourceText) {
    entries = mapping.map { (key: $0.key.string ?? "", keyNode: $0.key, value: $0.value) }
    self.source = source
  }

  mutating func take(_ key: String) -> Node? {
    guard let entry = entries.first(where: { $0.key == key }) else { return nil }
    taken.insert(key)
    return entry.value
  }

  func had(_ key: String) -> Bool { taken.contains(key) }

  func finish(known: [String]) throws(SourceError) {
    var seen: Set<String> = []
    for entry in entries {
      if !seen.insert(entry.key).inserted {
        throw source.error(at: entry.keyNode, "`\(entry.key)` is written twice")
      }
      if !known.contains(entry.key) {
        throw source.error(
          at: entry.keyNode, "unknown key `\(entry.key)`" + source.suggestion(entry.key, among: known),
          expected: known.map { "`\($0)`" }.joined(separator: ", "))
      }
    }
  }
}

extension String {
  fileprivate var replacingTabs: String { replacingOccurrences(of: "\t", with: " ") }
}
