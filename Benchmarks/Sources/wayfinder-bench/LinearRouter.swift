/// The strategy of URLNavigator, Crossroad and JLRoutes: split the path into segments, then
/// try each pattern in the order it was added, segment by segment; the first that matches
/// wins, with its parameters in a dictionary.
struct LinearRouter {
  enum Segment {
    case literal(String)
    case parameter(String)
    case wildcard(String)
  }

  let patterns: [[Segment]]

  init(routes: [Workload.Route]) {
    patterns = routes.map { route in
      route.segments.map { segment in
        switch segment {
        case .literal(let text): .literal(text)
        case .parameter(let name, _): .parameter(name)
        case .wildcard: .wildcard("rest")
        }
      }
    }
  }

  /// The index of the first pattern matching `path`, with the captured values.
  func route(_ path: String, parameters: inout [String: String]) -> Int? {
    let segments = path.split(separator: "/").map(String.init)
    for (index, pattern) in patterns.enumerated() {
      parameters.removeAll(keepingCapacity: true)
      if matches(pattern, segments, &parameters) { return index }
    }
    parameters.removeAll(keepingCapacity: true)
    return nil
  }

  func route(_ path: String) -> Int? {
    var parameters: [String: String] = [:]
    return route(path, parameters: &parameters)
  }

  private func matches(
    _ pattern: [Segment], _ segments: [String], _ parameters: inout [String: String]
  ) -> Bool {
    var position = 0
    for segment in pattern {
      switch segment {
      case .wildcard(let name):
        guard position < segments.count else { return false }
        parameters[name] = segments[position...].joined(separator: "/")
        return true
      case .literal(let text):
        guard position < segments.count, segments[position] == text else { return false }
      case .parameter(let name):
        guard position < segments.count else { return false }
        parameters[name] = segments[position]
      }
      position += 1
    }
    return position == segments.count
  }
}
