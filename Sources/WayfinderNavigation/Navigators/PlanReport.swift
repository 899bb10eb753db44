/// How far a navigator got with a plan: every step done, stopped at a step boundary because the
/// work was superseded, or refused at one step.
///
/// The navigator's `state` after the plan is what it read after it: on a navigator
/// that drives views, the live hierarchy, read once when the plan ended.
@_spi(Internals) public struct PlanReport: Sendable, Hashable, CustomStringConvertible {
  /// How a plan ended.
  public enum Ending: Sendable, Hashable {
    /// Every step completed.
    case done
    /// The work was superseded: the steps before ``PlanReport/performed`` completed, the rest
    /// did not begin.
    case stopped
    /// The step at index ``PlanReport/performed`` was refused (or did not complete); the steps
    /// before it completed.
    case refused(NavigationError)
  }

  /// How many steps completed, from the first.
  public let performed: Int
  /// How the plan ended.
  public let ending: Ending

  public init(performed: Int, ending: Ending) {
    self.performed = performed
    self.ending = ending
  }

  /// The error of the refused step, if one was refused.
  public var refusal: NavigationError? {
    if case .refused(let error) = ending { error } else { nil }
  }

  public var description: String {
    switch ending {
    case .done: "done (\(performed) steps)"
    case .stopped: "stopped after \(performed) steps"
    case .refused(let error): "refused at step \(performed + 1): \(error)"
    }
  }
}
