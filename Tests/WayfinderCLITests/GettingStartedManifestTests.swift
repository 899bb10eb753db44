import Foundation
import Testing

/// The *Getting started (manifest)* article of WayfinderTooling, run as its reader would: its
/// manifest lints clean and opens its links, its `wayfinder generate … --output …` line writes
/// the Swift its UIKit sample compiles against (committed for Checks/AppleStandIns), and its
/// error is the one the tool prints.
@Suite struct GettingStartedManifestTests {
  static let article = WayfinderCommandTests.root
    .appendingPathComponent("Sources/WayfinderTooling/WayfinderTooling.docc/GettingStartedManifest.md")
  /// The Swift the article's sample compiles against in Checks/AppleStandIns. After changing the
  /// article's manifest, regenerate it with the article's own command line.
  static let generated = WayfinderCommandTests.root
    .appendingPathComponent("Checks/AppleStandIns/Sources/DocSamples/GettingStartedManifest.generated.swift")

  /// The article's first fenced block whose info string is `info` (empty: a bare fence) and whose
  /// text starts with `prefix`.
  static func block(_ info: String, startingWith prefix: String) throws -> String {
    let text = try String(contentsOf: article, encoding: .utf8)
    var blocks: [String] = []
    var current: (info: Substring, lines: [Substring])?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let block = current {
        if line == "```" {
          if block.info == info { blocks.append(block.lines.joined(separator: "\n") + "\n") }
          current = nil
        } else {
          current = (block.info, block.lines + [line])
        }
      } else if line.hasPrefix("```") {
        current = (line.dropFirst(3), [])
      }
    }
    return try #require(blocks.first { $0.hasPrefix(prefix) }, "no ```\(info) block starting \(prefix)")
  }

  static func manifest() throws -> String {
    try WayfinderCommandTests.file("wayfinder.yaml", block("yaml", startingWith: "# A small shop"))
  }

  @Test func theCommandLineWritesTheSwiftTheSampleCompilesAgainst() async throws {
    let manifest = try Self.manifest()
    let output = URL(fileURLWithPath: manifest).deletingLastPathComponent()
      .appendingPathComponent("Wayfinder.generated.swift").path
    let run = try await WayfinderCommandTests.run("generate", "--manifest", manifest, "--output", output)
    #expect(run.status == 0, "\(run.errors)")
    let written = try String(contentsOfFile: output, encoding: .utf8)
    #expect(written == (try String(contentsOf: Self.generated, encoding: .utf8)))
    #expect(written.contains("public enum BoutiqueScreen"))
    #expect(written.contains("public static func guards(signedIn:"))
  }

  @Test func theManifestLintsCleanAndOpensTheArticlesLinks() async throws {
    let manifest = try Self.manifest()
    let lint = try await WayfinderCommandTests.run("lint", "--manifest", manifest)
    #expect(lint.status == 0)
    #expect(lint.output.contains("no findings"))
    let redirected = try await WayfinderCommandTests.run("open", "--manifest", manifest, "boutique://items/7")
    #expect(redirected.output.contains("handled: product(7) on screen"))
    let checkout = try await WayfinderCommandTests.run(
      "open", "--signed-out", "--manifest", manifest, "boutique://checkout")
    #expect(checkout.output.contains("pending: waiting for signedIn"))
  }

  @Test func theArticlesErrorIsTheOneTheToolPrints() async throws {
    let text = try Self.block("yaml", startingWith: "# A small shop")
    let broken = text.replacingOccurrences(
      of: "checkout: {sheet: checkout, guard: signedIn}", with: "checkout: {sheet: checkout, guard: signIn}")
    #expect(broken != text)
    let manifest = try WayfinderCommandTests.file("wayfinder.yaml", broken)
    let output = URL(fileURLWithPath: manifest).deletingLastPathComponent()
      .appendingPathComponent("Wayfinder.generated.swift").path
    let run = try await WayfinderCommandTests.run("generate", "--manifest", manifest, "--output", output)
    #expect(run.status == 2)
    #expect(!FileManager.default.fileExists(atPath: output))
    let documented = try Self.block("", startingWith: "wayfinder.yaml:")
    #expect(manifest + documented.dropFirst("wayfinder.yaml".count) == run.errors)
  }
}
