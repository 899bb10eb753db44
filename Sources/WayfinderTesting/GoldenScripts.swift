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
/// ```swift
/// @Test @MainActor func goldenLinks() async throws {
///   try await GoldenScripts.run(contentsOf: "Golden/bank.yaml", app: try myApp())
/// }
/// ```
///
/// The app is given in Swift (a `ToolApp` made from the app's own route table, graph and
/// destinations), so the script's `app` or `manifest` key is not read.
@MainActor
public enum GoldenScripts {
  /// Runs the script in the file at `path` on `app`; throws the failed steps, or the script's
  /// own mistake (a `SourceError`, located by line and column).
  public static func run(contentsOf path: String, app: ToolApp) async throws {
    try await run(Script.load(contentsOf: path), app: app)
  }

  /// Runs a script's text on `app`.
  public static func run(_ text: String, file: String = "script.yaml", app: ToolApp) async throws {
    try await run(Script.parse(text, file: file), app: app)
  }

  /// Runs a script's embedded app, as `wayfinder play` does.
  public static func run(contentsOf path: String) async throws {
    let script = try Script.load(contentsOf: path)
    guard case .embedded(let embedded) = script.app else {
      throw GoldenScriptFailure(
        file: path, failures: [(0, "manifest", "give the app in Swift: run(contentsOf:app:)")])
    }
    try await run(script, app: embedded.app())
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
