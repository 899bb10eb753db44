// NB: the files of this folder are compiled twice: by the fuzz targets of Fuzz/Package.swift and,
// through the symlinks in Tests/WayfinderToolingTests/FuzzOracles, by the unit tests that replay
// Fuzz/ManifestCorpus and Fuzz/ScriptCorpus. Keep them to public API and free of warnings.

/// The place a reader's error gives, checked against the text it read: a file, a line and a
/// column inside the text, and a description that starts with them.
public enum FuzzPlace {
  /// What is wrong with an error that says it is at `line`:`column` of `file`, in `text`;
  /// empty when the place holds.
  public static func problems(
    file: String, line: Int?, column: Int?, description: String, reading expectedFile: String, text: String
  ) -> [String] {
    guard file == expectedFile else { return ["the error names the file \(file), not \(expectedFile)"] }
    guard let line, let column else { return ["the error has no line and column:\n\(description)"] }
    var problems: [String] = []
    // YAML breaks lines at \n, \r\n and \r (and, read as YAML 1.1, at NEL, LS and PS).
    let lines = text.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
    if line < 1 || line > lines { problems.append("line \(line) of a \(lines)-line text:\n\(description)") }
    if column < 1 || column > text.unicodeScalars.count + 1 {
      problems.append("column \(column) of a \(text.unicodeScalars.count)-scalar text:\n\(description)")
    }
    if !description.hasPrefix("\(file):\(line):\(column): error: ") || description.count < file.count + 20 {
      problems.append("the description does not start with its place and a reason:\n\(description)")
    }
    return problems
  }
}
