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
  /// The findings the app acknowledges, with its reasons, in the same order: listed, not
  /// counted among the errors and warnings.
  public let acknowledged: [Acknowledged]

  /// A finding the app acknowledges, and why.
  public struct Acknowledged: Sendable, Hashable, CustomStringConvertible {
    /// The finding.
    public let finding: LintFinding
    /// The acknowledgement's reason.
    public let reason: String

    /// `acknowledged warning[code] location: message (reason)`, on one line.
    public var description: String { "acknowledged \(finding) (\(reason))" }
  }

  /// Makes a report of findings already in order.
  init(sortedFindings findings: [LintFinding], acknowledged: [Acknowledged] = []) {
    self.findings = findings
    self.acknowledged = acknowledged
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

  /// One line per finding, then one per acknowledged finding, then a count (`1 error, 2
  /// warnings, 3 acknowledged`), or `no findings` (`no findings, 3 acknowledged`); ending with a
  /// newline.
  public var text: String {
    func count(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
    var summary: [String] = []
    if findings.isEmpty { summary.append("no findings") }
    if !errors.isEmpty { summary.append(count(errors.count, "error")) }
    if !warnings.isEmpty { summary.append(count(warnings.count, "warning")) }
    if !acknowledged.isEmpty { summary.append("\(acknowledged.count) acknowledged") }
    let lines = findings.map(\.description) + acknowledged.map(\.description)
    return (lines + [summary.joined(separator: ", ")]).joined(separator: "\n") + "\n"
  }

  public var description: String { text }
}
