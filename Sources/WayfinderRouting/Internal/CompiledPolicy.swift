/// The policy's lists as bytes, made once when a table is built.
final class CompiledPolicy: Sendable {
  /// A list of names: `(start, count)` pairs into the policy's bytes.
  typealias NameList = [(start: Int, count: Int)]

  let policy: LinkPolicy
  let limits: PolicyLimits
  /// Whether a wholly percent-encoded path is decoded once (``LinkPolicy/readsEncodedPaths``).
  let readsEncodedPaths: Bool
  /// Whether a link encoded twice is decoded once more (``LinkPolicy/decodesTwice``).
  let decodesTwice: Bool
  private let bytes: [UInt8]
  let schemes: NameList
  let webSchemes: NameList
  let hosts: NameList
  /// The wildcards' domains, each with its leading dot: `.example.com` for `*.example.com`.
  let hostSuffixes: NameList

  init(_ policy: LinkPolicy) {
    self.policy = policy
    limits = PolicyLimits(policy)
    readsEncodedPaths = policy.readsEncodedPaths
    decodesTwice = policy.decodesTwice
    var bytes: [UInt8] = []
    func list(_ names: [String]) -> NameList {
      var entries: NameList = []
      for name in names {
        entries.append((bytes.count, name.utf8.count))
        bytes += name.utf8
      }
      return entries
    }
    schemes = list(policy.schemes)
    webSchemes = list(policy.webSchemes)
    hosts = list(policy.hosts.filter { !$0.hasPrefix("*.") })
    hostSuffixes = list(policy.hosts.filter { $0.hasPrefix("*.") }.map { String($0.dropFirst()) })
    self.bytes = bytes
  }

  /// Whether the policy accepts the host at `range` of `b`: one of its hosts, or a subdomain
  /// of a wildcard's domain.
  func containsHost(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    if contains(hosts, b, range) { return true }
    for (start, count) in hostSuffixes where count < range.count {
      if equals(start, b, range.upperBound - count..<range.upperBound) { return true }
    }
    return false
  }

  /// Whether `list` holds the bytes of `range` of `b`, compared ASCII-case-insensitively.
  func contains(_ list: NameList, _ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    for (start, count) in list where count == range.count {
      if equals(start, b, range) { return true }
    }
    return false
  }

  /// Whether the policy's bytes from `start` equal those of `range` of `b`, lowercased.
  private func equals(_ start: Int, _ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    let names = bytes
    var k = start
    for index in range {
      if ByteParsing.lowercased(b[index]) != names[k] { return false }
      k += 1
    }
    return true
  }
}
