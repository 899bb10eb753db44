/// The Swift type of a value a link gives: what a pattern parameter's type becomes.
enum GeneratedValueType: Equatable {
  case int
  case uuid
  case string
  case bool
  /// A wildcard's segments.
  case segments
  /// The whole link, a route's `link:` (`RouteParameters.linkURL()`): never printed.
  case url
  /// A type the manifest declares under `types:`, generated as `swiftName` (it is
  /// `LosslessStringConvertible`), and a value of it for the round-trip check.
  case declared(swiftName: String, sample: String)

  /// `Int`, `UUID`, `String`, `[String]`.
  var swiftName: String {
    switch self {
    case .int: "Int"
    case .uuid: "UUID"
    case .string: "String"
    case .bool: "Bool"
    case .segments: "[String]"
    case .url: "URL"
    case .declared(let name, _): name
    }
  }

  /// The expression that reads the pattern parameter `parameter` (a Swift literal) in a
  /// route's `parse`: `$0.int("cardID")`.
  func read(_ parameter: String) -> String {
    switch self {
    case .declared(let name, _): "$0.value(\(parameter), as: \(name).self)"
    case .url: "$0.linkURL()"
    default: "$0.\(reader)(\(parameter))"
    }
  }

  /// The `RouteParameters` method that reads it: `int`, `uuid`, `string`, `segments`.
  var reader: String {
    switch self {
    case .int: "int"
    case .uuid: "uuid"
    case .string: "string"
    case .bool: "bool"
    case .segments: "segments"
    case .url: "linkURL"
    case .declared: "value"
    }
  }

  /// An expression of this type from the text `text` (a `String`), optional: `Int(text)`.
  func parsed(_ text: String) -> String {
    switch self {
    case .int: "Int(\(text))"
    case .uuid: "UUID(uuidString: \(text))"
    case .string: text
    case .bool: "Bool(\(text))"
    case .segments: "\(text).split(separator: \"/\").map(String.init)"
    case .url: "URL(string: \(text))"
    case .declared(let name, _): "\(name)(\(text))"
    }
  }

  /// The text a screen holds for the value `value`, as the tools print it.
  func text(_ value: String) -> String {
    switch self {
    case .int: "String(\(value))"
    case .uuid: "\(value).uuidString"
    case .string: value
    case .bool: "String(\(value))"
    case .segments: "\(value).joined(separator: \"/\")"
    case .url: "\(value).absoluteString"
    case .declared: "\(value).description"
    }
  }

  /// The text of ``sample``, as a screen holds it: `7`, `a/b`.
  var sampleText: String {
    switch self {
    case .int: "7"
    case .uuid: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    case .string: "sample"
    case .bool: "true"
    case .segments: "a/b"
    case .url: "https://example.com/a/b"
    case .declared(_, let sample): sample
    }
  }

  /// A made-up value, for the round-trip check.
  var sample: String {
    switch self {
    case .int: "7"
    case .uuid: "UUID(uuidString: \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\")!"
    case .string: "\"sample\""
    case .bool: "true"
    case .segments: "[\"a\", \"b\"]"
    case .url: "URL(string: \"https://example.com/a/b\")!"
    case .declared(let name, let sample): "\(name)(\(SwiftNames.literal(sample)))!"
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
