@_spi(Internals) import WayfinderRouting

extension ManifestDocument {
  /// The opt-in readings of `links`: `anyWebLink` (a screen), `encodedPaths` (a flag),
  /// `barePaths` (the origin a bare path stands for) and `decode` (`once` or `twice`).
  static func readLinkShapes(_ links: ManifestMapping, into policy: inout LinkPolicy) throws(ManifestError) {
    if links.mark(of: "anyWebLink") != nil { policy.acceptsAnyWebLink = true }
    if let flag = links["encodedPaths"] {
      policy.readsEncodedPaths = try flag.bool(expected: "true or false").value
    }
    if let decode = links["decode"] {
      let expected = "once (the default) or twice (a link encoded twice is decoded once more, at most)"
      let text = try decode.text(expected: expected)
      switch text.value {
      case "once": policy.decodesTwice = false
      case "twice": policy.decodesTwice = true
      default:
        throw decode.error(
          .invalidValue, "\"\(text.value)\" is not a way to decode links", expected: expected)
      }
    }
    if let origin = links["barePaths"] {
      policy.barePathOrigin = try origin.text(expected: policy.barePathOriginExample).value
      if let problem = policy.barePathOriginProblem() {
        throw origin.error(.invalidValue, problem, expected: policy.barePathOriginExample)
      }
    }
  }

  /// `links.anyWebLink`: the screen any web link opens, given the whole link as `url`.
  mutating func readAnyWebLink(_ links: ManifestValue) throws(ManifestError) {
    guard
      let entry = try links.entries(expected: "the links the app accepts").first(where: {
        $0.key.value == "anyWebLink"
      })
    else { return }
    let expected = "the screen any web link opens, given the link as url, such as web(url)"
    guard !entry.value.isNull else {
      throw entry.value.source.error(
        .missingKey, "\"anyWebLink\" has no value", expected: expected, at: entry.key.mark)
    }
    let reference = try entry.value.named("\"anyWebLink\"").reference(expected: expected)
    anyWebLink = Route(
      pattern: Located(value: RoutePattern.anyWebLinkText, mark: entry.key.mark), reference: reference,
      interrupts: false, stack: nil)
  }
}

extension ManifestCompiler {
  /// Adds the route of `links.anyWebLink`, if the manifest has one.
  func addAnyWebLink(to builder: inout RouteTable<ManifestRoute>.Builder) throws(ManifestError) {
    guard let route = document.anyWebLink else { return }
    let rule = try rule(for: route, pattern: .anyWebLink)
    builder.addAnyWebLink { rule.route(from: $0) }
  }
}
