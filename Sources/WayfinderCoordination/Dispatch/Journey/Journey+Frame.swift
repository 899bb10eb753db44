@_spi(Internals) import WayfinderNavigation

extension Journey {
  /// One procedure of a journey under way, with where it is and what it holds.
  @MainActor enum Frame {
    case link(LinkFrame)
    case show(ShowFrame)
    case reach(ReachFrame)
    case perform(PerformFrame)
    case closing(ClosingFrame)
    case pass(PassFrame)
    case interrupt(InterruptFrame)
    case action(ActionFrame)
    case respond(RespondFrame)
    case tabTap(TabTapFrame)
    case restoration(RestorationFrame)
    case closeGuardScreen(CloseGuardScreenFrame)

    /// What a frame is given.
    enum Input {
      /// The frame was called.
      case start
      /// The answer to the frame's effect or wait.
      case event(Event)
      /// The frame it called returned: an outcome when that frame stopped the work.
      case returned(LinkOutcome?)
    }

    /// What a frame does next.
    enum Next {
      case effect(Effect)
      case wait(Wait)
      case takeLeftovers
      /// Call another frame; this one gets its result as ``Input/returned(_:)``.
      case call(Frame)
      /// Return to the frame below: an outcome when the work stops with it, `nil` to go on.
      case `return`(LinkOutcome?)
    }

    mutating func step(_ input: Input, _ shared: inout Shared, _ env: Env) -> Next {
      switch self {
      case .link(var frame):
        defer { self = .link(frame) }
        return frame.step(input, &shared, env)
      case .show(var frame):
        defer { self = .show(frame) }
        return frame.step(input, &shared, env)
      case .reach(var frame):
        defer { self = .reach(frame) }
        return frame.step(input, &shared, env)
      case .perform(var frame):
        defer { self = .perform(frame) }
        return frame.step(input, &shared, env)
      case .closing(var frame):
        defer { self = .closing(frame) }
        return frame.step(input, &shared, env)
      case .pass(var frame):
        defer { self = .pass(frame) }
        return frame.step(input, &shared, env)
      case .interrupt(var frame):
        defer { self = .interrupt(frame) }
        return frame.step(input, &shared, env)
      case .action(var frame):
        defer { self = .action(frame) }
        return frame.step(input, &shared, env)
      case .respond(var frame):
        defer { self = .respond(frame) }
        return frame.step(input, &shared, env)
      case .tabTap(var frame):
        defer { self = .tabTap(frame) }
        return frame.step(input, &shared, env)
      case .restoration(var frame):
        defer { self = .restoration(frame) }
        return frame.step(input, &shared, env)
      case .closeGuardScreen(var frame):
        defer { self = .closeGuardScreen(frame) }
        return frame.step(input, &shared, env)
      }
    }

    /// The phase this frame names, when it names one.
    var phase: Phase? {
      switch self {
      case .link(let frame): frame.isResolving ? .resolving : nil
      case .pass(let frame): frame.waitingFor.map(Phase.waitingForGuard)
      case .restoration(let frame): frame.waitingFor.map(Phase.waitingForGuard) ?? .restoring
      case .closing(let frame): frame.asking.map(Phase.asking)
      case .interrupt(let frame): frame.phase
      case .action(let frame): frame.runsApp ? .callingApp : nil
      case .respond(let frame): frame.runsApp ? .callingApp : nil
      case .show, .reach, .perform, .tabTap, .closeGuardScreen: nil
      }
    }
  }
}
