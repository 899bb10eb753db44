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
/// The plan is also the shortest under those rules: one step per container changed. A stack
/// that changes by one pop, one push or one replacement takes that step; one that changes by
/// more is given its screens at once (`Step.Action/setScreens(_:in:keeping:)`, UIKit's
/// `setViewControllers(_:animated:)`, one `NavigationStack` path assignment). Modals dismissed
/// together go in one step (`Step.Action/dismissChain(_:)`: UIKit dismisses a chain from its
/// bottom in one call); modals presented take one step each, as UIKit presents one at a time.
/// One tab switch per tab bar.
///
/// ```swift
/// let planner = TransitionPlanner(animatesLastStep: true)
/// let steps = try planner.plan(from: onScreen, to: target)
/// // [dismiss support, selectTab dashboard in home, push card(7) onto dashboard, animated]
/// // Three screens deep from the dashboard's root, the stack changes once:
/// // [setScreens dashboard to dashboard, card(7), cardDetail(7) keeping 1, animated]
/// ```
@_spi(Internals) public struct TransitionPlanner: Sendable, Hashable {
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
  ///     `Step.Action/reload(_:in:)` step, after the other changes under the top-most kept
  ///     modal and before any modal is presented.
  /// - Returns: The steps, in order; empty when `target` equals `current` and nothing is
  ///   reloaded.
  /// - Throws: ``NavigationError`` with code `illegalState`
  ///   when either state is not legal, or
  ///   `incompatibleTarget` when the target's root is
  ///   not the same container as the state's (a different kind, name or set of tabs), or
  ///   `tabHidden` when the plan would select a tab that `current` hides
  ///   (``TabBar/hiddenTabs``): nothing may move towards a hidden tab.
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
    try Self.refuseHiddenTabs(in: plan.steps, from: current)
    animateLastStep(of: &plan)
    return plan.steps
  }

  /// The steps from `current` to `current.showing(screens, in: stack)`: what a link to the
  /// top of `screens` plans when that stack is already in the state on screen.
  ///
  /// The same steps as ``plan(from:to:reloading:)`` towards that target, worked out along the
  /// path to `stack` without building the target: its cost does not grow with the tabs and
  /// stacks the link does not touch. With ``checksStates`` set, it builds the target and plans
  /// towards it, checking both states.
  ///
  /// ```swift
  /// // On settings › notifications with support presented:
  /// let steps = try planner.plan(from: onScreen, showing: [dashboard, card7], in: "dashboard")
  /// // [dismiss support, selectTab dashboard in home, push card(7) onto dashboard, animated]
  /// ```
  ///
  /// - Parameters:
  ///   - current: The state on screen.
  ///   - screens: The stack's screens, bottom to top: the back stack and the screen on top.
  ///   - stack: The name of a stack in `current`.
  /// - Returns: The steps, in order; empty when the stack already shows `screens` and nothing
  ///   covers it.
  /// - Throws: ``NavigationError`` when `current` has no stack named `stack`, as
  ///   ``NavigationState/showing(_:in:)`` does, or, with ``checksStates``, when either state
  ///   is not legal.
  public func plan(
    from current: NavigationState, showing screens: [Screen], in stack: String
  ) throws(NavigationError) -> [Step] {
    if checksStates { return try plan(from: current, to: current.showing(screens, in: stack)) }
    guard let location = current.locate(stack) else {
      throw NavigationError.noStack(named: stack)
    }
    var plan = PlanBuilder(reloading: [])
    try plan.build(from: current, showing: screens, at: location)
    try Self.refuseHiddenTabs(in: plan.steps, from: current)
    animateLastStep(of: &plan)
    return plan.steps
  }

  /// Animates the plan's last step that moves something, when ``animatesLastStep`` is set.
  ///
  /// NB: on the plan in place: a copy of its steps changed here would copy the array.
  private func animateLastStep(of plan: inout PlanBuilder) {
    // A reload or an update is not a transition: the last step that moves something is the
    // one animated.
    if animatesLastStep, let last = plan.steps.lastIndex(where: { !$0.isReload && !$0.isUpdate }) {
      plan.steps[last].animated = true
    }
  }
}
