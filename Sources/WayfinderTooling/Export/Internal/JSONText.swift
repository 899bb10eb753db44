/// A JSON value written with its keys in the order given, indented by two spaces, so that an
/// export's text is the same on every platform (`JSONSerialization` spaces and orders keys
/// differently on Darwin and Linux).
indirect enum JSONText {
  case string(String)
  case bool(Bool)
  case array([JSONText])
  case object([(key: String, value: JSONText)])

  /// The value as RFC 8259 text, ending without a newline.
  var text: String {
    var out = ""
    write(to: &out, indent: "")
    return out
  }

  private func write(to out: inout String, indent: String) {
    switch self {
    case .string(let value):
      out += Self.quoted(value)
    case .bool(let value):
      out += value ? "true" : "false"
    case .array(let items):
      guard !items.isEmpty else {
        out += "[]"
        return
      }
      out += "[\n"
      for (index, item) in items.enumerated() {
        out += indent + "  "
        item.write(to: &out, indent: indent + "  ")
        out += index == items.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        out += "{}"
        return
      }
      out += "{\n"
      for (index, member) in members.enumerated() {
        out += indent + "  " + Self.quoted(member.key) + ": "
        member.value.write(to: &out, indent: indent + "  ")
        out += index == members.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    }
  }

  /// A JSON string: `"` and `\` escaped, control characters as `\n`, `\t` or `\u00XX`.
  static func quoted(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
