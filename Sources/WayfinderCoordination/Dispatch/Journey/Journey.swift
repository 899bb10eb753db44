@_spi(Internals) import WayfinderNavigation

/// One piece of work's way from what it asks to its outcome, as a pure state machine: a link
/// (resolvers, redirects, guards, the question before closing a screen, an interrupting flow,
/// the steps), a restoration, a person's guarded tab tap, the closing of a guard's screen.
///
/// The journey decides; it awaits nothing and performs nothing. The center, its shell, feeds it
/// what happened (``Event``: what it read on screen, what a resolver answered, how a plan ended,
/// how a wait ended) with the ``Facts`` of that moment, and does what the journey returns
/// (``Next``): one effect to await (read the screen, run a resolver, perform a plan, ask the
/// app), a wait for the ``DispatchMachine`` to end, or the outcome. The hand-offs to
/// coordinators it asks for on the way (``Output``) are the shell's to make, in order.
///
/// A journey is a stack of frames, one per procedure under way (showing a screen, passing the
/// guards, performing a plan, asking before closing); a frame that calls another waits below it
/// for its result. A plan refused because the screen changed is planned again from what is
/// there: a transition of the showing frame, not a loop around an await.
@MainActor
struct Journey {
  /// What the journey works for, as its outcome's report names it.
  enum Kind: Sendable, Hashable {
    case link
    case restoration
    case tabTap
    case guardScreen
    /// `explain`: the link's destination, followed through resolvers and redirects; nothing is
    /// shown and no guard runs.
    case explaining
  }

  /// What happened, as the shell saw it: the answer to the journey's last effect or wait.
  ///
  /// NB: `indirect`, as ``Wait`` and ``LinkOutcome`` are: its payloads (a plan's report, a
  /// state) are hundreds of bytes, copied at every frame's step otherwise; boxed, a copy is a
  /// reference. Measured in the dispatch benchmark's profile.
  indirect enum Event: Sendable {
    /// The journey starts.
    case start
    /// The screen was read (``Facts/state`` holds what was read).
    case read
    /// A resolver answered, failed, timed out or was cancelled.
    case resolved(Race.Outcome)
    /// The navigator performed a plan, to its end or not.
    case performed(PlanReport)
    /// What superseded work left on screen, to close on the way.
    case leftovers(Closing)
    /// A guard wait ended.
    case guardEnded(DispatchMachine.GuardResult)
    /// The question before closing a screen was answered, or made moot.
    case closeAnswered(DispatchMachine.CloseAnswer)
    /// The interrupting flow ended; `nil` when newer work superseded the journey.
    case flowEnded(InterruptionResult?)
    /// The app's interruption hook said what follows the flow.
    case hookAnswered(InterruptionFollowUp)
    /// The app's action or responder ran; the reason, when it failed.
    case appRan(failure: String?)
    /// The coordinator that answers a request, by its container; `nil` when none does.
    case responder(container: String?)
  }

  /// What is true when an event arrives, read by the shell: the journey's only view of the world.
  struct Facts {
    /// What is on screen, as the navigator last read or changed it.
    var state: NavigationState
    /// The guards that pass now.
    var passing: GuardAnswers
    /// Whether newer work superseded this one: it stops at its next step boundary.
    var cancelled: Bool
    /// The screens the app keeps from the person's dismissal (UIKit's `isModalInPresentation`,
    /// SwiftUI's `interactiveDismissDisabled`), as the navigator last read them.
    var vetoed: Set<Screen.ID> = []
  }

  /// What the shell awaits for the journey, then feeds back as an event.
  enum Effect: Sendable {
    /// Read what is on screen (the one reading a plan starts from): ``Event/read``.
    case read
    /// Run a resolver against its timeout: ``Event/resolved(_:)``.
    case resolve(timeout: Duration, @Sendable () async throws -> Destination)
    /// Perform a plan, stopping at a step boundary once the work is cancelled:
    /// ``Event/performed(_:)``.
    case perform([Step])
    /// Tell the app's interruption hook how the flow ended: ``Event/hookAnswered(_:)``.
    case hook(InterruptionResult)
    /// Run the app's action: ``Event/appRan(failure:)``.
    case action(@MainActor @Sendable () async throws -> Void)
    /// Find the coordinator that answers the request: ``Event/responder(container:)``.
    case findResponder(ResponderRequest)
    /// Let that coordinator respond: ``Event/appRan(failure:)``.
    case respond(ResponderRequest)
  }

  /// A wait the ``DispatchMachine`` ends, with the event that ends it.
  indirect enum Wait {
    case forGuard(DispatchMachine.GuardWait)
    case toClose(Screen.ID)
    /// The plan closes a screen that holds links: wait for it to close, `limit` at most.
    case untilClosed(Screen.ID, limit: Duration)
    case forFlow(DispatchMachine.Interruption)
  }

  /// What the journey asks of the shell without waiting for an answer.
  enum Output {
    /// The coordinators whose containers left the screen end.
    case prune(CancellationReason)
    /// Walk the coordinator tree to `stack`, handing `link` (if any) to its coordinator, which
    /// then ends the wait `watching` names when it ends its flow.
    case deliver(IncomingLink?, screen: Screen, stack: String, watching: Watching?)
    /// The coordinator of `container` ends so once its container leaves the screen.
    case flowEnded(container: String, FlowEnd.Ending)
    /// The coordinator of a dead interrupting flow's container is replaced.
    case replaceCoordinator(container: String)
    /// An interrupting flow stays on screen after its work stopped: the next work closes it.
    case leaves(DispatchMachine.Interruption)
  }

  /// What a coordinator handed a link ends when it ends its flow.
  enum Watching: Sendable, Hashable {
    case flow(Screen.ID)
    case guardNamed(String)
  }

  /// What the journey asks next.
  enum Next {
    case effect(Effect)
    /// What superseded work left, at once: ``Event/leftovers(_:)``.
    case takeLeftovers
    case wait(Wait)
    case finished(LinkOutcome)
  }

  let kind: Kind
  /// The link, when the work is one: what coordinators are handed.
  let link: IncomingLink?
  var frames: [any Frame]
  /// What every frame of the journey shares.
  var shared = Shared()
  /// The hand-offs asked for since the shell last took them.
  private(set) var outputs: [Output] = []

  init(_ kind: Kind, link: IncomingLink? = nil, _ frame: any Frame) {
    self.kind = kind
    self.link = link
    frames = [frame]
    // A link calls a frame or three on top of its first.
    frames.reserveCapacity(4)
  }

  /// Takes `event` to what the journey asks next, running frames until one waits.
  mutating func advance(_ event: Event, _ facts: Facts, _ rules: JourneyRules) -> Next {
    var input: FrameInput = if case .start = event { .start } else { .event(event) }
    let env = Env(facts: facts, rules: rules, link: link)
    while let top = frames.last {
      let next = top.step(input, &shared, env)
      // NB: only when there are some: most steps hand off nothing, and moving an empty array
      // still reallocates (measured in the dispatch benchmark's profile).
      if !shared.outputs.isEmpty {
        outputs += shared.outputs
        shared.outputs.removeAll(keepingCapacity: true)
      }
      switch next {
      case .call(let callee):
        frames.append(callee)
        input = .start
      case .return(let outcome):
        frames.removeLast()
        input = .returned(outcome)
        if frames.isEmpty { return .finished(outcome ?? .handled(facts.state)) }
      case .effect(let effect):
        return .effect(effect)
      case .wait(let wait):
        return .wait(wait)
      case .takeLeftovers:
        return .takeLeftovers
      }
    }
    return .finished(.handled(facts.state))
  }

  /// Takes the hand-offs asked for since the last call.
  mutating func takeOutputs() -> [Output] {
    defer { outputs = [] }
    return outputs
  }

  /// Where the journey is: the phase its innermost frame names.
  var phase: Phase {
    for frame in frames.reversed() {
      if let phase = frame.phase { return phase }
    }
    return kind == .restoration ? .restoring : .performing
  }

  /// Where a journey is.
  enum Phase: Sendable, Hashable {
    /// A resolver runs.
    case resolving
    /// Reading the screen, planning, performing steps.
    case performing
    /// A restoration reading, planning and performing; or a state brought back after an
    /// interrupting flow.
    case restoring
    /// A guard's screen is up, and the journey waits for the guard.
    case waitingForGuard(String)
    /// The journey asked the app whether a screen may close, and waits for the answer.
    case asking(Screen.ID)
    /// A screen the plan closes holds links (a call under way): the journey waits for it to
    /// close.
    case holding(Screen.ID)
    /// The interrupting flow is up, and the journey waits for it to end.
    case interrupted(Screen.ID)
    /// The app's code runs: its action, its responder, its interruption hook.
    case callingApp
  }
}

extension Journey {
  /// What every frame of a journey shares: what it closes on its way, what the app allowed it
  /// to close, why its last plan was refused, the screens reloaded.
  struct Shared {
    var closing = Closing()
    /// The screens the app allowed this work to close when asked.
    var allowedToClose: Set<Screen.ID> = []
    /// Why the navigator refused the last plan, if it did.
    var lastRefusal: NavigationError?
    /// Set when the screen changed while the work asked to close a screen: it plans again.
    var replans = false
    /// The screens reloaded on the way (an interrupting flow's restore).
    var reloaded: [Screen] = []
    /// The interrupting flow the same link coming again keeps: the route's link, and the flow.
    var keptFlow: (route: String, flow: Screen.ID)?
    /// The destination followed, when explaining.
    var explained: Destination?
    /// The redirects the link went through, in order.
    var hops: [String] = []
    /// The hand-offs asked for by the frame that runs.
    var outputs: [Journey.Output] = []
  }

  /// What a frame decides by.
  struct Env {
    let facts: Facts
    let rules: JourneyRules
    let link: IncomingLink?

    var state: NavigationState { facts.state }
  }
}

/// Which of the app's guards pass at a moment: the app's answers, asked once for the moment.
struct GuardAnswers: Sendable {
  /// The guards asked, in the rules' order; the first 64 are answered by `bits`.
  private let names: [String]
  private let bits: UInt64
  /// The passing guards past the first 64 (an app with that many guards).
  private let beyond: Set<String>

  /// Asks `passes` about each of `names`, by its index there.
  init(_ names: [String], passes: (Int) -> Bool) {
    self.names = names
    var bits: UInt64 = 0
    var beyond: Set<String> = []
    for (index, name) in names.enumerated() where passes(index) {
      if index < 64 { bits |= 1 << UInt64(index) } else { beyond.insert(name) }
    }
    self.bits = bits
    self.beyond = beyond
  }

  /// The guards named pass, and no other.
  init(_ passing: Set<String>) {
    self.init(passing.sorted()) { _ in true }
  }

  /// Whether the guard named `name` passes.
  func contains(_ name: String) -> Bool {
    guard let index = names.firstIndex(of: name) else { return false }
    return index < 64 ? bits & (1 << UInt64(index)) != 0 : beyond.contains(name)
  }
}
