/// What the matcher needs to know of one route, apart from the app's closures.
@usableFromInline
final class EntryInfo: Sendable {
  enum CaptureKind: Sendable {
    case segment
    case wildcard
    case query
  }

  struct QuerySpec: Sendable {
    let key: [UInt8]
    let type: ParameterType
    let isRequired: Bool
  }

  @usableFromInline let pattern: RoutePattern
  @usableFromInline let index: Int
  /// Capture names in capture order: path parameters, then query parameters.
  let names: [String]
  let kinds: [CaptureKind]
  let types: [ParameterType]
  let query: [QuerySpec]
  let requiredQueryKeys: Set<String>

  init(pattern: RoutePattern, index: Int) {
    self.pattern = pattern
    self.index = index
    var names: [String] = []
    var kinds: [CaptureKind] = []
    var types: [ParameterType] = []
    for segment in pattern.segments {
      switch segment {
      case .literal: continue
      case .parameter(let name, let type):
        names.append(name)
        kinds.append(.segment)
        types.append(type)
      case .wildcard(let name):
        names.append(name)
        kinds.append(.wildcard)
        types.append(.string)
      }
    }
    for parameter in pattern.query {
      names.append(parameter.name)
      kinds.append(.query)
      types.append(parameter.type)
    }
    self.names = names
    self.kinds = kinds
    self.types = types
    self.query = pattern.query.map {
      QuerySpec(key: Array($0.key.utf8), type: $0.type, isRequired: $0.isRequired)
    }
    self.requiredQueryKeys = Set(pattern.query.filter(\.isRequired).map(\.key))
  }

  func captureIndex(of name: String) -> Int? {
    names.firstIndex(of: name)
  }
}
