import Foundation
import Testing

/// The *Getting started (manifest and SwiftUI)* article of WayfinderSwiftUI, run as its reader
/// would: its manifest lints clean and does what the article says, and the Swift its SwiftUI
/// sample compiles against in Checks/AppleStandIns is what `wayfinder generate` writes for it.
@Suite struct GettingStartedManifestSwiftUITests {
  static let article = WayfinderCommandTests.root
    .appendingPathComponent("Sources/WayfinderSwiftUI/WayfinderSwiftUI.docc/GettingStartedManifestSwiftUI.md")
  /// Regenerate it after changing the article's manifest:
  /// `swift run wayfinder generate --manifest <the manifest> --output <this file>`.
  static let generated = WayfinderCommandTests.root
    .appendingPathComponent(
      "Checks/AppleStandIns/Sources/DocSamples/GettingStartedManifestSwiftUI.generated.swift")

  static func manifest() throws -> String {
    let text = try String(contentsOf: article, encoding: .utf8)
    let start = try #require(text.range(of: "```yaml\n# Pods:"))
    let body = text[start.upperBound...]
    let end = try #require(body.range(of: "\n```\n"))
    return try WayfinderCommandTests.file("wayfinder.yaml", "# Pods:" + body[..<end.lowerBound] + "\n")
  }

  @Test func theSampleCompilesAgainstWhatTheCommandWrites() async throws {
    let run = try await WayfinderCommandTests.run("generate", "--manifest", try Self.manifest())
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == (try String(contentsOf: Self.generated, encoding: .utf8)))
    #expect(run.output.contains("public enum PodsNavigation"))
    #expect(!run.output.contains("PodsApp"))
  }

  @Test func theManifestLintsCleanAndDoesWhatTheArticleSays() async throws {
    let manifest = try Self.manifest()
    let lint = try await WayfinderCommandTests.run("lint", "--manifest", manifest)
    #expect(lint.status == 0)
    #expect(lint.output == "no findings\n", "\(lint.output)")
    let search = try await WayfinderCommandTests.run(
      "open", "--manifest", manifest, "pods://search?q=true%20crime", "pods://shows/5")
    #expect(
      search.output.contains(#"stack search (selected): search("true crime"), show(5)"#), "\(search.output)")
    let seek = try await WayfinderCommandTests.run(
      "open", "--manifest", manifest, "pods://shows/5/episodes/9", "pods://shows/5/episodes/9?t=90",
      "pods://shows/5/episodes/9?t=soon")
    #expect(
      seek.output.contains("steps    update episode(showID: 5, episodeID: 9, t: 90) in home"),
      "\(seek.output)")
    let library = try await WayfinderCommandTests.run(
      "open", "--signed-out", "--manifest", manifest, "pods://library")
    #expect(library.output.contains("pending: waiting for signedIn"), "\(library.output)")
  }
}
