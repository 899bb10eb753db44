/// Parsing of small values straight from a link's bytes, without making strings.
enum ByteParsing {
  /// A decimal `Int` with an optional leading `-`, or `nil` when the bytes are anything else
  /// or the value overflows.
  static func int(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    var negative = false
    if bytes.count > 1, bytes[0] == UInt8(ascii: "-") {
      negative = true
      index = 1
    }
    // Any number of digits: leading zeros are allowed (`0042` is 42), and an overflow ends it.
    guard index < bytes.count else { return nil }
    var value = 0
    while index < bytes.count {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      let (times, o1) = value.multipliedReportingOverflow(by: 10)
      let (sum, o2) =
        negative
        ? times.subtractingReportingOverflow(Int(digit)) : times.addingReportingOverflow(Int(digit))
      guard !o1, !o2 else { return nil }
      value = sum
      index += 1
    }
    return value
  }

  /// Whether `byte` may stand in a name (of a parameter or a parameter type): a letter, `_`,
  /// or, past the first byte, a digit.
  static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
    let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    return LinkScanner.isLetter(byte) || byte == UInt8(ascii: "_") || (isDigit && !first)
  }

  /// Whether the bytes are a UUID in 8-4-4-4-12 hexadecimal form.
  static func isUUID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count == 36 else { return false }
    for index in 0..<36 {
      let byte = bytes[index]
      if index == 8 || index == 13 || index == 18 || index == 23 {
        guard byte == UInt8(ascii: "-") else { return false }
      } else {
        guard hexValue(byte) != nil else { return false }
      }
    }
    return true
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
    default: nil
    }
  }

  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }
}
