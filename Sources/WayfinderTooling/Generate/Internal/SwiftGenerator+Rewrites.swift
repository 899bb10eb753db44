import WayfinderCoordination

extension SwiftGenerator {
  /// `addRewrites(to:)`, which adds the manifest's rewrites to a center; nothing when the
  /// manifest has none.
  func writeRewrites(_ code: inout SwiftCode) {
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
}
