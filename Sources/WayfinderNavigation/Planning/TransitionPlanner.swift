/// Works out the steps that take the screen from one state to another, the way a UIKit app
/// can perform them.
///
/// The planner is a pure function of two legal states. Its rules (seed 004):
/// - modals are dismissed top-down before anything under them changes; a modal that both
///   states present, with the same name and style, stays up and is changed in place when
///   nothing under it changes (otherwise it is dismissed and presented again);
/// - a tab being left is changed while it is still selected, so a tab whose stack hides the
///   tab bar is popped to a screen that shows it before the switch;
/// - a unique screen is replaced by the target's screen of the same name, never stacked twice;
/// - tabs not on the way are changed only as far as the target changes them;
/// - a target equal to the state on screen gives no steps;
/// - no step is animated, except the last that is not a reload when ``animatesLastStep`` is set.
///
/// The plan is also the shortest under those rules: one step per modal dismissed or
/// presented, one pop per stack that loses screens, one step per screen pushed, one tab
/// switch per tab bar, and a replacement counting once where a pop and a push would count
/// twice.
///
/// ```swift
/// let planner = TransitionPlanner(animatesLastStep: true)
/// let steps = try planner.plan(from: onScreen, to: target)
/// // [dismiss support, selectTab dashboard in home, push card(7) onto dashboard, animated]
/// ```
public struct TransitionPlanner: Sendable, Hashable {
  /// Whether the plan's last step is animated; every other step never is.
  public var animatesLastStep: Bool

  /// Whether ``plan(from:to:reloading:)`` checks both states with
  /// ``NavigationState/checkInvariants()`` first. A caller whose states are legal by
  /// construction (a navigator's state, a target the navigation graph built) may skip it:
  /// it is linear in the states' size and most of the cost of a small plan.
  public var checksStates: Bool

  /// Creates a planner.
  ///
  /// - Parameters:
  ///   - animatesLastStep: Whether the plan's last step is animated.
  ///   - checksStates: Whether to check both states' legality before planning.
  public init(animatesLastStep: Bool = false, checksStates: Bool = true) {
    self.animatesLastStep = animatesLastStep
    self.checksStates = checksStates
  }

  /// The steps from `current` to `target`.
  ///
  /// - Parameters:
  ///   - current: The state on screen.
  ///   - target: The state to reach.
  ///   - reloading: Screens whose data went stale: each one that stays on screen gets a
  ///     ``Step/Action/reload(_:in:)`` step, after the other changes under the top-most kept
  ///     modal and before any modal is presented.
  /// - Returns: The steps, in order; empty when `target` equals `current` and nothing is
  ///   reloaded.
  /// - Throws: ``NavigationError`` with code ``NavigationError/Code-swift.struct/illegalState``
  ///   when either state is not legal, or
  ///   ``NavigationError/Code-swift.struct/incompatibleTarget`` when the target's root is
  ///   not the same container as the state's (a different kind, name or set of tabs).
  public func plan(
    from current: NavigationState,
    to target: NavigationState,
    reloading: Set<Screen.ID> = []
  ) throws(NavigationError) -> [Step] {
    if checksStates {
      try current.checkInvariants()
      try target.checkInvariants()
    }
    var plan = PlanBuilder(reloading: reloading)
    try plan.build(from: current, to: target)
    // A reload is not a transition: the last step that moves something is the one animated.
    if animatesLastStep, let last = plan.steps.lastIndex(where: { !$0.isReload }) {
      plan.steps[last].animated = true
    }
    return plan.steps
  }
}
