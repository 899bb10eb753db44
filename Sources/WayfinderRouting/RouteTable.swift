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
  struct Registration: Sendable {
    let info: EntryInfo
    let parse: @Sendable (RouteParameters) throws -> Route
    let print: @Sendable (Route) -> RouteValues?
  }

  /// The links the table accepts before it tries any route.
  public let policy: LinkPolicy
  let compiledPolicy: CompiledPolicy
  let trie: Trie
  let infos: [EntryInfo]
  let registrations: [Registration]

  init(policy: LinkPolicy, registrations: [Registration], trie: Trie) {
    self.policy = policy
    self.compiledPolicy = CompiledPolicy(policy)
    self.trie = trie
    self.registrations = registrations
    self.infos = registrations.map(\.info)
  }

  /// The patterns, in the order they were added.
  public var patterns: [RoutePattern] { infos.map(\.pattern) }

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
  public func match(_ link: String) throws(LinkError) -> RouteMatch<Route> {
    var link = link
    link.makeContiguousUTF8()
    let result: Result<RouteMatch<Route>, LinkError>? = link.utf8.withContiguousStorageIfAvailable { bytes in
      do throws(LinkError) {
        let scanned = try LinkScanner.scan(bytes, link: link, policy: compiledPolicy)
        return .success(try match(bytes, link: link, scanned: scanned))
      } catch {
        return .failure(error)
      }
    }
    guard let result else { return try match(String(decoding: Array(link.utf8), as: UTF8.self)) }
    return try result.get()
  }

  /// Turns a link given as a `URL` into a route; see ``match(_:)-(String)``.
  public func match(_ url: URL) throws(LinkError) -> RouteMatch<Route> {
    try match(url.absoluteString)
  }

  /// Turns a bare path such as `/cards/42?tab=1` into a route, with the policy's checks on
  /// its length and content but no scheme or host.
  public func match(path: String) throws(LinkError) -> RouteMatch<Route> {
    var link = path
    link.makeContiguousUTF8()
    let result: Result<RouteMatch<Route>, LinkError>? = link.utf8.withContiguousStorageIfAvailable { bytes in
      do throws(LinkError) {
        let scanned = try LinkScanner.scanPath(bytes, link: link, policy: policy)
        return .success(try match(bytes, link: link, scanned: scanned))
      } catch {
        return .failure(error)
      }
    }
    guard let result else { return try match(path: String(decoding: Array(link.utf8), as: UTF8.self)) }
    return try result.get()
  }

  /// The route a link opens, or `nil` when it opens none.
  public func route(for link: String) -> Route? {
    try? match(link).route
  }

  private func match(
    _ bytes: UnsafeBufferPointer<UInt8>,
    link: String,
    scanned: ScannedLink
  ) throws(LinkError) -> RouteMatch<Route> {
    var matcher = Matcher(
      bytes: bytes, trie: trie, entries: infos, path: scanned.pathRange, query: scanned.queryRange)
    guard let index = matcher.run(from: scanned.pathRange.lowerBound) else {
      throw unmatched(matcher, link: link, scanned: scanned)
    }
    let registration = registrations[index]
    let parameters = RouteParameters(link: link, captures: matcher.captures, info: registration.info)
    do {
      return RouteMatch(route: try registration.parse(parameters), parameters: parameters)
    } catch {
      throw LinkError(
        .routeConstructionFailed, link: link,
        reason: "\(registration.info.pattern) matched, but making its route failed: \(error)",
        closestPattern: registration.info.pattern.text)
    }
  }
}
