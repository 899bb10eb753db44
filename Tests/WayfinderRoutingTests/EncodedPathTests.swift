import Testing
@_spi(Internals) import WayfinderRouting

/// The opt-in reading of a path that arrives wholly percent-encoded: decoded once, then routed.
@Suite struct EncodedPathTests {
  enum Route: Sendable, Hashable {
    case settings(String?)
    case page(String)
  }

  static func table(reads: Bool = true) throws(RouteTableError) -> RouteTable<Route> {
    var policy = LinkPolicy(schemes: ["app"], hosts: ["example.com"])
    policy.readsEncodedPaths = reads
    var routes = RouteTable<Route>.Builder(policy: policy)
    routes.add(
      "/settings?a=:a?", parse: { .settings($0["a"]) },
      print: { if case .settings(let a) = $0 { a.map { ["a": $0] } ?? [:] } else { nil } })
    routes.add(
      "/:page", parse: { .page(try $0.string("page")) },
      print: { if case .page(let page) = $0 { ["page": page] } else { nil } })
    return try routes.build()
  }

  @Test func aWhollyEncodedPathIsDecodedOnceThenRouted() throws {
    let table = try Self.table()
    #expect(try table.match("app://%2Fsettings%3Fa%3D1").route == .settings("1"))
    #expect(
      try table.match("https://example.com/%2fsettings%3Fa%3Dred%2520shoes").route == .settings("red shoes"))
    #expect(try table.match(path: "/%2Fsettings").route == .settings(nil))
    #expect(try table.match("app://%2Fsettings/").route == .settings(nil))
    // Never twice: what the one decoding leaves encoded is a value.
    #expect(try table.match("app://%2F%252Fsettings").route == .page("/settings"))
    // Off by default: the segment is one value, decoded as any value is.
    #expect(try Self.table(reads: false).match("app://%2Fsettings").route == .page("/settings"))
    // Not the whole path: routed as it is.
    #expect(try table.match("app://settings").route == .settings(nil))
  }

  @Test(arguments: [
    ("app://%2Fsettings?a=1", LinkError.Code.malformedPercentEncoding),
    ("app://%2Fa%25zz", .malformedPercentEncoding),
    ("app://%2Fa%250A", .controlCharacter),
    ("app://%2F..%2Fadmin", .dotSegment),
    ("app://%2Fa%2520b%3Fx%3D%25E2%2580%25AE", .bidiControl),
    ("app://%2Fx%2Fy%2Fz", .noMatch),
  ])
  func hostileEncodedPathsGetTypedErrors(link: String, code: LinkError.Code) throws {
    let table = try Self.table()
    do {
      _ = try table.match(link)
      Issue.record("\(link) matched")
    } catch {
      #expect(error.code == code, "\(link): \(error)")
    }
  }

  /// Found by the differential fuzzer: a redirect's hop whose one segment is a value holding
  /// slashes (`%2Fa%2Fa`, the wildcard's one segment `/a/a` encoded again) was read as a wholly
  /// encoded path and decoded a second time, so the value turned into path segments: here the
  /// prefix-stripping redirect then ran again until `tooManyRedirects`, and a hop that carried
  /// the link's query on was refused as `malformedPercentEncoding`.
  @Test func aRedirectsHopIsNeverDecodedAgain() throws {
    var policy = LinkPolicy(schemes: ["app"], hosts: ["example.com"])
    policy.readsEncodedPaths = true
    var routes = RouteTable<Route>.Builder(policy: policy)
    routes.add(
      "/:page", parse: { .page(try $0.string("page")) },
      print: { if case .page(let page) = $0 { ["page": page] } else { nil } })
    routes.redirect("/a/*rest", to: "/*rest")
    let table = try routes.build()
    let loop = "app://a/" + String(repeating: "%2Fa", count: 12)
    let match = try table.match(loop)
    #expect(match.route == .page(String(repeating: "/a", count: 12)))
    #expect(match.redirects == ["/" + String(repeating: "%2Fa", count: 12)])
    let carried = try table.match("app://a/%2Fb?x=1")
    #expect(carried.route == .page("/b"))
    #expect(carried.redirects == ["/%2Fb?x=1"])
  }
}
