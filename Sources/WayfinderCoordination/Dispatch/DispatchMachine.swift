@_spi(Internals) import WayfinderNavigation

/// Every phase of every piece of work the ``DeepLinkCenter`` takes — a link, a restoration, a
/// person's tap on a guarded tab, the closing of a guard's screen nobody waits on — as one pure
/// state machine: events in, actions out, nothing awaited and nothing performed here.
///
/// The center is its shell: it turns what happens (a link arrives, the app becomes ready, a
/// guard is resolved, a timer fires, the person changes the screen, a step fails) into an event,
/// and performs the actions the event returns, switching over them and deciding nothing.
/// While a piece of work runs, its own task resolves its destination and plans and performs
/// steps; each time it must wait (for a guard, for its interrupting flow) it tells the machine,
/// and the wait ends only by an action of the machine's.
///
/// One piece of work runs at a time. Before the app is ready links are held (a restoration
/// alone runs then); when it is, the newest held link within its time to live runs and the
/// others end. A link that arrives while another runs is handled by the policy: `supersede`
/// stops the running one at its next step boundary, `queue` runs it after, `dropNew` ends it.
struct DispatchMachine: Sendable {
  typealias ID = Int

  /// What a piece of work is, as far as the machine's decisions go.
  enum Kind: Sendable, Hashable {
    /// A link from outside the app.
    case link
    /// A saved state brought back at launch: runs before the app is ready, and only then.
    case restoration
    /// The person's tap on a tab behind a guard: takes its turn as a link does.
    case tabTap
    /// The closing of a guard's screen that no work waits on any more: queues behind whatever
    /// runs, and supersedes nothing.
    case guardScreen
  }

  /// Where a piece of work is. Every piece of work that has not ended has exactly one phase.
  enum Phase: Sendable, Hashable {
    /// Held until the app is ready, since the given time on the center's clock.
    case held(since: Duration)
    /// Waiting for its turn behind the running work.
    case queued
    /// Running in its task: resolving its destination (redirects, data), or planning and
    /// performing steps.
    case running
    /// Waiting for a guard to be resolved, its screen up.
    case waitingForGuard(GuardWait)
    /// Waiting for its interrupting flow, on screen, to be ended.
    case interrupted(Interruption)
    /// Waiting for the app's answer: may the screen its plan closes be closed? ("Discard
    /// changes?", a screen with ``Screen/Traits/asksBeforeClosing``.) Entered by
    /// ``asksToClose(_:_:)``, which asks the app (``Action/askToClose(_:_:)``); left by the
    /// app's answer (``closeAnswered(allowed:)``), by the screen leaving (the person saved or
    /// discarded and closed it: ``screenChanged(to:)``), or by newer work superseding it, each
    /// resuming the work (``Action/resumeClose(_:_:)``).
    case askingToClose(Screen.ID)
    /// Waiting for a screen its plan closes to close first (a call under way: the link is held
    /// until the call ends). Entered by ``holdsToClose(_:_:limit:)``, which starts the hold's
    /// timer; left by the screen leaving (``screenChanged(to:)``), by the time limit
    /// (``timerFired(_:)``), or by newer work superseding it, each resuming the work
    /// (``Action/resumeClose(_:_:)``).
    case holdingForClose(Screen.ID)
    /// Superseded: it stops at its next step boundary, and then ends.
    case cancelled
  }

  /// A guard's screen up, and the wait for it.
  struct GuardWait: Sendable, Hashable {
    /// The guard's name.
    var name: String
    /// The guard's screen, shown for the wait.
    var screen: Screen.ID
    /// How long the wait may last.
    var limit: Duration?
  }

  /// An interrupting flow on screen, and the state from before it to bring back.
  struct Interruption: Sendable, Hashable {
    var flow: Screen.ID
    var before: NavigationState
  }

  let policy: DeepLinkCenterPolicy
  let timeToLive: Duration
  /// Whether the app has said it is ready for links.
  private(set) var isReady = false
  /// The phase of every piece of work that has not ended.
  private(set) var phases: [ID: Phase] = [:]
  private var kinds: [ID: Kind] = [:]
  /// The work held until the app is ready, oldest first.
  private var held: [ID] = []
  /// The work waiting for its turn, first first.
  private var queue: [ID] = []
  /// The work that runs (in any phase but held and queued).
  private(set) var running: ID?
  /// Guard screens that superseded work left up: the next work closes them, unless it waits
  /// for the same guard, when it waits on the screen already there.
  private(set) var leftGuards: [GuardWait] = []
  /// The interrupting flow that superseded work left on screen: the next work closes it, and
  /// the next interruption brings back the state from before it.
  private(set) var deadInterruption: Interruption?
  /// Guard screens left up when their wait limit passed, by guard: no work waits on them, but
  /// the app's answer to the guard still closes them.
  private(set) var orphanedGuards: [String: Screen.ID] = [:]

  init(policy: DeepLinkCenterPolicy, timeToLive: Duration) {
    self.policy = policy
    self.timeToLive = timeToLive
  }

  /// The kind of work `id` is, while it has not ended.
  func kind(of id: ID) -> Kind? { kinds[id] }
}

// MARK: - Events

extension DispatchMachine {
  /// A piece of work arrives.
  mutating func received(_ id: ID, _ kind: Kind, at now: Duration) -> [Action] {
    if kind == .restoration {
      if isReady {
        return [
          .end(id, .notRestored("the center is ready for links; restore at launch, before becomeReady()"))
        ]
      }
      if running != nil { return [.end(id, .notRestored("another restoration is under way"))] }
      return start(id, kind)
    }
    kinds[id] = kind
    guard isReady else {
      held.append(id)
      phases[id] = .held(since: now)
      return []
    }
    guard let current = running else { return start(id, kind) }
    if kind == .guardScreen {
      queue.append(id)
      phases[id] = .queued
      return []
    }
    switch policy {
    case .supersede:
      // The newest waits for the running work to stop; work already waiting is superseded,
      // but for closings of guard screens, which supersede nothing and are never superseded.
      let dropped = queue.filter { kinds[$0] != .guardScreen }
      queue.removeAll { kinds[$0] != .guardScreen }
      queue.append(id)
      phases[id] = .queued
      return dropped.flatMap { end($0, .superseded) } + supersede(current)
    case .queue:
      queue.append(id)
      phases[id] = .queued
      return []
    case .dropNew:
      kinds[id] = nil
      return [.end(id, .superseded)]
    }
  }

  /// The app became ready: the newest held link within its time to live runs (after a
  /// restoration that runs, which the readiness supersedes), the others end.
  mutating func becameReady(at now: Duration) -> [Action] {
    guard !isReady else { return [] }
    isReady = true
    var actions: [Action] = []
    let fresh = held.filter { id in
      guard case .held(let since) = phases[id] else { return false }
      return now - since <= timeToLive
    }
    for id in held where !fresh.contains(id) { actions += end(id, .expired) }
    held = []
    for id in fresh.dropLast() { actions += end(id, .superseded) }
    if let current = running, kinds[current] == .restoration, case .waitingForGuard = phases[current] {
      // A restoration waiting for a guard when the app says it is ready leaves the screen to
      // the links.
      actions += supersede(current)
    }
    guard let newest = fresh.last else { return actions }
    if running != nil {
      queue.append(newest)
      phases[newest] = .queued
      return actions
    }
    return actions + start(newest, kinds[newest] ?? .link)
  }

  /// The running work shows a guard's screen and waits for the guard.
  mutating func waitsForGuard(_ id: ID, _ wait: GuardWait) -> [Action] {
    guard running == id, phases[id] == .running else { return [.resumeGuard(id, .cancelled)] }
    phases[id] = .waitingForGuard(wait)
    // A screen left up for the same guard is the one it waits on now.
    leftGuards.removeAll { $0.screen == wait.screen }
    if orphanedGuards[wait.name] == wait.screen { orphanedGuards[wait.name] = nil }
    return wait.limit.map { [.startTimer(id, $0)] } ?? []
  }

  /// The app says whether the guard named `name` passed.
  mutating func guardResolved(_ name: String, passed: Bool) -> [Action] {
    if let id = running, case .waitingForGuard(let wait) = phases[id], wait.name == name {
      phases[id] = .running
      return timerActions(id, wait) + [.resumeGuard(id, passed ? .passed : .failed)]
    }
    // A screen a superseded wait left, or one left when its wait limit passed: no work
    // waits on it, and the app's answer closes it.
    if let screen = orphanedGuards.removeValue(forKey: name) {
      return [.closeGuardScreen(name: name, screen: screen)]
    }
    if let left = leftGuards.first(where: { $0.name == name }) {
      leftGuards.removeAll { $0.name == name }
      return [.closeGuardScreen(name: name, screen: left.screen)]
    }
    return []
  }

  /// The timer of a guard wait fired: the wait ends, and its screen stays up as an orphan
  /// (the person may be typing) that the app's answer to the guard still closes.
  mutating func timerFired(_ id: ID) -> [Action] {
    if case .holdingForClose = phases[id] {
      phases[id] = .running
      return [.resumeClose(id, .heldTooLong)]
    }
    guard case .waitingForGuard(let wait) = phases[id] else { return [] }
    phases[id] = .running
    // A restoration closes the screen itself: no screen of a restoration's is left up.
    if kinds[id] != .restoration { orphanedGuards[wait.name] = wait.screen }
    return [.resumeGuard(id, .timedOut)]
  }

  /// The running work's plan would close `screen`, which asks first: it waits for the app.
  mutating func asksToClose(_ id: ID, _ screen: Screen.ID) -> [Action] {
    guard running == id, phases[id] == .running else { return [.resumeClose(id, .cancelled)] }
    phases[id] = .askingToClose(screen)
    return [.askToClose(id, screen)]
  }

  /// The running work's plan would close `screen`, which holds links while it is open: the work
  /// waits for it to close, `limit` at most.
  mutating func holdsToClose(_ id: ID, _ screen: Screen.ID, limit: Duration) -> [Action] {
    guard running == id, phases[id] == .running else { return [.resumeClose(id, .cancelled)] }
    phases[id] = .holdingForClose(screen)
    return [.startTimer(id, limit)]
  }

  /// The app answered whether the screen the running work asked about may close.
  mutating func closeAnswered(allowed: Bool) -> [Action] {
    guard let id = running, case .askingToClose = phases[id] else { return [] }
    phases[id] = .running
    return [.resumeClose(id, allowed ? .allowed : .refused)]
  }

  /// The running work's interrupting flow is on screen; it waits for the flow to end.
  mutating func interrupted(_ id: ID, _ interruption: Interruption) -> [Action] {
    guard running == id, phases[id] == .running else { return [.resumeInterruption(id, nil)] }
    phases[id] = .interrupted(interruption)
    if deadInterruption?.flow == interruption.flow { deadInterruption = nil }
    return []
  }

  /// The app ended the interrupting flow.
  mutating func interruptionEnded(_ result: InterruptionResult) -> [Action] {
    guard let id = running, case .interrupted = phases[id] else { return [] }
    phases[id] = .running
    return [.resumeInterruption(id, result)]
  }

  /// What is on screen changed without a step of the center's: the person (or the app)
  /// closed a guard's screen, an interrupting flow, or what superseded work left.
  mutating func screenChanged(to state: NavigationState) -> [Action] {
    orphanedGuards = orphanedGuards.filter { state.holds($0.value) }
    leftGuards.removeAll { !state.holds($0.screen) }
    if let dead = deadInterruption, !state.holds(dead.flow) { deadInterruption = nil }
    guard let id = running else { return [] }
    switch phases[id] {
    case .waitingForGuard(let wait) where !state.holds(wait.screen):
      phases[id] = .running
      return timerActions(id, wait) + [.resumeGuard(id, .screenLeft)]
    case .interrupted(let interruption) where !state.holds(interruption.flow):
      phases[id] = .running
      return [.resumeInterruption(id, .cancelled)]
    case .askingToClose(let screen) where !state.holds(screen):
      phases[id] = .running
      return [.resumeClose(id, .screenLeft)]
    case .holdingForClose(let screen) where !state.holds(screen):
      phases[id] = .running
      return [.cancelTimer(id), .resumeClose(id, .screenLeft)]
    default:
      return []
    }
  }

  /// Superseded work left its interrupting flow on screen, before it could wait for it.
  mutating func leaves(_ interruption: Interruption) {
    deadInterruption = interruption
  }

  /// The running work takes what superseded work left on screen, to close it on its way.
  mutating func takeLeftovers() -> (guards: [GuardWait], interruption: Interruption?) {
    defer {
      leftGuards = []
      deadInterruption = nil
    }
    return (leftGuards, deadInterruption)
  }

  /// The work ended, with an outcome reported by the shell: the next in the queue runs.
  mutating func finished(_ id: ID) -> [Action] {
    var actions: [Action] = []
    if case .waitingForGuard(let wait) = phases[id] { actions += timerActions(id, wait) }
    phases[id] = nil
    kinds[id] = nil
    held.removeAll { $0 == id }
    queue.removeAll { $0 == id }
    guard running == id else { return actions }
    running = nil
    guard !queue.isEmpty else { return actions }
    let next = queue.removeFirst()
    return actions + start(next, kinds[next] ?? .link)
  }
}

// MARK: - Transitions

extension DispatchMachine {
  private mutating func start(_ id: ID, _ kind: Kind) -> [Action] {
    kinds[id] = kind
    running = id
    phases[id] = .running
    return [.run(id)]
  }

  private mutating func end(_ id: ID, _ ending: Ending) -> [Action] {
    phases[id] = nil
    kinds[id] = nil
    return [.end(id, ending)]
  }

  /// Stops the running work: a wait it is in ends, and what the wait had on screen is left for
  /// the next work to close.
  private mutating func supersede(_ id: ID) -> [Action] {
    switch phases[id] {
    case .waitingForGuard(let wait):
      phases[id] = .cancelled
      leftGuards.append(wait)
      return timerActions(id, wait) + [.resumeGuard(id, .cancelled)]
    case .interrupted(let interruption):
      phases[id] = .cancelled
      deadInterruption = interruption
      return [.resumeInterruption(id, nil)]
    case .askingToClose:
      phases[id] = .cancelled
      return [.resumeClose(id, .cancelled)]
    case .holdingForClose:
      phases[id] = .cancelled
      return [.cancelTimer(id), .resumeClose(id, .cancelled)]
    case .running:
      phases[id] = .cancelled
      return [.stop(id)]
    default:
      return []
    }
  }

  private func timerActions(_ id: ID, _ wait: GuardWait) -> [Action] {
    wait.limit == nil ? [] : [.cancelTimer(id)]
  }
}
