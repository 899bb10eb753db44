@_spi(Internals) import WayfinderNavigation

extension Journey {
  /// One procedure of a journey under way (showing a screen, passing the guards, performing a
  /// plan, asking before closing), with where it is and what it holds.
  ///
  /// A frame is an object, changed in place as its journey advances: a link's step moves a
  /// pointer, not a copy of every frame below it. A journey is kept by one shell; a copy of a
  /// journey shares its frames.
  @MainActor
  protocol Frame: AnyObject {
    /// Takes `input` to what the frame does next.
    func step(_ input: FrameInput, _ shared: inout Shared, _ env: Env) -> FrameNext
    /// The phase this frame names, when it names one.
    var phase: Phase? { get }
  }

  /// What a frame is given.
  enum FrameInput {
    /// The frame was called.
    case start
    /// The answer to the frame's effect or wait.
    case event(Event)
    /// The frame it called returned: an outcome when that frame stopped the work.
    case returned(LinkOutcome?)
  }

  /// What a frame does next.
  enum FrameNext {
    case effect(Effect)
    case wait(Wait)
    case takeLeftovers
    /// Call another frame; this one gets its result as ``FrameInput/returned(_:)``.
    case call(any Frame)
    /// Return to the frame below: an outcome when the work stops with it, `nil` to go on.
    case `return`(LinkOutcome?)
  }
}

// The frames that name no phase of their own.
extension Journey.ShowFrame { var phase: Journey.Phase? { nil } }
extension Journey.ReachFrame { var phase: Journey.Phase? { nil } }
extension Journey.PerformFrame { var phase: Journey.Phase? { nil } }
extension Journey.TabTapFrame { var phase: Journey.Phase? { nil } }
extension Journey.CloseGuardScreenFrame { var phase: Journey.Phase? { nil } }

extension Journey.LinkFrame {
  var phase: Journey.Phase? { isResolving ? .resolving : nil }
}

extension Journey.PassFrame {
  var phase: Journey.Phase? { waitingFor.map(Journey.Phase.waitingForGuard) }
}

extension Journey.RestorationFrame {
  var phase: Journey.Phase? { waitingFor.map(Journey.Phase.waitingForGuard) ?? .restoring }
}

extension Journey.ClosingFrame {
  var phase: Journey.Phase? { asking.map(Journey.Phase.asking) ?? holding.map(Journey.Phase.holding) }
}

extension Journey.ActionFrame {
  var phase: Journey.Phase? { runsApp ? .callingApp : nil }
}

extension Journey.RespondFrame {
  var phase: Journey.Phase? { runsApp ? .callingApp : nil }
}
