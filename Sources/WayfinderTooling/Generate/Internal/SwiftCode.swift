/// Swift text as the generator writes it: lines at an indentation of two spaces a level, the
/// way `swift format` lays them out.
struct SwiftCode {
  private(set) var lines: [String] = []
  private var depth = 0

  /// The columns the current indentation takes.
  var indentation: Int { depth * 2 }

  /// Adds a line at the current indentation; an empty one stays empty.
  mutating func line(_ text: String = "") {
    lines.append(text.isEmpty ? "" : String(repeating: "  ", count: depth) + text)
  }

  /// Adds `///` lines; nothing for no lines.
  mutating func doc(_ comment: [String]) {
    for text in comment { line(text.isEmpty ? "///" : "/// \(text)") }
  }

  /// `header {`, the body one level in, then `}` (or `footer`).
  mutating func block(_ header: String, footer: String = "}", _ body: (inout SwiftCode) -> Void) {
    line(header + " {")
    depth += 1
    body(&self)
    depth -= 1
    line(footer)
  }

  /// `switch subject {`, the cases at its own level (as `swift format` indents them), then `}`.
  mutating func switchBlock(_ subject: String, _ body: (inout SwiftCode) -> Void) {
    line("switch \(subject) {")
    body(&self)
    line("}")
  }

  /// `case pattern: value` on one line when it fits, otherwise the value on the next line.
  mutating func caseLine(_ pattern: String, _ value: String) {
    let single = "case \(pattern): \(value)"
    if indentation + single.count <= 110 {
      line(single)
    } else {
      line("case \(pattern):")
      line("  " + value)
    }
  }

  /// The lines `body` adds, one level in.
  mutating func indented(_ body: (inout SwiftCode) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }

  /// The lines with a final newline, and never two empty lines in a row or an empty line before
  /// a closing brace.
  var text: String {
    var kept: [String] = []
    for line in lines {
      if line.isEmpty, kept.last?.isEmpty ?? true { continue }
      if line.drop(while: { $0 == " " }).hasPrefix("}"), kept.last?.isEmpty == true { kept.removeLast() }
      kept.append(line)
    }
    if kept.last?.isEmpty == true { kept.removeLast() }
    return kept.joined(separator: "\n") + "\n"
  }
}
