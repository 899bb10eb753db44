import Foundation

extension Script {
  /// The path of the manifest the script names (`manifest:`), relative to the script's folder
  /// unless it is absolute, as `wayfinder play` reads it; `nil` for an embedded app.
  public var manifestPath: String? {
    guard case .manifest(let path) = app else { return nil }
    if path.hasPrefix("/") { return path }
    return URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(path).path
  }

  /// The app the script runs on, made as `wayfinder play` makes it: the embedded app it names,
  /// or the app of the manifest at ``manifestPath`` — with the manifest's guards and their wait
  /// limits, dispatch settings, start states and lint acknowledgements.
  ///
  /// - Throws: A `ManifestError` for a manifest that cannot be read or used, or the error of an
  ///   embedded app that cannot be built.
  public func loadApp() throws -> ToolApp {
    switch app {
    case .embedded(let embedded): return try embedded.app()
    case .manifest:
      return try Manifest.load(contentsOf: manifestPath ?? "")
    }
  }
}
