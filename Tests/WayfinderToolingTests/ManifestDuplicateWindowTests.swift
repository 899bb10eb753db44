import Foundation
import Testing
@_spi(Internals) import WayfinderCoordination
@_spi(Internals) import WayfinderTooling

/// A manifest's `dispatch: {duplicateWindow: …}`: the same link twice within it is dropped once,
/// in `open`, in a script played on the session's clock, and in the generated Swift (issue 35).
@MainActor
@Suite struct ManifestDuplicateWindowTests {
  static func deals(window: String = "500ms") -> String {
    ManifestRewriteTests.deals() + "dispatch: {duplicateWindow: \(window)}\n"
  }

  @Test func aScriptSeesTheSecondDeliveryDroppedUntilTheWindowEnds() async throws {
    let app = try Manifest.parse(Self.deals(), file: "deals.yaml")
    let script = try Script.parse(
      """
      steps:
        - open: deals://products/5
        - expect: {outcome: handled, top: "product(5)"}
        - advance: 100ms
        - open: {link: deals://p/5, from: notification}
        - expect: {outcome: duplicate, reason: "deals://products/5 came 100 ms before"}
        - advance: 400ms
        - open: deals://products/5
        - expect: {outcome: handled}
      """, file: "twice.yaml")
    let (result, _) = await ScriptRunner(app: app).run(script)
    #expect(result.passed, "\(result.failures.map { "\($0.line): \($0.failure ?? "")" })")
  }

  @Test func withoutTheKeyTheSameLinkOpensAgain() async throws {
    let session = ToolSession(app: try Manifest.parse(ManifestRewriteTests.deals(), file: "deals.yaml"))
    #expect(await session.open("deals://products/5").outcome?.name == "handled")
    #expect(await session.open("deals://products/5").outcome?.name == "handled")
  }

  @Test func generateWritesTheWindow() throws {
    let swift = try Manifest.generateSwift(Self.deals(), file: "deals.yaml")
    #expect(swift.contains("public static let duplicateWindow: Duration? = .milliseconds(500)"))
    let without = try Manifest.generateSwift(ManifestRewriteTests.deals(), file: "deals.yaml")
    #expect(!without.contains("duplicateWindow"))
  }

  @Test(arguments: ["0s", "soon"])
  func aWindowThatIsNoDurationIsPointedAt(_ window: String) {
    do {
      _ = try Manifest.parse(Self.deals(window: window), file: "deals.yaml")
      Issue.record("loaded")
    } catch {
      #expect("\(error)".contains("\"\(window)\" is not a duration over zero"), "\(error)")
    }
  }
}

extension ManifestDuplicateWindowTests {
  /// docs/Manifest.md's script of the duplicate window, played on `Manifests/deals.yaml`.
  @Test func theDocsScriptPassesOnTheDealsManifest() async throws {
    let block = try #require(try ManifestDocsTests.blocks("yaml").first { $0.hasPrefix("# twice.yaml") })
    let app = try Manifest.parse(
      String(contentsOfFile: "\(ShippedManifest.folder)/deals.yaml", encoding: .utf8), file: "deals.yaml")
    let (result, _) = await ScriptRunner(app: app).run(try Script.parse(block, file: "twice.yaml"))
    #expect(result.passed, "\(result.failures.map { "\($0.line): \($0.failure ?? "")" })")
    #expect(result.events.count == 7)
  }
}
