import Foundation
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTooling

/// A golden-link script that did not pass: each failed step with its line and why, and where
/// its storyboard was written, to be looked at rather than read.
public struct GoldenScriptFailure: Error, Sendable, CustomStringConvertible {
  public let file: String
  /// Each failed step: its line, the step, and why it failed.
  public let failures: [(line: Int, step: String, reason: String)]
  /// The storyboard of the run, every picture of it, the failed checks marked in red: an HTML
  /// file in the folder `WAYFINDER_STORYBOARDS` names, or in `wayfinder-storyboards` in the
  /// temporary folder; `nil` when it could not be written (``storyboardProblem`` says why).
  public internal(set) var storyboard: String?
  /// Why the storyboard could not be written, if it could not.
  public internal(set) var storyboardProblem: String?

  public var description: String {
    var text = failures.map { "\(file):\($0.line): \($0.step) failed:\n\($0.reason)" }.joined(
      separator: "\n\n")
    if let storyboard { text += "\n\nstoryboard of the run, failures marked: \(storyboard)" }
    if let storyboardProblem { text += "\n\nno storyboard: \(storyboardProblem)" }
    return text
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
///
/// A script that fails writes its storyboard — a picture of every step, the failed checks in
/// red — and its ``GoldenScriptFailure`` says where (``GoldenScriptFailure/storyboard``): set
/// `WAYFINDER_STORYBOARDS` to a folder a CI job keeps, to look at a red run.
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
    let (result, session) = await ScriptRunner(app: app).run(script)
    guard result.passed else {
      var failure = GoldenScriptFailure(
        file: script.file,
        failures: result.failures.map { ($0.line, $0.step.description, $0.failure ?? "") })
      let path = storyboardPath(for: script.file)
      do {
        try FileManager.default.createDirectory(
          atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
          withIntermediateDirectories: true)
        try Storyboard(script: script, result: result, session: session).write(to: path)
        failure.storyboard = path
      } catch {
        failure.storyboardProblem = "\(error)"
      }
      throw failure
    }
  }

  /// Where the storyboard of a failing script goes: `NAME.storyboard.html` in the folder
  /// `WAYFINDER_STORYBOARDS` names (a CI job's artifacts, say), or in `wayfinder-storyboards`
  /// in the temporary folder.
  static func storyboardPath(for script: String) -> String {
    let name = URL(fileURLWithPath: script).deletingPathExtension().lastPathComponent
    let folder =
      ProcessInfo.processInfo.environment["WAYFINDER_STORYBOARDS"].flatMap { $0.isEmpty ? nil : $0 }
      ?? URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("wayfinder-storyboards").path
    return URL(fileURLWithPath: folder).appendingPathComponent(
      (name.isEmpty ? "script" : name) + ".storyboard.html"
    ).path
  }
}
