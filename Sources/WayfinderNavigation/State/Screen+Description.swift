extension Screen: CustomStringConvertible {
  /// The screen as the tools print it: `dashboard`, `card(7)`, or with names when there is
  /// more than one value or the value is data, `editProfile(draft: hello)`.
  ///
  /// Parameters come first, then data, each sorted by name (parameters in the order
  /// `parameterOrder` gives for the screen's name, when the tools set it). A value that is empty or holds
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
    let fields = orderedParameters + data.sorted { $0.key < $1.key }
    let list = fields.map { "\(Self.quoted($0.key)): \(Self.quoted($0.value))" }.joined(separator: ", ")
    return "\(name)(\(list))"
  }

  /// The parameters in `parameterOrder`'s order for this screen, then any others by name.
  private var orderedParameters: [(key: String, value: String)] {
    let sorted = parameters.sorted { $0.key < $1.key }
    guard sorted.count > 1, let order = Self.parameterOrder[name] else { return sorted }
    let rank = { (key: String) in order.firstIndex(of: key) ?? order.count }
    return sorted.enumerated().sorted {
      (rank($0.element.key), $0.offset) < (rank($1.element.key), $1.offset)
    }
    .map(\.element)
  }

  /// The order `description` writes a screen's parameters in, by screen name: the tools set
  /// it to the order the app's graph declares them (`episode(showID: 5, episodeID: 9)`), for
  /// what they print while it is set. A screen it does not name prints its parameters sorted.
  @TaskLocal package static var parameterOrder: [String: [String]] = [:]

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
