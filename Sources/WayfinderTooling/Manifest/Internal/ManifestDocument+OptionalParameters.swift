@_spi(Internals) import WayfinderRouting

/// A screen's optional parameters, `parameters: [id?, name?]`: one screen reached through routes
/// with different parameter sets (`/u/:id` and `/user?name=:name` both open `profile`).
extension ManifestDocument {
  /// Strips the trailing `?` of optional parameters, returning their names.
  static func optionalParameters(_ parameters: inout [Located<String>]) -> Set<String> {
    var optional: Set<String> = []
    for index in parameters.indices where parameters[index].value.hasSuffix("?") {
      parameters[index].value.removeLast()
      optional.insert(parameters[index].value)
    }
    return optional
  }

  /// A parameter is declared once, and a screen with optional parameters has at least one
  /// route's worth of them: every parameter optional is fine (each route gives some).
  static func checkOptionalParameters(
    _ parameters: [Located<String>], _ optional: Set<String>, of screen: Located<String>,
    in source: ManifestSource
  ) throws(ManifestError) {
    for (index, parameter) in parameters.enumerated()
    where parameters[..<index].contains(where: { $0.value == parameter.value }) {
      throw source.error(
        .invalidValue, "screen \"\(screen.value)\" declares \"\(parameter.value)\" twice",
        expected: "each parameter once, optional ones written \(parameter.value)?", at: parameter.mark)
    }
  }
}

extension ManifestCompiler {
  /// The parameters of `pattern` that every link it takes gives: path parameters, wildcards,
  /// required query parameters and a required fragment parameter.
  static func requiredParameters(of pattern: RoutePattern) -> Set<String> {
    var names: Set<String> = []
    for segment in pattern.segments {
      if case .parameter(let name, _) = segment { names.insert(name) }
      if case .wildcard(let name) = segment { names.insert(name) }
    }
    for parameter in pattern.query where parameter.isRequired { names.insert(parameter.name) }
    if pattern.isFragmentRequired, case .parameter(let name, _)? = pattern.fragment { names.insert(name) }
    // A host value (`:workspace.relay.app`) is in every link the route takes.
    if let host = pattern.hostParameter { names.insert(host) }
    return names
  }
}
