extension RouteTable.Builder {
  /// Adds the routes and redirects `add` adds as answering only the universal links of `hosts`:
  /// a browser or a marketplace answering on `www.` and `m.` hosts, with some routes on one.
  ///
  /// ```swift
  /// routes.add("/search", .search)                        // every host, and custom schemes
  /// routes.on(hosts: ["m.example.com"]) { routes in
  ///   routes.add("/amp/:id", parse: { .article(try $0.string("id")) }, print: { _ in nil })
  /// }
  /// // https://m.example.com/amp/7 → article(7); https://www.example.com/amp/7 → refused,
  /// // hostNotAccepted: "/amp/:id" answers on m.example.com only
  /// ```
  ///
  /// A host is a name the ``policy`` accepts, or a wildcard such as `*.example.com` (every
  /// subdomain of `example.com`, not `example.com` itself) that one of the policy's wildcards
  /// covers. Such routes take no custom-scheme link. Two routes of one path on hosts that share
  /// no link are not ambiguous; a route on named hosts comes before one on every host with the
  /// same query keys. ``build()`` refuses a host the policy does not accept.
  ///
  /// A host may be a value instead, `:name.` and a domain: `":workspace.relay.app"` takes the
  /// links of every subdomain of `relay.app`, as `*.relay.app` does, and gives the route the
  /// label before the domain as its parameter `workspace` (`https://acme.relay.app/c/C1` →
  /// `acme`, lowercased); the route prints its links on that host. Such a host is the route's
  /// only one.
  ///
  /// ```swift
  /// routes.on(hosts: [":workspace.relay.app"]) { routes in
  ///   routes.add(
  ///     "/c/:channel", parse: { .channel(workspace: try $0.string("workspace"), id: try $0.string("channel")) },
  ///     print: { if case .channel(let w, let id) = $0 { ["workspace": w, "channel": id] } else { nil } })
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - hosts: The hosts, each a name, a `*.` wildcard or a `:name.` value; compared
  ///     case-insensitively.
  ///   - add: Adds the routes, with the builder it is given.
  public mutating func on(hosts: [String], _ add: (inout Self) -> Void) {
    let (routeStart, redirectStart) = (patterns.count, redirectRules.count)
    add(&self)
    // A host value's name keeps its case (`:workspaceID.relay.app`); host names have none.
    let hosts = hosts.map { host in
      guard host.hasPrefix(":"), let dot = host.firstIndex(of: ".") else { return host.lowercased() }
      return String(host[..<dot]) + host[dot...].lowercased()
    }
    for index in routeStart..<patterns.count { hostScopes[index] = hosts }
    for index in redirectStart..<redirectRules.count { redirectHostScopes[index] = hosts }
  }
}

extension LinkPolicy {
  /// `hosts`, lowercased, after checking that each is a host or wildcard this policy accepts.
  func scope(_ hosts: [String], of pattern: RoutePattern) throws(RouteTableError) -> [String] {
    guard !hosts.isEmpty else {
      throw RouteTableError(
        .invalidPattern, pattern: pattern.text, reason: "\(pattern.text) is given an empty list of hosts")
    }
    for host in hosts {
      guard HostName.isValid(host) else {
        throw RouteTableError(
          .invalidPattern, pattern: pattern.text,
          reason: "host \"\(host)\" of \(pattern.text) is not a host name (letters, digits, \"-\" and \".\", "
            + "or a wildcard such as \"*.example.com\")")
      }
      guard self.hosts.contains(where: { HostName.covers($0, host) }) else {
        let accepted = self.hosts.isEmpty ? "none" : self.hosts.joined(separator: ", ")
        throw RouteTableError(
          .invalidPattern, pattern: pattern.text,
          reason:
            "\(pattern.text) is on host \"\(host)\", which the policy does not accept; accepted hosts: \(accepted)"
        )
      }
    }
    return hosts
  }
}

/// Host names and `*.` wildcards, lowercased.
package enum HostName {
  /// Whether `name` is a host (letters, digits, `-`, `.`) or `*.` and a host.
  package static func isValid(_ name: String) -> Bool {
    let bare = name.hasPrefix("*.") ? String(name.dropFirst(2)) : name
    return !bare.isEmpty && !bare.hasPrefix(".") && bare.utf8.allSatisfy(LinkScanner.isHostByte)
  }

  /// Whether the host or wildcard `name` takes the host `host`: equal, or a subdomain of a
  /// wildcard's domain.
  package static func matches(_ name: String, _ host: String) -> Bool {
    guard name.hasPrefix("*.") else { return name == host }
    let suffix = name.dropFirst(1)
    return host.count > suffix.count && host.hasSuffix(suffix)
  }

  /// Whether every host `inner` takes, `outer` takes too.
  package static func covers(_ outer: String, _ inner: String) -> Bool {
    if inner.hasPrefix("*.") {
      return outer == inner || (outer.hasPrefix("*.") && matches(outer, String(inner.dropFirst(2))))
    }
    return matches(outer, inner)
  }

  /// Whether some host is taken by both lists; an empty list takes every host.
  package static func overlap(_ a: [String], _ b: [String]) -> Bool {
    if a.isEmpty || b.isEmpty { return true }
    return a.contains { x in b.contains { y in covers(x, y) || covers(y, x) } }
  }

  /// A host `name` takes: itself, or for a wildcard the subdomain `www`.
  package static func example(_ name: String) -> String {
    name.hasPrefix("*.") ? "www" + name.dropFirst(1) : name
  }
}

extension RoutingCore {
  /// The error for a link whose path a route on other hosts takes.
  static func otherHosts(_ entry: Int, link: String, scanned: ScannedLink, infos: [EntryInfo]) -> LinkError {
    let pattern = infos[entry].pattern
    let hosts = pattern.hosts.joined(separator: ", ")
    let range = scanned.hostRange
    let host = String(decoding: Array(link.utf8)[range], as: UTF8.self).lowercased()
    return LinkError(
      .hostNotAccepted, link: link,
      reason: range.isEmpty
        ? "\(pattern.text) answers on universal links of \(hosts) only"
        : "\(pattern.text) answers on \(hosts) only, not on \(host)",
      range: range.isEmpty ? nil : range, closestPattern: pattern.text)
  }
}

extension RouteTable {
  /// `scheme://host` of a universal link the policy accepts, or `nil` for a custom scheme or
  /// a bare path.
  static func webOrigin(of link: String, policy: LinkPolicy) -> String? {
    guard let colon = link.firstIndex(of: ":"), link[colon...].hasPrefix("://") else { return nil }
    let scheme = link[..<colon].lowercased()
    guard policy.webSchemes.contains(scheme), !policy.schemes.contains(scheme) else { return nil }
    let rest = link[link.index(colon, offsetBy: 3)...]
    let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    return host.isEmpty ? nil : scheme + "://" + host
  }

  /// The match of an example path: bare, or else as a universal link on one of `hosts` (the
  /// policy's when empty), for a path whose routes answer on some hosts only.
  func matchExample(_ path: String, hosts: [String]) throws(LinkError) -> RouteParameters {
    do {
      return try core.match(path, bare: true)
    } catch {
      let scheme = policy.webSchemes.first ?? "https"
      for host in hosts.isEmpty ? policy.hosts : hosts {
        if let found = try? core.match(scheme + "://" + HostName.example(host) + path, bare: false) {
          return found
        }
      }
      throw error
    }
  }
}

extension RouteTable {
  /// The route `pattern`'s example path opens, on one of its hosts when it has some: for tools
  /// that tell where each pattern leads.
  package func exampleMatch(of pattern: RoutePattern) -> RouteMatch<Route>? {
    guard let parameters = try? matchExample(pattern.examplePath, hosts: pattern.hosts) else { return nil }
    if parameters.entry >= firstRedirect { return try? redirected(parameters) }
    return try? route(parameters)
  }
}
