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

  let pattern: RoutePattern
  let index: Int
  let captures: [Capture]
  let query: [QuerySpec]
  /// How many query parameters the route requires: more is more specific.
  let requiredQueryCount: Int

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
    self.requiredQueryCount = pattern.query.count { $0.isRequired }
  }

  /// The query keys the route requires.
  var requiredQueryKeys: Set<String> {
    Set(pattern.query.filter(\.isRequired).map(\.key))
  }
}
