extension RoutingCore {
  /// The link decoded once more (``LinkPolicy/decodesTwice``), or `nil` when it shows no sign
  /// of a second encoding: an encoded `%` before two hexadecimal digits (`%252F`, a `/` encoded
  /// twice) in its path, query or fragment, or an encoded `?` (`%3F`) in a path that has no
  /// query of its own (`/search%3Fq%3Dshoes`, a link encoded whole once more).
  ///
  /// What follows the scheme and host is decoded once; the scheme and host stay as they
  /// arrived, so the decoded text cannot name another host. One round only, never more: the
  /// caller routes the result without decoding it again, and the checks here and the policy's
  /// (which the result is held to: control bytes, spaces, `.` and `..` segments, written or
  /// encoded) refuse what a further round or the decoding would make of it.
  ///
  /// - Throws: ``LinkError`` when the policy refuses the link as it arrived;
  ///   `tooManyEncodings` when the decoded text still holds an encoded `%` before two
  ///   hexadecimal digits (the link was encoded three times or more); `controlCharacter` when
  ///   decoding gives a control byte.
  static func decodedAgain(
    _ bytes: UnsafeBufferPointer<UInt8>, link: String, bare: Bool, policy: CompiledPolicy
  ) throws(LinkError) -> String? {
    guard let scanned = try ownLink(bytes, link: link, bare: bare, policy: policy) else { return nil }
    let start = scanned.pathRange.lowerBound
    // Sound: the scanner took the path's range of these bytes.
    let rest = UnsafeBufferPointer(rebasing: bytes[start...])
    let path = UnsafeBufferPointer(rebasing: bytes[scanned.pathRange])
    let encodedTwice = firstEncodedEscape(in: rest) != nil
    let encodedQuery = scanned.queryRange == nil && firstEncodedQuestionMark(in: path) != nil
    guard encodedTwice || encodedQuery else { return nil }
    let decoded = PercentEncoding.decode(rest)
    var result = Array(UnsafeBufferPointer(rebasing: bytes[..<start]))
    result.reserveCapacity(bytes.count + 8)
    let hex = Array("0123456789ABCDEF".utf8)
    for (index, byte) in decoded.enumerated() {
      if byte < 0x20 || byte == 0x7F {
        throw LinkError(
          .controlCharacter, link: link,
          reason: "decoded once more (decodesTwice), the link holds \(LinkScanner.describe(byte))",
          range: start..<bytes.count)
      }
      let escapes = byte == UInt8(ascii: "%") && !Self.isEscape(decoded, at: index)
      if byte == 0x20 || byte >= 0x80 || escapes {
        // A byte a link writes encoded: the decoded text is a link again, read as one.
        result += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      } else {
        result.append(byte)
      }
    }
    if let third = result.withUnsafeBufferPointer({ firstEncodedEscape(in: $0) }) {
      let shown = String(decoding: result[third..<min(third + 5, result.count)], as: UTF8.self)
      throw LinkError(
        .tooManyEncodings, link: link,
        reason:
          "the link is percent-encoded more than twice: decoded once more (decodesTwice), it still holds "
          + "\"\(shown)\", an encoded escape; a link is decoded at most twice",
        range: firstEncodedEscape(in: rest).map { start + $0..<start + $0 + 3 })
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Whether `bytes` hold a `%` and two hexadecimal digits at `index`.
  private static func isEscape(_ bytes: [UInt8], at index: Int) -> Bool {
    index + 2 < bytes.count && ByteParsing.hexValue(bytes[index + 1]) != nil
      && ByteParsing.hexValue(bytes[index + 2]) != nil
  }

  /// The offset of the first `%25` followed by two hexadecimal digits: an escape encoded again.
  static func firstEncodedEscape(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard bytes.count >= 5 else { return nil }
    for index in 0...(bytes.count - 5)
    where bytes[index] == UInt8(ascii: "%") && bytes[index + 1] == UInt8(ascii: "2")
      && bytes[index + 2] == UInt8(ascii: "5") && ByteParsing.hexValue(bytes[index + 3]) != nil
      && ByteParsing.hexValue(bytes[index + 4]) != nil
    {
      return index
    }
    return nil
  }

  /// The offset of the first `%3F` (an encoded `?`), in either case.
  private static func firstEncodedQuestionMark(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard bytes.count >= 3 else { return nil }
    for index in 0...(bytes.count - 3)
    where bytes[index] == UInt8(ascii: "%") && bytes[index + 1] == UInt8(ascii: "3")
      && ByteParsing.lowercased(bytes[index + 2]) == UInt8(ascii: "f")
    {
      return index
    }
    return nil
  }

  /// A refusal of the link decoded once more, said of the link as it arrived: the code stays,
  /// the reason says what the decoding made of it.
  static func refusalOfDecoded(_ error: LinkError, link: String) -> LinkError {
    guard error.isRejection else { return error }
    return LinkError(
      error.code, link: link,
      reason: "decoded once more (decodesTwice) as \(error.link): \(error.reason)",
      closestPattern: error.closestPattern)
  }
}
