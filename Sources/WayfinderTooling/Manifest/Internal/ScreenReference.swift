/// A screen as a manifest names it: `card`, `card(cardID)`, `card(cardID = id)`,
/// `artist(id, tab = 'insights')`.
///
/// In a route, each argument names a parameter of the pattern, given to the screen under its
/// own name (`card(cardID)`) or under a label (`card(cardID = id)`, or `card(cardID: id)` in
/// quotes); a value in single quotes is a constant the route gives the screen whatever the link
/// (`tab = 'insights'`). In a start state, each argument is a value, as the tools print screens:
/// `card(7)`, `card(cardID = 7)`.
struct ScreenReference {
  struct Argument {
    var label: Located<String>
    var value: Located<String>
    /// Whether the argument was written alone, without a label.
    var isBare: Bool
    /// Whether the value was written in single quotes: a constant, not a name.
    var isConstant = false
    /// The constant written before the name, `'/' + rest`: the screen's value is it and the
    /// pattern's value, one after the other.
    var prefix: String?
  }

  var name: Located<String>
  var arguments: [Argument]
  /// Where the whole reference is written.
  var mark: SourceMark { name.mark }

  /// Why a reference does not parse, and where.
  struct Failure: Error {
    var message: String
    var expected: String
    var mark: SourceMark
  }

  /// Parses `text`, whose first character is at `text.mark`.
  static func parse(_ text: Located<String>) throws(Failure) -> ScreenReference {
    var scanner = Scanner(scalars: Array(text.value.unicodeScalars), base: text.mark)
    scanner.skipSpaces()
    guard let name = scanner.word() else {
      throw scanner.failure(
        "\"\(text.value)\" is not a screen", expected: "a screen name, such as card(cardID)")
    }
    var reference = ScreenReference(name: name, arguments: [])
    scanner.skipSpaces()
    if scanner.isAtEnd { return reference }
    guard scanner.take("(") else {
      throw scanner.failure(
        "unexpected \"\(scanner.rest)\" after the screen name",
        expected: "\"(\" and its arguments, or nothing")
    }
    scanner.skipSpaces()
    if !scanner.take(")") {
      repeat {
        scanner.skipSpaces()
        reference.arguments.append(try scanner.argument(in: text.value))
        scanner.skipSpaces()
      } while scanner.take(",")
      guard scanner.take(")") else {
        if scanner.isAtEnd {
          throw scanner.failure(
            "\"\(text.value)\" is not closed",
            expected: "\")\" (inside { } or [ ], a comma ends an unquoted value: put the screen in quotes)")
        }
        throw scanner.failure("unexpected \"\(scanner.rest)\" in the arguments", expected: "\",\" or \")\"")
      }
    }
    scanner.skipSpaces()
    guard scanner.isAtEnd else {
      throw scanner.failure("unexpected \"\(scanner.rest)\" after \")\"", expected: "nothing")
    }
    return reference
  }

  /// Reads a reference's text one scalar at a time.
  private struct Scanner {
    let scalars: [Unicode.Scalar]
    let base: SourceMark
    var index = 0

    var isAtEnd: Bool { index >= scalars.count }
    var mark: SourceMark { base.moved(by: index) }
    var rest: String { String(String.UnicodeScalarView(scalars[min(index, scalars.count)...])) }

    mutating func skipSpaces() {
      while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
    }

    mutating func take(_ scalar: Unicode.Scalar) -> Bool {
      guard index < scalars.count, scalars[index] == scalar else { return false }
      index += 1
      return true
    }

    /// A run of characters other than spaces and `(),=:`.
    mutating func word() -> Located<String>? {
      let start = index
      while index < scalars.count, !Self.isPunctuation(scalars[index]) { index += 1 }
      guard index > start else { return nil }
      return Located(
        value: String(String.UnicodeScalarView(scalars[start..<index])), mark: base.moved(by: start))
    }

    mutating func argument(in text: String) throws(Failure) -> Argument {
      guard let first = word() else {
        throw failure("an argument of \"\(text)\" is missing", expected: "a name")
      }
      skipSpaces()
      guard take("=") || take(":") else { return Argument(label: first, value: first, isBare: true) }
      skipSpaces()
      if take("'") {
        let start = index
        while index < scalars.count, scalars[index] != "'" { index += 1 }
        let value = Located(
          value: String(String.UnicodeScalarView(scalars[start..<index])), mark: base.moved(by: start))
        let quote = base.moved(by: start - 1)
        guard take("'") else {
          throw Failure(
            message: "the constant of \"\(first.value)\" is not closed in \"\(text)\"",
            expected: "a closing \"'\"", mark: quote)
        }
        guard !value.value.isEmpty else {
          throw Failure(
            message: "the constant of \"\(first.value)\" is empty", expected: "a value, such as 'insights'",
            mark: quote)
        }
        skipSpaces()
        if take("+") {
          // `'/' + rest`: the constant, then the pattern's value.
          skipSpaces()
          guard let name = word() else {
            throw failure(
              "\"\(first.value)\" has no name after \"+\" in \"\(text)\"",
              expected: "a parameter of the pattern, as in '/' + rest")
          }
          return Argument(label: first, value: name, isBare: false, prefix: value.value)
        }
        return Argument(label: first, value: value, isBare: false, isConstant: true)
      }
      guard let second = word() else {
        throw failure("\"\(first.value)\" has no value in \"\(text)\"", expected: "a name after \"=\"")
      }
      return Argument(label: first, value: second, isBare: false)
    }

    func failure(_ message: String, expected: String) -> Failure {
      Failure(message: message, expected: expected, mark: mark)
    }

    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isWhitespace || "(),=:+".unicodeScalars.contains(scalar)
    }
  }
}
