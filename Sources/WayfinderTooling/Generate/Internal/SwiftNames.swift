/// How manifest names become Swift names: identifiers checked, keywords escaped, type names
/// made from the app's name.
enum SwiftNames {
  /// The words Swift reserves, which an identifier must write in backticks.
  static let keywords: Set<String> = [
    "Any", "Protocol", "Self", "Type", "as", "associatedtype", "break", "case", "catch", "class",
    "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
    "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let",
    "nil", "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return",
    "self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
    "typealias", "var", "where", "while", "await", "async", "some", "any",
  ]

  /// Whether `name` can be a Swift identifier (in backticks when it is a keyword): ASCII
  /// letters, digits and `_`, not starting with a digit.
  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0))
    }
  }

  /// `name`, in backticks when Swift reserves it.
  static func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// The prefix of the generated types: `bank` → `Bank`, `my-shop` → `MyShop`; `nil` when the
  /// name holds no letter to start a type name with.
  static func typePrefix(_ app: String) -> String? {
    let words = app.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    guard let first = name.first, first.isLetter else { return nil }
    return name
  }

  /// The Swift name of a type the manifest declares: `slug` in the art app is `ArtSlug`.
  static func valueTypeName(_ name: String, app: String) -> String {
    "\(typePrefix(app) ?? "")\(capitalized(name))"
  }

  /// `name` with its first letter in upper case: `veggie` → `Veggie`.
  static func capitalized(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }

  /// A Swift string literal holding `text`.
  static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
