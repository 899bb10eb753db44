/// The parts of a pattern past its path and named query items: the query items it passes on
/// whole (`&*rest`), the ones that refuse a link (`&!preview`), and the fragment (`#:section?`,
/// `#faq`).
extension RoutePatternParser {
  struct QueryExtras {
    var rest: String?
    var refused: [String] = []
    /// Where each refused key is written, for errors.
    var refusedRanges: [Range<Int>] = []
  }

  /// Reads `*name` or `!key`, returning `false` for any other query item.
  func parseQueryExtra(
    _ range: Range<Int>,
    into extras: inout QueryExtras,
    keys: inout [String],
    names: inout [String]
  ) throws(RouteTableError) -> Bool {
    guard !range.isEmpty else { return false }
    switch bytes[range.lowerBound] {
    case UInt8(ascii: "*"):
      let nameRange = range.lowerBound + 1..<range.upperBound
      if extras.rest != nil {
        throw failure("a pattern passes the query on once: one \"*name\" item", at: range)
      }
      try checkName(nameRange, what: "query wildcard")
      try claim(string(nameRange), at: range, in: &names)
      extras.rest = string(nameRange)
      return true
    case UInt8(ascii: "!"):
      let keyRange = range.lowerBound + 1..<range.upperBound
      guard !keyRange.isEmpty else {
        throw failure(
          "\"!\" is followed by the query key whose presence refuses the link, as in \"!preview\"", at: range)
      }
      for index in keyRange {
        let byte = bytes[index]
        if byte < 0x21 || byte == 0x7F || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "=") {
          throw failure(
            "a refused query key is written alone, \"!key\", and cannot hold \(Self.describe(byte))",
            at: index..<index + 1)
        }
      }
      let key = string(keyRange)
      if keys.contains(key) { throw failure("query key \"\(key)\" appears twice", at: range) }
      keys.append(key)
      extras.refused.append(key)
      extras.refusedRanges.append(range)
      return true
    default:
      return false
    }
  }

  /// The fragment after `#`, if the pattern has one: a parameter (`:section`, `:section(int)`,
  /// optional with a trailing `?`) or a literal.
  func parseFragment(
    from start: Int,
    names: inout [String]
  ) throws(RouteTableError) -> (segment: RoutePattern.Segment, isRequired: Bool)? {
    guard start < bytes.count else { return nil }
    var range = start + 1..<bytes.count
    guard !range.isEmpty else {
      throw failure(
        "\"#\" is followed by the fragment: a parameter, as in \"#:section\", or a value, as in \"#faq\"",
        at: start..<start + 1)
    }
    if let second = bytes[range].firstIndex(of: UInt8(ascii: "#")) {
      throw failure("a pattern has one fragment: a second \"#\"", at: second..<second + 1)
    }
    guard bytes[range.lowerBound] == UInt8(ascii: ":") else {
      for index in range {
        let byte = bytes[index]
        if byte < 0x21 || byte == 0x7F || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "?")
          || byte == UInt8(ascii: "*")
        {
          throw failure(
            "a fragment value cannot hold \(Self.describe(byte)); write the decoded text itself, "
              + "or a parameter \"#:name\" to take any fragment",
            at: index..<index + 1)
        }
      }
      if range.count > 255 {
        throw failure("a fragment value is at most 255 bytes long; this one is \(range.count)", at: range)
      }
      return (.literal(string(range)), true)
    }
    var isRequired = true
    if bytes[range.upperBound - 1] == UInt8(ascii: "?") {
      isRequired = false
      range = range.lowerBound..<range.upperBound - 1
    }
    guard range.count > 1 else { throw failure("a fragment parameter needs a name", at: start..<bytes.count) }
    if let refusal = splitRefusal(range.lowerBound + 1..<range.upperBound).refusal {
      throw failure(
        "a fragment refuses no values: a web page's anchors are not the app's",
        at: refusal.lowerBound - 2..<refusal.upperBound + 1)
    }
    let (name, type) = try parseParameter(range.lowerBound + 1..<range.upperBound)
    try claim(name, at: start..<bytes.count, in: &names)
    return (.parameter(name: name, type: type), isRequired)
  }
}
