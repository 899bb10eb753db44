/// What a framework does for the `StepDriver`: it finds and checks what a step asks of its
/// views, makes the calls, and reports what the views do into the driver's settling machine.
///
/// `UIKitNavigator` (through its hosts) and `NavigationModel` (through its view layer) are the
/// two ports; neither decides when a step is done, which is the driver's.
@MainActor
package protocol StepPort: AnyObject {
  /// What a step asks of the platform, found and checked.
  associatedtype Operation

  /// What is on screen as the port knows it: what a step is checked against.
  var state: NavigationState { get }
  /// How long a step may take to settle before it fails `timed-out`.
  var stepTimeLimit: Duration { get }
  /// The clock of that time limit.
  var clock: any Clock<Duration> { get }

  /// Finds what `step`, which leaves `after`, asks of the platform, and refuses what the
  /// platform would refuse; touches nothing.
  func operation(for step: Step, leaving after: NavigationState) throws(NavigationError) -> Operation

  /// Waits for what must end before `operation` starts (a transition still running, the
  /// window's root to appear); returns whether the port read the screen again meanwhile, so
  /// that the step is checked again.
  func prepare(_ operation: Operation, for step: Step) async throws(NavigationError) -> Bool

  /// Starts `operation`. What the platform does from then on reaches the driver through
  /// `StepDriver/handle(_:)`: the completion, the views' updates, appearances.
  func start(
    _ operation: Operation, for step: Step, leaving after: NavigationState,
    settling work: SettlingMachine.Work
  ) throws(NavigationError)

  /// Whether the destination of `step` (the screen it pushes, or pops back to) will say when it
  /// appears, in the views that show `after`: then the step settles no sooner.
  func destinationAppears(for step: Step, leaving after: NavigationState) -> Bool

  /// Performs what the settling machine asks of the views: whether UIKit's transitions run
  /// under them, the fallback timer of a destination's appearance.
  func settlingAsks(_ action: SettlingMachine.Action)
}

extension StepPort {
  /// No destination says when it appears: the platform's completion is the step's end.
  package func destinationAppears(for step: Step, leaving after: NavigationState) -> Bool { false }
}

/// Runs one step on screen, the same way for UIKit and SwiftUI: the busy check, the rule book
/// once, the port's own check, what must end first, the port's call, and the wait for the step
/// to settle — decided by a pure `SettlingMachine` from what the port reports — under a
/// watchdog. The port then reflects the step, or refuses it.
@MainActor
package final class StepDriver<Port: StepPort> {
  /// The port that owns this driver: it outlives it.
  package unowned let port: Port
  /// How the step under way settles.
  package private(set) var settling = SettlingMachine()
  /// Whether a step has begun and has not settled or failed.
  package private(set) var isPerforming = false
  /// Ends the wait for the step under way.
  private var waiting: (@MainActor () -> Void)?
  /// Why the step under way was not performed, once the machine says so.
  private var refusal: NavigationError?
  /// How many steps have begun: the revision of a step whose port counts no view updates, so
  /// that the late completion of a step that timed out is not taken for the next step's.
  private var stepsBegun = 0

  package init(port: Port) {
    self.port = port
  }

  /// Performs `step` and returns once it has settled: the state it leaves, and what it asked
  /// of the platform.
  ///
  /// - Parameters:
  ///   - step: The step.
  ///   - revision: The view update that makes it, where the port counts them (SwiftUI); `nil`
  ///     where it does not (UIKit), and the driver counts the steps it has begun instead.
  ///   - mayRunUIKitTransition: Whether the views' side may end before UIKit's transition does
  ///     (SwiftUI).
  /// - Throws: `NavigationError` when the step is refused — another is under way (`busy`), the
  ///   rule book or the port refuses it, the platform did not perform it — or did not settle
  ///   within the port's `StepPort/stepTimeLimit` (`timed-out`).
  package func perform(
    _ step: Step, revision: Int? = nil, mayRunUIKitTransition: Bool = false
  ) async throws(NavigationError) -> (after: NavigationState, operation: Port.Operation) {
    guard !isPerforming else { throw NavigationError.busy(step) }
    var after = try port.state.applying(step)
    var operation = try port.operation(for: step, leaving: after)
    isPerforming = true
    defer { isPerforming = false }
    if try await port.prepare(operation, for: step) {
      after = try port.state.applying(step)
      operation = try port.operation(for: step, leaving: after)
    }
    refusal = nil
    stepsBegun += 1
    let work = SettlingMachine.Work(
      step, revision: revision ?? stepsBegun, mayRunUIKitTransition: mayRunUIKitTransition,
      destinationAppears: port.destinationAppears(for: step, leaving: after))
    let limit = port.stepTimeLimit
    // The watchdog starts with the step: the platform may settle it while it starts it (no
    // view layer, a step without animation), and then the wait ends at once.
    let settled = await Watchdog.wait(within: limit, on: port.clock) { done in
      waiting = done
      perform(settling.handle(.began(work)))
      do throws(NavigationError) {
        try port.start(operation, for: step, leaving: after, settling: work)
      } catch {
        perform(settling.abandon())
        refusal = error
        finish()
      }
    }
    waiting = nil
    guard settled else {
      perform(settling.abandon())
      throw NavigationError.timedOut(step, after: limit)
    }
    if let refusal { throw refusal }
    return (after, operation)
  }

  /// Takes what the platform reported about the step under way.
  package func handle(_ event: SettlingMachine.Event) {
    perform(settling.handle(event))
  }

  private func perform(_ actions: [SettlingMachine.Action]) {
    for action in actions {
      switch action {
      case .settle:
        finish()
      case .refuse(let error):
        refusal = error
        finish()
      case .askTransitions, .startFallback, .cancelFallback:
        port.settlingAsks(action)
      }
    }
  }

  private func finish() {
    let done = waiting
    waiting = nil
    done?()
  }
}
