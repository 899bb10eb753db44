import WayfinderCoordination

extension SwiftGenerator {
  /// What reads a link before it is matched: `addRewrites(to:)`, and `payloadLinks()`, the
  /// links notification payloads stand for; each only when the manifest has some.
  func writeRewrites(_ code: inout SwiftCode) {
    writeRewriteRules(&code)
    writePayloadLinks(&code)
  }

  /// `addRewrites(to:)`, which adds the manifest's rewrites to a center.
  private func writeRewriteRules(_ code: inout SwiftCode) {
    guard !document.rewrites.isEmpty else { return }
    code.block("extension \(appType)") { code in
      code.doc([
        "Adds the manifest's rewrites to `center`: each runs on a link before it is matched, and",
        "sends a link that launches the app (`IncomingLink.isCold`) to its cold target and one that",
        "arrives while the app runs to its warm target. Call it once, after making the center.",
      ])
      code.block(
        "@MainActor public static func addRewrites<Route>(to center: DeepLinkCenter<Route>) throws(RouteTableError)"
      ) { code in
        for rewrite in document.rewrites {
          var arguments = [SwiftNames.literal(rewrite.pattern.value)]
          if let cold = rewrite.cold { arguments.append("cold: \(SwiftNames.literal(cold.value))") }
          if let warm = rewrite.warm { arguments.append("warm: \(SwiftNames.literal(warm.value))") }
          if !rewrite.sources.isEmpty {
            arguments.append(
              "from: [\(rewrite.sources.map { ".\($0.value.rawValue)" }.joined(separator: ", "))]")
          }
          code.line("try center.addRewrite(\(arguments.joined(separator: ", ")))")
        }
      }
    }
    code.line()
  }

  /// `payloadLinks()`: the manifest's `payloads`, for the center's `payloadLinks`.
  private func writePayloadLinks(_ code: inout SwiftCode) {
    guard !document.payloads.isEmpty else { return }
    code.block("extension \(appType)") { code in
      code.doc([
        "The links a notification's payload stands for when it carries values, not a link (the",
        "manifest's `payloads`), in order: give them to the center, `center.payloadLinks = try",
        "\(appType).payloadLinks()`, and open a payload with `center.open(payload:)`.",
      ])
      code.block("public static func payloadLinks() throws(RouteTableError) -> [PayloadLink]") { code in
        code.line("[")
        for payload in document.payloads {
          var arguments = [SwiftNames.literal(document.payloadTemplate(payload))]
          if !payload.when.isEmpty {
            let pairs = payload.when.sorted { $0.key < $1.key }
              .map { "\(SwiftNames.literal($0.key)): \(SwiftNames.literal($0.value))" }
            arguments.append("when: [\(pairs.joined(separator: ", "))]")
          }
          code.line("  try PayloadLink(\(arguments.joined(separator: ", "))),")
        }
        code.line("]")
      }
    }
    code.line()
  }
}
