import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTesting

/// Runs a ``Script`` on a fresh ``ToolSession``: what `wayfinder play` does, and what an app's
/// own tests can do with the same golden-link files.
@MainActor
public struct ScriptRunner {
  /// What one step did.
  public struct Event: Sendable {
    public var line: Int
    public var step: ScriptStep
    /// What happened, in plain words: an outcome, the steps a user action took, a check passed.
    public var result: String
    /// Why an `expect` failed, or a user action could not be done; `nil` when the step went well.
    public var failure: String?
    /// The session's ``ToolSession/moments`` this step brought about.
    package var moments: Range<Int> = 0..<0
  }

  /// What the script did.
  public struct Result: Sendable {
    public var events: [Event]
    public var failures: [Event] { events.filter { $0.failure != nil } }
    public var passed: Bool { failures.isEmpty }
  }

  public let app: ToolApp

  public init(app: ToolApp) { self.app = app }

  /// Runs `script` and returns what each step did, with the session it ran on.
  public func run(_ script: Script) async -> (result: Result, session: ToolSession) {
    await app.printingScreens { await steps(of: script) }
  }

  private func steps(of script: Script) async -> (result: Result, session: ToolSession) {
    let make = {
      let session = ToolSession(
        app: app, signedIn: script.signedIn, ready: script.ready, guards: script.guards)
      session.decisions = script.decisions
      return session
    }
    let windows =
      script.windows.isEmpty
      ? nil
      : ScriptWindows(
        names: script.windows, windowShowingLink: script.windowShowingLink, make: make)
    let session = windows?.activeSession ?? make()
    var events: [Event] = []
    if let unknown = unknownGuards(in: script.guards) {
      events.append(
        Event(line: script.guardsLine, step: .guards(script.guards), result: "", failure: unknown.reason))
    }
    for line in script.steps {
      var event = Event(line: line.line, step: line.step, result: "")
      let first = session.moments.count
      do throws(ScriptFailure) {
        if let windows {
          event.result = try await perform(line.step, in: windows)
        } else {
          event.result = try await perform(line.step, on: session)
        }
      } catch {
        event.failure = error.reason
      }
      event.moments = first..<session.moments.count
      events.append(event)
    }
    return (Result(events: events), session)
  }

  /// Performs `step` in a script with `windows`: links go through its router, the person's
  /// steps act on the active window.
  private func perform(_ step: ScriptStep, in windows: ScriptWindows) async throws(ScriptFailure) -> String {
    switch step {
    case .open(let link): return try await windows.arrive(link, from: .url, in: windows.active)
    case .arrive(let link, let source):
      return try await windows.arrive(link, from: source, in: windows.active)
    case .arriveIn(let link, let source, let window):
      return try await windows.arrive(link, from: source, in: window)
    case .window(let event): return try await windows.perform(event)
    case .expect(let expectation) where expectation.held != nil:
      // The held link's checks; the screen's, if any, on the window named or the active one.
      var rest = expectation
      (rest.held, rest.outcome, rest.reason, rest.window) = (nil, nil, nil, nil)
      let result = try windows.checkHeld(expectation)
      guard rest != ScriptStep.Expectation() else { return result }
      rest.window = expectation.window
      return result + "; "
        + (try Self.check(rest, on: try windows.session(expectation.window ?? windows.active)))
    case .expect(let expectation) where expectation.window != nil:
      return try Self.check(expectation, on: try windows.session(expectation.window ?? windows.active))
    case .advance(let duration):
      await windows.advanceOthers(by: duration)
      return try await perform(step, on: windows.activeSession) + windows.heldText()
    default:
      return try await perform(step, on: windows.activeSession)
    }
  }

  private func perform(_ step: ScriptStep, on session: ToolSession) async throws(ScriptFailure) -> String {
    switch step {
    case .arriveIn, .window:
      throw ScriptFailure("the script names no `windows`: add `windows: [main, side]` at the top")
    case .open(let link):
      let record = await session.open(link)
      return session.rewriteText(record) + session.decidedText(record) + session.outcomeText(record)
    case .arrive(let link, let source):
      let record = await session.open(link, from: source)
      return session.rewriteText(record) + session.decidedText(record) + session.outcomeText(record)
    case .notification(let payload):
      let record = await session.open(payload: payload)
      let made = record.link.isEmpty || payload["link"] != nil ? "" : "the link \(record.link); "
      return made + session.rewriteText(record) + session.decidedText(record) + session.outcomeText(record)
    case .push(let text):
      let screen = try screen(text)
      return try await userAction(
        session, [.push(screen, onto: session.state.visibleStack.name, animated: true)])
    case .present(let text):
      let screen = try screen(text)
      guard let target = try? app.graph.target(for: screen, in: nil, from: session.state),
        target.modals.last?.content.visibleStack.top == screen
      else {
        throw ScriptFailure("\(text) is not the root screen of a modal in the graph")
      }
      let steps: [Step]
      do {
        steps = try TransitionPlanner(animatesLastStep: true).plan(from: session.state, to: target)
      } catch {
        throw ScriptFailure("cannot present \(text): \(error)")
      }
      return try await userAction(session, steps)
    case .back:
      return try await userAction(session, [try Self.back(from: session.state)])
    case .selectTab(let tab):
      guard let bar = Self.tabBar(holding: tab, in: session.state) else {
        throw ScriptFailure("no tab bar on screen has a tab \"\(tab)\"")
      }
      if case .tabs(let tabs)? = session.state.container(named: bar), tabs.selectedTab.name == tab {
        // The selected tab tapped again pops its stack to its root, as UIKit's tab bar and
        // `NavigationModel.reselectTab` do.
        guard case .stack(let stack) = tabs.selectedTab, stack.screens.count > 1 else {
          return "\(tab) is selected, at its root: nothing moves"
        }
        return try await userAction(
          session, [.pop(to: stack.screens[0], at: 0, in: stack.name, animated: true)])
      }
      guard session.personMaySelect(tab: tab) else {
        // A guard runs: the tap takes its turn as a link, and counts among the links.
        let record = await session.personSelects(tab: tab)
        return Self.tapText(record, on: session)
      }
      return try await userAction(session, [.selectTab(tab, in: bar, animated: true)])
    case .hideTab(let tab, let hidden):
      do {
        try await session.personHides(tab: tab, hidden: hidden)
      } catch {
        throw ScriptFailure(
          error.code == .tabHidden ? "no tab bar on screen has a tab \"\(tab)\"" : error.description)
      }
      return "\(tab) \(hidden ? "hidden" : "shown again") in the sidebar"
    case .expect(let expectation) where expectation.held != nil:
      throw ScriptFailure(
        "`held` is about a link that waited for a window: the script names no `windows`; add `windows: [main, side]` at the top"
      )
    case .expect(let expectation):
      return try Self.check(expectation, on: session)
    case .signIn:
      guard !session.pendingGuards.isEmpty else {
        await session.signIn()
        return "signed in; no link was waiting"
      }
      let waiting = Self.waiting(session)
      await session.signIn()
      return "signed in; " + Self.outcome(of: waiting, session)
    case .allowClose, .refuseClose:
      guard let screen = session.pendingCloseQuestion else {
        throw ScriptFailure("no link is waiting to close a screen")
      }
      let allowed = step == .allowClose
      let waiting = Self.waiting(session)
      await session.answerClose(allowed: allowed)
      return "\(screen.name) \(allowed ? "may close" : "stays"); " + Self.outcome(of: waiting, session)
    case .guards(let states):
      if let unknown = unknownGuards(in: states) { throw unknown }
      let waiting = session.pendingGuards.filter { states[$0] != nil && states[$0] != .pending }
      await session.set(states)
      return "guards " + Script.describe(states) + (waiting.isEmpty ? "" : "; " + Self.lastOutcome(session))
    case .cancelSignIn:
      guard !session.pendingGuards.isEmpty else {
        // A sign-in screen left up past its wait limit: its Cancel button still closes it.
        guard session.showsGuardScreen else { throw ScriptFailure("no link is waiting for sign-in") }
        await session.cancelSignIn()
        return "sign-in cancelled; no link was waiting"
      }
      let waiting = Self.waiting(session)
      await session.cancelSignIn()
      return "sign-in cancelled; " + Self.outcome(of: waiting, session)
    case .finish(let result):
      guard session.isInterrupted else { throw ScriptFailure("no interrupting flow is on screen") }
      let waiting = Self.waiting(session)
      await session.endInterruption(.completed(result))
      return "flow finished; " + Self.outcome(of: waiting, session)
    case .cancelFlow:
      guard session.isInterrupted else { throw ScriptFailure("no interrupting flow is on screen") }
      let waiting = Self.waiting(session)
      await session.endInterruption(.cancelled)
      return "flow cancelled; " + Self.outcome(of: waiting, session)
    case .advance(let duration):
      let ended = session.links.count { $0.outcome != nil }
      await session.advance(by: duration)
      let newly = session.links.count { $0.outcome != nil } - ended
      return "clock moved \(ScriptStep.format(duration))"
        + (newly > 0 ? "; " + Self.lastOutcome(session) : "")
    case .restore(let saved):
      let record = await session.restore(saved)
      return session.outcomeText(record)
    case .ready:
      await session.becomeReady()
      let names = session.links.map(\.outcomeName)
      return "ready; links: " + (names.isEmpty ? "none" : names.joined(separator: ", "))
    }
  }

  private func screen(_ text: ScreenText) throws(ScriptFailure) -> Screen {
    do {
      return try text.screen(in: app.graph)
    } catch {
      throw ScriptFailure(error.reason)
    }
  }

  private func userAction(_ session: ToolSession, _ steps: [Step]) async throws(ScriptFailure) -> String {
    do {
      try await session.perform(steps)
    } catch {
      throw ScriptFailure(error.description)
    }
    return steps.map(\.description).joined(separator: "; ")
  }

  /// The step that takes the user one screen back.
  static func back(from state: NavigationState) throws(ScriptFailure) -> Step {
    let stack = state.visibleStack
    if stack.screens.count > 1 {
      let index = stack.screens.count - 2
      return .pop(to: stack.screens[index], at: index, in: stack.name, animated: true)
    }
    if let modal = state.modals.last { return .dismiss(modal.name, animated: true) }
    throw ScriptFailure(
      "there is nothing to go back from: \(stack.top.map(\.description) ?? "nothing") is a root")
  }

  /// The name of the tab bar on screen with a tab named `tab`.
  static func tabBar(holding tab: String, in state: NavigationState) -> String? {
    var container: Container? = state.topContainer
    while let current = container {
      switch current {
      case .stack: return nil
      case .flows(let switcher): container = switcher.flow
      case .tabs(let bar):
        if bar.tabNames.contains(tab) { return bar.name }
        container = bar.selectedTab
      }
    }
    return nil
  }

  /// What a guarded tab tap did: `link 2 (selectTab library): signIn shown; pending: waiting
  /// for signedIn (signIn or cancelSignIn)`, or its outcome.
  private static func tapText(_ record: ToolSession.LinkRecord, on session: ToolSession) -> String {
    let shown = record.outcome == nil ? (session.state.topScreen.map { "\($0) shown; " } ?? "") : ""
    return "link \(record.index + 1) (\(record.link)): " + shown + session.outcomeText(record)
  }

  private static func lastOutcome(_ session: ToolSession) -> String {
    guard let last = session.links.last else { return "no link" }
    return "\(last.link) " + session.outcomeText(last)
  }

  /// The links, restorations and tab taps with no outcome yet.
  private static func waiting(_ session: ToolSession) -> Set<Int> {
    Set(session.links.indices.filter { session.links[$0].outcome == nil })
  }

  /// What a person's answer finished: the last of `waiting` that has an outcome now (a held
  /// link sign-in let through, not the restoration opened after it), else the last link.
  private static func outcome(of waiting: Set<Int>, _ session: ToolSession) -> String {
    guard let index = waiting.sorted().last(where: { session.links[$0].outcome != nil }) else {
      return lastOutcome(session)
    }
    let record = session.links[index]
    return "\(record.link) " + session.outcomeText(record)
  }
}

/// Why a script step did not do what it said.
struct ScriptFailure: Error {
  let reason: String
  init(_ reason: String) { self.reason = reason }
}
