extension Screen: CustomStringConvertible {
  /// The screen as the tools print it: `dashboard`, `card(7)`, or with names when there is
  /// more than one value or the value is data, `editProfile(draft: hello)`.
  ///
  /// Parameters come first, then data, each sorted by name. A value that is empty or holds
  /// spaces, commas, colons, quotes, parentheses or control characters is written in double
  /// quotes with Swift's escapes (`\"`, `\\`, `\n`, `\r`, `\t`, `\u{1B}`); so is such a name.
  ///
  /// A foreign screen (one the library did not make) is written in brackets:
  /// `[foreign UIAlertController]`.
  public var description: String {
    if traits.contains(.foreign) { return "[foreign \(Self.quoted(name))]" }
    if parameters.isEmpty && data.isEmpty { return name }
    if data.isEmpty, parameters.count == 1, let value = parameters.first?.value {
      return "\(name)(\(Self.quoted(value)))"
    }
    let fields = parameters.sorted { $0.key < $1.key } + data.sorted { $0.key < $1.key }
    let list = fields.map { "\(Self.quoted($0.key)): \(Self.quoted($0.value))" }.joined(separator: ", ")
    return "\(name)(\(list))"
  }

  static func quoted(_ value: String) -> String {
    let plain = !value.isEmpty && value.unicodeScalars.allSatisfy { !needsQuotes($0) }
    if plain { return value }
    var text = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text + "\""
  }

  private static func needsQuotes(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case " ", ",", ":", "(", ")", "\"", "\\": true
    default: scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.value == 0x7F
    }
  }
}
