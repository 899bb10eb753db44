@_spi(Internals) import WayfinderRouting

extension Linter {
  /// A browser that accepts any web link should claim in its association only the paths it
  /// opens as its own screens: a route whose first segment is a parameter or a wildcard claims
  /// every path of its hosts (`/?*` in the AASA, `/..*` on Android), so every link to the app's
  /// own site opens the app, which shows as a web page what the site would have.
  mutating func checkAnyWebLink() {
    guard app.policy.acceptsAnyWebLink, !app.policy.hosts.isEmpty else { return }
    for pattern in app.patterns + app.redirects.map(\.from) {
      guard let first = pattern.segments.first else { continue }
      if case .literal = first { continue }
      let hosts = pattern.hosts.isEmpty ? app.policy.hosts : pattern.hosts
      add(
        .warning, .anyWebLinkBroadClaim,
        "\(pattern) claims every path of \(Suggestion.list(hosts, or: "and")) in the AASA and the Android filters, and the policy accepts any web link: every link to the app's own site opens the app instead of the browser; start the pattern with a literal segment, or check that this is meant",
        pattern: "\(pattern)")
    }
  }
}
