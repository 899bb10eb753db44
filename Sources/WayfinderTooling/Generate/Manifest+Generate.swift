import Foundation

extension Manifest {
  /// The Swift file of the manifest at `path`: what `wayfinder generate` writes and the
  /// `WayfinderGenerator` build plugin compiles.
  ///
  /// The file needs only the core products (`WayfinderRouting`, `WayfinderNavigation`,
  /// `WayfinderCoordination`). For an app named `bank` it declares `BankScreen` (the screens,
  /// typed, with `init?(_:)` and `screen`), `BankRoute` (a case for each screen or flow a link
  /// opens, its values typed from the patterns — or, when every route is its own screen, an
  /// alias of `BankScreen`, which is then `Codable` and the route type too), `BankContainer`
  /// and `BankGuard`, and on `BankNavigation` the link policy, `routes()`, `graph()`,
  /// `guards(…)`, the dispatch settings, the start states and a round-trip check.
  ///
  /// - Throws: ``ManifestError``, at the place in the manifest, for a manifest the loader
  ///   refuses or a name that cannot be a Swift name.
  public static func generateSwift(contentsOf path: String) throws(ManifestError) -> String {
    try generateSwift(read(path), file: path)
  }

  /// The Swift file of a manifest's text; see ``generateSwift(contentsOf:)``.
  ///
  /// - Parameters:
  ///   - text: The manifest, YAML or JSON.
  ///   - file: The name errors give the manifest; the file's header names its last path
  ///     component, so that the same manifest gives the same bytes wherever it is.
  public static func generateSwift(_ text: String, file: String) throws(ManifestError) -> String {
    let source = ManifestSource(file: file, text: text)
    let document = try ManifestDocument.read(source)
    let compiler = ManifestCompiler(source: source, document: document)
    let app = try compiler.compile()
    let model = try compiler.generationModel()
    let name = file.split(separator: "/").last.map(String.init) ?? file
    return SwiftGenerator(model: model, app: app, document: document, fileName: name).generate()
  }
}
