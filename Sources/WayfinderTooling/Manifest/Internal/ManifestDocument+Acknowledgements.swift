@_spi(Internals) import WayfinderRouting

extension ManifestDocument {
  /// A lint finding the manifest acknowledges where it applies, with its reason.
  struct Acknowledgement {
    enum Place {
      case screen(String)
      /// A route's pattern, as written.
      case pattern(String)
      case policy
    }
    var code: LintFinding.Code
    var place: Place
    var reason: String

    /// The acknowledgement as the linter takes it: a pattern written canonically, as findings
    /// name patterns.
    var compiled: LintAcknowledgement {
      switch place {
      case .screen(let name): LintAcknowledgement(code, at: .screen(name), reason: reason)
      case .pattern(let text):
        LintAcknowledgement(
          code, at: .pattern((try? RoutePattern(text)).map { "\($0)" } ?? text), reason: reason)
      case .policy: LintAcknowledgement(code, at: .policy, reason: reason)
      }
    }
  }

  /// Reads an `acknowledge:` mapping, from finding codes to reasons, written at `place`.
  mutating func readAcknowledgements(_ value: ManifestValue?, at place: Acknowledgement.Place)
    throws(ManifestError)
  {
    guard let value else { return }
    let entries = try value.named("\"acknowledge\"").entries(
      expected: "a mapping from finding codes to reasons, such as {unreachable-screen: \"pushed by the app\"}"
    )
    let codes = LintFinding.Code.all.map(\.rawValue)
    for entry in entries {
      guard let code = LintFinding.Code(rawValue: entry.key.value) else {
        var message = "unknown lint finding \"\(entry.key.value)\""
        if let guess = Suggestion.closest(to: entry.key.value, among: codes) {
          message += " (did you mean \"\(guess)\"?)"
        }
        throw value.source.error(
          .unknownName, message, expected: "a finding code of wayfinder lint, such as unreachable-screen",
          at: entry.key.mark)
      }
      let reason = try entry.value.text(expected: "why the finding is kept, in words")
      acknowledgements.append(Acknowledgement(code: code, place: place, reason: reason.value))
    }
  }
}
