import WayfinderCoordination
import WayfinderNavigation
@_spi(Internals) import WayfinderRouting

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
    case .responder, .action: nil
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
    var unique = findings.filter { seen.insert($0).inserted }
    // An acknowledged finding is listed apart; an acknowledgement that matches none is a finding.
    var acknowledged: [LintReport.Acknowledged] = []
    for acknowledgement in app.acknowledgements {
      let matched = unique.filter(acknowledgement.applies)
      if matched.isEmpty {
        unique.append(
          LintFinding(
            .warning, .unusedAcknowledgement,
            "the acknowledgement of \(acknowledgement.code) here matches no finding: remove it",
            pattern: acknowledgement.place.findingPattern, screen: acknowledgement.place.findingScreen))
      }
      acknowledged += matched.map { LintReport.Acknowledged(finding: $0, reason: acknowledgement.reason) }
    }
    let kept = Set(acknowledged.map(\.finding))
    return LintReport(
      sortedFindings: unique.filter { !kept.contains($0) }.sorted { key($0) < key($1) },
      acknowledged: acknowledged.sorted { key($0.finding) < key($1.finding) })
  }
}

extension LintAcknowledgement.Place {
  /// The pattern a finding about this place names.
  var findingPattern: String? { if case .pattern(let pattern) = self { pattern } else { nil } }
  /// The screen a finding about this place names.
  var findingScreen: String? { if case .screen(let name) = self { name } else { nil } }
}
