import WayfinderRouting

/// A manifest that cannot be read: bad YAML or JSON, an unknown key, a value of the wrong
/// type, a missing field, a name nothing declares, a pattern that does not parse, or a graph
/// or route table the builders refuse.
///
/// The ``description`` reads like a compiler's: the place, what was wrong and what was
/// expected, then the line at fault with a caret under the column.
///
/// ```
/// Manifests/bank.yaml:39:15: error: unknown screen "dashbord" (did you mean "dashboard"?); expected a screen the manifest declares
///   /dashboard: dashbord
///               ^
/// ```
public struct ManifestError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of mistake it is.
  public let code: Code
  /// The manifest's file name, as given to ``Manifest/load(contentsOf:)`` or
  /// ``Manifest/parse(_:file:)``.
  public let file: String
  /// The line at fault, from 1; `nil` when the file could not be read at all.
  public let line: Int?
  /// The column at fault, from 1, counted in Unicode scalars.
  public let column: Int?
  /// What was wrong: `unknown screen "dashbord" (did you mean "dashboard"?)`.
  public let message: String
  /// What was expected instead, if there is something to say.
  public let expected: String?
  /// The text of the line at fault, when the manifest has that line.
  public let sourceLine: String?

  init(
    _ code: Code, file: String, line: Int?, column: Int?, message: String, expected: String?,
    sourceLine: String?
  ) {
    self.code = code
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.expected = expected
    self.sourceLine = sourceLine
  }

  public var description: String {
    var place = file
    if let line {
      place += ":\(line)"
      if let column { place += ":\(column)" }
    }
    var text = "\(place): error: \(message)"
    if let expected { text += "; expected \(expected)" }
    if let sourceLine {
      let quoted = ExcerptWindow.quote(sourceLine, column: column ?? 1)
      text += "\n" + quoted.line + "\n" + Self.caret(under: quoted.column, of: quoted.line)
    }
    return text
  }

  /// Spaces (and the line's own tabs, so that the caret lines up) up to `column`, then `^`.
  static func caret(under column: Int, of line: String) -> String {
    var padding = ""
    var count = 0
    for scalar in line.unicodeScalars where count < column - 1 {
      padding += scalar == "\t" ? "\t" : " "
      count += 1
    }
    return padding + String(repeating: " ", count: max(0, column - 1 - count)) + "^"
  }
}

extension ManifestError {
  /// What kind of mistake a ``ManifestError`` is.
  public struct Code: Sendable, Hashable, CustomStringConvertible {
    enum Raw: String, Sendable, Hashable {
      case unreadable = "unreadable"
      case syntax = "syntax"
      case unknownKey = "unknown-key"
      case wrongType = "wrong-type"
      case missingKey = "missing-key"
      case unknownName = "unknown-name"
      case invalidValue = "invalid-value"
      case routeTable = "route-table"
      case graph = "graph"
      case swiftName = "swift-name"
    }
    let raw: Raw

    /// The file could not be read, or is not UTF-8 text.
    public static let unreadable = Code(raw: .unreadable)
    /// The text is not YAML (or JSON) at all.
    public static let syntax = Code(raw: .syntax)
    /// A mapping has a key the manifest format does not know.
    public static let unknownKey = Code(raw: .unknownKey)
    /// A value is of the wrong type: a list where a mapping belongs, a text where a number does.
    public static let wrongType = Code(raw: .wrongType)
    /// A field the manifest needs is not there.
    public static let missingKey = Code(raw: .missingKey)
    /// A name refers to a container, screen, guard or parameter that is not declared.
    public static let unknownName = Code(raw: .unknownName)
    /// A value has the right type but cannot be used: an unknown policy, a bad duration, a
    /// screen reference that does not parse, an illegal start state.
    public static let invalidValue = Code(raw: .invalidValue)
    /// The route table refuses the routes: a pattern that does not parse, two patterns that
    /// match the same links, a link policy that accepts no link.
    public static let routeTable = Code(raw: .routeTable)
    /// The navigation graph builder refuses the graph.
    public static let graph = Code(raw: .graph)
    /// A name `wayfinder generate` cannot write as Swift: not an identifier, one that clashes
    /// with a member of the generated type, or two routes that would declare one case.
    /// `wayfinder lint` reports it first, under the same code.
    public static let swiftName = Code(raw: .swiftName)

    public var description: String { raw.rawValue }
  }
}
