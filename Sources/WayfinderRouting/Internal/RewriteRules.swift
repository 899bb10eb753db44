/// Rewrites declared as redirects are, but told apart by when the link arrives: each rule is a
/// pattern and the path its links go to when they launch the app (cold) and while it runs
/// (warm); a missing target leaves the link as it is. What the coordination layer's declared
/// rewrites (`DeepLinkCenter.addRewrite(_:cold:warm:from:)`) and a manifest's `rewrites` run on.
///
/// A rewrite runs once, before matching, and its link then goes through the route table and
/// its redirects as any link does; a rewritten link is not rewritten again.
package struct RewriteRules: Sendable {
  /// One rule as written.
  package struct Rule: Sendable, Hashable {
    package var pattern: String
    package var cold: String?
    package var warm: String?

    package init(pattern: String, cold: String?, warm: String?) {
      self.pattern = pattern
      self.cold = cold
      self.warm = warm
    }
  }

  /// The rules, in the order written.
  package let rules: [Rule]
  private let table: RouteTable<Int>
  private let templates: [(cold: RedirectTemplate?, warm: RedirectTemplate?)]

  /// Compiles `rules` for the links `routes` accepts, with the parameter types its patterns may
  /// name, and checks each target against `routes` with example values, as a redirect's is
  /// checked.
  ///
  /// - Throws: ``RouteTableError``: a pattern that does not parse, two patterns that match the
  ///   same links, a rule with no target, a target that names a value its pattern does not
  ///   capture, or one that leads to no route (`invalidRewrite`).
  package init<Route>(_ rules: [Rule], for routes: RouteTable<Route>) throws(RouteTableError) {
    var builder = RouteTable<Int>.Builder(policy: routes.policy)
    // A rewrite's pattern may name the types the routes' patterns may.
    for type in routes.types.values where ParameterType.builtIn[type.name] == nil { builder.register(type) }
    for (index, rule) in rules.enumerated() {
      builder.add(rule.pattern, parse: { _ in index }, print: { _ in nil })
    }
    table = try builder.build()
    var templates: [(cold: RedirectTemplate?, warm: RedirectTemplate?)] = []
    for (index, rule) in rules.enumerated() {
      guard rule.cold != nil || rule.warm != nil else {
        throw RouteTableError(
          .invalidRewrite, pattern: rule.pattern,
          reason: "the rewrite of \(rule.pattern) has no target: give where its links go cold, warm or both")
      }
      let pattern = table.core.infos[index].pattern
      func template(_ text: String?) throws(RouteTableError) -> RedirectTemplate? {
        guard let text else { return nil }
        do {
          return try RedirectTemplate(text, from: pattern)
        } catch {
          throw RouteTableError(
            .invalidRewrite, pattern: rule.pattern,
            reason: error.reason.hasPrefix("the redirect to")
              ? "the rewrite to" + error.reason.dropFirst("the redirect to".count) : error.reason)
        }
      }
      templates.append((try template(rule.cold), try template(rule.warm)))
    }
    self.rules = rules
    self.templates = templates
    try check(against: routes)
  }

  /// The rule `link` matches, and the link it goes to for a cold or a warm arrival: `nil` when
  /// no rule matches or the matching rule leaves such a link as it is.
  package func rewrite(_ link: String, cold: Bool) -> (rule: Int, link: String)? {
    guard let match = try? table.match(link) else { return nil }
    let rule = match.route
    guard let template = cold ? templates[rule].cold : templates[rule].warm else { return nil }
    let path = template.path(with: match.parameters)
    // A nested link's value is a link or a path of its own; a path stays on the link's
    // scheme and host, as a redirect's hops do.
    guard path.hasPrefix("/") else { return (rule, path) }
    if let origin = RouteTable<Int>.webOrigin(of: link, policy: table.policy) { return (rule, origin + path) }
    guard let colon = link.firstIndex(of: ":") else { return (rule, path) }
    return (rule, link[..<colon].lowercased() + ":/" + path)
  }

  /// Each target given its pattern's example values (`/chat/1` → `/inbox`), for the checks
  /// of the tools: the rule's index, whether it is the cold target, and the path. A nested
  /// link's target, known only when a link gives it, is left out.
  package var exampleTargets: [(rule: Int, cold: Bool, path: String)] {
    rules.indices.flatMap { index -> [(rule: Int, cold: Bool, path: String)] in
      let pattern = table.core.infos[index].pattern
      guard let example = try? table.matchExample(pattern.examplePath, hosts: pattern.hosts),
        example.entry == index
      else { return [] }
      return [(true, templates[index].cold), (false, templates[index].warm)].compactMap { cold, template in
        guard let template, template.nested == nil else { return nil }
        return (index, cold, template.path(with: example))
      }
    }
  }

  /// Each rule's pattern, parsed, in the order written: what the exports claim for the rules.
  package var patterns: [RoutePattern] { rules.indices.map { table.core.infos[$0].pattern } }

  /// The rule whose pattern takes `path`, a path inside the app, if one does.
  package func rule(taking path: String) -> Int? {
    (try? table.match(path: path))?.route
  }

  /// Follows each target from its pattern's example link into `routes`, refusing one that
  /// leads to no route (when only built-in types and no wildcard are involved, as example
  /// values then stand for every link).
  private func check<Route>(against routes: RouteTable<Route>) throws(RouteTableError) {
    for (index, rule) in rules.enumerated() {
      let pattern = table.core.infos[index].pattern
      guard pattern.usesBuiltInTypesOnly,
        let example = try? table.matchExample(pattern.examplePath, hosts: pattern.hosts),
        example.entry == index
      else { continue }
      for (written, template) in [(rule.cold, templates[index].cold), (rule.warm, templates[index].warm)] {
        guard let written, let template, template.nested == nil, !template.takesWildcard else { continue }
        let path = template.path(with: example)
        if (try? routes.matchExample(path, hosts: pattern.hosts)) == nil {
          throw RouteTableError(
            .invalidRewrite, pattern: rule.pattern,
            reason: "the rewrite to \"\(written)\" leads to \(path), which no route matches")
        }
      }
    }
  }
}
