@_spi(Internals) import WayfinderTooling

/// What must hold for any `play` script text at all: it reads as steps, each on a line of the
/// text, or it fails with a ``SourceError`` that names the file, a line and a column inside
/// the text, and says why.
public enum ScriptFuzzOracle {
  /// The broken promises of one input; empty when every promise held.
  public static func check(_ bytes: some Collection<UInt8>) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    let file = "fuzz.yaml"
    do throws(SourceError) {
      let script = try Script.parse(text, file: file)
      let lines = text.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
      return script.steps.compactMap { line in
        line.line >= 1 && line.line <= lines
          ? nil : "the step \(line.step) is on line \(line.line) of \(lines)"
      }
    } catch {
      let problems = FuzzPlace.problems(
        file: error.file, line: error.line, column: error.column, description: error.description,
        reading: file, text: text)
      return problems + (error.excerpt.isEmpty ? ["no line to put a caret under:\n\(error)"] : [])
    }
  }
}
