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
/// | `:tab(overview\|insights)` | a set: one of the values listed, as a segment, query or fragment value |
/// | `&*rest` | the query items the pattern does not name, passed on whole and captured as `rest` |
/// | `&!preview` | a refused key: a link with a `preview` query item is refused (`refusedQueryItem`) |
/// | `:color('red')` | a set of one value: the segment, query or fragment value `red`, captured |
/// | `:name!(admin\|root)` | refused values: a link whose `name` is `admin` or `root` is refused (`refusedValue`); after any parameter, a set or a type's name in the parentheses |
/// | `#:section?` | the fragment, captured as `section` (required without `?`; typed as a parameter) |
/// | `#faq` | a fragment literal: the link's fragment must be `faq` |
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
@_spi(Internals) public struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
  /// One segment of a pattern's path.
  @_spi(Internals) public enum Segment: Sendable, Hashable, CustomStringConvertible {
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

    var isParameter: Bool {
      if case .parameter = self { true } else { false }
    }
  }

  /// A query parameter of a pattern.
  @_spi(Internals) public struct QueryParameter: Sendable, Hashable, CustomStringConvertible {
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
  @_spi(Internals) public struct QueryLiteral: Sendable, Hashable, CustomStringConvertible {
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
  /// The extras, held by reference and only when there are some: most patterns have none,
  /// and a pattern is copied while a table is built.
  private let extrasBox: ExtrasBox?
  var extras: Extras { extrasBox?.value ?? Extras() }

  private final class ExtrasBox: Sendable {
    let value: Extras
    init(_ value: Extras) { self.value = value }
  }

  /// What a pattern says beyond its path and named query items.
  struct Extras: Sendable, Hashable {
    var fragment: Segment?
    var isFragmentRequired = false
    var queryRest: String?
    var refusedQueryKeys: [String] = []
    var refusedValues: [RefusedValue] = []
  }

  /// The fragment after `#`: a ``Segment/literal(_:)`` the link's decoded fragment must equal,
  /// or a ``Segment/parameter(name:type:)`` that captures it; `nil` when the pattern reads no
  /// fragment (a link's fragment is then ignored).
  public var fragment: Segment? { extras.fragment }
  /// Whether a link without a fragment (or with an empty one) fails to match: `true` for a
  /// fragment literal and for `#:name`, `false` for `#:name?`.
  public var isFragmentRequired: Bool { extras.isFragmentRequired }
  /// The name that captures every query item the pattern does not name (`&*rest`), or `nil`.
  /// Read the items with ``RouteParameters/queryItems(_:)``.
  public var queryRest: String? { extras.queryRest }
  /// The query keys whose presence refuses a link this pattern would take (`&!preview`): the
  /// link fails with `refusedQueryItem`.
  public var refusedQueryKeys: [String] { extras.refusedQueryKeys }
  /// The hosts whose universal links this pattern takes, lowercased, each a host or a wildcard
  /// such as `*.example.com`; empty when it takes the links of every host the policy accepts,
  /// and custom-scheme links. Set with ``RouteTable/Builder/on(hosts:_:)``.
  public internal(set) var hosts: [String] = []
  /// The name that captures a universal link's host label before a wildcard's domain, as
  /// `workspace` of `routes.on(hosts: [":workspace.relay.app"])` (``hosts`` then holds
  /// `*.relay.app`); `nil` when the host is not a value.
  public package(set) var hostParameter: String?

  /// Parses a pattern, with the built-in parameter types only.
  ///
  /// - Throws: ``RouteTableError`` with code `invalidPattern`
  ///   pointing at the part that does not parse.
  public init(_ text: String) throws(RouteTableError) {
    self = try RoutePatternParser.parse(text, types: ParameterType.builtIn)
  }

  init(
    text: String, segments: [Segment], query: [QueryParameter], queryLiterals: [QueryLiteral] = [],
    extras: Extras = Extras()
  ) {
    self.text = text
    self.segments = segments
    self.query = query
    self.queryLiterals = queryLiterals
    self.extrasBox = extras == Extras() ? nil : ExtrasBox(extras)
  }

  /// The names of all parameters, path first, then query, in the order written.
  public var parameterNames: [String] {
    segments.compactMap {
      switch $0 {
      case .literal: nil
      case .parameter(let name, _), .wildcard(let name): name
      }
    } + query.map(\.name) + (queryRest.map { [$0] } ?? []) + fragmentName + (hostParameter.map { [$0] } ?? [])
  }

  /// The name of the fragment parameter, if the pattern has one.
  var fragmentName: [String] {
    if case .parameter(let name, _)? = fragment { [name] } else { [] }
  }

  /// The pattern in its canonical spelling: `/cards/:cardID(int)`.
  public var description: String {
    var text =
      "/"
      + segments.map { segment in
        if case .parameter(let name, _) = segment {
          segment.description + refusalText(of: name)
        } else {
          segment.description
        }
      }.joined(separator: "/")
    let query = query.map { item in
      refusedValues.isEmpty
        ? item.description
        : item.isRequired
          ? item.description + refusalText(of: item.name)
          : item.description.dropLast() + refusalText(of: item.name) + "?"
    }
    let items =
      queryLiterals.map(\.description) + query + refusedQueryKeys.map { "!" + $0 }
      + (queryRest.map { ["*" + $0] } ?? [])
    if !items.isEmpty { text += "?" + items.joined(separator: "&") }
    if let fragment {
      text += "#" + fragment.description + (isFragmentRequired || !fragment.isParameter ? "" : "?")
    }
    return text
  }

  public static func == (lhs: RoutePattern, rhs: RoutePattern) -> Bool {
    lhs.segments == rhs.segments && lhs.query == rhs.query && Set(lhs.queryLiterals) == Set(rhs.queryLiterals)
      && lhs.fragment == rhs.fragment && lhs.isFragmentRequired == rhs.isFragmentRequired
      && lhs.queryRest == rhs.queryRest && Set(lhs.refusedQueryKeys) == Set(rhs.refusedQueryKeys)
      && Set(lhs.hosts) == Set(rhs.hosts) && Set(lhs.refusedValues) == Set(rhs.refusedValues)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(Set(hosts))
    hasher.combine(segments)
    hasher.combine(query)
    hasher.combine(Set(queryLiterals))
    hasher.combine(fragment)
    hasher.combine(queryRest)
  }
}
