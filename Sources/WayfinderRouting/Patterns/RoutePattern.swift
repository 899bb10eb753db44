/// A route's link shape: its path segments and its query parameters.
///
/// ## Syntax
///
/// | written | meaning |
/// | --- | --- |
/// | `/cards` | a literal segment, compared case-sensitively |
/// | `/:slug` | a parameter: any one non-empty segment, captured as `slug` |
/// | `/:cardID(int)` | a typed parameter: one segment that is an `int` (or `uuid`, `string`, or a type the app registered) |
/// | `/*rest` | a wildcard, last only: one or more segments, captured as `rest` |
/// | `?channelId=:channelID` | a required query parameter: the link's `channelId` value, captured as `channelID` |
/// | `&page=:page(int)?` | an optional query parameter, typed the same way |
/// | `?type=people` | a query literal: the link's `type` value must be `people` (decoded, case-sensitive) |
///
/// ```swift
/// let pattern = try RoutePattern("/cards/:cardID(int)/detail")
/// print(pattern.parameterNames)   // ["cardID"]
/// ```
///
/// ## Priority
///
/// Where several patterns could take a link, the most specific one does, segment by segment
/// from the left: a literal beats a typed parameter, which beats a plain parameter, which beats
/// a wildcard. Among patterns with the same path, the one whose required query parameters are
/// all present and most numerous wins; with the same query keys, the one with more query
/// literals wins (`/search?type=people` before `/search?type=:type`), and two patterns whose
/// literals differ for one key (`?type=people`, `?type=places`) never match the same link. The order in which routes were added never matters: two
/// patterns that would match exactly the same links are an error when the table is built.
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
  /// One segment of a pattern's path.
  public enum Segment: Sendable, Hashable, CustomStringConvertible {
    /// A segment that must equal this text (after percent-decoding the link's segment).
    case literal(String)
    /// A segment captured under `name`, accepted when it is of `type`.
    case parameter(name: String, type: ParameterType)
    /// The rest of the path, one segment or more, captured under `name`.
    case wildcard(name: String)

    public var description: String {
      switch self {
      case .literal(let text): text
      case .parameter(let name, let type): type.isPlainString ? ":\(name)" : ":\(name)(\(type))"
      case .wildcard(let name): "*\(name)"
      }
    }
  }

  /// A query parameter of a pattern.
  public struct QueryParameter: Sendable, Hashable, CustomStringConvertible {
    /// The key in the link's query, as in `channelId` of `?channelId=…`.
    public let key: String
    /// The name the value is captured under.
    public let name: String
    /// The type its value must have.
    public let type: ParameterType
    /// Whether a link without it matches this pattern.
    public let isRequired: Bool
    /// Whether a value of the wrong type is dropped (the link opens as if it lacked it) rather
    /// than refusing the link: set for the optional parameters a route names `lenient`.
    public var isLenient: Bool { type.declared != nil }

    public var description: String {
      let typed = type.isPlainString ? ":\(name)" : ":\(name)(\(type))"
      return "\(key)=\(typed)\(isRequired ? "" : "?")"
    }
  }

  /// A query item whose value a link must give exactly, as `type=people` in
  /// `/search?type=people`: it chooses the route, and captures nothing.
  public struct QueryLiteral: Sendable, Hashable, CustomStringConvertible {
    /// The key in the link's query.
    public let key: String
    /// The value the link must give, compared with the decoded value byte for byte.
    public let value: String

    public var description: String { "\(key)=\(value)" }
  }

  /// The path segments, in order.
  public let segments: [Segment]
  /// The query parameters, in the order written.
  public let query: [QueryParameter]
  /// The query literals, in the order written: each one a link must give, as a required
  /// parameter, with exactly that value.
  public let queryLiterals: [QueryLiteral]
  /// The pattern as written.
  public let text: String
  /// The hosts whose universal links this pattern takes, lowercased, each a host or a wildcard
  /// such as `*.example.com`; empty when it takes the links of every host the policy accepts,
  /// and custom-scheme links. Set with ``RouteTable/Builder/on(hosts:_:)``.
  public internal(set) var hosts: [String] = []

  /// Parses a pattern, with the built-in parameter types only.
  ///
  /// - Throws: ``RouteTableError`` with code ``RouteTableError/Code-swift.struct/invalidPattern``
  ///   pointing at the part that does not parse.
  public init(_ text: String) throws(RouteTableError) {
    self = try RoutePatternParser.parse(text, types: ParameterType.builtIn)
  }

  init(text: String, segments: [Segment], query: [QueryParameter], queryLiterals: [QueryLiteral] = []) {
    self.text = text
    self.segments = segments
    self.query = query
    self.queryLiterals = queryLiterals
  }

  /// The names of all parameters, path first, then query, in the order written.
  public var parameterNames: [String] {
    segments.compactMap {
      switch $0 {
      case .literal: nil
      case .parameter(let name, _), .wildcard(let name): name
      }
    } + query.map(\.name)
  }

  /// The pattern in its canonical spelling: `/cards/:cardID(int)`.
  public var description: String {
    var text = "/" + segments.map(\.description).joined(separator: "/")
    let items = queryLiterals.map(\.description) + query.map(\.description)
    if !items.isEmpty { text += "?" + items.joined(separator: "&") }
    return text
  }

  public static func == (lhs: RoutePattern, rhs: RoutePattern) -> Bool {
    lhs.segments == rhs.segments && lhs.query == rhs.query && Set(lhs.queryLiterals) == Set(rhs.queryLiterals)
      && Set(lhs.hosts) == Set(rhs.hosts)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(Set(hosts))
    hasher.combine(segments)
    hasher.combine(query)
    hasher.combine(Set(queryLiterals))
  }
}
