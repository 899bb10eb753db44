extension LinkPolicy {
  /// Puts `pattern` on `hosts` (``RouteTable/Builder/on(hosts:_:)``), a host value
  /// `:name.domain` among them read as the wildcard `*.domain` that gives the parameter `name`.
  func scope(_ pattern: inout RoutePattern, on hosts: [String]) throws(RouteTableError) {
    guard let valued = hosts.first(where: { $0.hasPrefix(":") }) else {
      pattern.hosts = try scope(hosts, of: pattern)
      return
    }
    func failure(_ reason: String) -> RouteTableError {
      RouteTableError(.invalidPattern, pattern: pattern.text, reason: reason)
    }
    guard hosts.count == 1 else {
      throw failure("the host value \"\(valued)\" of \(pattern.text) is the route's only host")
    }
    let bytes = Array(valued.utf8.dropFirst())
    guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")), dot > 0, dot + 1 < bytes.count,
      bytes[..<dot].indices.allSatisfy({ ByteParsing.isNameByte(bytes[$0], first: $0 == 0) })
    else {
      throw failure(
        "a host value is \":name.\" and a domain, as in \":workspace.example.com\"; \"\(valued)\" of "
          + "\(pattern.text) is not")
    }
    let name = String(decoding: bytes[..<dot], as: UTF8.self)
    guard !pattern.parameterNames.contains(name) else {
      throw failure("parameter name \"\(name)\" is used twice: in \(pattern.text) and as its host")
    }
    pattern.hosts = try scope(["*." + String(decoding: bytes[(dot + 1)...], as: UTF8.self)], of: pattern)
    pattern.hostParameter = name
  }
}

extension RoutePattern {
  /// The hosts as written: a host value as `:name.domain`, others as they are.
  @_spi(Internals) public var writtenHosts: [String] {
    guard let hostParameter, let wildcard = hosts.first else { return hosts }
    return [":" + hostParameter + wildcard.dropFirst(1)]
  }

  /// The value of ``hostParameter`` in a universal link's host `host` (lowercased): the labels
  /// before the wildcard's domain; `nil` for another host.
  func hostValue(in host: String) -> String? {
    guard hostParameter != nil, let wildcard = hosts.first, HostName.matches(wildcard, host) else {
      return nil
    }
    return String(host.dropLast(wildcard.count - 1))
  }
}

extension RouteParameters {
  /// The value of the route's host parameter `name` (`:workspace.relay.app`), from the link's
  /// host; `nil` when `name` is not the host parameter.
  func hostValue(_ name: String) -> String? {
    guard pattern.hostParameter == name, let colon = link.firstIndex(of: ":"), link[colon...].hasPrefix("://")
    else { return nil }
    let rest = link[link.index(colon, offsetBy: 3)...]
    let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" }.lowercased()
    return pattern.hostValue(in: host)
  }
}
