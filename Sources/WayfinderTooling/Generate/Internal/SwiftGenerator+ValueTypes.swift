import WayfinderRouting

extension SwiftGenerator {
  /// The Swift types of the manifest's `types:`: each `LosslessStringConvertible`, its
  /// failable `init(_:)` the rule that accepts a value, so a route's field holds only values
  /// the link could give.
  func writeValueTypes(_ code: inout SwiftCode) {
    for declared in document.valueTypes {
      let name = SwiftNames.valueTypeName(declared.name.value, app: document.app.value)
      let typeName = declared.name.value
      switch declared.rule {
      case .oneOf(let members) where members.allSatisfy({ SwiftNames.isIdentifier($0.value) }):
        code.doc(["The values of the manifest's type `\(typeName)`."])
        code.block(
          "public enum \(name): String, CaseIterable, Hashable, Sendable, LosslessStringConvertible"
        ) { code in
          for member in members { code.line("case \(SwiftNames.escaped(member.value))") }
          code.line()
          if declared.anyCase {
            code.doc([
              "A value of the set in any case: `\(members[0].value.uppercased())` is `\(members[0].value)`."
            ])
            code.block("public init?(_ description: String)") { code in
              code.line("let folded = description.lowercased()")
              code.line(
                "guard let value = Self.allCases.first(where: { $0.rawValue.lowercased() == folded }) else { return nil }"
              )
              code.line("self = value")
            }
          } else {
            code.line("public init?(_ description: String) { self.init(rawValue: description) }")
          }
          code.line("public var description: String { rawValue }")
        }
      case .oneOf(let members):
        writeTextType(
          name, doc: "One of the values of the manifest's type `\(typeName)`.", &code,
          statics: ["public static let values: Set<String> = \(list(members.map(\.value)))"],
          check: declared.anyCase
            ? "let member = Self.values.first(where: { $0.lowercased() == description.lowercased() })"
            : "Self.values.contains(description)",
          stored: declared.anyCase ? "member" : "description")
      case .pattern(let rule):
        writeTextType(
          name, doc: "A value of the manifest's type `\(typeName)`, which matches `\(rule.value)`.", &code,
          statics: [
            "/// The rule; `nil` only for a pattern that does not parse (the manifest checked it).",
            "public static let parameterType = try? ParameterType(name: \(SwiftNames.literal(typeName)), "
              + "pattern: \(SwiftNames.literal(rule.value)))\(declared.anyCase ? ".ignoringCase" : "")",
          ],
          check: "Self.parameterType?.accepts(description) == true")
      case .url(let schemes):
        writeTextType(
          name,
          doc:
            "An absolute URL of the manifest's type `\(typeName)`: scheme \(schemes.map { "`\($0.value)`" }.joined(separator: " or ")), with a host.",
          &code,
          statics: [
            "public static let schemes: Set<String> = \(list(schemes.map { $0.value.lowercased() }))"
          ],
          check: "Self.isURL(description)",
          extra: { code in
            code.line()
            code.doc([
              "Whether `text` is `scheme://host…` with one of ``schemes``, and no space or `@` in the host."
            ])
            code.block("static func isURL(_ text: String) -> Bool") { code in
              code.line(
                "guard let colon = text.firstIndex(of: \":\"), schemes.contains(text[..<colon].lowercased()),"
              )
              code.line("  text[colon...].hasPrefix(\"://\")")
              code.line("else { return false }")
              code.line("let rest = text[text.index(colon, offsetBy: 3)...]")
              code.line("let host = rest.prefix { $0 != \"/\" && $0 != \"?\" && $0 != \"#\" }")
              code.line("return !host.isEmpty && !host.contains { $0 == \"@\" || $0 == \"\\\\\" }")
              code.line("  && !text.contains { $0.isWhitespace || ($0.asciiValue ?? 0x20) < 0x20 }")
            }
          })
      }
      code.line()
    }
  }

  /// A `struct` holding a checked text.
  private func writeTextType(
    _ name: String, doc: String, _ code: inout SwiftCode, statics: [String], check: String,
    stored: String = "description", extra: (inout SwiftCode) -> Void = { _ in }
  ) {
    code.doc([doc])
    code.block("public struct \(name): Hashable, Sendable, LosslessStringConvertible") { code in
      for line in statics { code.line(line) }
      code.line("public let description: String")
      code.line()
      code.block("public init?(_ description: String)") { code in
        code.line("guard \(check) else { return nil }")
        code.line("self.description = \(stored)")
      }
      extra(&code)
    }
  }

  /// The lines of `routes()` that register the manifest's types.
  func registerValueTypes(_ code: inout SwiftCode) {
    for declared in document.valueTypes {
      let name = SwiftNames.valueTypeName(declared.name.value, app: document.app.value)
      let typeName = SwiftNames.literal(declared.name.value)
      if case .pattern(let rule) = declared.rule {
        code.line(
          "routes.register(try ParameterType(name: \(typeName), pattern: \(SwiftNames.literal(rule.value)))"
            + "\(declared.anyCase ? ".ignoringCase" : ""))")
      } else {
        code.line("routes.register(ParameterType(name: \(typeName)) { \(name)($0) != nil })")
      }
    }
  }
}
