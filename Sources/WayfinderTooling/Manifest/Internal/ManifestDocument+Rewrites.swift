import WayfinderCoordination

extension ManifestDocument {
  /// A rewrite run before matching, told apart by whether the link launched the app: the
  /// pattern whose links it takes, where they go cold and warm, and the sources it takes.
  struct Rewrite {
    var pattern: Located<String>
    var cold: Located<String>?
    var warm: Located<String>?
    /// The sources whose links it takes; every source when empty.
    var sources: [Located<LinkSource>] = []
  }

  static let rewriteKeys = ["cold", "warm", "from"]

  /// `rewrites`: a mapping from a link pattern to `{cold: PATH, warm: PATH, from: [SOURCES]}`.
  mutating func readRewrites(_ value: ManifestValue) throws(ManifestError) {
    let expected =
      "a mapping from link patterns to {cold: PATH, warm: PATH, from: [SOURCES]}, such as "
      + "/chat/:id: {cold: /inbox, from: [notification]}"
    for entry in try value.named("\"rewrites\"").entries(expected: expected) {
      let name = "the rewrite \"\(entry.key.value)\""
      let fields = try entry.value.named(name).mapping(
        keys: Self.rewriteKeys, expected: "{cold: PATH, warm: PATH, from: [SOURCES]}, such as {cold: /inbox}")
      var rewrite = Rewrite(pattern: entry.key)
      rewrite.cold = try fields["cold"]?.named("\"cold\"").content(
        expected: "the path its links go to when they launch the app, such as /inbox")
      rewrite.warm = try fields["warm"]?.named("\"warm\"").content(
        expected: "the path its links go to while the app runs, such as /chat/:id")
      if let sources = fields["from"] {
        rewrite.sources = try Self.sources(sources.named("\"from\""))
      }
      guard let cold = rewrite.cold else {
        guard rewrite.warm != nil else {
          throw entry.value.error(
            .missingKey, "\(name) has no target",
            expected: "cold: the path its links go to when they launch the app, warm: while it runs, or both")
        }
        rewrites.append(rewrite)
        continue
      }
      if let warm = rewrite.warm, warm.value == cold.value {
        // The same target cold and warm is a redirect, which the route table checks and exports.
        throw entry.value.source.error(
          .invalidValue, "\(name) sends its links to \(cold.value) cold and warm alike",
          expected: "a redirect (redirects: \(entry.key.value): \(cold.value)); a rewrite is for what "
            + "differs when a link launches the app",
          at: warm.mark)
      }
      rewrites.append(rewrite)
    }
  }

  private static func sources(_ value: ManifestValue) throws(ManifestError) -> [Located<LinkSource>] {
    // The app's own requests (`navigate(to:)`) carry a route, not a URL: nothing rewrites them.
    let names = LinkSource.allCases.filter { $0 != .app }.map(\.rawValue)
    var sources: [Located<LinkSource>] = []
    for text in try value.texts(expected: "a list of link sources: \(Suggestion.list(names))") {
      guard let source = LinkSource(rawValue: text.value), source != .app else {
        var message = "unknown link source \"\(text.value)\""
        if let guess = Suggestion.closest(to: text.value, among: names) {
          message += " (did you mean \"\(guess)\"?)"
        }
        throw value.source.error(.unknownName, message, expected: Suggestion.list(names), at: text.mark)
      }
      sources.append(Located(value: source, mark: text.mark))
    }
    return sources
  }
}
