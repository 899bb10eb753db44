import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTesting

/// The windows of a script (`windows: [main, side]`): a session each, on one `SceneRouter`
/// (through a ``WindowRouter``), the first active. Steps of the person act on the active window;
/// a link arriving in a window goes where the router says, which brings that window forward; a
/// link with no window open waits for one.
@MainActor
final class ScriptWindows {
  let names: [String]
  let sessions: [String: ToolSession]
  let router: WindowRouter
  private(set) var active: String
  private(set) var open: Set<String>
  /// The links that came with no window open, and their tickets.
  private var held: [(link: String, ticket: LinkTicket, reported: Bool)] = []

  init(names: [String], windowShowingLink: Bool, make: () -> ToolSession) {
    self.names = names
    var sessions: [String: ToolSession] = [:]
    for name in names { sessions[name] = make() }
    self.sessions = sessions
    let first = sessions[names[0]]!
    // The router's hold timers run on the first window's clock; every clock moves together.
    router = first.center.makeWindowRouter(first.clock)
    active = names[0]
    open = Set(names)
    for name in names { router.connect(name, sessions[name]!.center) }
    router.becomeActive(active)
    if windowShowingLink { router.sendToTheWindowShowingIt() }
  }

  /// The session of the active window: what the person's steps act on.
  var activeSession: ToolSession { sessions[active]! }

  func session(_ name: String) throws(ScriptFailure) -> ToolSession {
    guard let session = sessions[name] else {
      throw ScriptFailure(
        "there is no window \"\(name)\"; the script's windows: \(names.joined(separator: ", "))")
    }
    return session
  }

  /// A link the system hands to `window`.
  func arrive(_ link: String, from source: LinkSource, in window: String) async throws(ScriptFailure)
    -> String
  {
    _ = try session(window)
    let before = router.broughtForward.count
    guard let target = router.choose(link, source, window) else {
      held.append((link, router.deliver(link, source, window), false))
      return "no window is open: \(link) waits for one"
    }
    var text = ""
    if router.broughtForward.count > before {
      bringForward(target)
      text = "\(target) brought forward; "
    }
    let session = sessions[target]!
    let record = await session.open(link, from: source)
    return text + "in \(target): " + session.rewriteText(record) + session.decidedText(record)
      + session.outcomeText(record)
  }

  func perform(_ event: ScriptStep.WindowEvent) async throws(ScriptFailure) -> String {
    let name = event.window
    let session = try session(name)
    switch event {
    case .activate:
      guard open.contains(name) else { throw ScriptFailure("the window \(name) is closed") }
      bringForward(name)
      return "\(name) is active"
    case .close:
      guard open.contains(name) else { throw ScriptFailure("the window \(name) is closed already") }
      open.remove(name)
      router.resignActive(name)
      router.disconnect(name)
      if active == name, let other = names.first(where: open.contains) { bringForward(other) }
      return "\(name) closed" + (open.isEmpty ? "; no window is open" : "; \(active) is active")
    case .open:
      guard !open.contains(name) else { throw ScriptFailure("the window \(name) is open already") }
      open.insert(name)
      router.connect(name, session.center)
      // The links held for want of a window go where the router says: let every window settle.
      for other in names { await sessions[other]!.advance(by: .zero) }
      return "\(name) opened" + heldText()
    }
  }

  /// Moves every window's clock but the active one's (which the step moves).
  func advanceOthers(by duration: Duration) async {
    for name in names where name != active { await sessions[name]!.advance(by: duration) }
  }

  /// The held links that have ended since last said, with their outcomes.
  func heldText() -> String {
    var parts: [String] = []
    for index in held.indices where !held[index].reported {
      guard let outcome = held[index].ticket.endedOutcome else { continue }
      held[index].reported = true
      parts.append("\(held[index].link) \(outcome.name)")
    }
    return parts.isEmpty ? "" : "; held: " + parts.joined(separator: ", ")
  }

  /// Checks an `expect` about the link `held` names, the latest one held for want of a window
  /// as it arrived: its outcome and the words of its reason, `pending` while it waits.
  func checkHeld(_ expected: ScriptStep.Expectation) throws(ScriptFailure) -> String {
    guard let link = expected.held else { return "" }
    guard let found = held.last(where: { $0.link == link }) else {
      throw ScriptFailure(
        "held: \(link) did not wait for a window; links that did: "
          + (held.isEmpty ? "none" : held.map(\.link).joined(separator: ", ")))
    }
    let outcome = found.ticket.endedOutcome
    let text = outcome?.description ?? "pending: it waits for a window"
    var checks: [String] = []
    var problems: [String] = []
    if let expected = expected.outcome {
      checks.append("outcome \(expected)")
      if (outcome?.name ?? "pending") != expected {
        problems.append(
          "outcome: expected \(expected), the held \(link) \(outcome == nil ? "is" : "ended") \(text)")
      }
    }
    if let reason = expected.reason {
      checks.append("reason")
      if !text.contains(reason) {
        problems.append("reason: expected words \"\(reason)\", the held \(link) ended \"\(text)\"")
      }
    }
    guard problems.isEmpty else { throw ScriptFailure(problems.joined(separator: "\n")) }
    return "ok: held \(link): " + checks.joined(separator: ", ")
  }

  private func bringForward(_ name: String) {
    guard name != active else { return }
    router.resignActive(active)
    active = name
    router.becomeActive(name)
  }
}
