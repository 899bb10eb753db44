extension RouteTable {
  /// The link that opens `route`.
  ///
  /// The first pattern whose `print` closure accepts the route prints it. Values are
  /// percent-encoded, all but RFC 3986's unreserved characters. A custom-scheme link starts
  /// its path in the host position (`bank://cards/42`) when the first segment is a plain host
  /// name, and after `///` otherwise. A route on named hosts (``Builder/on(hosts:_:)``) takes
  /// no custom-scheme link, so it prints as a universal link on its first host.
  ///
  /// - Parameters:
  ///   - route: The route to print.
  ///   - form: Custom scheme (the default), universal link, or bare path.
  /// - Throws: ``RouteTableError`` with code `unprintableRoute`
  ///   when no pattern prints the route or its values do not fit the pattern.
  public func link(for route: Route, as form: LinkForm = .customScheme) throws(RouteTableError) -> String {
    try printed(route, as: form).link
  }

  /// The link of the first pattern whose `print` closure accepts `route`, with that pattern.
  func printed(_ route: Route, as form: LinkForm) throws(RouteTableError) -> (
    link: String, pattern: RoutePattern
  ) {
    for (index, print) in printers.enumerated() {
      guard let values = print(route)?.texts else { continue }
      let pattern = core.infos[index].pattern
      return (try Self.print(values, pattern: pattern, form: form, policy: policy), pattern)
    }
    throw RouteTableError(
      .unprintableRoute, pattern: nil, reason: "no pattern prints \(route) (every print closure returned nil)"
    )
  }

  static func print(
    _ values: [String: String],
    pattern: RoutePattern,
    form: LinkForm,
    policy: LinkPolicy
  ) throws(RouteTableError) -> String {
    func failure(_ reason: String) -> RouteTableError {
      RouteTableError(.unprintableRoute, pattern: pattern.text, reason: reason)
    }
    func checked(_ name: String, _ type: ParameterType) throws(RouteTableError) -> String {
      guard let value = values[name] else { throw failure("no value for \"\(name)\"") }
      guard type.accepts(value) else { throw failure("\"\(value)\" is not a valid \(type) for \"\(name)\"") }
      return value
    }
    func checkSegment(_ value: String, _ name: String) throws(RouteTableError) {
      if value.isEmpty || value == "." || value == ".." {
        throw failure("\"\(value)\" cannot be the segment \"\(name)\": links with it are rejected")
      }
    }

    var segments: [String] = []
    for segment in pattern.segments {
      switch segment {
      case .literal(let text):
        segments.append(PercentEncoding.encode(text))
      case .parameter(let name, let type):
        let value = try checked(name, type)
        try checkSegment(value, name)
        segments.append(PercentEncoding.encode(value))
      case .wildcard(let name):
        let parts = try checked(name, .string).split(separator: "/").map(String.init)
        for part in parts { try checkSegment(part, name) }
        guard !parts.isEmpty else { throw failure("the wildcard \"\(name)\" needs at least one segment") }
        segments += parts.map(PercentEncoding.encode)
      }
    }
    var query = pattern.queryLiterals.map {
      PercentEncoding.encode($0.key) + "=" + PercentEncoding.encode($0.value)
    }
    for parameter in pattern.query {
      guard values[parameter.name] != nil || parameter.isRequired else { continue }
      let value = try checked(parameter.name, parameter.type)
      query.append(PercentEncoding.encode(parameter.key) + "=" + PercentEncoding.encode(value))
    }
    query += try passedOn(values, pattern: pattern)
    let path = segments.joined(separator: "/")
    var tail = query.isEmpty ? "" : "?" + query.joined(separator: "&")
    switch pattern.fragment {
    case .literal(let text)?:
      tail += "#" + PercentEncoding.encode(text)
    case .parameter(let name, let type)? where values[name] != nil || pattern.isFragmentRequired:
      tail += "#" + PercentEncoding.encode(try checked(name, type))
    default:
      break
    }

    // A host value (`:workspace.relay.app`) names the link's host: `acme.relay.app`.
    var valueHost: String?
    if let name = pattern.hostParameter, let wildcard = pattern.hosts.first {
      guard let value = values[name]?.lowercased() else { throw failure("no value for \"\(name)\"") }
      guard !value.isEmpty, !value.hasPrefix("."), !value.hasSuffix("."),
        value.utf8.allSatisfy(LinkScanner.isHostByte)
      else {
        throw failure(
          "\"\(value)\" cannot be the host value \"\(name)\": a host is letters, digits, \"-\" and \".\"")
      }
      valueHost = value + wildcard.dropFirst(1)
    }
    switch form.kind {
    case .path:
      return "/" + path + tail
    case .customScheme where !pattern.hosts.isEmpty:
      // A route on named hosts takes no custom-scheme link: it prints as its first host's.
      let host = valueHost ?? HostName.example(pattern.hosts[0])
      return (policy.webSchemes.first ?? "https") + "://" + host + "/" + path + tail
    case .customScheme(let scheme):
      guard let scheme = scheme?.lowercased() ?? policy.schemes.first else {
        throw failure("the policy has no custom scheme")
      }
      let firstIsHost =
        segments.first.map { !$0.isEmpty && $0.utf8.allSatisfy(LinkScanner.isHostByte) } ?? false
      return scheme + (firstIsHost ? "://" : ":///") + path + tail
    case .universalLink(let host, let scheme):
      guard
        let host = host?.lowercased() ?? valueHost ?? pattern.hosts.first.map(HostName.example)
          ?? policy.hosts.first.map(HostName.example)
      else {
        throw failure("the policy has no universal-link host")
      }
      let scheme = scheme?.lowercased() ?? policy.webSchemes.first ?? "https"
      return scheme + "://" + host + "/" + path + tail
    }
  }
}

extension RouteTable {
  /// The query items a pattern's `&*name` prints from its value, a query such as `a=1&b=2`
  /// (as ``RouteParameters`` reads it), each encoded again.
  static func passedOn(_ values: [String: String], pattern: RoutePattern) throws(RouteTableError) -> [String]
  {
    guard let name = pattern.queryRest, let text = values[name], !text.isEmpty else { return [] }
    let named = Set(pattern.query.map(\.key) + pattern.queryLiterals.map(\.key) + pattern.refusedQueryKeys)
    var bytes = text
    let items = bytes.withUTF8 { NormalizedLink.queryItems($0, plusAsSpace: false) }
    var printed: [String] = []
    for item in items where !item.name.isEmpty {
      guard !named.contains(item.name) else {
        throw RouteTableError(
          .unprintableRoute, pattern: pattern.text,
          reason: "\"\(name)\" passes on the query item \"\(item.name)\", which the pattern names itself")
      }
      printed.append(RouteParameters.encodedItem(item))
    }
    return printed
  }
}

extension RouteTable where Route: Equatable {
  /// The link that opens `route`, checked by matching it again: a route whose link would open
  /// another route (`.user(id: "me")` printing as `/users/me`, which a literal `/users/me`
  /// takes) is an error, not a surprise. A route that holds the whole link it came by
  /// (``RouteParameters/linkURL()``) reopens with this link there: it passes when the route
  /// it reopens comes through the same pattern and prints the same values.
  ///
  /// - Throws: ``RouteTableError`` with code `unprintableRoute`.
  public func link(for route: Route, as form: LinkForm = .customScheme) throws(RouteTableError) -> String {
    let (link, pattern) = try printed(route, as: form)
    let reopened = Result { () throws(LinkError) in form == .path ? try match(path: link) : try match(link) }
    switch reopened {
    case .success(let match) where match.route == route:
      return link
    case .success(let match) where Self.printsAlike(match, route, pattern: pattern, in: self):
      // The route the link opens differs only in what no link prints: the whole link it came
      // by (``RouteParameters/linkURL()``), which the reopened route holds as this link.
      return link
    case .success(let match):
      throw RouteTableError(
        .unprintableRoute, pattern: pattern.text,
        reason: "\(route) prints as \(link), which opens \(match.route) through \(match.pattern.text)")
    case .failure(let error):
      throw RouteTableError(
        .unprintableRoute, pattern: pattern.text,
        reason: "\(route) prints as \(link), which does not open: \(error.reason)")
    }
  }
}

extension RouteTable where Route: Equatable {
  /// Whether `match` came through `pattern` from a `parse` that keeps the whole link
  /// (``RouteParameters/linkURL()``), and its route prints the same values as `route`: the two
  /// differ only in the link, which no link prints. A lossy `print` is still refused.
  static func printsAlike(
    _ match: RouteMatch<Route>, _ route: Route, pattern: RoutePattern, in table: RouteTable
  ) -> Bool {
    let parameters = match.parameters
    guard match.redirects.isEmpty, parameters.pattern == pattern, parameters.entry < table.parsers.count
    else { return false }
    // The same values read from a link that differs after its end: a `parse` that reads only
    // the values makes the same route of it, one that keeps the link does not.
    let moved = RouteParameters(
      link: parameters.link + "#", captures: parameters.captures, core: parameters.core,
      entry: parameters.entry)
    guard (try? table.parsers[parameters.entry](moved)) != match.route else { return false }
    guard let values = table.printers[parameters.entry](route)?.texts else { return false }
    return table.printers[parameters.entry](match.route)?.texts == values
  }
}
