/// The policy's lists as bytes, made once when a table is built.
final class CompiledPolicy: Sendable {
  /// A list of names: `(start, count)` pairs into the policy's bytes.
  typealias NameList = [(start: Int, count: Int)]

  let policy: LinkPolicy
  let limits: PolicyLimits
  private let bytes: [UInt8]
  let schemes: NameList
  let webSchemes: NameList
  let hosts: NameList

  init(_ policy: LinkPolicy) {
    self.policy = policy
    limits = PolicyLimits(policy)
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
    hosts = list(policy.hosts)
    self.bytes = bytes
  }

  /// Whether `list` holds the bytes of `range` of `b`, compared ASCII-case-insensitively.
  func contains(_ list: NameList, _ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    let names = bytes
    for (start, count) in list where count == range.count {
      var equal = true
      var k = start
      for index in range {
        if ByteParsing.lowercased(b[index]) != names[k] {
          equal = false
          break
        }
        k += 1
      }
      if equal { return true }
    }
    return false
  }
}
