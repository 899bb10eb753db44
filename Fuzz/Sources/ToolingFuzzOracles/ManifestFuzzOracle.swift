@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// What must hold for any manifest text at all, read as YAML and as JSON: it compiles to an app
/// whose start states are legal and whose links can be read, or it fails with a
/// ``ManifestError`` that names the file, a line and a column inside the text, and says why.
public enum ManifestFuzzOracle {
  /// The broken promises of one input; empty when every promise held.
  public static func check(_ bytes: some Collection<UInt8>) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    var failures: [String] = []
    for file in ["fuzz.yaml", "fuzz.json"] {
      do throws(ManifestError) {
        let app = try Manifest.parse(text, file: file)
        failures += checkApp(app, file)
      } catch {
        failures += FuzzPlace.problems(
          file: error.file, line: error.line, column: error.column, description: error.description,
          reading: file, text: text)
        if error.message.isEmpty { failures.append("\(file): a ManifestError with no message: \(error)") }
        if error.sourceLine == nil { failures.append("\(file): no line to put a caret under:\n\(error)") }
      }
    }
    return failures
  }

  /// A compiled app: its start states are legal, and reading a link of each of its schemes and
  /// each pattern's example path gives a route or a typed error.
  static func checkApp(_ app: ToolApp, _ file: String) -> [String] {
    var failures: [String] = []
    for (name, state) in [("signedIn", app.signedInStart), ("signedOut", app.signedOutStart)] {
      do throws(NavigationError) {
        try state.checkInvariants()
      } catch {
        failures.append("\(file): the \(name) start state is illegal: \(error)\n\(state)")
      }
    }
    let prefixes = app.policy.schemes.map { "\($0)://" } + app.policy.hosts.map { "https://\($0)" }
    for pattern in app.patterns.prefix(16) {
      for prefix in prefixes.prefix(2) {
        let reading = app.reading(prefix + pattern.examplePath)
        if reading.route == nil, reading.error == nil {
          failures.append("\(file): \(prefix + pattern.examplePath) read as neither a route nor an error")
        }
      }
    }
    return failures
  }
}
