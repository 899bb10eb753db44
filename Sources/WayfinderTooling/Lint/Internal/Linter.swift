import WayfinderCoordination
import WayfinderNavigation
import WayfinderRouting

/// Collects an app's lint findings; each family of rules is in a `Linter+…` file.
struct Linter {
  let app: ToolApp
  var findings: [LintFinding] = []

  /// The graph's name for each route's screen, when it is known before the link runs: the
  /// screen of a screen or interrupt target, the likely screen of a resolved one.
  func screen(of target: ToolApp.RouteTarget) -> String? {
    switch target.kind {
    case .screen, .interrupt: target.screen
    case .resolved: app.likelyScreen(of: target)
    case .responder: nil
    }
  }

  mutating func add(
    _ severity: LintFinding.Severity, _ code: LintFinding.Code, _ message: String, pattern: String? = nil,
    screen: String? = nil
  ) {
    findings.append(LintFinding(severity, code, message, pattern: pattern, screen: screen))
  }

  /// The findings, sorted: errors first, then by code, then in route-table order (findings of
  /// no pattern last), then by screen and message. Equal findings are reported once.
  var report: LintReport {
    let order = Dictionary(
      app.patterns.enumerated().map { ("\($0.element)", $0.offset) }, uniquingKeysWith: { first, _ in first })
    func key(_ finding: LintFinding) -> (Int, String, Int, String, String) {
      (
        finding.severity == .error ? 0 : 1, finding.code.rawValue,
        finding.pattern.flatMap { order[$0] } ?? Int.max, finding.screen ?? "", finding.message
      )
    }
    var seen: Set<LintFinding> = []
    let unique = findings.filter { seen.insert($0).inserted }
    return LintReport(sortedFindings: unique.sorted { key($0) < key($1) })
  }
}
