extension ParameterType {
  /// A type of the app's own whose values match `pattern`, a small regular-expression-like
  /// rule that always matches the whole value and cannot backtrack.
  ///
  /// ```swift
  /// let isbn = try ParameterType(name: "isbn", pattern: "[0-9]{9}[0-9X]")
  /// let slug = try ParameterType(name: "slug", pattern: "[a-z0-9][a-z0-9-]{0,63}")
  /// ```
  ///
  /// A rule is characters (`a`, `\.` for punctuation), `.` (any character), classes
  /// (`[a-z_-]`, `[^/]`), `\d` and `\w` (ASCII digits; ASCII letters, digits and `_`), each
  /// followed by an optional count: `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}` (`n` and `m` at most 64).
  /// There are no groups, alternatives or anchors. Matching takes time linear in the value's
  /// length whatever the rule, and allocates nothing.
  ///
  /// - Throws: ``RouteTableError`` with code
  ///   `invalidParameterType`, its ``RouteTableError/pattern``
  ///   the rule and its range the part that does not parse.
  public init(name: String, pattern: String) throws(RouteTableError) {
    do throws(ValueRuleError) {
      self.init(name: name, kind: .rule(try ValueRule(pattern)))
    } catch {
      throw RouteTableError(.invalidParameterType, pattern: pattern, reason: error.reason, range: error.range)
    }
  }

  /// A type whose values are exactly `members`, as `:tab(overview|insights)` writes one in a
  /// pattern; `name` is what patterns call it when it is registered.
  package init(name: String, members: [String]) {
    self.init(name: name, kind: .oneOf(members.map { Array($0.utf8) }, anyCase: false))
  }

  /// The values of a set, in the order written; `nil` for any other type.
  package var members: [String]? {
    switch kind {
    case .oneOf(let members, _): members.map { String(decoding: $0, as: UTF8.self) }
    case .bool: ["true", "false", "1", "0"]
    case .lenient(let declared): declared.members
    default: nil
    }
  }

  /// The rule of a type made with ``init(name:pattern:)``; `nil` for any other type.
  package var rule: String? {
    switch kind {
    case .rule(let rule): rule.text
    case .lenient(let declared): declared.rule
    default: nil
    }
  }

  /// A value of this type, for checks that need one: `nil` when none is known.
  package var example: String? {
    switch kind {
    case .string: "x"
    case .int: "1"
    case .uuid: "00000000-0000-0000-0000-000000000001"
    case .bool: "true"
    case .oneOf(let members, _): members.first.map { String(decoding: $0, as: UTF8.self) }
    case .rule(let rule): rule.example
    case .custom: customExample
    case .lenient(let declared): declared.example
    }
  }

  /// Whether the type is a set written in the pattern itself, `(overview|insights)`, which
  /// needs no registering.
  package var isWrittenInPattern: Bool {
    if case .oneOf = kind {
      name.utf8.contains(UInt8(ascii: "|")) || name.utf8.first == UInt8(ascii: "'")
    } else {
      false
    }
  }

  /// The set `overview|insights` written in a pattern, or why it is not one: the reason, and
  /// the byte offset in `text` of the part at fault.
  static func writtenSet(_ text: String) -> Result<ParameterType, ValueRuleError> {
    var members: [String] = []
    var offset = 0
    for member in text.split(separator: "|", omittingEmptySubsequences: false) {
      let range = offset..<offset + member.utf8.count
      offset = range.upperBound + 1
      guard !member.isEmpty else {
        return .failure(ValueRuleError(reason: "a value of a set cannot be empty", range: range))
      }
      if let bad = member.utf8.firstIndex(where: { !Self.isSetByte($0) }) {
        let at = range.lowerBound + member.utf8.distance(from: member.utf8.startIndex, to: bad)
        return .failure(
          ValueRuleError(
            reason: "a value of a set is letters, digits, \"-\", \"_\", \".\" and \"~\"; for other values, "
              + "declare a type",
            range: at..<at + 1))
      }
      guard !members.contains(String(member)) else {
        return .failure(ValueRuleError(reason: "\"\(member)\" is in the set twice", range: range))
      }
      members.append(String(member))
    }
    return .success(ParameterType(name: text, members: members))
  }

  private static func isSetByte(_ byte: UInt8) -> Bool {
    ByteParsing.isNameByte(byte, first: false) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
      || byte == UInt8(ascii: "~")
  }
}

extension ByteParsing {
  /// `true` for `true` or `1`, `false` for `false` or `0`, `nil` for anything else.
  static func bool(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    switch bytes.count {
    case 1: bytes[0] == UInt8(ascii: "1") ? true : bytes[0] == UInt8(ascii: "0") ? false : nil
    case 4: bytes.elementsEqual("true".utf8) ? true : nil
    case 5: bytes.elementsEqual("false".utf8) ? false : nil
    default: nil
    }
  }
}

extension RoutePattern {
  /// Parses a pattern whose parameters may be of `types` (by name) as well as sets written in
  /// it: what a table's builder does with the types registered.
  package init(_ text: String, types: [String: ParameterType]) throws(RouteTableError) {
    self = try RoutePatternParser.parse(text, types: ParameterType.builtIn.merging(types) { _, mine in mine })
  }
}
