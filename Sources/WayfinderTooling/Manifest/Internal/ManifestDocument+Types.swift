import WayfinderRouting

/// The `types:` section: value types of the app's own, each with the rule that accepts a
/// value, which patterns name as `:slug(slug)` and `generate` writes as Swift types.
///
/// ```yaml
/// types:
///   slug: {pattern: "[a-z0-9-]{1,64}"}
///   tab: {oneOf: [overview, insights]}
///   webURL: {url: [http, https]}
/// ```
extension ManifestDocument {
  /// A declared value type.
  struct ValueType {
    enum Rule {
      /// A value pattern (``ParameterType/init(name:pattern:)``), its mark at its first character.
      case pattern(Located<String>)
      /// One of these values.
      case oneOf([Located<String>])
      /// An absolute URL with one of these schemes and a host.
      case url([Located<String>])
    }
    var name: Located<String>
    var rule: Rule
    /// Whether letters compare without regard to case (`anyCase: true`).
    var anyCase = false
  }

  static let typeRules = ["pattern", "oneOf", "url"]

  mutating func readTypes(_ value: ManifestValue) throws(ManifestError) {
    let expected = "a mapping from type names to rules, such as slug: {pattern: \"[a-z0-9-]+\"}"
    for entry in try value.named("\"types\"").entries(expected: expected) {
      let name = entry.key
      guard
        !name.value.isEmpty,
        name.value.utf8.enumerated().allSatisfy({ offset, byte in
          (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
            || (offset > 0 && byte >= 0x30 && byte <= 0x39)
        })
      else {
        throw value.source.error(
          .invalidValue, "\"\(name.value)\" cannot name a type",
          expected: "letters, digits and \"_\", not starting with a digit", at: name.mark)
      }
      if ["string", "int", "uuid", "bool"].contains(name.value) {
        throw value.source.error(
          .invalidValue, "\"\(name.value)\" is a built-in type and cannot be declared again",
          expected: "another name", at: name.mark)
      }
      if valueTypes.contains(where: { $0.name.value == name.value }) {
        throw value.source.error(.invalidValue, "the type \"\(name.value)\" is declared twice", at: name.mark)
      }
      let ruleExpected = "one rule: {pattern: \"[a-z]+\"}, {oneOf: [a, b]} or {url: [https]}"
      let spec = try entry.value.named("the type \"\(name.value)\"").mapping(
        keys: Self.typeRules + ["anyCase"], expected: ruleExpected)
      let anyCase = try spec["anyCase"].map { value throws(ManifestError) in
        try value.named("\"anyCase\"").bool(expected: "true or false").value
      }
      let written = spec.entries.filter { !$0.value.isNull && $0.key.value != "anyCase" }
      guard written.count == 1, let rule = written.first else {
        throw written.count > 1
          ? value.source.error(
            .invalidValue, "the type \"\(name.value)\" has \(written.count) rules", expected: ruleExpected,
            at: written[1].key.mark)
          : value.source.error(
            .missingKey, "the type \"\(name.value)\" has no rule", expected: ruleExpected, at: name.mark)
      }
      switch rule.key.value {
      case "pattern":
        let text = try rule.value.content(expected: "a value pattern, such as \"[a-z0-9-]{1,64}\"")
        valueTypes.append(ValueType(name: name, rule: .pattern(text), anyCase: anyCase ?? false))
      case "oneOf":
        let members = try rule.value.named("\"oneOf\"").texts(
          expected: "a list of values, such as [overview, insights]")
        guard !members.isEmpty else {
          throw rule.value.error(
            .invalidValue, "the type \"\(name.value)\" accepts no value", expected: "[a, b]")
        }
        for (index, member) in members.enumerated() {
          if member.value.isEmpty {
            throw value.source.error(.invalidValue, "a value of \"\(name.value)\" is empty", at: member.mark)
          }
          if members[..<index].contains(where: { $0.value == member.value }) {
            throw value.source.error(
              .invalidValue, "\"\(member.value)\" is in \"\(name.value)\" twice", expected: "each value once",
              at: member.mark)
          }
        }
        valueTypes.append(ValueType(name: name, rule: .oneOf(members), anyCase: anyCase ?? false))
      default:
        if anyCase == true, let key = spec.entries.first(where: { $0.key.value == "anyCase" })?.key {
          throw value.source.error(
            .invalidValue,
            "the type \"\(name.value)\" is a url, whose scheme and host take either case already",
            expected: "anyCase on a oneOf or pattern type", at: key.mark)
        }
        let schemes = try rule.value.named("\"url\"").texts(
          expected: "a list of URL schemes, such as [https]")
        guard !schemes.isEmpty else {
          throw rule.value.error(
            .invalidValue, "the type \"\(name.value)\" accepts no scheme", expected: "[http, https]")
        }
        for scheme in schemes {
          let valid =
            scheme.value.first?.isLetter == true
            && scheme.value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
          guard valid else {
            throw value.source.error(
              .invalidValue, "\"\(scheme.value)\" is not a URL scheme",
              expected: "a scheme such as https, without \"://\"", at: scheme.mark)
          }
        }
        valueTypes.append(ValueType(name: name, rule: .url(schemes)))
      }
    }
  }
}

extension ManifestCompiler {
  /// The parameter types the manifest declares, by name, with the built-in ones; a value
  /// pattern that does not parse is reported where it is written.
  func parameterTypes() throws(ManifestError) -> [String: ParameterType] {
    var types: [String: ParameterType] = [
      "string": .string, "int": .int, "uuid": .uuid, "bool": .bool,
    ]
    for declared in document.valueTypes {
      types[declared.name.value] = try Self.parameterType(declared, source: source)
    }
    return types
  }

  static func parameterType(_ declared: Document.ValueType, source: ManifestSource) throws(ManifestError)
    -> ParameterType
  {
    let type = try caseSensitiveType(declared, source: source)
    return declared.anyCase ? type.ignoringCase : type
  }

  private static func caseSensitiveType(_ declared: Document.ValueType, source: ManifestSource)
    throws(ManifestError) -> ParameterType
  {
    let name = declared.name.value
    switch declared.rule {
    case .pattern(let text):
      do {
        return try ParameterType(name: name, pattern: text.value)
      } catch {
        let offset = error.range.map {
          String(decoding: text.value.utf8.prefix($0.lowerBound), as: UTF8.self)
        }
        throw source.error(
          .invalidValue, "invalid value pattern of \"\(name)\": \(error.reason)",
          expected: "a pattern such as [a-z0-9-]{1,64} (classes, \\d, \\w, and counts ?, *, +, {n,m})",
          at: text.mark.moved(by: offset?.unicodeScalars.count ?? 0))
      }
    case .oneOf(let members):
      return ParameterType(name: name, members: members.map(\.value))
    case .url(let schemes):
      let accepted = Set(schemes.map { $0.value.lowercased() })
      let example = "\(schemes.first?.value.lowercased() ?? "https")://example.com"
      return ParameterType(name: name, example: example) { ManifestURLRule.accepts($0, schemes: accepted) }
    }
  }
}

/// The rule of a `url:` type: an absolute URL whose scheme is one of the type's (in any case)
/// and that has a host, as `URL` reads it. `javascript:alert(1)` has no host and another scheme.
enum ManifestURLRule {
  static func accepts(_ value: String, schemes: Set<String>) -> Bool {
    guard let colon = value.firstIndex(of: ":"),
      schemes.contains(value[..<colon].lowercased()),
      value[colon...].hasPrefix("://")
    else { return false }
    let rest = value[value.index(colon, offsetBy: 3)...]
    let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    return !host.isEmpty && !host.contains(where: { $0.isWhitespace || $0 == "@" || $0 == "\\" })
      && !value.contains(where: { $0.isWhitespace || ($0.asciiValue ?? 0x20) < 0x20 })
  }
}
