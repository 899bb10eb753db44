import WayfinderRouting

extension Linter {
  /// A rewrite runs once, before matching: a target that is itself a link of a rewrite's
  /// pattern is not rewritten again, which a reader of the manifest may expect. Rewrites that
  /// share links, or a target that leads nowhere, are refused when the app is made.
  mutating func checkRewrites() {
    guard let rewrites = app.rewrites else { return }
    let rules = rewrites.rules.rules
    for (index, cold, path) in rewrites.rules.exampleTargets {
      guard let other = rewrites.rules.rule(taking: path) else { continue }
      let which = cold ? "cold" : "warm"
      let whose = other == index ? "its own pattern" : "the rewrite \(rules[other].pattern)"
      add(
        .warning, .rewriteNotChained,
        "the rewrite \(rules[index].pattern) sends its links \(which) to \(path), a link of \(whose), which does not run again: a link is rewritten once, before matching; write the final target",
        pattern: rules[index].pattern)
    }
  }
}
