extension RouteTable.Builder {
  /// Adds the route that any web link opens, for a policy that accepts them
  /// (``LinkPolicy/acceptsAnyWebLink``): a browser opening every `http` or `https` link it is
  /// handed as a web page.
  ///
  /// ```swift
  /// var policy = LinkPolicy(schemes: ["browser"], hosts: ["example.com"], webSchemes: ["http", "https"])
  /// policy.acceptsAnyWebLink = true
  /// var routes = RouteTable<BrowserRoute>.Builder(policy: policy)
  /// routes.add("/settings", .settings)
  /// routes.addAnyWebLink { .web(url: try $0.string("url")) }
  /// try routes.build().match("https://swift.org/blog?x=1").route  // .web(url: "https://swift.org/blog?x=1")
  /// ```
  ///
  /// The parameter `url` is the whole link as it arrived, not decoded. A link on one of the
  /// policy's hosts goes through the routes first, and opens this one when none matches. A
  /// route printed as a web link is the app's own URL: no pattern prints it. ``build()``
  /// refuses this route without the policy's consent, and the consent without this route.
  ///
  /// - Parameter parse: Makes the route from the parameters, `url` among them.
  public mutating func addAnyWebLink(parse: @escaping @Sendable (RouteParameters) throws -> Route) {
    anyWebParser = parse
  }

  /// Appends the entry of the route any web link opens to `infos`, after checking that the
  /// policy and the builder agree.
  func anyWebEntry(after infos: inout [EntryInfo]) throws(RouteTableError) -> Int? {
    switch (policy.acceptsAnyWebLink, anyWebParser != nil) {
    case (false, false):
      return nil
    case (true, false):
      throw RouteTableError(
        .invalidPolicy, pattern: nil,
        reason:
          "the policy accepts any web link (acceptsAnyWebLink), but no route opens them: add one with addAnyWebLink"
      )
    case (false, true):
      throw RouteTableError(
        .invalidPolicy, pattern: nil,
        reason: "a route opens any web link, but the policy does not accept them: set acceptsAnyWebLink")
    case (true, true):
      guard !policy.webSchemes.isEmpty else {
        throw RouteTableError(
          .invalidPolicy, pattern: nil, reason: "the policy accepts any web link but has no web scheme")
      }
      infos.append(EntryInfo(pattern: .anyWebLink, index: infos.count))
      return infos.count - 1
    }
  }
}

extension RoutePattern {
  /// The text of the pattern any web link matches (``LinkPolicy/acceptsAnyWebLink``).
  package static let anyWebLinkText = "any web link"
  /// The pattern any web link matches: its one parameter, `url`, is the whole link.
  package static let anyWebLink = RoutePattern(
    text: anyWebLinkText, segments: [.parameter(name: "url", type: .string)], query: [])
}

extension RoutingCore {
  /// Route `entry` with the whole link as its `url`.
  static func anyWeb(_ entry: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ captures: inout CaptureBuffer)
    -> Int
  {
    captures = CaptureBuffer()
    // Sound: the scanner refused a link longer than the policy's `maxLength`, at most
    // `CaptureBuffer.maxOffset`, so the whole link's range fits a capture's 16 bits.
    captures.append(0..<bytes.count, hasPercent: false)
    return entry
  }
}

extension RouteTable {
  /// The route any web link opens, with `url`.
  func anyWebMatch(_ parameters: RouteParameters, hops: [String]) throws(LinkError) -> RouteMatch<Route> {
    guard let anyWebParser else {
      throw LinkError(.noMatch, link: parameters.link, reason: "no route opens any web link")
    }
    do {
      return RouteMatch(route: try anyWebParser(parameters), parameters: parameters, redirects: hops)
    } catch {
      throw RoutingCore.constructionFailed(error, parameters: parameters)
    }
  }
}
