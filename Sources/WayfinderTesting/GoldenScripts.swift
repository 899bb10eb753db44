import WayfinderTooling

/// A golden-link script that did not pass: each failed step with its line and why.
public struct GoldenScriptFailure: Error, Sendable, CustomStringConvertible {
  public let file: String
  /// Each failed step: its line, the step, and why it failed.
  public let failures: [(line: Int, step: String, reason: String)]

  public var description: String {
    failures.map { "\(file):\($0.line): \($0.step) failed:\n\($0.reason)" }.joined(separator: "\n\n")
  }
}

/// Runs the same link scripts as `wayfinder play`, in-process, so that a team's golden-link
/// files run both in its unit tests and in CI.
///
/// A script that names its app's manifest (`manifest: ../Sources/PodsRoutes/wayfinder.yaml`)
/// runs on the app `wayfinder play` runs, made the same way from the same file: its routes,
/// graph, guards with their wait limits, dispatch settings and start states.
///
/// ```swift
/// @Test @MainActor func goldenLinks() async throws {
///   try await GoldenScripts.run(contentsOf: "Golden/pods.yaml")
///   // or, naming the manifest here rather than in the script:
///   try await GoldenScripts.run(contentsOf: "Golden/pods.yaml", manifest: "Sources/PodsRoutes/wayfinder.yaml")
/// }
/// ```
///
/// An app that needs code a manifest cannot hold (destinations that wait for data, coordinators)
/// is given in Swift with ``run(contentsOf:app:)``; the script's `app` or `manifest` key is not
/// read then.
@MainActor
public enum GoldenScripts {
  /// Runs the script in the file at `path` on the app it names, as `wayfinder play` does: an
  /// embedded reference app (`app:`), or the manifest at `manifest:`, relative to the script.
  ///
  /// - Throws: ``GoldenScriptFailure`` for the failed steps; a `SourceError` for a mistake in
  ///   the script (located by line and column); a `ManifestError` for its manifest's.
  public static func run(contentsOf path: String) async throws {
    let script = try Script.load(contentsOf: path)
    try await run(script, app: script.loadApp())
  }

  /// Runs the script in the file at `path` on the app of the manifest at `manifest` (relative
  /// to the working folder), whatever app the script names.
  public static func run(contentsOf path: String, manifest: String) async throws {
    try await run(Script.load(contentsOf: path), app: Manifest.load(contentsOf: manifest))
  }

  /// Runs the script in the file at `path` on `app`.
  public static func run(contentsOf path: String, app: ToolApp) async throws {
    try await run(Script.load(contentsOf: path), app: app)
  }

  /// Runs a script's text on `app`.
  public static func run(_ text: String, file: String = "script.yaml", app: ToolApp) async throws {
    try await run(Script.parse(text, file: file), app: app)
  }

  /// Runs a script's text on the app of the manifest at `manifest`.
  public static func run(_ text: String, file: String = "script.yaml", manifest: String) async throws {
    try await run(Script.parse(text, file: file), app: Manifest.load(contentsOf: manifest))
  }

  private static func run(_ script: Script, app: ToolApp) async throws(GoldenScriptFailure) {
    let (result, _) = await ScriptRunner(app: app).run(script)
    guard result.passed else {
      throw GoldenScriptFailure(
        file: script.file,
        failures: result.failures.map { ($0.line, $0.step.description, $0.failure ?? "") })
    }
  }
}
