/// Something that performs plans on screen and says how far each got: `UIKitNavigator`,
/// `NavigationModel`, or the headless navigator that tests and tools use.
///
/// An app hands its navigator to the center and reads its ``state``; it does not conform a type
/// of its own. The steps a navigator performs are the library's internals
/// (`@_spi(Internals)`), so that they can change without breaking an app.
///
/// A navigator takes a plan: the center asks for a `snapshot()` (on a navigator that drives
/// views, one reading of the live hierarchy), decides from it, and hands the whole plan to
/// `perform(_:stoppingWhen:)`, which performs each step once the one before has completed —
/// checking it against the rule book once — and reads the views once more when the plan ends.
/// The person's own changes arrive meanwhile as events, never by
/// a call back into the center.
@MainActor
public protocol Navigator: AnyObject {
  /// What is on screen, as the navigator last knew it.
  var state: NavigationState { get }

  /// What is on screen now: on a navigator that drives views, the live hierarchy read once
  /// (after the person's drag, if one is under way, has ended).
  @_spi(Internals) func snapshot() async -> NavigationState

  /// Performs `plan` from the state of the last `snapshot()`, each step once the one before
  /// has completed, and says how far it got.
  ///
  /// Before each step it asks `stop`: when it says yes (the work was superseded), the plan
  /// ends at that step boundary, as a transition on screen finishes before the next begins.
  /// A step refused, by the rule book or the platform, ends the plan; the steps before it stay
  /// done. Afterwards ``state`` is what the navigator read when the plan ended.
  @_spi(Internals) func perform(_ plan: [Step], stoppingWhen stop: @MainActor () -> Bool) async
    -> PlanReport
}

extension Navigator {
  /// Performs one step and returns when it has completed.
  ///
  /// - Throws: ``NavigationError`` when the step is refused; nothing on screen changes then.
  @_spi(Internals) public func perform(_ step: Step) async throws(NavigationError) {
    try await perform([step])
  }

  /// Performs `steps` in order, each after the one before has completed.
  ///
  /// - Throws: ``NavigationError`` for the first step refused; the steps before it stay done.
  @_spi(Internals) public func perform(_ steps: [Step]) async throws(NavigationError) {
    let report = await perform(steps, stoppingWhen: { false })
    if let refusal = report.refusal { throw refusal }
  }

  /// Runs `plan` one step at a time with `step`, asking `stop` before each: the loop every
  /// navigator's `perform(_:stoppingWhen:)` shares.
  package func run(
    _ plan: [Step], stoppingWhen stop: @MainActor () -> Bool,
    _ step: @MainActor (Step) async throws(NavigationError) -> Void
  ) async -> PlanReport {
    for (index, next) in plan.enumerated() {
      if stop() { return PlanReport(performed: index, ending: .stopped) }
      do {
        try await step(next)
      } catch {
        return PlanReport(performed: index, ending: .refused(error))
      }
    }
    return PlanReport(performed: plan.count, ending: .done)
  }
}
