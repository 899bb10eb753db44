import Foundation

/// Apps read from manifests: a YAML or JSON file that declares an app's links, navigation
/// graph, guards, routes and start states, for `wayfinder --manifest FILE`.
///
/// The format is in `docs/Manifest.md`; `Manifests/bank.yaml` declares the bank reference app:
///
/// ```yaml
/// app: bank
/// links: {schemes: [bank], hosts: [bank.example.com, www.bank.example.com]}
/// guards:
///   signedIn: {shows: login}
/// graph:
///   app: {flows: [login, home], initial: login}
///   login: {stack: login}
///   home: {tabs: [dashboard, settings], guard: signedIn}
///   dashboard: {stack: dashboard}
///   settings: {stack: settings}
/// screens:
///   card: {in: dashboard, parameters: [cardID]}
/// routes:
///   /dashboard: dashboard
///   /cards/:cardID(int): card(cardID)
/// start:
///   signedIn: {app: home}
/// ```
///
/// ```swift
/// let app = try Manifest.load(contentsOf: "Manifests/bank.yaml")
/// app.reading("bank://cards/42").route   // "card(42)"
/// ```
public enum Manifest {
  /// Reads the manifest at `path`.
  ///
  /// - Parameter path: A YAML file, or a JSON file (its name ends in `.json`, or its text
  ///   starts with `{`).
  /// - Returns: The app, its routes of type ``ManifestRoute``.
  /// - Throws: ``ManifestError``: the file cannot be read, or the manifest is broken; the
  ///   error names the line and column.
  public static func load(contentsOf path: String) throws(ManifestError) -> ToolApp {
    try parse(read(path), file: path)
  }

  /// The text of the manifest at `path`.
  static func read(_ path: String) throws(ManifestError) -> String {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw ManifestError(
        .unreadable, file: path, line: nil, column: nil,
        message: "cannot read the manifest: \(Self.reason(error))",
        expected: nil, sourceLine: nil)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ManifestError(
        .unreadable, file: path, line: nil, column: nil, message: "the manifest is not UTF-8 text",
        expected: "a YAML or JSON file", sourceLine: nil)
    }
    return text
  }

  /// Reads a manifest's text.
  ///
  /// - Parameters:
  ///   - text: The manifest, YAML or JSON.
  ///   - file: The name errors give the manifest; a name ending in `.json` reads it as JSON.
  /// - Throws: ``ManifestError`` for the first mistake.
  public static func parse(_ text: String, file: String) throws(ManifestError) -> ToolApp {
    let source = ManifestSource(file: file, text: text)
    let document = try ManifestDocument.read(source)
    return try ManifestCompiler(source: source, document: document).compile()
  }

  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError {
      return "no such file"
    }
    return nsError.localizedDescription
  }
}
