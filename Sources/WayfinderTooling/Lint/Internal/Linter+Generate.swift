extension Linter {
  /// What `wayfinder generate` refuses, reported first: a name the manifest gives a screen,
  /// route, guard, parameter or the app that Swift cannot use, as an error of the code
  /// `generate` refuses it with (`swift-name`), at the same place, with the same remedy.
  mutating func checkGeneration() {
    guard let refusal = app.generateRefusal else { return }
    var place = refusal.file
    if let line = refusal.line {
      place += ":\(line)"
      if let column = refusal.column { place += ":\(column)" }
    }
    var message = "\(refusal.message), so `wayfinder generate` refuses the manifest"
    if let expected = refusal.expected { message += "; expected \(expected)" }
    var finding = LintFinding(.error, LintFinding.Code(refusal.code.description), message)
    finding.place = place
    findings.append(finding)
  }
}
