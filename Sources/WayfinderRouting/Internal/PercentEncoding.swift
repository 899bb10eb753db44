/// Percent-decoding of link components and percent-encoding of printed values.
///
/// Decoding happens after a link is split into segments and query items, so `%2F` stays inside
/// its segment. The scanner has already checked that every `%` is followed by two hex digits.
enum PercentEncoding {
  /// Calls `body` with the decoded bytes of `bytes`: the bytes themselves when nothing is
  /// encoded, else a decoded copy.
  ///
  /// - Parameters:
  ///   - hasPercent: Whether `bytes` may need decoding: a `%`, or a `+` when `plusAsSpace`.
  ///   - plusAsSpace: Whether `+` decodes to a space, as in a form-encoded query value.
  static func withDecoded<R>(
    _ bytes: UnsafeBufferPointer<UInt8>,
    hasPercent: Bool,
    plusAsSpace: Bool = false,
    _ body: (UnsafeBufferPointer<UInt8>) -> R
  ) -> R {
    guard hasPercent else { return body(bytes) }
    let decoded = decode(bytes, plusAsSpace: plusAsSpace)
    return decoded.withUnsafeBufferPointer(body)
  }

  /// The decoded bytes of a component whose escapes are well formed; with `plusAsSpace`, a
  /// `+` decodes to a space (and `%2B` to `+`).
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, plusAsSpace: Bool = false) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%"), index + 2 < bytes.count,
        let high = ByteParsing.hexValue(bytes[index + 1]),
        let low = ByteParsing.hexValue(bytes[index + 2])
      {
        result.append(high << 4 | low)
        index += 3
      } else {
        result.append(plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
        index += 1
      }
    }
    return result
  }

  /// The decoded text of a component; with `plusAsSpace`, a `+` reads as a space.
  static func decodedString(_ bytes: UnsafeBufferPointer<UInt8>, plusAsSpace: Bool = false) -> String {
    withDecoded(bytes, hasPercent: needsDecoding(bytes, plusAsSpace: plusAsSpace), plusAsSpace: plusAsSpace) {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Whether a query value needs decoding: it has a `%`, or a `+` that reads as a space.
  static func needsDecoding(_ bytes: UnsafeBufferPointer<UInt8>, plusAsSpace: Bool) -> Bool {
    bytes.contains { $0 == UInt8(ascii: "%") || (plusAsSpace && $0 == UInt8(ascii: "+")) }
  }

  /// Whether `bytes` are well-formed UTF-8.
  static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var minimum: UInt32
      var scalar: UInt32
      switch lead {
      case 0xC2...0xDF: (length, minimum, scalar) = (2, 0x80, UInt32(lead & 0x1F))
      case 0xE0...0xEF: (length, minimum, scalar) = (3, 0x800, UInt32(lead & 0x0F))
      case 0xF0...0xF4: (length, minimum, scalar) = (4, 0x10000, UInt32(lead & 0x07))
      default: return false
      }
      guard index + length <= bytes.count else { return false }
      for offset in 1..<length {
        let next = bytes[index + offset]
        guard next & 0xC0 == 0x80 else { return false }
        scalar = scalar << 6 | UInt32(next & 0x3F)
      }
      guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
        return false
      }
      index += length
    }
    return true
  }

  /// Bytes that stand for themselves in a printed segment or query value: RFC 3986's
  /// unreserved characters. Everything else is written `%XX`.
  static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default: false
    }
  }

  /// `value` with every byte but the unreserved ones percent-encoded.
  static func encode(_ value: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(value.utf8.count)
    for byte in value.utf8 {
      if isUnreserved(byte) {
        bytes.append(byte)
      } else {
        bytes.append(UInt8(ascii: "%"))
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0x0F)])
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
