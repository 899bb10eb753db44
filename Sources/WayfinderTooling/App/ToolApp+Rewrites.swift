import WayfinderCoordination
@_spi(Internals) import WayfinderRouting

extension ToolApp {
  /// Each rewrite's pattern, with its rule: the links the exports claim for the rewrites.
  package var rewritePatterns: [(pattern: RoutePattern, rule: RewriteRules.Rule)] {
    guard let rules = rewrites?.rules else { return [] }
    return Array(zip(rules.patterns, rules.rules))
  }

  /// The link `link` goes on as once the app's rewrites have run on it, as the center runs
  /// them: cold when it arrives before the app is ready.
  package func rewritten(_ link: String, cold: Bool, from source: LinkSource = .url) -> String {
    guard let rewrites, let (rule, target) = rewrites.rules.rewrite(link, cold: cold),
      rewrites.sources[rule].isEmpty || rewrites.sources[rule].contains(source)
    else { return link }
    return target
  }
}

extension ToolSession {
  /// What the rewrite did to the link, as `play` prints it before the outcome:
  /// `rewritten to deals://inbox (cold); `.
  func rewriteText(_ record: LinkRecord) -> String {
    record.rewrite.map { "rewritten to \($0.link) (\($0.cold ? "cold" : "warm")); " } ?? ""
  }
}
