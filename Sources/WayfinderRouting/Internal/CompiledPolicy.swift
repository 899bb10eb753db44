/// The policy's lists as bytes, made once when a table is built.
///
/// NB: `@unchecked Sendable`: every stored property is immutable; the pointers point into the
/// frozen buffers this object owns.
final class CompiledPolicy: @unchecked Sendable {
  /// A list of names: `(start, count)` pairs into the policy's bytes.
  typealias NameList = UnsafeBufferPointer<(Int, Int)>

  let policy: LinkPolicy
  let limits: PolicyLimits
  private let storage: [FrozenBuffer<(Int, Int)>]
  private let byteStorage: FrozenBuffer<UInt8>
  let schemes: NameList
  let webSchemes: NameList
  let hosts: NameList

  init(_ policy: LinkPolicy) {
    self.policy = policy
    limits = PolicyLimits(policy)
    var bytes: [UInt8] = []
    func list(_ names: [String]) -> FrozenBuffer<(Int, Int)> {
      var entries: [(Int, Int)] = []
      for name in names {
        entries.append((bytes.count, name.utf8.count))
        bytes += name.utf8
      }
      return FrozenBuffer(entries)
    }
    let lists = [list(policy.schemes), list(policy.webSchemes), list(policy.hosts)]
    storage = lists
    schemes = lists[0].buffer
    webSchemes = lists[1].buffer
    hosts = lists[2].buffer
    byteStorage = FrozenBuffer(bytes)
  }

  /// Whether `list` holds the bytes of `range` of `b`, compared ASCII-case-insensitively.
  @inline(__always)
  func contains(_ list: NameList, _ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    let names = byteStorage.buffer
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
