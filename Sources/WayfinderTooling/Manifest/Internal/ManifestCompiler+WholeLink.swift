@_spi(Internals) import WayfinderRouting

extension ManifestCompiler {
  /// Checks a route's `link:`, the name its screen is given the whole link under: a name of
  /// its own (no value of the pattern's, nor its host's), given to the screen as it is (no
  /// text before it), and given at all.
  func checkWholeLink(
    _ link: Located<String>?, of reference: ScreenReference, pattern: RoutePattern
  ) throws(ManifestError) {
    guard let link else { return }
    let screen = reference.name.value
    let example = "link: \(link.value == "source" ? "origin" : "source")"
    guard SwiftNames.isIdentifier(link.value) else {
      throw source.error(
        .invalidValue, "the whole link's name \"\(link.value)\" is not a name",
        expected: "letters, digits and _, such as \(example)", at: link.mark)
    }
    if pattern.parameterNames.contains(link.value) {
      let what = pattern.hostParameter == link.value ? "the host's value" : "a value"
      throw source.error(
        .invalidValue,
        "the whole link \"\(link.value)\" clashes with \(what) \"\(link.value)\" of \(pattern.text)",
        expected: "a name of its own for the whole link, such as \(example)", at: link.mark)
    }
    let given = reference.arguments.filter { !$0.isConstant && $0.value.value == link.value }
    if let prefixed = given.first(where: { $0.prefix != nil }) {
      throw source.error(
        .invalidValue, "\"\(prefixed.label.value)\" puts text before the whole link \"\(link.value)\"",
        expected: "the whole link as it arrived, such as \(screen)(\(prefixed.label.value) = \(link.value))",
        at: prefixed.value.mark)
    }
    guard !given.isEmpty else {
      throw source.error(
        .invalidValue, "the whole link \"\(link.value)\" is given to no parameter of \"\(screen)\"",
        expected: "\(screen)(…, \(link.value)), or no \"link\" key", at: link.mark)
    }
  }
}
