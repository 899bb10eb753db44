/// A parameter's refused values, `:name!(admin|root)`: a link whose value is one of them is
/// refused (`refusedValue`) rather than opened, once its shape means the route.
extension RoutePatternParser {
  /// `range` (a parameter's text after `:`, without an optional `?`) split into the parameter,
  /// `name` or `name(type)`, and the type text of a refusal `!(type)` after it.
  func splitRefusal(_ range: Range<Int>) -> (parameter: Range<Int>, refusal: Range<Int>?) {
    guard range.count > 3, bytes[range.upperBound - 1] == UInt8(ascii: ")") else { return (range, nil) }
    var index = range.lowerBound
    while index + 1 < range.upperBound {
      if bytes[index] == UInt8(ascii: "!"), bytes[index + 1] == UInt8(ascii: "(") {
        return (range.lowerBound..<index, index + 2..<range.upperBound - 1)
      }
      index += 1
    }
    return (range, nil)
  }

  /// The refused values of the parameter written in `range`, as a type: `nil` when it refuses
  /// none.
  func refusal(_ range: Range<Int>) throws(RouteTableError) -> ParameterType? {
    guard let typeRange = splitRefusal(range).refusal else { return nil }
    guard !typeRange.isEmpty else {
      throw failure(
        "refused values are written in parentheses after \"!\", as in :name!(admin|root)",
        at: typeRange.lowerBound - 2..<typeRange.upperBound + 1)
    }
    return try parseType(typeRange)
  }

  /// The text after `:` of the query item written in `range` (`key=:name…`), without a final
  /// `?`: where its refusal is.
  func queryParameterText(_ range: Range<Int>) -> Range<Int> {
    guard let equals = bytes[range].firstIndex(of: UInt8(ascii: "=")) else {
      return range.upperBound..<range.upperBound
    }
    var end = range.upperBound
    if end > equals + 1, bytes[end - 1] == UInt8(ascii: "?") { end -= 1 }
    return min(equals + 2, end)..<end
  }
}

extension RoutePattern {
  /// A parameter's refused values: a link whose decoded value `type` accepts is refused.
  @_spi(Internals) public struct RefusedValue: Sendable, Hashable {
    /// The parameter.
    public let name: String
    /// The values it refuses: a set, or a type whose values are refused.
    public let type: ParameterType

    /// How the pattern writes it after the parameter: `!(admin|root)`.
    public var written: String { "!(\(type.name))" }
  }

  /// The values of parameters that refuse a link this pattern would take (`:name!(admin)`):
  /// the link fails with `refusedValue`.
  public var refusedValues: [RefusedValue] { extras.refusedValues }

  /// The refusal of parameter `name`, written after it (`!(admin|root)`), or empty.
  func refusalText(of name: String) -> String {
    refusedValues.first { $0.name == name }?.written ?? ""
  }
}
