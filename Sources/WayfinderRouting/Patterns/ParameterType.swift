import Foundation

/// The type of a route parameter: which segment or query values it accepts.
///
/// A pattern names a parameter's type in parentheses after its name: `:cardID(int)`. A
/// parameter without a type, `:slug`, is a ``string`` parameter and accepts any non-empty
/// value. The built-in types are ``string``, ``int``, ``uuid`` and ``bool``. A set of values is
/// written in the pattern, `:tab(overview|insights)`. An app adds its own types with
/// ``init(name:accepts:)`` or ``init(name:pattern:)`` and ``RouteTable/Builder/register(_:)``.
///
/// Where parameters of different types sit at the same place in two patterns, the link's value
/// decides: a typed parameter is tried before a plain one, and typed parameters are tried in a
/// fixed order — `int`, then `uuid`, then `bool`, then sets and the app's own types by name —
/// never in the order the routes were added.
///
/// ```swift
/// let slug = ParameterType(name: "slug") { value in
///   value.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }
/// }
/// var routes = RouteTable<Route>.Builder(policy: policy)
/// routes.register(slug)
/// routes.add("/posts/:slug(slug)", parse: { .post(try $0.string("slug")) }, print: …)
/// ```
public struct ParameterType: Sendable, Hashable, CustomStringConvertible {
  enum Kind: Sendable {
    case string
    case int
    case uuid
    case custom(@Sendable (String) -> Bool)
    case bool
    /// A value from a fixed list, compared byte for byte with the decoded value, or with ASCII
    /// letters in either case when `anyCase`.
    case oneOf([[UInt8]], anyCase: Bool)
    /// A value a pattern of ``ValueRule`` matches (folded to either case when made with
    /// ``ParameterType/ignoringCase``).
    case rule(ValueRule)
    /// An optional query parameter's type whose link value is dropped, not refused, when it is
    /// not of the declared type (``RouteTable/Builder/add(_:lenient:parse:print:)``).
    case lenient(ParameterType)
  }

  /// The name and the test, shared: a type is copied into every pattern that uses it, so a
  /// copy is one reference.
  private final class Storage: Sendable {
    let name: String
    let kind: Kind
    /// A value a type of the app's own accepts, when the app knows one.
    let example: String?

    init(name: String, kind: Kind, example: String? = nil) {
      self.name = name
      self.kind = kind
      self.example = example
    }
  }

  private let storage: Storage

  /// The name written in patterns, as in `:id(int)`.
  public var name: String { storage.name }
  var kind: Kind { storage.kind }

  init(name: String, kind: Kind) {
    storage = Storage(name: name, kind: kind)
  }

  /// A type of the app's own, as ``init(name:accepts:)`` makes one, with a value it accepts:
  /// what tools that need a link of each pattern (lint, the redirect checks) give it.
  package init(name: String, example: String, accepts: @escaping @Sendable (String) -> Bool) {
    storage = Storage(name: name, kind: .custom(accepts), example: example)
  }

  /// The value ``init(name:example:accepts:)`` was given.
  var customExample: String? { storage.example }

  /// A type of the app's own, accepting a value when `accepts` returns `true` for its
  /// percent-decoded text.
  ///
  /// - Parameters:
  ///   - name: The name patterns use for it: letters, digits and `_`, not one of the
  ///     built-in names.
  ///   - accepts: Decides whether a decoded value is of this type. It must be pure: the same
  ///     answer for the same value, from any thread.
  public init(name: String, accepts: @escaping @Sendable (String) -> Bool) {
    self.init(name: name, kind: .custom(accepts))
  }

  /// Any non-empty value. A parameter written without a type, `:name`, has this type.
  public static let string = ParameterType(name: "string", kind: .string)
  /// A decimal integer that fits `Int`, with an optional leading `-`: `42`, `-7`.
  public static let int = ParameterType(name: "int", kind: .int)
  /// A UUID in its 8-4-4-4-12 hexadecimal form, either case.
  public static let uuid = ParameterType(name: "uuid", kind: .uuid)

  /// `true` or `false`, or `1` or `0`, as a link writes it; read with
  /// ``RouteParameters/bool(_:)``, and printed `true` or `false`.
  public static let bool = ParameterType(name: "bool", kind: .bool)

  /// This type, for an optional query parameter whose value of another type is dropped: the
  /// matcher takes any value, and ``RouteParameters`` reads one of another type as absent. It
  /// keeps this type's name.
  var lenient: ParameterType {
    if case .lenient = kind { return self }
    return ParameterType(name: name, kind: .lenient(self))
  }

  /// The type a lenient parameter declares; `nil` for one that is not lenient.
  var declared: ParameterType? {
    if case .lenient(let declared) = kind { declared } else { nil }
  }

  /// The built-in types, by name.
  static let builtIn: [String: ParameterType] = [
    "string": .string, "int": .int, "uuid": .uuid, "bool": .bool,
  ]

  /// Where this type is tried among typed parameters at one place in the trie.
  var rank: Int {
    switch kind {
    case .int: 0
    case .uuid: 1
    case .bool: 2
    case .custom, .oneOf, .rule: 3
    case .string: 4
    case .lenient(let declared): declared.rank
    }
  }

  var isPlainString: Bool {
    switch kind {
    case .string: true
    case .lenient(let declared): declared.isPlainString
    default: false
    }
  }

  public var description: String { name }

  public static func == (lhs: ParameterType, rhs: ParameterType) -> Bool {
    lhs.storage === rhs.storage || lhs.name == rhs.name
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// Whether the decoded bytes of a value are of this type.
  func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !bytes.isEmpty else { return false }
    switch kind {
    case .string: return true
    case .int: return ByteParsing.int(bytes) != nil
    case .uuid: return ByteParsing.isUUID(bytes)
    case .custom(let accepts): return accepts(String(decoding: bytes, as: UTF8.self))
    case .bool: return ByteParsing.bool(bytes) != nil
    case .oneOf(let members, let anyCase):
      return anyCase
        ? members.contains { ByteParsing.equalIgnoringCase($0, bytes) }
        : members.contains { $0.elementsEqual(bytes) }
    case .rule(let rule): return rule.matches(bytes)
    // Any value matches; reading it drops one of another type.
    case .lenient: return true
    }
  }

  /// The canonical text of a decoded value of this type: what the value's own type prints, so
  /// that two ways of writing one value read the same.
  ///
  /// An `int` is written as `Int` prints it (`0042` is `42`, `-0` is `0`), a `uuid` as `UUID`
  /// prints it (upper case); a `string` and an app's own type keep the decoded text as it is.
  func canonical(_ value: String) -> String {
    switch kind {
    case .int: Int(value).map(String.init) ?? value
    case .uuid: UUID(uuidString: value)?.uuidString ?? value
    case .bool: value == "1" ? "true" : value == "0" ? "false" : value
    case .oneOf(let members, anyCase: true):
      members.lazy.map { String(decoding: $0, as: UTF8.self) }.first {
        ByteParsing.equalIgnoringCase($0, value)
      }
        ?? value
    case .string, .custom, .oneOf, .rule: value
    case .lenient(let declared): declared.canonical(value)
    }
  }

  /// Whether `value`, decoded, is of this type: what a link's value must be for a parameter of
  /// this type to take it.
  ///
  /// For a type of an optional query parameter made lenient, the answer is its declared type's.
  public func accepts(_ value: String) -> Bool {
    if let declared { return declared.accepts(value) }
    var value = value
    return value.withUTF8 { accepts($0) }
  }
}
