extension RouteTable {
  /// Collects an app's routes, then compiles them into a ``RouteTable``.
  ///
  /// Adding never fails; ``build()`` reports the first mistake, in the order routes were added.
  public struct Builder {
    /// The links the table will accept.
    public var policy: LinkPolicy
    private var types = ParameterType.builtIn
    private var typeErrors: [RouteTableError] = []
    // The routes added, as three arrays side by side: appending to them from an app's module
    // is specialized there (`add` is inlinable), and `build()` hands the closures on as they are.
    @usableFromInline var patterns: [String] = []
    @usableFromInline var parsers: [@Sendable (RouteParameters) throws -> Route] = []
    @usableFromInline var printers: [@Sendable (Route) -> RouteValues?] = []
    /// The redirects added, as written: a pattern and its target.
    var redirectRules: [(pattern: String, target: String)] = []
    /// The optional query parameters each route (by its index) drops a bad value of.
    var lenientNames: [Int: Set<String>] = [:]
    /// The hosts each route (by its index) answers on, when not every host.
    var hostScopes: [Int: [String]] = [:]
    /// The hosts each redirect (by its index) answers on, when not every host.
    var redirectHostScopes: [Int: [String]] = [:]
    /// What any web link opens, when the policy accepts them.
    var anyWebParser: (@Sendable (RouteParameters) throws -> Route)?

    /// A builder for links that `policy` accepts.
    public init(policy: LinkPolicy) {
      self.policy = policy
    }

    /// A builder for the custom-scheme links of `schemes` and the universal links of `hosts`,
    /// with ``LinkPolicy``'s other limits at their defaults.
    ///
    /// ```swift
    /// var routes = RouteTable<ShopRoute>.Builder(schemes: ["shop"], hosts: ["shop.example.com"])
    /// ```
    public init(schemes: [String], hosts: [String] = []) {
      self.init(policy: LinkPolicy(schemes: schemes, hosts: hosts))
    }

    /// Makes `type` available to patterns added after it, as `:name(type)`.
    public mutating func register(_ type: ParameterType) {
      let bytes = Array(type.name.utf8)
      let isName =
        !bytes.isEmpty && bytes.indices.allSatisfy { ByteParsing.isNameByte(bytes[$0], first: $0 == 0) }
      if !isName {
        typeErrors.append(
          RouteTableError(
            .invalidParameterType, pattern: nil,
            reason: "\"\(type.name)\" cannot name a parameter type: use letters, digits and \"_\""))
      } else if ParameterType.builtIn[type.name] != nil {
        typeErrors.append(
          RouteTableError(
            .invalidParameterType, pattern: nil,
            reason: "\"\(type.name)\" is a built-in parameter type and cannot be replaced"))
      } else {
        types[type.name] = type
      }
    }

    /// Adds a route.
    ///
    /// - Parameters:
    ///   - pattern: The link shape, such as `/cards/:cardID(int)`; see <doc:LinkPatterns>.
    ///   - parse: Makes the route from the matched values. What it throws fails the match with
    ///     a ``LinkError``.
    ///   - print: The values that print `route` with this pattern, or `nil` when `route` is not
    ///     this pattern's.
    @inlinable
    public mutating func add(
      _ pattern: String,
      parse: @escaping @Sendable (RouteParameters) throws -> Route,
      print: @escaping @Sendable (Route) -> RouteValues?
    ) {
      patterns.append(pattern)
      parsers.append(parse)
      printers.append(print)
    }

    /// Compiles the routes.
    ///
    /// - Throws: ``RouteTableError`` for the first pattern that does not parse, the first two
    ///   patterns that would match the same links, or a policy that accepts no link.
    public func build() throws(RouteTableError) -> RouteTable<Route> {
      if let first = typeErrors.first { throw first }
      try policy.validate()
      var infos: [EntryInfo] = []
      infos.reserveCapacity(patterns.count)
      for (index, text) in patterns.enumerated() {
        var pattern = try RoutePatternParser.parse(text, types: types)
        if let names = lenientNames[index] { pattern = try Self.lenient(pattern, names) }
        if let hosts = hostScopes[index] { try policy.scope(&pattern, on: hosts) }
        infos.append(EntryInfo(pattern: pattern, index: index))
      }
      // A redirect is an entry of the trie after the routes, so that a pattern clashing with a
      // route's is found as two routes' are; its template says where it sends a link.
      var templates: [RedirectTemplate] = []
      for (index, rule) in redirectRules.enumerated() {
        var pattern = try RoutePatternParser.parse(rule.pattern, types: types)
        if let hosts = redirectHostScopes[index] { try policy.scope(&pattern, on: hosts) }
        infos.append(EntryInfo(pattern: pattern, index: infos.count))
        templates.append(try RedirectTemplate(rule.target, from: pattern))
      }
      let trie = try TrieBuilder.build(infos)
      let anyWeb = try anyWebEntry(after: &infos)
      let table = RouteTable(
        core: RoutingCore(policy: policy, trie: trie, infos: infos, anyWebEntry: anyWeb), parsers: parsers,
        printers: printers, redirects: templates, anyWebParser: anyWebParser, types: types)
      try table.checkRedirects()
      return table
    }
  }
}

extension RouteTable.Builder {
  /// Adds a route whose optional query parameters named in `lenient` drop a value of the wrong
  /// type: the link opens as if it lacked the value, rather than being refused.
  ///
  /// By default an optional query value of the wrong type refuses the link
  /// (`invalidQueryValue`): the link means this route, and a value
  /// it cannot take is a mistake. A value that is only a hint — a start time, a referrer — can
  /// be dropped instead:
  ///
  /// ```swift
  /// routes.add(
  ///   "/episodes/:id(int)?t=:t(int)?", lenient: ["t"],
  ///   parse: { .episode(id: try $0.int("id"), at: $0.contains("t") ? try $0.int("t") : nil) },
  ///   print: …)
  /// // pods://episodes/7?t=90 → episode(7, at: 90); pods://episodes/7?t=soon → episode(7, at: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: The link shape, such as `/episodes/:id(int)?t=:t(int)?`; see <doc:LinkPatterns>.
  ///   - lenient: Names of the pattern's optional query parameters; ``build()`` throws
  ///     ``RouteTableError`` for a name that is not one.
  ///   - parse: Makes the route from the matched values; a dropped value reads as absent.
  ///   - print: The values that print `route` with this pattern, or `nil` when `route` is not
  ///     this pattern's.
  public mutating func add(
    _ pattern: String,
    lenient: Set<String>,
    parse: @escaping @Sendable (RouteParameters) throws -> Route,
    print: @escaping @Sendable (Route) -> RouteValues?
  ) {
    add(pattern, parse: parse, print: print)
    if !lenient.isEmpty { lenientNames[patterns.count - 1] = lenient }
  }

  /// `pattern` with the optional query parameters named in `names` made lenient.
  static func lenient(_ pattern: RoutePattern, _ names: Set<String>) throws(RouteTableError) -> RoutePattern {
    for name in names.sorted() where !pattern.query.contains(where: { $0.name == name && !$0.isRequired }) {
      throw RouteTableError(
        .invalidPattern, pattern: pattern.text,
        reason: "\"\(name)\" is not an optional query parameter of \(pattern.text); only an optional "
          + "query value can be dropped (lenient)")
    }
    let query = pattern.query.map { parameter in
      names.contains(parameter.name)
        ? RoutePattern.QueryParameter(
          key: parameter.key, name: parameter.name, type: parameter.type.lenient, isRequired: false)
        : parameter
    }
    var made = RoutePattern(
      text: pattern.text, segments: pattern.segments, query: query, queryLiterals: pattern.queryLiterals,
      extras: pattern.extras)
    made.hosts = pattern.hosts
    return made
  }
}

extension RouteTable.Builder where Route: Equatable {
  /// Adds a route without parameters: the pattern opens `route`, and `route` prints as it.
  public mutating func add(_ pattern: String, _ route: Route) {
    add(pattern, parse: { _ in route }, print: { $0 == route ? [:] : nil })
  }
}
