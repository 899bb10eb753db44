/// Bidirectional controls: characters that change the order text is shown in, so that a link
/// can read as another (`U+202E` shows `cod.exe` for `exe.doc`). A link may not hold them,
/// written or percent-encoded.
extension LinkScanner {
  /// The controls, with the names errors give them.
  static let bidiControls: [UInt32: String] = [
    0x061C: "arabic letter mark", 0x200E: "left-to-right mark", 0x200F: "right-to-left mark",
    0x202A: "left-to-right embedding", 0x202B: "right-to-left embedding",
    0x202C: "pop directional formatting", 0x202D: "left-to-right override",
    0x202E: "right-to-left override", 0x2066: "left-to-right isolate",
    0x2067: "right-to-left isolate", 0x2068: "first strong isolate", 0x2069: "pop directional isolate",
  ]

  static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    bidiControls[scalar.value] != nil
  }

  /// The bytes of the first bidirectional control from `start` on, written or percent-encoded;
  /// the escapes are known to be well formed.
  static func firstBidiControl(_ b: Bytes, from start: Int) -> Range<Int>? {
    /// The byte at `i`, decoded, and where the next one starts.
    func byte(at i: Int) -> (value: UInt8, next: Int)? {
      guard i < b.count else { return nil }
      guard b[i] == UInt8(ascii: "%"), i + 2 < b.count, let high = ByteParsing.hexValue(b[i + 1]),
        let low = ByteParsing.hexValue(b[i + 2])
      else { return (b[i], i + 1) }
      return (high << 4 | low, i + 3)
    }
    var i = start
    while let (lead, second) = byte(at: i) {
      defer { i = second }
      guard lead == 0xE2 || lead == 0xD8, let (middle, third) = byte(at: second) else { continue }
      if lead == 0xD8 {
        if middle == 0x9C { return i..<third }
        continue
      }
      guard let (last, end) = byte(at: third) else { continue }
      let isControl =
        (middle == 0x80 && (last == 0x8E || last == 0x8F || (0xAA...0xAE).contains(last)))
        || (middle == 0x81 && (0xA6...0xA9).contains(last))
      if isControl { return i..<end }
    }
    return nil
  }

  /// The error for a link holding a bidirectional control at `range`, naming the route
  /// parameter that holds it when one does.
  static func bidiControl(_ b: Bytes, _ range: Range<Int>, link: String, parameter: String?) -> LinkError {
    let text = PercentEncoding.decodedString(Bytes(rebasing: b[range]))
    let value = text.unicodeScalars.first?.value ?? 0
    let hex = String(value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    let encoded = b[range.lowerBound] == UInt8(ascii: "%") ? ", percent-encoded" : ""
    let holder = parameter.map { "parameter \"\($0)\"" } ?? "the link"
    return LinkError(
      .bidiControl, link: link,
      reason:
        "\(holder) holds \(code) (\(bidiControls[value] ?? "a bidirectional control"))\(encoded); "
        + "a bidirectional control can make a link read as another",
      range: range)
  }
}
