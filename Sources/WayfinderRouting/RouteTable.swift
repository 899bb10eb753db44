import Foundation

/// An app's links and the routes they open: compiled once, immutable, and safe to share.
///
/// A table is generic over the app's own route type, usually an enum. It is made with a
/// ``Builder``, which checks every pattern and refuses two patterns that would match the same
/// links:
///
/// ```swift
/// enum BankRoute: Hashable, Sendable { case dashboard, card(cardID: Int) }
///
/// var routes = RouteTable<BankRoute>.Builder(
///   policy: LinkPolicy(schemes: ["bank"], hosts: ["bank.example.com"]))
/// routes.add("/dashboard", .dashboard)
/// routes.add(
///   "/cards/:cardID(int)",
///   parse: { .card(cardID: try $0.int("cardID")) },
///   print: { if case .card(let id) = $0 { ["cardID": id] } else { nil } })
/// let table = try routes.build()
///
/// try table.match("bank://cards/42").route                      // .card(cardID: 42)
/// try table.match("https://bank.example.com/cards/42/").route   // .card(cardID: 42)
/// try table.link(for: .card(cardID: 42))                        // "bank://cards/42"
/// ```
///
/// Matching a link costs the length of the link, not the number of routes: the policy checks
/// and the trie walk read the link's bytes a few times over and make no strings.
public struct RouteTable<Route: Sendable>: Sendable {
  @usableFromInline let core: RoutingCore
  @usableFromInline let parsers: [@Sendable (RouteParameters) throws -> Route]
  let printers: [@Sendable (Route) -> RouteValues?]
  /// The entries from this one on are redirects, `redirects[entry - firstRedirect]` each.
  @usableFromInline let firstRedirect: Int
  @usableFromInline let redirects: [RedirectTemplate]
  /// What any web link opens, when the policy accepts them: entry `core.anyWebEntry`.
  let anyWebParser: (@Sendable (RouteParameters) throws -> Route)?
  /// The parameter types the table's patterns may name, built-in and registered, by name: what
  /// a rewrite's patterns may name too.
  let types: [String: ParameterType]

  init(
    core: RoutingCore,
    parsers: [@Sendable (RouteParameters) throws -> Route],
    printers: [@Sendable (Route) -> RouteValues?],
    redirects: [RedirectTemplate] = [],
    anyWebParser: (@Sendable (RouteParameters) throws -> Route)? = nil,
    types: [String: ParameterType] = ParameterType.builtIn
  ) {
    self.anyWebParser = anyWebParser
    self.types = types
    self.core = core
    self.parsers = parsers
    self.printers = printers
    self.firstRedirect = parsers.count
    self.redirects = redirects
  }

  /// The links the table accepts before it tries any route.
  public var policy: LinkPolicy { core.policy.policy }

  /// The routes' patterns, in the order they were added (a redirect's is not among them).
  @_spi(Internals) public var patterns: [RoutePattern] { core.infos.prefix(firstRedirect).map(\.pattern) }

  /// Turns a link into a route.
  ///
  /// The link is checked against the ``policy`` and normalized: the scheme and a web host
  /// compare case-insensitively, a custom scheme's host is the path's first segment, repeated
  /// and trailing slashes and the fragment are ignored, query items match by name in any
  /// order, and values are percent-decoded after splitting.
  ///
  /// - Parameter link: The link as received, such as `bank://cards/42`.
  /// - Returns: The route, with the pattern and the values that made it.
  /// - Throws: ``LinkError``: rejected by the policy, matching no route, or a `parse` closure
  ///   that threw.
  @inlinable
  public func match(_ link: String) throws(LinkError) -> RouteMatch<Route> {
    let parameters = try core.match(link, bare: false)
    if parameters.entry >= firstRedirect { return try redirected(parameters) }
    return try route(parameters)
  }

  /// Turns a link given as a `URL` into a route; see ``match(_:)-(String)``.
  public func match(_ url: URL) throws(LinkError) -> RouteMatch<Route> {
    try match(url.absoluteString)
  }

  /// Turns a bare path such as `/cards/42?tab=1` into a route, with the policy's checks on
  /// its length and content but no scheme or host.
  @inlinable
  public func match(path: String) throws(LinkError) -> RouteMatch<Route> {
    let parameters = try core.match(path, bare: true)
    if parameters.entry >= firstRedirect { return try redirected(parameters) }
    return try route(parameters)
  }

  /// The route a link opens, or `nil` when it opens none.
  @inlinable
  public func route(for link: String) -> Route? {
    try? match(link).route
  }

  /// The route `link` opens, or why it opens none: the link's policy refused it, no route
  /// matched it, or a value it gives is not of its parameter's type. It is
  /// ``match(_:)-(String)`` without the match around it.
  ///
  /// ```swift
  /// try table.matchedRoute("bank://cards/42")  // .card(cardID: 42)
  /// ```
  @inlinable
  public func matchedRoute(_ link: String) throws(LinkError) -> Route {
    let parameters = try core.match(link, bare: false)
    if parameters.entry >= firstRedirect { return try redirected(parameters).route }
    return try parse(parameters)
  }

  @inlinable
  func route(_ parameters: RouteParameters) throws(LinkError) -> RouteMatch<Route> {
    RouteMatch(route: try parse(parameters), parameters: parameters)
  }

  /// The route a matched pattern's `parse` closure makes of `parameters`.
  @inlinable
  func parse(_ parameters: RouteParameters) throws(LinkError) -> Route {
    do {
      return try parsers[parameters.entry](parameters)
    } catch {
      throw RoutingCore.constructionFailed(error, parameters: parameters)
    }
  }
}
