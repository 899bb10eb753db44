import Foundation
import Testing
import WayfinderGoldenScripts
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTesting
@_spi(Internals) import WayfinderTooling

/// In-process golden scripts run on the app `wayfinder play --manifest` runs, made from the same
/// manifest: its guard's wait limit and its dispatch settings included.
@MainActor
@Suite struct GoldenManifestTests {
  /// The bank manifest with a one-minute wait for sign-in and links queued.
  static func manifest() throws -> String {
    let bank = try String(
      contentsOf: WayfinderTestingTests.root.appendingPathComponent("Manifests/bank.yaml"), encoding: .utf8)
    let text = bank.replacingOccurrences(
      of: "signedIn: {shows: login}", with: "signedIn: {shows: login, waitLimit: 1m}"
    )
    .replacingOccurrences(of: "policy: supersede", with: "policy: queue")
    return try file("bank.yaml", text)
  }

  static func file(_ name: String, _ text: String, in folder: URL? = nil) throws -> String {
    let folder =
      folder
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "wayfinder-golden-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// Passes only with the manifest's wait limit (not the default five minutes) and its queue.
  static let steps = """
    signedIn: false
    steps:
      - open: bank://cards/7
      - open: bank://settings
      - expect: {outcome: pending, reason: "queued behind bank://cards/7"}
      - advance: 90s
      - expect: {link: 1, outcome: guard-failed}
    """

  @Test func aScriptNamingItsManifestRunsOnThatManifestsApp() async throws {
    let manifest = try Self.manifest()
    let folder = URL(fileURLWithPath: manifest).deletingLastPathComponent()
    let script = try Self.file("golden.yaml", "manifest: bank.yaml\n" + Self.steps, in: folder)
    try await GoldenScripts.run(contentsOf: script)
    #expect(try Script.load(contentsOf: script).manifestPath == manifest)
  }

  @Test func aManifestGivenInSwiftIsLoadedAsPlayLoadsIt() async throws {
    let manifest = try Self.manifest()
    try await GoldenScripts.run(Self.steps, file: "golden.yaml", manifest: manifest)
    let script = try Self.file("golden.yaml", Self.steps)
    try await GoldenScripts.run(contentsOf: script, manifest: manifest)
  }
}
