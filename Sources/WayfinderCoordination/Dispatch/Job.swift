import WayfinderNavigation

/// A piece of work the center has received and not ended, as the shell keeps it: what it
/// does when it runs, and the continuations and timer of its waits. Its phase is the
/// ``DispatchMachine``'s to know; this holds only what the machine's actions need.
@MainActor
final class Job {
  let id: Int
  let subject: LinkReport.Subject
  /// What the work does when it runs, to its outcome.
  let body: @MainActor (Job) async -> LinkOutcome
  /// The caller waiting for the outcome, if one waits.
  var continuation: CheckedContinuation<LinkOutcome, Never>?
  var task: Task<Void, Never>?
  /// Set when newer work supersedes this one; checked at every step boundary.
  var isCancelled = false
  /// The resolver race under way, to stop when the work is cancelled.
  var race: Race?
  /// Why the navigator refused the work's last step, if it did.
  var lastRefusal: NavigationError?
  var guardWait: CheckedContinuation<DispatchMachine.GuardResult, Never>?
  var interruptionWait: CheckedContinuation<InterruptionResult?, Never>?
  var closeWait: CheckedContinuation<DispatchMachine.CloseAnswer, Never>?
  /// The screens the app allowed this work to close when asked.
  var allowedToClose: Set<Screen.ID> = []
  /// Set when the screen changed while the work asked to close a screen: it plans again.
  var replans = false
  var timer: Task<Void, Never>?
  /// When the timer ends the wait, on the center's clock; `nil` once it fired or was cancelled.
  var timerDeadline: Duration?

  init(id: Int, subject: LinkReport.Subject, body: @escaping @MainActor (Job) async -> LinkOutcome) {
    self.id = id
    self.subject = subject
    self.body = body
  }
}

enum Resolved {
  case destination(Destination)
  case ended(LinkOutcome)
}

extension DispatchMachine.Ending {
  var outcome: LinkOutcome {
    switch self {
    case .superseded: .superseded
    case .expired: .expired
    case .notRestored(let why): .failed(.notRestored(why))
    }
  }
}
