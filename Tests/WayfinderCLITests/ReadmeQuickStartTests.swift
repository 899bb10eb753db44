import Foundation
import Testing

/// The README's quick start, run as its reader would: its manifest lints clean and opens its
/// link, and `wayfinder generate` writes for it the Swift that Checks/AppleStandIns compiles the
/// README's UIKit sample against, as written (the ReadmeQuickStart target, in CI).
@Suite struct ReadmeQuickStartTests {
  static let readme = WayfinderCommandTests.root.appendingPathComponent("README.md")
  /// After changing the README's manifest: `wayfinder generate --manifest wayfinder.yaml --output
  /// Checks/AppleStandIns/Sources/ReadmeQuickStart/README.generated.swift`, the manifest saved as
  /// `wayfinder.yaml`, as the README names it.
  static let generated = WayfinderCommandTests.root
    .appendingPathComponent("Checks/AppleStandIns/Sources/ReadmeQuickStart/README.generated.swift")

  /// The README's manifest: its first ```yaml block, written as `wayfinder.yaml`.
  static func manifest() throws -> String {
    let text = try String(contentsOf: readme, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex(of: "```yaml"))
    let end = try #require(lines[start...].dropFirst().firstIndex(of: "```"))
    let yaml = lines[(start + 1)..<end].joined(separator: "\n") + "\n"
    #expect(yaml.hasPrefix("app: boutique"))
    return try WayfinderCommandTests.file("wayfinder.yaml", yaml)
  }

  @Test func generateWritesTheSwiftTheQuickStartCompilesAgainst() async throws {
    let manifest = try Self.manifest()
    let output = URL(fileURLWithPath: manifest).deletingLastPathComponent()
      .appendingPathComponent("Wayfinder.generated.swift").path
    let run = try await WayfinderCommandTests.run("generate", "--manifest", manifest, "--output", output)
    #expect(run.status == 0, "\(run.errors)")
    let written = try String(contentsOfFile: output, encoding: .utf8)
    #expect(written == (try String(contentsOf: Self.generated, encoding: .utf8)))
    // The names the README's Swift uses.
    for name in [
      "public enum BoutiqueScreen: ScreenConvertible, Codable", "public enum BoutiqueNavigation",
      "public static func routes() throws(RouteTableError) -> RouteTable<BoutiqueScreen>",
    ] {
      #expect(written.contains(name), "\(name)")
    }
  }

  @Test func theManifestLintsCleanAndOpensTheReadmesLink() async throws {
    let manifest = try Self.manifest()
    let lint = try await WayfinderCommandTests.run("lint", "--manifest", manifest)
    #expect(lint.status == 0)
    #expect(lint.output.contains("no findings"))
    let open = try await WayfinderCommandTests.run("open", "--manifest", manifest, "boutique://products/7")
    #expect(open.output.contains("push product(7) onto browse"), "\(open.output)")
  }
}
