import WayfinderRouting

// Rewriting a link before it is matched: the app's own function, and rules declared as
// redirects are but told apart by whether the link launched the app.
extension DeepLinkCenter {
  /// The app's rewrite, run on every link as it arrives, before it is matched: it returns the
  /// link to open in its place (a whole link or a path), the same URL, or throws to refuse it
  /// (the link ends failed, `rewriteRefused`). ``IncomingLink/isCold`` tells a link that
  /// launched the app. It runs at once on the main actor, after the rules of
  /// ``addRewrite(_:cold:warm:from:)``; keep it free of side effects, as ``explain(_:)`` asks it
  /// too. <doc:HowALinkTravels#Rewriting-a-link-before-it-is-matched> gives every rule.
  ///
  /// ```swift
  /// center.rewrite = { link in
  ///   if link.url.hasPrefix("shop://campaign/") { throw CampaignEnded() }
  ///   return link.isCold && link.source == .notification ? "shop://home" : link.url
  /// }
  /// ```
  public var rewrite: (@MainActor @Sendable (IncomingLink) throws -> String)? {
    get { rewriteLink }
    set { rewriteLink = newValue }
  }

  /// Adds a rewrite rule, written as a redirect is, that sends the links of `pattern` to
  /// `cold` when they launch the app and to `warm` while it runs (`nil` leaves such links as
  /// they are), for the links of `sources` (every source when empty). The first rule whose
  /// pattern matches decides; the app's ``rewrite`` runs after.
  ///
  /// ```swift
  /// try center.addRewrite("/chat/:id(int)", cold: "/inbox", from: [.notification])
  /// try center.addRewrite("/promo/:code", cold: "/home", warm: "/offers/:code")
  /// ```
  ///
  /// - Throws: `RouteTableError`: `invalidRewrite` for a rule with no target or a target that
  ///   names a value the pattern does not capture or leads to no route; the table's codes for
  ///   a pattern that does not parse or shares links with another rule's. Earlier rules stay.
  public func addRewrite(
    _ pattern: String, cold: String? = nil, warm: String? = nil, from sources: Set<LinkSource> = []
  ) throws(RouteTableError) {
    let rule = RewriteRules.Rule(pattern: pattern, cold: cold, warm: warm)
    let rules = try RewriteRules((rewriteRules?.rules.rules ?? []) + [rule], for: routes)
    rewriteRules = (rules, (rewriteRules?.sources ?? []) + [sources])
  }

  /// What `url` would do arriving from `source`: ``explain(_:)`` for a rewrite or rule that
  /// takes some sources only (a notification's link at a cold launch, say).
  public func explain(_ url: String, from source: LinkSource) async -> LinkExplanation {
    await explanation(of: url, from: source)
  }

  /// Uses rules compiled already (a manifest's `rewrites`), with the sources each takes, in
  /// place of those added before.
  package func useRewrites(_ rules: RewriteRules, sources: [Set<LinkSource>]) {
    rewriteRules = (rules, sources)
  }
}
