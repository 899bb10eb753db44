import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTesting

extension ScriptRunner {
  /// Runs an `expect` step: each check written, and every one that failed said in a line of
  /// its own, followed by the state on screen.
  static func check(_ expected: ScriptStep.Expectation, on session: ToolSession) throws(ScriptFailure)
    -> String
  {
    let state = session.state
    var problems: [String] = []
    var checked: [String] = []
    if let top = expected.top {
      checked.append("top \(top)")
      if !(state.topScreen.map(top.matches) ?? false) {
        problems.append("top: expected \(top), on screen \(state.topScreen.map(\.description) ?? "nothing")")
      }
    }
    if let stack = expected.stack {
      checked.append("stack")
      let screens = state.visibleStack.screens
      if screens.count != stack.count || !zip(stack, screens).allSatisfy({ $0.matches($1) }) {
        problems.append(
          "stack: expected \(stack.map(\.description).joined(separator: ", ")), on screen "
            + screens.map(\.description).joined(separator: ", "))
      }
    }
    if let path = expected.path {
      checked.append("path")
      if state.visiblePath != path {
        problems.append(
          "path: expected \(path.joined(separator: " › ")), on screen \(state.visiblePath.joined(separator: " › "))"
        )
      }
    }
    checkLink(expected, on: session, &problems, &checked)
    if let notified = expected.notified {
      checked.append("notified")
      if session.notifications.last != notified {
        problems.append(
          "notified: expected \"\(notified)\", the hook heard "
            + (session.notifications.last.map { "\"\($0)\"" } ?? "nothing"))
      }
    }
    guard problems.isEmpty else {
      throw ScriptFailure(problems.joined(separator: "\n") + "\non screen:\n" + state.description)
    }
    return "ok: " + checked.joined(separator: ", ")
  }

  /// The checks about one link: its outcome, reason, steps and animation.
  private static func checkLink(
    _ expected: ScriptStep.Expectation,
    on session: ToolSession,
    _ problems: inout [String],
    _ checked: inout [String]
  ) {
    var checks: [String] = []
    if let outcome = expected.outcome { checks.append("outcome \(outcome)") }
    if expected.reason != nil { checks.append("reason") }
    if expected.steps != nil { checks.append("steps") }
    if let animated = expected.animated { checks.append(animated ? "animated" : "not animated") }
    guard !checks.isEmpty else { return }
    checked.append((expected.link.map { "\($0): " } ?? "") + checks.joined(separator: ", "))

    let record: ToolSession.LinkRecord
    let name: String
    switch find(expected.link, in: session) {
    case .success(let found):
      record = found
      name = (expected.link == nil ? "the last link" : "link \(found.index + 1)") + " (\(found.link))"
    case .failure(let missing):
      // One line, under the first key written: "outcome: expected handled, link 3 is not there…".
      let first =
        expected.outcome.map { "outcome: expected \($0), " }
        ?? (expected.reason != nil ? "reason: " : expected.steps != nil ? "steps: " : "animated: ")
      problems.append(first + missing.reason)
      return
    }
    let text = session.outcomeText(record)
    if let outcome = expected.outcome, record.outcomeName != outcome {
      problems.append("outcome: expected \(outcome), \(name) ended \(text)")
    }
    if let reason = expected.reason, !text.contains(reason) {
      problems.append("reason: expected words \"\(reason)\", \(name) ended \"\(text)\"")
    }
    let steps = record.steps.map(\.description)
    if let expectedSteps = expected.steps, expectedSteps != steps {
      problems.append("steps: expected \(list(expectedSteps)), \(name) performed \(list(steps))")
    }
    if let animated = expected.animated {
      if let last = record.steps.last {
        if last.animated != animated {
          problems.append(
            "animated: expected the last step \(animated ? "" : "not ")animated, \(name) ended with \(last)")
        }
      } else {
        problems.append(
          "animated: expected the last step \(animated ? "" : "not ")animated, \(name) performed no steps")
      }
    }
  }

  /// The link an expectation is about: the last one opened, or the one it names.
  private static func find(
    _ choice: ScriptStep.Expectation.LinkChoice?, in session: ToolSession
  ) -> Swift.Result<ToolSession.LinkRecord, ScriptFailure> {
    let links = session.links
    switch choice {
    case nil:
      guard let last = links.last else {
        return .failure(ScriptFailure("the last link is none: no link was opened"))
      }
      return .success(last)
    case .position(let position):
      guard position <= links.count else {
        let opened = links.count == 1 ? "1 link was opened" : "\(links.count) links were opened"
        return .failure(ScriptFailure("link \(position) is not there: \(opened)"))
      }
      return .success(links[position - 1])
    case .text(let link):
      guard let found = links.last(where: { $0.link == link }) else {
        return .failure(
          ScriptFailure(
            "link \(link) was not opened; links opened: "
              + (links.isEmpty ? "none" : links.map(\.link).joined(separator: ", "))))
      }
      return .success(found)
    }
  }

  /// Steps in one line: `none`, or each step's words, separated by `; `.
  private static func list(_ steps: [String]) -> String {
    steps.isEmpty ? "none" : steps.joined(separator: "; ")
  }
}
