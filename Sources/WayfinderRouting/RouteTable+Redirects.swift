extension RouteTable {
  /// The most redirects a link goes through before it is refused (`tooManyRedirects`).
  public static var redirectLimit: Int { 8 }

  /// Each redirect: the pattern whose links it sends on, and where, as written.
  ///
  /// ```swift
  /// table.redirectRules.map { "\($0.from) → \($0.to)" }  // ["/old/items/:id(int) → /items/:id"]
  /// ```
  @_spi(Internals) public var redirectRules: [(from: RoutePattern, to: String)] {
    redirects.indices.map { (core.infos[firstRedirect + $0].pattern, redirects[$0].text) }
  }

  /// Follows the redirects from a link that matched a redirect's pattern to the route its last
  /// hop opens, recording each hop's path.
  @usableFromInline
  func redirected(_ parameters: RouteParameters) throws(LinkError) -> RouteMatch<Route> {
    if parameters.entry == core.anyWebEntry { return try anyWebMatch(parameters, hops: []) }
    var parameters = parameters
    var hops: [String] = []
    // A universal link's hops stay on its host, whose routes may differ from another's.
    let origin = Self.webOrigin(of: parameters.link, policy: policy)
    while parameters.entry >= firstRedirect, parameters.entry != core.anyWebEntry {
      guard hops.count < Self.redirectLimit else {
        throw LinkError.tooManyRedirects(
          parameters.link, hops: [], reason: "more than \(Self.redirectLimit) redirects")
      }
      let template = redirects[parameters.entry - firstRedirect]
      let path = template.path(with: parameters)
      hops.append(path)
      // A nested link is a path inside the app, or a whole link the policy must accept. A hop
      // is made of values decoded once already: a path of one `%2F…` segment is a value that
      // holds a slash, never read decoded again as a whole path (``LinkPolicy/readsEncodedPaths``).
      if let origin, path.hasPrefix("/") {
        parameters = try core.match(origin + path, bare: false, readsEncoded: false)
      } else {
        parameters = try core.match(
          path, bare: template.nested == nil || path.hasPrefix("/"), readsEncoded: false)
      }
    }
    if parameters.entry == core.anyWebEntry { return try anyWebMatch(parameters, hops: hops) }
    return RouteMatch(route: try parse(parameters), parameters: parameters, redirects: hops)
  }
}

extension RouteTable.Builder {
  /// Sends the links of `pattern` to `target`, a path whose `:name` parts take the values the
  /// link gave the pattern's parameters of that name: a legacy link keeps working after its
  /// screen moved.
  ///
  /// ```swift
  /// routes.redirect("/old/items/:id(int)", to: "/items/:id")
  /// try routes.build().match("shop://old/items/7").redirects  // ["/items/7"]
  /// ```
  ///
  /// A redirect's pattern must not match the links of a route or another redirect. A redirect
  /// may lead to another (a chain), at most ``RouteTable/redirectLimit`` in a row; ``build()``
  /// refuses a chain that loops, a target that names a value the pattern does not capture,
  /// and a target that leads to no route.
  ///
  /// A target that is one required parameter alone is a nested link: the link carries, in that
  /// value, a path inside the app (or a whole link the ``policy`` accepts), which is routed
  /// again through the table. Nested links count as redirects toward the limit, so a link
  /// nesting itself deeper than ``RouteTable/redirectLimit`` is refused
  /// (`tooManyRedirects`); one whose value opens nothing is
  /// refused as that value would be.
  ///
  /// ```swift
  /// routes.redirect("/deep-link?url=:url", to: ":url")
  /// try routes.build().match("app://deep-link?url=%2Fsettings%2FnewTab").redirects  // ["/settings/newTab"]
  /// ```
  public mutating func redirect(_ pattern: String, to target: String) {
    redirectRules.append((pattern, target))
  }
}

extension RouteTable {
  /// Follows every redirect with example values of its parameters' types, refusing a chain
  /// that comes back on itself or runs past the limit, and a target that leads nowhere.
  func checkRedirects() throws(RouteTableError) {
    func text(_ redirect: Int) -> String { core.infos[firstRedirect + redirect].pattern.text }
    // A nested link's target is known only when a link gives it.
    for index in redirects.indices where redirects[index].nested == nil {
      let start = core.infos[firstRedirect + index].pattern
      // The pattern's own example, unless a more specific entry takes it.
      guard let first = try? matchExample(start.examplePath, hosts: start.hosts),
        first.entry == firstRedirect + index
      else { continue }
      var chain = [index]
      var path = redirects[index].path(with: first)
      while true {
        // The route any web link opens is none of the app's: a target that only it takes
        // leads nowhere (and has no redirect to follow).
        let reached = try? matchExample(path, hosts: start.hosts)
        guard let parameters = reached, parameters.entry != core.anyWebEntry else {
          // A type of the app's own may refuse an example value: only built-in types tell. A
          // wildcard's segments are the link's, which no example stands for.
          guard start.usesBuiltInTypesOnly, !chain.contains(where: { redirects[$0].takesWildcard }) else {
            break
          }
          throw RouteTableError(
            .invalidRedirect, pattern: text(chain[chain.count - 1]),
            reason:
              "the redirect to \"\(redirects[chain[chain.count - 1]].text)\" leads to \(path), which no route matches"
          )
        }
        guard parameters.entry >= firstRedirect else { break }
        let next = parameters.entry - firstRedirect
        guard redirects[next].nested == nil else { break }
        if chain.contains(next) || chain.count >= Self.redirectLimit {
          let names = (chain + [next]).map(text).joined(separator: " → ")
          throw RouteTableError(
            .redirectLoop, pattern: start.text,
            reason: chain.contains(next)
              ? "redirects come back to where they started: \(names)"
              : "more than \(Self.redirectLimit) redirects in a row: \(names)")
        }
        chain.append(next)
        path = redirects[next].path(with: parameters)
      }
    }
  }
}

extension RoutePattern {
  /// A path this pattern matches: each parameter given an example value of its type (`1`, a
  /// nil UUID but for its last digit, `true`, a set's first value, a value a value pattern
  /// takes, else `x`), the required query parameters and the query literals included, and the
  /// fragment when the pattern needs one.
  public var examplePath: String {
    func example(_ type: ParameterType) -> String {
      PercentEncoding.encode(type.example ?? "x")
    }
    let path = segments.map { segment -> String in
      switch segment {
      case .literal(let text): PercentEncoding.encode(text)
      case .parameter(_, let type): example(type)
      case .wildcard: "x/x"
      }
    }
    let query =
      queryLiterals.map { "\($0.key)=\(PercentEncoding.encode($0.value))" }
      + self.query.filter(\.isRequired).map { "\($0.key)=\(example($0.type))" }
    let fragment: String =
      switch self.fragment {
      case .literal(let text)?: "#" + PercentEncoding.encode(text)
      case .parameter(_, let type)? where isFragmentRequired: "#" + example(type)
      default: ""
      }
    return "/" + path.joined(separator: "/") + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
      + fragment
  }

  /// Whether every parameter's type is built in, so that an example value reads as a link's.
  var usesBuiltInTypesOnly: Bool {
    let types =
      segments.compactMap { if case .parameter(_, let type) = $0 { type } else { nil } } + query.map(\.type)
    return types.allSatisfy { [.int, .uuid, .string].contains($0) }
  }
}
