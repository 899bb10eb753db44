/// The Swift type of a value a link gives: what a pattern parameter's type becomes.
enum GeneratedValueType: Equatable {
  case int
  case uuid
  case string
  /// A wildcard's segments.
  case segments

  /// `Int`, `UUID`, `String`, `[String]`.
  var swiftName: String {
    switch self {
    case .int: "Int"
    case .uuid: "UUID"
    case .string: "String"
    case .segments: "[String]"
    }
  }

  /// The `RouteParameters` method that reads it: `int`, `uuid`, `string`, `segments`.
  var reader: String {
    switch self {
    case .int: "int"
    case .uuid: "uuid"
    case .string: "string"
    case .segments: "segments"
    }
  }

  /// An expression of this type from the text `text` (a `String`), optional: `Int(text)`.
  func parsed(_ text: String) -> String {
    switch self {
    case .int: "Int(\(text))"
    case .uuid: "UUID(uuidString: \(text))"
    case .string: text
    case .segments: "\(text).split(separator: \"/\").map(String.init)"
    }
  }

  /// The text a screen holds for the value `value`, as the tools print it.
  func text(_ value: String) -> String {
    switch self {
    case .int: "String(\(value))"
    case .uuid: "\(value).uuidString"
    case .string: value
    case .segments: "\(value).joined(separator: \"/\")"
    }
  }

  /// A made-up value, for the round-trip check.
  var sample: String {
    switch self {
    case .int: "7"
    case .uuid: "UUID(uuidString: \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\")!"
    case .string: "\"sample\""
    case .segments: "[\"a\", \"b\"]"
    }
  }
}

/// A value of a generated route or screen case: its label, type and whether it may be absent.
struct GeneratedField: Equatable {
  var label: String
  var type: GeneratedValueType
  var isOptional: Bool
  /// Whether the value is the screen's data (it updates the screen in place), not a parameter.
  var isData = false

  /// `cardID: Int`, `page: Int?`.
  var declaration: String {
    "\(SwiftNames.escaped(label)): \(type.swiftName)\(isOptional ? "?" : "")"
  }

  /// The local name a case pattern binds it to.
  var binding: String { SwiftNames.escaped(label) }

  /// The expression of the text the screen holds for it (optional when the field is).
  var text: String {
    guard isOptional else { return type.text(binding) }
    return type == .string ? binding : "\(binding).map { \(type.text("$0")) }"
  }
}
