extension ParameterType {
  /// A set of values, as `:tab(overview|insights)` writes one in a pattern, under a name that
  /// patterns use once it is registered with ``RouteTable/Builder/register(_:)``.
  ///
  /// ```swift
  /// routes.register(ParameterType(name: "section", oneOf: ["overview", "insights"]))
  /// routes.add("/artist/:id/:tab(section)", parse: …, print: …)
  /// ```
  ///
  /// A value is compared byte for byte with the link's decoded value; make the type
  /// ``ignoringCase`` to take `Overview` and `OVERVIEW` too.
  public init(name: String, oneOf values: [String]) {
    self.init(name: name, members: values)
  }

  /// This type, comparing ASCII letters without regard to case: a set takes `Red`, `RED` and
  /// `red` for its value `red`, and a value pattern takes `[a-z]+` of either case.
  ///
  /// A set's value reads as the set lists it (``RouteParameters/canonicalValue(_:)`` of
  /// `RED` is `red`), so a screen holds one spelling whatever the link wrote. A value pattern's
  /// value reads as the link wrote it. Other types are returned as they are: `int`, `bool` and
  /// `string` have no letters to fold, a `uuid` already takes either case, and a type made with
  /// ``init(name:accepts:)`` decides for itself.
  ///
  /// ```swift
  /// routes.register(ParameterType(name: "color", oneOf: ["red", "blue"]).ignoringCase)
  /// // paint://colors/RED → color "red"
  /// ```
  public var ignoringCase: ParameterType {
    switch kind {
    case .oneOf(let members, false): ParameterType(name: name, kind: .oneOf(members, anyCase: true))
    case .rule(let rule) where !rule.ignoresCase: ParameterType(name: name, kind: .rule(rule.folded))
    case .lenient(let declared): declared.ignoringCase.lenient
    default: self
    }
  }

  /// Whether the type compares letters without regard to case (``ignoringCase``).
  public var ignoresCase: Bool {
    switch kind {
    case .oneOf(_, let anyCase): anyCase
    case .rule(let rule): rule.ignoresCase
    case .lenient(let declared): declared.ignoresCase
    default: false
    }
  }

  /// The set of one value written `'red'` in a pattern (`:color('red')`), or `nil` when `text`
  /// is not quoted; a quoted text that is not one value is a failure at its byte offset.
  static func writtenSingle(_ text: String) -> Result<ParameterType, ValueRuleError>? {
    let bytes = Array(text.utf8)
    guard bytes.first == UInt8(ascii: "'") else { return nil }
    guard bytes.count >= 3, bytes.last == UInt8(ascii: "'") else {
      return .failure(
        ValueRuleError(
          reason: "a set of one value is written in single quotes, as in :color('red')",
          range: 0..<bytes.count))
    }
    let inner = String(decoding: bytes[1..<bytes.count - 1], as: UTF8.self)
    switch writtenSet(inner) {
    case .success(let set):
      guard let members = set.members, members.count == 1 else {
        return .failure(
          ValueRuleError(
            reason: "a quoted set holds one value; list several as :color(red|blue)",
            range: 1..<bytes.count - 1))
      }
      return .success(ParameterType(name: text, members: members))
    case .failure(let error):
      return .failure(
        ValueRuleError(reason: error.reason, range: error.range.lowerBound + 1..<error.range.upperBound + 1))
    }
  }
}

extension ValueRule {
  /// This rule with every ASCII letter of its classes in both cases.
  var folded: ValueRule {
    ValueRule(
      text: text, ignoresCase: true,
      atoms: atoms.map { atom in
        var test = atom.test
        for upper in UInt8(ascii: "A")...UInt8(ascii: "Z") {
          let lower = upper + 0x20
          if test.contains(UInt32(upper)) || test.contains(UInt32(lower)) {
            test.insert(upper)
            test.insert(lower)
          }
        }
        return Atom(test: test, repeats: atom.repeats)
      })
  }
}

extension ByteParsing {
  /// Whether two texts are equal with ASCII letters compared without regard to case.
  static func equalIgnoringCase<A: Collection<UInt8>, B: Collection<UInt8>>(_ a: A, _ b: B) -> Bool {
    guard a.count == b.count else { return false }
    return zip(a, b).allSatisfy { lower($0) == lower($1) }
  }

  static func equalIgnoringCase(_ a: String, _ b: String) -> Bool {
    equalIgnoringCase(a.utf8, b.utf8)
  }

  private static func lower(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 0x20 : byte
  }
}
