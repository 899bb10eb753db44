import Yams

extension Script {
  /// A script's `guards`, at the top or in a step: how each guard named answers, on its own.
  ///
  /// ```yaml
  /// guards: {onboarded: passes, pinFresh: pending}
  /// ```
  static func guardStates(_ node: Node, in source: SourceText) throws(SourceError) -> [String: ToolSession
    .GuardState]
  {
    let words = ToolSession.GuardState.allCases.map(\.rawValue)
    let mapping = try source.mapping(
      node, "how each guard answers: a mapping such as {signedIn: passes, pinFresh: pending}")
    var states: [String: ToolSession.GuardState] = [:]
    for (nameNode, value) in mapping {
      let name = try source.string(nameNode, "a guard's name")
      let word = try source.string(value, "passes, fails or pending")
      guard let state = ToolSession.GuardState(rawValue: word) else {
        throw source.error(
          at: value, "unknown guard state \"\(word)\" for \(name)" + source.suggestion(word, among: words),
          expected: words.joined(separator: ", "))
      }
      if states[name] != nil { throw source.error(at: nameNode, "the guard \(name) is given twice") }
      states[name] = state
    }
    if states.isEmpty {
      throw source.error(
        at: node, "`guards` names no guard", expected: "{signedIn: passes, pinFresh: pending}")
    }
    return states
  }

  /// The states as the tools print them: `onboarded: passes, pinFresh: pending`, by name.
  static func describe(_ states: [String: ToolSession.GuardState]) -> String {
    states.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
  }
}

extension ScriptRunner {
  /// Why `states` cannot be set on the app: a guard it does not configure; `nil` when they can.
  func unknownGuards(in states: [String: ToolSession.GuardState]) -> ScriptFailure? {
    let known = Set(app.guards.map(\.name))
    let unknown = states.keys.filter { !known.contains($0) }.sorted()
    guard !unknown.isEmpty else { return nil }
    return ScriptFailure(
      "the app has no guard \(unknown.joined(separator: ", ")); its guards: "
        + (known.isEmpty ? "none" : known.sorted().joined(separator: ", ")))
  }
}
