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
    let wait = guardWait
    guardWait = nil
    wait?.resume(returning: result)
  }

  /// Resumes the work's wait for its interrupting flow; `nil` (superseded) cancels the work.
  func resumeInterruption(_ result: InterruptionResult?) {
    if result == nil { isCancelled = true }
    let wait = interruptionWait
    interruptionWait = nil
    wait?.resume(returning: result)
  }

  /// Resumes the work's wait for the app's answer about closing a screen.
  func resumeClose(_ answer: DispatchMachine.CloseAnswer) {
    if answer == .cancelled { isCancelled = true }
    let wait = closeWait
    closeWait = nil
    wait?.resume(returning: answer)
  }

  /// Starts the timer that ends the work's wait at `deadline` on the center's clock, calling
  /// `fired` then unless it was cancelled first.
  func startTimer(
    until deadline: Duration, sleepUntil: @escaping @Sendable (Duration) async throws -> Void,
    fired: @escaping @MainActor () -> Void
  ) {
    timerDeadline = deadline
    timer = Task { [weak self] in
      do { try await sleepUntil(deadline) } catch { return }
      self?.timerDeadline = nil
      fired()
    }
  }

  /// Cancels the timer of the work's wait.
  func cancelTimer() {
    timer?.cancel()
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
