/// The redirects one link goes through: the table's own and those the app computes
/// (a destination that is a redirect), counted together toward ``RouteTable/redirectLimit``.
///
/// Each hop is written as the table writes its own, a path, when it stays on the link's scheme
/// and host, and whole otherwise; a loop is found at the first hop that comes back to a link
/// of the chain, the table's hops included, before the app is asked again.
///
/// ```swift
/// var chain = RedirectChain(from: "shop://sale/3", in: table)
/// let match = try chain.follow("shop://old/p/30", in: table)  // the app's redirect
/// chain.hops  // ["/old/p/30", "/home/p/30"]
/// ```
package struct RedirectChain: Sendable {
  /// The link the chain starts from.
  package let link: String
  /// Each hop, in order.
  package private(set) var hops: [String]
  /// Each link the chain has been at: its scheme, host, path, query and fragment.
  private var seen: Set<String>
  /// The link's scheme and host, `shop://` or `https://shop.example.com`; empty for a path.
  private let origin: String

  /// The chain of `link`, a link or a path of the app's, with the hops the table took to match
  /// it (`redirects` of its match).
  package init<Route>(from link: String, redirects: [String], in table: RouteTable<Route>) {
    self.link = link
    hops = redirects
    origin = Self.origin(of: link, in: table)
    seen = [Self.key(link, origin: origin, in: table)]
    for hop in redirects { seen.insert(Self.key(hop, origin: origin, in: table)) }
  }

  /// The chain of `link`, with the hops the table takes to match it.
  package init<Route>(from link: String, in table: RouteTable<Route>) {
    let match = link.hasPrefix("/") ? try? table.match(path: link) : try? table.match(link)
    self.init(from: link, redirects: match?.redirects ?? [], in: table)
  }

  /// Follows the app's redirect to `target`, a whole link, and the table's own from there.
  ///
  /// - Throws: ``LinkError`` with code `tooManyRedirects` for a chain past the limit or one
  ///   that comes back to a link it has been at; the table's error for a target it refuses or
  ///   does not match.
  package mutating func follow<Route>(_ target: String, in table: RouteTable<Route>) throws(LinkError)
    -> RouteMatch<Route>
  {
    let targetOrigin = Self.origin(of: target, in: table)
    let isOwn = targetOrigin == origin
    let key = Self.key(target, origin: targetOrigin, in: table)
    try add(key, written: isOwn ? String(key.dropFirst(origin.count)) : target)
    let match = try table.match(target)
    for hop in match.redirects {
      try add(Self.key(hop, origin: targetOrigin, in: table), written: isOwn ? hop : targetOrigin + hop)
    }
    return match
  }

  /// Adds the hop to the link `key` is, `written` so, refused past the limit or where the
  /// chain has been.
  private mutating func add(_ key: String, written: String) throws(LinkError) {
    hops.append(written)
    let limit = RouteTable<Never>.redirectLimit
    guard hops.count <= limit else {
      throw LinkError.tooManyRedirects(link, hops: hops, reason: "more than \(limit) redirects")
    }
    guard seen.insert(key).inserted else {
      throw LinkError.tooManyRedirects(
        link, hops: hops, reason: "redirects come back to a link they have been")
    }
  }

  /// `link`'s scheme and host as the table reads them; empty for a path or a link it refuses.
  private static func origin<Route>(of link: String, in table: RouteTable<Route>) -> String {
    guard !link.hasPrefix("/"), let normalized = try? table.normalize(link, decodingWholePath: false) else {
      return ""
    }
    return normalized.scheme + "://" + (normalized.host ?? "")
  }

  /// Where `link` (or the path `link` on `origin`) is, as the table reads it.
  private static func key<Route>(_ link: String, origin: String, in table: RouteTable<Route>) -> String {
    if link.hasPrefix("/") {
      return origin + ((try? table.normalize(path: link))?.description ?? link)
    }
    guard let normalized = try? table.normalize(link, decodingWholePath: false) else { return link }
    return normalized.scheme + "://" + (normalized.host ?? "") + normalized.description
  }
}
