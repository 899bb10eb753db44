/// What the matcher needs to know of one route, apart from the app's closures.
final class EntryInfo: Sendable {
  enum CaptureKind: Sendable {
    case segment
    case wildcard
    case query
    /// The query items the pattern does not name: the whole query's range, filtered when read.
    case queryRest
    case fragment
  }

  /// One captured value: path parameters first, then query parameters, in pattern order.
  struct Capture: Sendable {
    let name: String
    let kind: CaptureKind
  }

  struct QuerySpec: Sendable {
    let key: [UInt8]
    let type: ParameterType
    let isRequired: Bool
  }

  /// A query item the link must give with exactly this decoded value.
  struct QueryLiteral: Sendable {
    let key: [UInt8]
    let value: [UInt8]
  }

  let pattern: RoutePattern
  let index: Int
  let captures: [Capture]
  let query: [QuerySpec]
  /// The query literals, checked before the parameters.
  let literals: [QueryLiteral]
  /// How many query keys the route requires (parameters and literals): more is more specific.
  /// A required fragment counts as one more.
  let requiredQueryCount: Int
  /// How many literals the route requires, its fragment's among them.
  let literalCount: Int
  /// The query keys whose presence refuses the link.
  let refusedKeys: [[UInt8]]
  /// The fragment's literal, or its parameter's type, and whether it is required.
  let fragmentLiteral: [UInt8]?
  let fragmentType: ParameterType?
  let isFragmentRequired: Bool
  /// Whether the route passes the query items it does not name on.
  let passesQueryOn: Bool
  /// The hosts whose links this route takes, lowercased; empty for every host.
  let hosts: [String]
  /// Whether the matcher must read the link's query or fragment, or check its host, for this
  /// route.
  let checksQuery: Bool
  /// Whether the route reads more than its query parameters and literals.
  let hasExtras: Bool
  /// Whether some value of the route refuses the link (`:name!(admin)`): checked once the
  /// route has matched.
  let refusesValues: Bool

  init(pattern: RoutePattern, index: Int) {
    self.pattern = pattern
    self.index = index
    refusesValues = !pattern.refusedValues.isEmpty
    var captures: [Capture] = []
    for segment in pattern.segments {
      switch segment {
      case .literal: continue
      case .parameter(let name, _): captures.append(Capture(name: name, kind: .segment))
      case .wildcard(let name): captures.append(Capture(name: name, kind: .wildcard))
      }
    }
    for parameter in pattern.query {
      captures.append(Capture(name: parameter.name, kind: .query))
    }
    if let rest = pattern.queryRest { captures.append(Capture(name: rest, kind: .queryRest)) }
    var fragmentLiteral: [UInt8]?
    var fragmentType: ParameterType?
    switch pattern.fragment {
    case .literal(let text)?: fragmentLiteral = Array(text.utf8)
    case .parameter(let name, let type)?:
      fragmentType = type
      captures.append(Capture(name: name, kind: .fragment))
    default: break
    }
    self.fragmentLiteral = fragmentLiteral
    self.fragmentType = fragmentType
    isFragmentRequired = pattern.isFragmentRequired
    passesQueryOn = pattern.queryRest != nil
    refusedKeys = pattern.refusedQueryKeys.map { Array($0.utf8) }
    self.captures = captures
    self.query = pattern.query.map {
      QuerySpec(key: Array($0.key.utf8), type: $0.type, isRequired: $0.isRequired)
    }
    self.literals = pattern.queryLiterals.map {
      QueryLiteral(key: Array($0.key.utf8), value: Array($0.value.utf8))
    }
    self.requiredQueryCount =
      pattern.query.count { $0.isRequired } + pattern.queryLiterals.count
      + (pattern.isFragmentRequired ? 1 : 0)
    literalCount = pattern.queryLiterals.count + (fragmentLiteral == nil ? 0 : 1)
    hasExtras = pattern.fragment != nil || pattern.queryRest != nil || !pattern.refusedQueryKeys.isEmpty
    self.hosts = pattern.hosts
    checksQuery =
      !pattern.query.isEmpty || !pattern.queryLiterals.isEmpty || hasExtras || !pattern.hosts.isEmpty
  }

  /// The key a required fragment counts under among query keys: no query key holds `#`.
  static let fragmentKey = "#"

  /// The query keys the route requires, literals' among them, and ``fragmentKey`` for a
  /// required fragment.
  var requiredQueryKeys: Set<String> {
    Set(
      pattern.query.filter(\.isRequired).map(\.key) + pattern.queryLiterals.map(\.key)
        + (pattern.isFragmentRequired ? [Self.fragmentKey] : []))
  }

  /// The type of each query parameter the route requires, by key.
  var requiredQueryTypes: [String: ParameterType] {
    Dictionary(
      pattern.query.filter(\.isRequired).map { ($0.key, $0.type) }, uniquingKeysWith: { first, _ in first })
  }

  /// Whether `a` is tried before `b` for the value of a query key both require as a parameter
  /// of a different type: the first such key in key order decides, as a typed segment would
  /// (`int`, `uuid`, `bool`, sets and the app's types by name, then a plain value). `nil` when
  /// every key both require has one type in both, so that no value tells them apart.
  static func queryTypeOrder(_ a: EntryInfo, _ b: EntryInfo) -> Bool? {
    let (mine, theirs) = (a.requiredQueryTypes, b.requiredQueryTypes)
    for key in mine.keys.sorted() {
      guard let first = mine[key], let second = theirs[key], first.name != second.name else { continue }
      return (first.rank, first.name) < (second.rank, second.name)
    }
    return nil
  }

  /// The value each query literal requires, by key, and a fragment literal's under
  /// ``fragmentKey``.
  var literalValues: [String: String] {
    var values = Dictionary(pattern.queryLiterals.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
    if case .literal(let text)? = pattern.fragment { values[Self.fragmentKey] = text }
    return values
  }
}
