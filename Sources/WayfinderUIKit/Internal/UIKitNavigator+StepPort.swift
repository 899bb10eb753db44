@_spi(Internals) import WayfinderNavigation

/// UIKit as a port of the step driver: the hosts a step changes, what UIKit would refuse, the
/// host's call, and its completion handler as the step's transition ending.
extension UIKitNavigator: StepPort {
  package func operation(for step: Step, leaving after: NavigationState) throws(NavigationError) -> Operation
  {
    let operation = try operation(for: step)
    try check(operation, for: step)
    return operation
  }

  /// At cold launch, a presentation waits for the root to appear (UIKit would drop it); a
  /// transition still running on the host (a step before that timed out, the person's own)
  /// ends first, and what it left is read.
  package func prepare(_ operation: Operation, for step: Step) async throws(NavigationError) -> Bool {
    try await waitForRootToAppear(before: operation, of: step)
    let (settled, waited) = await transitionEnded(on: host(of: operation))
    guard settled else { throw NavigationError.timedOut(step, after: stepTimeLimit) }
    if waited { takeReading() }
    return waited
  }

  package func start(
    _ operation: Operation, for step: Step, leaving after: NavigationState,
    settling work: SettlingMachine.Work
  ) throws(NavigationError) {
    if case .present(let modal, _) = step.action { declaredStyles[modal.name] = modal.style }
    try begin(operation, step: step) { [weak self] in
      self?.driver.handle(.transitionEnded(revision: work.revision, presented: nil))
    }
  }

  /// UIKit's completion handler is its transition's own end: nothing more is asked.
  package func settlingAsks(_ action: SettlingMachine.Action) {}

  /// Waits for the transition running on `host` to end; says whether it ended in time, and
  /// whether there was one (its completion did not come at once).
  private func transitionEnded(
    on host: any PresentationHost<PlatformViewController>
  ) async -> (settled: Bool, waited: Bool) {
    let call = CompletionCall()
    let settled = await completion { done in
      host.whenTransitionEnds {
        call.cameAtOnce = !call.returned
        done()
      }
      call.returned = true
    }
    return (settled, !call.cameAtOnce)
  }
}

/// Whether a host called the completion of `whenTransitionEnds` before the call returned (no
/// transition was running) or later.
@MainActor
private final class CompletionCall {
  var returned = false
  var cameAtOnce = false
}
