import WayfinderCoordination
import WayfinderNavigation

/// A screen as people write it in scripts and on the command line — the way the tools print
/// screens: `dashboard`, `card(7)`, `editProfile(draft: hello)`, `post(postID: "a b")`.
///
/// A value without a name is the screen's one parameter; a named value is a parameter when the
/// graph declares one of that name, otherwise data (an unsaved draft, say). Values holding
/// spaces, commas, colons, quotes or parentheses are written in double quotes with Swift's
/// escapes.
public struct ScreenText: Sendable, Hashable, CustomStringConvertible {
  public var name: String
  public var arguments: [(label: String?, value: String)]

  /// Reads `text`, or throws with what was wrong and at which character.
  public init(_ text: String) throws(ScreenTextError) {
    var reader = Reader(Array(text.unicodeScalars))
    let name = reader.word()
    guard !name.isEmpty else { throw reader.error("a screen name") }
    self.name = name
    arguments = []
    guard reader.take("(") else {
      guard reader.atEnd else { throw reader.error("\"(\" or the end of the screen") }
      return
    }
    repeat {
      reader.skipSpaces()
      var start = reader.index
      let first = try reader.value()
      reader.skipSpaces()
      if reader.take(":") {
        reader.skipSpaces()
        start = reader.index
        arguments.append((first, try reader.value()))
      } else {
        arguments.append((nil, first))
      }
      reader.skipSpaces()
      if reader.isInsideValue { throw reader.unquoted(name: name, from: start) }
    } while reader.take(",")
    guard reader.take(")") else { throw reader.error("\",\" or \")\"") }
    guard reader.atEnd else { throw reader.error("the end of the screen after \")\"") }
  }

  public var description: String {
    guard !arguments.isEmpty else { return name }
    let list = arguments.map { argument in
      let value = Screen("", parameters: ["": argument.value]).description.dropFirst().dropLast()
      return argument.label.map { "\($0): \(value)" } ?? String(value)
    }
    return "\(name)(\(list.joined(separator: ", ")))"
  }

  public static func == (lhs: ScreenText, rhs: ScreenText) -> Bool { lhs.description == rhs.description }
  public func hash(into hasher: inout Hasher) { hasher.combine(description) }

  /// The screen this text names in `graph`: its parameters and data sorted out, its traits the
  /// graph's.
  public func screen(in graph: NavigationGraph) throws(ScreenTextError) -> Screen {
    guard let declared = graph.parameters(of: name) else {
      throw ScreenTextError("the graph has no screen \"\(name)\"", at: nil)
    }
    var parameters: [String: String] = [:]
    var data: [String: String] = [:]
    for argument in arguments {
      if let label = argument.label {
        if declared.contains(label) {
          parameters[label] = argument.value
        } else {
          data[label] = argument.value
        }
      } else if declared.count == 1, arguments.count == 1, let only = declared.first {
        parameters[only] = argument.value
      } else {
        throw ScreenTextError(
          "\(self): name the value: \"\(name)\" takes "
            + (declared.isEmpty ? "no parameters" : "parameters \(declared.joined(separator: ", "))"),
          at: nil)
      }
    }
    // A parameter declared optional (`id?`) may be left out, as a route leaves it out.
    let optional = graph.screen(named: name)?.optionalParameters ?? []
    let missing = declared.filter { parameters[$0] == nil && !optional.contains($0) }
    if !missing.isEmpty {
      throw ScreenTextError("\(self): \"\(name)\" needs \(missing.joined(separator: ", "))", at: nil)
    }
    return Screen(name, parameters: parameters, data: data, traits: graph.traits(of: name))
  }

  /// Whether `screen` is the one this text names: the same name, and each value written equal
  /// to the screen's parameter or data of that name (an unnamed value: its one parameter).
  /// Values not written are not compared.
  public func matches(_ screen: Screen) -> Bool {
    guard screen.name == name else { return false }
    return arguments.allSatisfy { argument in
      if let label = argument.label {
        return (screen.parameters[label] ?? screen.data[label]) == argument.value
      }
      return screen.parameters.count == 1 && screen.parameters.first?.value == argument.value
    }
  }

  private struct Reader {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var atEnd: Bool { index == scalars.count }

    mutating func take(_ scalar: Unicode.Scalar) -> Bool {
      guard index < scalars.count, scalars[index] == scalar else { return false }
      index += 1
      return true
    }

    mutating func skipSpaces() {
      while index < scalars.count, scalars[index] == " " { index += 1 }
    }

    /// A run of characters up to a delimiter.
    mutating func word() -> String {
      var text = String.UnicodeScalarView()
      while index < scalars.count, !" (),:\"".unicodeScalars.contains(scalars[index]) {
        text.append(scalars[index])
        index += 1
      }
      return String(text)
    }

    mutating func value() throws(ScreenTextError) -> String {
      guard take("\"") else {
        let text = word()
        guard !text.isEmpty else { throw error("a value") }
        return text
      }
      var text = String.UnicodeScalarView()
      while index < scalars.count {
        let scalar = scalars[index]
        index += 1
        switch scalar {
        case "\"": return String(text)
        case "\\": text.append(try escape())
        default: text.append(scalar)
        }
      }
      throw error("a closing quote")
    }

    private mutating func escape() throws(ScreenTextError) -> Unicode.Scalar {
      guard index < scalars.count else { throw error("an escape after \"\\\"") }
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "n": return "\n"
      case "r": return "\r"
      case "t": return "\t"
      case "\"", "\\": return scalar
      case "u":
        guard take("{") else { throw error("\"{\" after \"\\u\"") }
        var digits = ""
        while index < scalars.count, scalars[index] != "}" {
          digits.unicodeScalars.append(scalars[index])
          index += 1
        }
        guard take("}"), let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) else {
          throw error("a hexadecimal scalar value and \"}\"")
        }
        return decoded
      default:
        index -= 1
        throw error("one of \\n \\r \\t \\\" \\\\ \\u{…}")
      }
    }

    /// Whether reading stopped after spaces in the middle of a value: the next character
    /// neither ends the value nor the screen.
    var isInsideValue: Bool {
      index > 0 && index < scalars.count && scalars[index - 1] == " "
        && !",):".unicodeScalars.contains(scalars[index])
    }

    /// The error for a value with spaces written without quotes, with the value quoted:
    /// `search("true crime")`.
    func unquoted(name: String, from start: Int) -> ScreenTextError {
      var end = index
      while end < scalars.count, !",)".unicodeScalars.contains(scalars[end]) { end += 1 }
      var value = String.UnicodeScalarView(scalars[start..<end])
      while value.last == " " { value.removeLast() }
      let quoted = Screen("", parameters: ["": String(value)]).description.dropFirst().dropLast()
      let found = "\"\(scalars[index])\""
      return ScreenTextError(
        "expected \",\" or \")\", found \(found): a value with spaces, commas, colons or parentheses "
          + "is written in quotes, as in \(name)(\(quoted))",
        at: index)
    }

    func error(_ expected: String) -> ScreenTextError {
      let found = index < scalars.count ? "\"\(scalars[index])\"" : "the end"
      return ScreenTextError("expected \(expected), found \(found)", at: index)
    }
  }
}

/// A screen written wrongly, or one the graph does not know.
public struct ScreenTextError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was wrong.
  public let reason: String
  /// The character (a Unicode scalar offset) where reading stopped, for a text that could not
  /// be read.
  public let offset: Int?

  init(_ reason: String, at offset: Int?) {
    self.reason = reason
    self.offset = offset
  }

  public var description: String { reason }
}
