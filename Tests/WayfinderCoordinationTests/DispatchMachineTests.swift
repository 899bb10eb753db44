import Testing
@_spi(Internals) import WayfinderNavigation

@testable import WayfinderCoordination

/// The center's decisions as step tables: each row a state reached by events, each step an
/// event and the actions it must return — read top to bottom as the story of a link.
@Suite struct DispatchMachineTests {
  typealias Machine = DispatchMachine

  /// An event the machine takes.
  enum Event: Sendable, CustomStringConvertible {
    case ready(at: Int)
    case link(Int, at: Int = 0)
    case restoration(Int)
    case tabTap(Int)
    case guardScreen(Int)
    case waits(Int, guard: String, limit: Int? = nil)
    case resolved(String, passed: Bool)
    case timer(Int)
    case interrupted(Int, flow: String)
    case interruptionEnded
    case screenNow([String])
    case asksToClose(Int, String)
    case closeAnswered(allowed: Bool)
    case holds(Int, String, limit: Int)
    case finished(Int)

    var description: String {
      switch self {
      case .ready(let at): "ready at \(at) s"
      case .link(let id, let at): "link \(id) at \(at) s"
      case .restoration(let id): "restoration \(id)"
      case .tabTap(let id): "tab tap \(id)"
      case .guardScreen(let id): "guard screen closing \(id)"
      case .waits(let id, let name, let limit): "\(id) waits for \(name)\(limit.map { " (\($0) s)" } ?? "")"
      case .resolved(let name, let passed): "\(name) \(passed ? "passed" : "failed")"
      case .timer(let id): "timer of \(id)"
      case .interrupted(let id, let flow): "\(id) interrupted by \(flow)"
      case .interruptionEnded: "flow completed"
      case .screenNow(let screens): "screen now holds \(screens)"
      case .asksToClose(let id, let screen): "\(id) asks to close \(screen)"
      case .closeAnswered(let allowed): "the app answers \(allowed ? "close" : "keep")"
      case .holds(let id, let screen, let limit): "\(id) is held until \(screen) closes (\(limit) s)"
      case .finished(let id): "\(id) finished"
      }
    }
  }

  struct Step: Sendable {
    let event: Event
    let actions: [Machine.Action]
    init(_ event: Event, _ actions: [Machine.Action] = []) {
      self.event = event
      self.actions = actions
    }
  }

  struct Table: Sendable, CustomTestStringConvertible {
    let name: String
    var policy: DeepLinkCenterPolicy = .supersede
    let steps: [Step]
    var testDescription: String { name }
  }

  static func apply(_ event: Event, to machine: inout Machine) -> [Machine.Action] {
    func seconds(_ value: Int) -> Duration { .seconds(value) }
    switch event {
    case .ready(let at): return machine.becameReady(at: seconds(at))
    case .link(let id, let at): return machine.received(id, .link, at: seconds(at))
    case .restoration(let id): return machine.received(id, .restoration, at: .zero)
    case .tabTap(let id): return machine.received(id, .tabTap, at: .zero)
    case .guardScreen(let id): return machine.received(id, .guardScreen, at: .zero)
    case .waits(let id, let name, let limit):
      return machine.waitsForGuard(
        id, .init(name: name, screen: Screen.ID(name), limit: limit.map { seconds($0) }))
    case .resolved(let name, let passed): return machine.guardResolved(name, passed: passed)
    case .timer(let id): return machine.timerFired(id)
    case .interrupted(let id, let flow):
      return machine.interrupted(id, .init(flow: Screen.ID(flow), before: Self.start))
    case .interruptionEnded: return machine.interruptionEnded(.completed([:]))
    case .screenNow(let screens):
      let modals = screens.map { Modal(.sheet, .stack($0, [Screen($0)])) }
      return machine.screenChanged(
        to: NavigationState(root: .stack("home", [Screen("home")]), modals: modals))
    case .asksToClose(let id, let screen): return machine.asksToClose(id, Screen.ID(screen))
    case .closeAnswered(let allowed): return machine.closeAnswered(allowed: allowed)
    case .holds(let id, let screen, let limit):
      return machine.holdsToClose(id, Screen.ID(screen), limit: seconds(limit))
    case .finished(let id): return machine.finished(id)
    }
  }

  static let start = NavigationState(root: .stack("home", [Screen("home")]))
  static func login(_ name: String = "login") -> Screen.ID { Screen.ID(name) }

  static let tables: [Table] = [
    Table(
      name: "held until ready: the newest fresh link runs, older ones end",
      steps: [
        Step(.link(1, at: 0)), Step(.link(2, at: 50)), Step(.link(3, at: 55)),
        Step(.ready(at: 100), [.end(1, .expired), .end(2, .superseded), .run(3)]),
        Step(.finished(3)),
      ]),
    Table(
      name: "supersede: the newest waits for the running link to stop; a link between never runs",
      steps: [
        Step(.ready(at: 0)), Step(.link(1), [.run(1)]), Step(.link(2), [.stop(1)]),
        Step(.link(3), [.end(2, .superseded)]), Step(.finished(1), [.run(3)]), Step(.finished(3)),
      ]),
    Table(
      name: "queue: links run in turn", policy: .queue,
      steps: [
        Step(.ready(at: 0)), Step(.link(1), [.run(1)]), Step(.link(2)), Step(.link(3)),
        Step(.finished(1), [.run(2)]), Step(.finished(2), [.run(3)]),
      ]),
    Table(
      name: "dropNew: the newcomer ends", policy: .dropNew,
      steps: [Step(.ready(at: 0)), Step(.link(1), [.run(1)]), Step(.link(2), [.end(2, .superseded)])]),
    Table(
      name: "a guard wait ends when the guard passes, its timer cancelled",
      steps: [
        Step(.ready(at: 0)), Step(.link(1), [.run(1)]),
        Step(.waits(1, guard: "login", limit: 300), [.startTimer(1, .seconds(300))]),
        Step(.resolved("login", passed: true), [.cancelTimer(1), .resumeGuard(1, .passed)]),
        Step(.finished(1)),
      ]),
    Table(
      name: "a superseded guard wait leaves its screen for the next link to close",
      steps: [
        Step(.ready(at: 0)), Step(.link(1), [.run(1)]), Step(.waits(1, guard: "login")),
        Step(.link(2), [.resumeGuard(1, .cancelled)]), Step(.finished(1), [.run(2)]),
        // Nobody waits on the sign-in screen now: the app's answer closes it if link 2 did not.
        Step(.resolved("login", passed: false), [.closeGuardScreen(name: "login", screen: login())]),
      ]),
    Table(
      name: "a wait limit ends the wait; the screen stays, and the app's answer still closes it",
      steps: [
        Step(.ready(at: 0)), Step(.link(1), [.run(1)]),
        Step(.waits(1, guard: "login", limit: 30), [.startTimer(1, .seconds(30))]),
        Step(.timer(1), [.resumeGuard(1, .timedOut)]), Step(.finished(1)),
        Step(.resolved("login", passed: true), [.closeGuardScreen(name: "login", screen: login())]),
        Step(.resolved("login", passed: true)),
      ]),
    Table(
      name: "the person closing the guard's screen ends the wait; a left screen is forgotten",
      steps: [
        Step(.ready(at: 0)), Step(.link(1), [.run(1)]), Step(.waits(1, guard: "login")),
        Step(.screenNow(["login"])), Step(.screenNow([]), [.resumeGuard(1, .screenLeft)]),
      ]),
    Table(
      name: "an orphaned guard screen the person closed is not closed again",
      steps: [
        Step(.ready(at: 0)), Step(.link(1), [.run(1)]),
        Step(.waits(1, guard: "login", limit: 5), [.startTimer(1, .seconds(5))]),
        Step(.timer(1), [.resumeGuard(1, .timedOut)]), Step(.finished(1)), Step(.screenNow([])),
        Step(.resolved("login", passed: true)),
      ]),
    Table(
      name: "an interruption waits for its flow; a newer link makes the flow dead",
      steps: [
        Step(.ready(at: 0)), Step(.link(1), [.run(1)]), Step(.interrupted(1, flow: "promo")),
        Step(.link(2), [.resumeInterruption(1, nil)]), Step(.finished(1), [.run(2)]),
      ]),
    Table(
      name: "an interruption the app ends resumes its work",
      steps: [
        Step(.ready(at: 0)), Step(.link(1), [.run(1)]), Step(.interrupted(1, flow: "promo")),
        Step(.interruptionEnded, [.resumeInterruption(1, .completed([:]))]),
      ]),
    Table(
      name: "the person closing an interrupting flow cancels it",
      steps: [
        Step(.ready(at: 0)), Step(.link(1), [.run(1)]), Step(.interrupted(1, flow: "promo")),
        Step(.screenNow([]), [.resumeInterruption(1, .cancelled)]),
      ]),
    Table(
      name: "a restoration runs before ready; links are held; readiness after it opens them",
      steps: [
        Step(.restoration(1), [.run(1)]), Step(.link(2)), Step(.finished(1)),
        Step(.ready(at: 1), [.run(2)]),
      ]),
    Table(
      name: "a restoration waiting for a guard when the app becomes ready is superseded",
      steps: [
        Step(.restoration(1), [.run(1)]), Step(.waits(1, guard: "login")), Step(.link(2)),
        Step(.ready(at: 1), [.resumeGuard(1, .cancelled)]), Step(.finished(1), [.run(2)]),
      ]),
    Table(
      name: "a restoration on a ready center, or beside another, is not restored",
      steps: [
        Step(.restoration(1), [.run(1)]),
        Step(.restoration(2), [.end(2, .notRestored("another restoration is under way"))]),
        Step(.finished(1)), Step(.ready(at: 0)),
        Step(
          .restoration(3),
          [.end(3, .notRestored("the center is ready for links; restore at launch, before becomeReady()"))]),
      ]),
    Table(
      name: "closing a guard's screen queues behind the running link and is never superseded",
      steps: [
        Step(.ready(at: 0)), Step(.link(1), [.run(1)]), Step(.guardScreen(2)), Step(.link(3), [.stop(1)]),
        Step(.finished(1), [.run(2)]), Step(.finished(2), [.run(3)]),
      ]),
    Table(
      name: "asking to close a screen waits for the app's answer: close, then keep",
      steps: [
        Step(.ready(at: 0)), Step(.link(1), [.run(1)]),
        Step(.asksToClose(1, "editor"), [.askToClose(1, Screen.ID("editor"))]),
        Step(.closeAnswered(allowed: true), [.resumeClose(1, .allowed)]),
        // An answer nobody waits for does nothing.
        Step(.closeAnswered(allowed: false)),
        Step(.asksToClose(1, "editor"), [.askToClose(1, Screen.ID("editor"))]),
        Step(.closeAnswered(allowed: false), [.resumeClose(1, .refused)]), Step(.finished(1)),
      ]),
    Table(
      name: "the screen asked about leaving ends the wait; a newer link supersedes it",
      steps: [
        Step(.ready(at: 0)), Step(.link(1), [.run(1)]),
        Step(.asksToClose(1, "editor"), [.askToClose(1, Screen.ID("editor"))]),
        Step(.screenNow(["editor"])), Step(.screenNow([]), [.resumeClose(1, .screenLeft)]),
        Step(.asksToClose(1, "other"), [.askToClose(1, Screen.ID("other"))]),
        Step(.link(2), [.resumeClose(1, .cancelled)]),
        // Superseded work asking again is told at once.
        Step(.asksToClose(1, "other"), [.resumeClose(1, .cancelled)]),
        Step(.finished(1), [.run(2)]),
      ]),
    Table(
      name: "a held link waits for its screen to close, its timer running; the app's answer does not end it",
      steps: [
        Step(.ready(at: 0)), Step(.link(1), [.run(1)]),
        Step(.holds(1, "call", limit: 60), [.startTimer(1, .seconds(60))]),
        Step(.closeAnswered(allowed: true)), Step(.screenNow(["call"])),
        Step(.screenNow([]), [.cancelTimer(1), .resumeClose(1, .screenLeft)]),
        // Past its limit the hold ends; a second firing does nothing.
        Step(.holds(1, "call", limit: 60), [.startTimer(1, .seconds(60))]),
        Step(.timer(1), [.resumeClose(1, .heldTooLong)]), Step(.timer(1)), Step(.finished(1)),
      ]),
    Table(
      name: "a newer link supersedes a held one, whose timer stops",
      steps: [
        Step(.ready(at: 0)), Step(.link(1), [.run(1)]),
        Step(.holds(1, "call", limit: 60), [.startTimer(1, .seconds(60))]),
        Step(.link(2), [.cancelTimer(1), .resumeClose(1, .cancelled)]),
        Step(.holds(1, "call", limit: 60), [.resumeClose(1, .cancelled)]),
        Step(.finished(1), [.run(2)]),
      ]),
    Table(
      name: "a person's tab tap takes its turn as a link does",
      steps: [
        Step(.ready(at: 0)), Step(.link(1), [.run(1)]), Step(.tabTap(2), [.stop(1)]),
        Step(.finished(1), [.run(2)]),
      ]),
  ]

  @Test(arguments: tables)
  func stepTable(_ table: Table) {
    var machine = Machine(policy: table.policy, timeToLive: .seconds(60))
    for (index, step) in table.steps.enumerated() {
      let actions = Self.apply(step.event, to: &machine)
      #expect(actions == step.actions, "step \(index + 1): \(step.event)")
    }
  }

  @Test func everyPhaseIsOneCaseOfOneWork() {
    var machine = Machine(policy: .supersede, timeToLive: .seconds(60))
    _ = machine.received(1, .link, at: .zero)
    #expect(machine.phases == [1: .held(since: .zero)])
    _ = machine.becameReady(at: .seconds(1))
    #expect(machine.phases == [1: .running])
    _ = machine.waitsForGuard(1, .init(name: "login", screen: Self.login(), limit: nil))
    #expect(machine.phases == [1: .waitingForGuard(.init(name: "login", screen: Self.login(), limit: nil))])
    _ = machine.received(2, .link, at: .seconds(2))
    #expect(machine.phases == [1: .cancelled, 2: .queued])
    _ = machine.finished(1)
    #expect(machine.phases == [2: .running])
    #expect(machine.takeLeftovers().guards.map(\.screen) == [Self.login()])
    #expect(machine.takeLeftovers().guards.isEmpty)
  }

  /// What a tool waits for: a link queued behind one that waits for sign-in waits for outside
  /// too; one queued behind a link that runs, or with nothing in front of it, does not.
  @Test func workQueuedBehindAWaitWaitsForOutside() {
    var machine = Machine(policy: .queue, timeToLive: .seconds(60))
    _ = machine.becameReady(at: .zero)
    _ = machine.received(1, .link, at: .zero)
    _ = machine.received(2, .link, at: .zero)
    #expect(machine.phases == [1: .running, 2: .queued])
    #expect(!machine.waitsOnlyForOutside)
    _ = machine.waitsForGuard(1, .init(name: "login", screen: Self.login(), limit: nil))
    #expect(machine.waitsOnlyForOutside)
    _ = machine.guardResolved("login", passed: true)
    #expect(!machine.waitsOnlyForOutside)
    _ = machine.finished(1)
    #expect(machine.phases == [2: .running])
    #expect(!machine.waitsOnlyForOutside)
  }
}
