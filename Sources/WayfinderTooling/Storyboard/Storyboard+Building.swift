import Foundation
@_spi(Internals) import WayfinderNavigation

extension Storyboard {
  /// The storyboard of a script's run: the start, then a picture per step each link or the
  /// person took, captioned with the script's line; each `expect` marks the picture it checks,
  /// failed checks in red. A script that failed still gets its whole storyboard.
  ///
  /// - Parameters:
  ///   - script: The script that ran.
  ///   - result: What ``ScriptRunner/run(_:)`` returned.
  ///   - session: The session it ran on.
  ///   - width: The size class to draw at.
  @MainActor
  public init(script: Script, result: ScriptRunner.Result, session: ToolSession, width: Width = .compact) {
    var builder = Builder(session: session)
    builder.start(signedIn: script.signedIn)
    for event in result.events { builder.add(event) }
    let file = URL(fileURLWithPath: script.file).lastPathComponent
    let failures = result.failures.count
    let verdict =
      failures == 0
      ? "passed: \(result.events.count) steps" : "failed: \(failures) of \(result.events.count) steps"
    self.init(
      title: file,
      subtitle: "\(session.app.name) · \(script.signedIn ? "signed in" : "signed out") · \(verdict)",
      frames: builder.frames, width: width, titles: StoryboardTitles(graph: session.app.graph))
  }

  /// The storyboard of the links a session opened (`wayfinder open`): the start, then a
  /// picture per step of each link, its outcome under its last.
  @MainActor
  public init(session: ToolSession, width: Width = .compact) {
    var builder = Builder(session: session)
    builder.start(signedIn: session.isSignedIn)
    builder.addLinks()
    let links = session.links.map(\.link)
    self.init(
      title: links.count == 1 ? links[0] : "\(links.count) links",
      subtitle: "\(session.app.name) · \(session.isSignedIn ? "signed in" : "signed out")",
      frames: builder.frames, width: width, titles: StoryboardTitles(graph: session.app.graph))
  }

  /// Makes frames from a session's moments.
  @MainActor
  struct Builder {
    let session: ToolSession
    var frames: [Frame] = []
    /// The index of each link's last moment.
    let lastMoment: [Int: Int]
    /// How many moments each link has.
    let momentCount: [Int: Int]
    var seen: [Int: Int] = [:]

    init(session: ToolSession) {
      self.session = session
      var last: [Int: Int] = [:]
      var count: [Int: Int] = [:]
      for (index, moment) in session.moments.enumerated() {
        if case .link(let link) = moment.origin {
          last[link] = index
          count[link, default: 0] += 1
        }
      }
      lastMoment = last
      momentCount = count
    }

    var state: NavigationState { frames.last?.state ?? session.state }

    mutating func start(signedIn: Bool) {
      let app = session.app
      frames.append(
        Frame(
          state: session.moments.isEmpty && session.links.isEmpty
            ? session.state : (signedIn ? app.signedInStart : app.signedOutStart),
          actor: "start", action: "launch, \(signedIn ? "signed in" : "signed out")"))
    }

    mutating func add(_ event: ScriptRunner.Event) {
      if case .expect = event.step {
        let checks =
          event.failure.map(Self.checks(failure:))
          ?? [
            Check(
              key: "expect", expected: String(event.result.trimmingPrefix("ok: ")), found: "", passed: true)
          ]
        frames[frames.count - 1].checks += checks
        if frames[frames.count - 1].line == nil { frames[frames.count - 1].line = event.line }
        return
      }
      let moments = event.moments.clamped(to: session.moments.indices)
      let showsResult = Self.showsResult(event.step)
      if moments.isEmpty {
        guard showsResult || event.failure != nil else { return }
        var frame = Frame(state: state, actor: Self.actor(event.step), action: event.step.description)
        frame.line = event.line
        if showsResult { setOutcome(&frame, event.result) }
        frame.failure = event.failure
        frames.append(frame)
        return
      }
      for index in moments {
        var frame = self.frame(index)
        frame.line = event.line
        if index == moments.last {
          if showsResult, frame.outcome == nil { setOutcome(&frame, event.result) }
          frame.failure = event.failure
        }
        frames.append(frame)
      }
    }

    /// Every moment in order; a link that took no step gets a picture of where it left things.
    mutating func addLinks() {
      var next = 0
      for index in session.moments.indices {
        if case .link(let link) = session.moments[index].origin, link >= next {
          addStepless(from: next, upTo: link)
          next = link + 1
        }
        frames.append(frame(index))
      }
      addStepless(from: next, upTo: session.links.count)
    }

    /// A picture for each link in `start..<end` that took no step.
    private mutating func addStepless(from start: Int, upTo end: Int) {
      for link in start..<max(start, min(end, session.links.count)) where momentCount[link] == nil {
        let record = session.links[link]
        var frame = Frame(state: state, actor: record.link, action: "no steps")
        frame.outcome = outcomeText(record)
        frame.outcomeName = record.outcomeName
        frames.append(frame)
      }
    }

    /// The picture of one moment, with the link's outcome when it is the link's last.
    mutating func frame(_ index: Int) -> Frame {
      let moment = session.moments[index]
      var frame = Frame(
        state: moment.state, actor: "you", action: Self.action(moment.step), step: moment.step)
      switch moment.origin {
      case .person: frame.actor = "you"
      case .app: frame.actor = "the app"
      case .link(let link):
        guard link < session.links.count else { break }
        let record = session.links[link]
        frame.actor = record.link
        let number = (seen[link] ?? 0) + 1
        seen[link] = number
        frame.position = "step \(number) of \(momentCount[link] ?? number)"
        if lastMoment[link] == index, record.outcome != nil {
          frame.outcome = outcomeText(record)
          frame.outcomeName = record.outcomeName
        }
      }
      return frame
    }

    func outcomeText(_ record: ToolSession.LinkRecord) -> String {
      "\(record.outcomeName): \(SessionReport(session).reason(record))"
    }

    func setOutcome(_ frame: inout Frame, _ result: String) {
      frame.outcome = result
      let name = result.prefix { $0 != ":" && $0 != ";" }
      if ScriptStep.Expectation.outcomes.contains(String(name)) { frame.outcomeName = String(name) }
    }

    /// A step's words without its animation, which the caption shows apart.
    static func action(_ step: Step) -> String {
      let text = step.description
      return text.hasSuffix(", animated") ? String(text.dropLast(", animated".count)) : text
    }

    static func actor(_ step: ScriptStep) -> String {
      switch step {
      case .open(let link), .arrive(let link, _): link
      case .notification: "a notification"
      case .push, .present, .back, .selectTab: "you"
      default: "the app"
      }
    }

    /// Whether what the step came to belongs in the caption: the outcome of a link, not the
    /// person's own steps said again.
    static func showsResult(_ step: ScriptStep) -> Bool {
      switch step {
      case .push, .present, .back, .selectTab, .expect: false
      default: true
      }
    }

    /// The checks of a failed `expect`, one per line of its failure: `top: expected card(8),
    /// on screen card(7)` is the key `top`, expected `card(8)`, found `card(7)`.
    static func checks(failure: String) -> [Check] {
      let problems = failure.components(separatedBy: "\non screen:\n").first ?? failure
      return problems.split(separator: "\n").map { line in
        guard let colon = line.range(of: ": ") else {
          return Check(key: "expect", expected: String(line), found: "", passed: false)
        }
        let key = String(line[..<colon.lowerBound])
        var rest = line[colon.upperBound...]
        if rest.hasPrefix("expected ") { rest = rest.dropFirst("expected ".count) }
        for separator in [", on screen ", ", "] {
          if let split = rest.range(of: separator) {
            return Check(
              key: key, expected: String(rest[..<split.lowerBound]), found: String(rest[split.upperBound...]),
              passed: false)
          }
        }
        return Check(key: key, expected: String(rest), found: "", passed: false)
      }
    }
  }
}
