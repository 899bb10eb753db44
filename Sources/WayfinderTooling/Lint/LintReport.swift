/// What `wayfinder lint` found in an app, errors first.
///
/// ```swift
/// let report = try EmbeddedApp.bank.app().lint()
/// print(report.text)  // no findings
/// exit(report.exitStatus)  // 0
/// ```
public struct LintReport: Sendable, Hashable, CustomStringConvertible {
  /// The findings, sorted: errors before warnings, then by code, then in route-table order,
  /// then by screen and message.
  public let findings: [LintFinding]

  /// Makes a report of findings already in order.
  init(sortedFindings findings: [LintFinding]) {
    self.findings = findings
  }

  /// The findings that are errors.
  public var errors: [LintFinding] { findings.filter { $0.severity == .error } }

  /// The findings that are warnings.
  public var warnings: [LintFinding] { findings.filter { $0.severity == .warning } }

  /// Whether any finding is an error.
  public var hasErrors: Bool { findings.contains { $0.severity == .error } }

  /// The command-line tool's exit status: 1 when there are errors, 0 for warnings only or
  /// nothing.
  public var exitStatus: Int32 { hasErrors ? 1 : 0 }

  /// One line per finding, then a count (`1 error, 2 warnings`), or `no findings`; ending with
  /// a newline.
  public var text: String {
    guard !findings.isEmpty else { return "no findings\n" }
    func count(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
    var summary: [String] = []
    if !errors.isEmpty { summary.append(count(errors.count, "error")) }
    if !warnings.isEmpty { summary.append(count(warnings.count, "warning")) }
    return (findings.map(\.description) + [summary.joined(separator: ", ")]).joined(separator: "\n") + "\n"
  }

  public var description: String { text }
}
