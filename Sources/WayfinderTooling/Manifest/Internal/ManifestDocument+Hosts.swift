import WayfinderRouting

extension ManifestDocument {
  /// A route's `hosts`: the universal-link hosts it answers on, each a host or a `*.` wildcard.
  static func routeHosts(_ value: ManifestValue?) throws(ManifestError) -> [Located<String>] {
    guard let value else { return [] }
    let expected = "a list of the policy's hosts, such as [m.example.com] or [\"*.example.com\"]"
    let hosts = try value.named("\"hosts\"").texts(expected: expected)
    guard !hosts.isEmpty else {
      throw value.error(.missingKey, "the route's \"hosts\" is empty", expected: expected)
    }
    return hosts
  }
}

extension ManifestCompiler {
  /// Checks a route's hosts against the policy, each at its place in the manifest.
  func checkHosts(of route: Document.Route) throws(ManifestError) {
    let accepted = document.policy.hosts
    for host in route.hosts {
      var name = host.value.lowercased()
      if host.value.hasPrefix(":") {
        // A host value, `:workspace.relay.app`: the subdomains of its domain, its label a value.
        guard route.hosts.count == 1, let dot = name.firstIndex(of: "."),
          name.index(after: dot) < name.endIndex,
          name.index(after: name.startIndex) < dot
        else {
          throw source.error(
            .invalidValue, "\"\(host.value)\" is not a host value",
            expected: "\":name.\" and a domain, as in \":workspace.example.com\", the route's only host",
            at: host.mark)
        }
        name = "*" + name[dot...]
      }
      guard HostName.isValid(name) else {
        throw source.error(
          .invalidValue, "\"\(host.value)\" is not a host name",
          expected: "letters, digits, \"-\" and \".\", or a wildcard such as \"*.example.com\"", at: host.mark
        )
      }
      guard accepted.contains(where: { HostName.covers($0, name) }) else {
        var message =
          "the route \"\(route.pattern.value)\" is on host \"\(host.value)\", which \"links\" does not accept"
        if let guess = Suggestion.closest(to: name, among: accepted) {
          message += " (did you mean \"\(guess)\"?)"
        }
        throw source.error(
          .unknownName, message,
          expected: accepted.isEmpty
            ? "a host listed in links.hosts"
            : "a host of links.hosts: \(Suggestion.list(accepted)) (a wildcard takes its subdomains)",
          at: host.mark)
      }
    }
  }
}

extension ManifestDocument.Route {
  /// The name of the route's host value (`workspace` of `hosts: [":workspace.relay.app"]`),
  /// or `nil`.
  var hostParameter: String? {
    guard let valued = hosts.first(where: { $0.value.hasPrefix(":") })?.value,
      let dot = valued.firstIndex(of: "."), dot > valued.index(after: valued.startIndex)
    else { return nil }
    return String(valued[valued.index(after: valued.startIndex)..<dot])
  }

  /// A host as `generate` writes it: lowercased, a host value's name as written.
  static func lowercasedHost(_ host: String) -> String {
    guard host.hasPrefix(":"), let dot = host.firstIndex(of: ".") else { return host.lowercased() }
    return String(host[..<dot]) + host[dot...].lowercased()
  }
}
