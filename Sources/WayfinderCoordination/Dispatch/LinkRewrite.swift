import WayfinderRouting

// Rewriting a link before it is matched: the app's own function, and rules declared as
// redirects are but told apart by whether the link launched the app.
extension DeepLinkCenter {
  /// The app's rewrite, run on every link as it arrives, before it is matched: given the link
  /// (its URL, its source, and whether it is cold — it arrived before ``becomeReady()``, so
  /// it launched the app), it returns the link to open in its place, the same URL to leave it
  /// as it is, or throws to refuse it. Expo Router's `redirectSystemPath({ path, initial })`.
  ///
  /// ```swift
  /// center.rewrite = { link in
  ///   // A notification opened at a cold launch shows home; a running app opens it as it is.
  ///   if link.isCold && link.source == .notification { return "shop://home" }
  ///   if link.url.hasPrefix("shop://campaign/") { throw CampaignEnded() }
  ///   return link.url
  /// }
  /// ```
  ///
  /// It may return a whole link or a path inside the app (`/home`). What it returns is matched
  /// as any link is, the route table's redirects included, and is not rewritten again; a link
  /// it refuses ends ``LinkOutcome/failed(_:)`` with code
  /// ``LinkFailure/Code-swift.struct/rewriteRefused`` and the error's description, reported
  /// like any other link. It runs on the main actor and at once, as the link arrives, so that
  /// a refused or unmatched link ends without disturbing a running one and a cold link is
  /// known to be cold; work that needs data or the network belongs in a route's
  /// ``Destination/resolve(timeout:fallback:_:)``, which is bounded and superseded. It runs
  /// after the rules of ``addRewrite(_:cold:warm:from:)``, on the link as they left it.
  /// ``explain(_:)`` asks it for the link both cold and warm, so keep it free of side effects.
  public var rewrite: (@MainActor @Sendable (IncomingLink) throws -> String)? {
    get { runner.rewrite }
    set { runner.rewrite = newValue }
  }

  /// Adds a rewrite rule, written as a redirect is (`RouteTable.Builder.redirect(_:to:)`), that
  /// sends the links of `pattern` to `cold` when they launch the app and to `warm` while it
  /// runs; a target left `nil` leaves such links as they are. A redirect sends a link on
  /// whenever it comes: a rule is for what differs at a cold launch.
  ///
  /// ```swift
  /// // A chat notification that launches the app opens the inbox; while it runs, the chat.
  /// try center.addRewrite("/chat/:id", cold: "/inbox", from: [.notification])
  /// // A campaign link opens home at launch, its offer while the app runs.
  /// try center.addRewrite("/promo/:code", cold: "/home", warm: "/offers/:code")
  /// ```
  ///
  /// A target's `:name` parts take the pattern's values, and the link's other query items go
  /// on; the target stays on the link's scheme and host. The first rule whose pattern matches
  /// decides (patterns of two rules may not share links); the app's ``rewrite`` runs after.
  ///
  /// - Parameters:
  ///   - pattern: The links the rule takes, such as `/chat/:id(int)`.
  ///   - cold: Where such a link goes when it arrives before ``becomeReady()``.
  ///   - warm: Where it goes while the app runs.
  ///   - sources: The sources whose links the rule takes; every source when empty.
  /// - Throws: `RouteTableError` with code `invalid-rewrite` for a rule with no target or a
  ///   target that names a value the pattern does not capture or leads to no route, and the
  ///   route table's codes for a pattern that does not parse or shares links with another
  ///   rule's. The rules added before stay.
  public func addRewrite(
    _ pattern: String, cold: String? = nil, warm: String? = nil, from sources: Set<LinkSource> = []
  ) throws(RouteTableError) {
    let rule = RewriteRules.Rule(pattern: pattern, cold: cold, warm: warm)
    let rules = try RewriteRules((runner.rewriteRules?.rules.rules ?? []) + [rule], for: runner.routes)
    runner.rewriteRules = (rules, (runner.rewriteRules?.sources ?? []) + [sources])
  }
}

extension DeepLinkCenter {
  /// What `url` would do arriving from `source`: ``explain(_:)`` for a rewrite or rule that
  /// takes some sources only (a notification's link at a cold launch, say).
  public func explain(_ url: String, from source: LinkSource) async -> LinkExplanation {
    await runner.explain(url, from: source)
  }
}

extension DeepLinkCenter {
  /// Uses rules compiled already (a manifest's `rewrites`), with the sources each takes, in
  /// place of those added before.
  package func useRewrites(_ rules: RewriteRules, sources: [Set<LinkSource>]) {
    runner.rewriteRules = (rules, sources)
  }
}
