extension LinkPolicy {
  /// The whole link the bare path `link` stands for (``barePathOrigin`` and the path), or `nil`
  /// when `link` is not a bare path or the policy names no origin: what the center and the
  /// tools read in a bare path's place.
  package func wholeLink(standingFor link: String) -> String? {
    guard let origin = barePathOrigin, link.hasPrefix("/") else { return nil }
    return origin + link
  }

  /// Checks that ``barePathOrigin``, if set, is an origin the policy accepts.
  func validateBarePathOrigin() throws(RouteTableError) {
    guard let problem = barePathOriginProblem() else { return }
    throw RouteTableError(
      .invalidPolicy, pattern: nil, reason: "\(problem); expected \(barePathOriginExample)")
  }

  /// What an origin for bare paths is, with an example of this policy's.
  package var barePathOriginExample: String {
    "scheme://host, such as https://\(hosts.first.map(HostName.example) ?? "example.com") or "
      + "\(schemes.first ?? "app")://"
  }

  /// Why ``barePathOrigin`` is no origin the policy accepts — a web scheme and a host of the
  /// policy's, or a custom scheme with no host — or `nil` when it is one or is not set.
  package func barePathOriginProblem() -> String? {
    guard let origin = barePathOrigin else { return nil }
    let subject = "the origin of bare paths \"\(origin)\""
    guard let colon = origin.firstIndex(of: ":"), origin[colon...].hasPrefix("://") else {
      return "\(subject) has no \"://\""
    }
    let scheme = String(origin[..<colon])
    let host = String(origin[origin.index(colon, offsetBy: 3)...])
    if host.isEmpty {
      return schemes.contains(scheme)
        ? nil : "\(subject) has no host, and \"\(scheme)\" is not a custom scheme of the policy"
    }
    guard webSchemes.contains(scheme) else {
      return
        "\(subject) is on \"\(scheme)\", which is not a web scheme of the policy (\(webSchemes.joined(separator: ", ")))"
    }
    guard HostName.isValid(host), !host.hasPrefix("*."), hosts.contains(where: { HostName.matches($0, host) })
    else {
      return "\(subject) is on host \"\(host)\", which the policy does not accept"
    }
    return nil
  }
}
