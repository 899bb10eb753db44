@_spi(Internals) import WayfinderNavigation

/// A piece of work the center has received and not ended, as the shell keeps it: what it
/// does when it runs, and the continuations and timer of its waits. Its phase is the
/// ``DispatchMachine``'s to know; this holds only what the machine's actions need.
@MainActor
final class Job {
  let id: Int
  let subject: WorkSubject
  /// What the work does when it runs, to its outcome.
  let body: @MainActor (Job) async -> LinkOutcome
  /// What the caller holds: the outcome, once the work has one.
  let ticket = LinkTicket()
  var task: Task<Void, Never>?
  /// The work's task, as the center's activity counts it: parked while the work waits.
  var worker: Worker?
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
  /// The timer's deadline as the center's activity keeps it; `nil` once it fired or was
  /// cancelled.
  var timerDeadline: Int?

  init(id: Int, subject: WorkSubject, body: @escaping @MainActor (Job) async -> LinkOutcome) {
    self.id = id
    self.subject = subject
    self.body = body
  }
}

extension Job {
  /// Resumes the work's guard wait with `result`; a cancelled wait cancels the work.
  func resumeGuard(_ result: DispatchMachine.GuardResult) {
    if result == .cancelled { isCancelled = true }
    guard let wait = guardWait else { return }
    guardWait = nil
    worker?.unpark()
    wait.resume(returning: result)
  }

  /// Resumes the work's wait for its interrupting flow; `nil` (superseded) cancels the work.
  func resumeInterruption(_ result: InterruptionResult?) {
    if result == nil { isCancelled = true }
    guard let wait = interruptionWait else { return }
    interruptionWait = nil
    worker?.unpark()
    wait.resume(returning: result)
  }

  /// Resumes the work's wait for the app's answer about closing a screen.
  func resumeClose(_ answer: DispatchMachine.CloseAnswer) {
    if answer == .cancelled { isCancelled = true }
    guard let wait = closeWait else { return }
    closeWait = nil
    worker?.unpark()
    wait.resume(returning: answer)
  }

  /// Starts the timer that ends the work's wait at `deadline` on the center's clock, calling
  /// `fired` then unless it was cancelled first. Until then the deadline is the activity's: the
  /// center is busy once it is due.
  func startTimer(
    until deadline: Duration, in activity: Activity,
    sleepUntil: @escaping @Sendable (Duration) async throws -> Void, fired: @escaping @MainActor () -> Void
  ) {
    let id = activity.addDeadline(deadline)
    timerDeadline = id
    // NB: not the work's worker, whose task this one may be made in: the timer is a deadline.
    timer = Worker.$current.withValue(nil) {
      Task { [weak self] in
        do { try await sleepUntil(deadline) } catch { return }
        guard let self, self.timerDeadline == id else { return }
        self.timerDeadline = nil
        fired()
        activity.removeDeadline(id)
      }
    }
  }

  /// Cancels the timer of the work's wait.
  func cancelTimer(in activity: Activity) {
    timer?.cancel()
    activity.removeDeadline(timerDeadline)
    timerDeadline = nil
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
