/// What the matcher needs to know of one route, apart from the app's closures.
final class EntryInfo: Sendable {
  enum CaptureKind: Sendable {
    case segment
    case wildcard
    case query
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
  let requiredQueryCount: Int
  /// The hosts whose links this route takes, lowercased; empty for every host.
  let hosts: [String]
  /// Whether the matcher must check the link's query, or its host, for this route.
  var checksQuery: Bool { !query.isEmpty || !literals.isEmpty || !hosts.isEmpty }

  init(pattern: RoutePattern, index: Int) {
    self.pattern = pattern
    self.index = index
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
    self.captures = captures
    self.query = pattern.query.map {
      QuerySpec(key: Array($0.key.utf8), type: $0.type, isRequired: $0.isRequired)
    }
    self.literals = pattern.queryLiterals.map {
      QueryLiteral(key: Array($0.key.utf8), value: Array($0.value.utf8))
    }
    self.requiredQueryCount = pattern.query.count { $0.isRequired } + pattern.queryLiterals.count
    self.hosts = pattern.hosts
  }

  /// The query keys the route requires, literals' among them.
  var requiredQueryKeys: Set<String> {
    Set(pattern.query.filter(\.isRequired).map(\.key) + pattern.queryLiterals.map(\.key))
  }

  /// The value each query literal requires, by key.
  var literalValues: [String: String] {
    Dictionary(pattern.queryLiterals.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
  }
}
