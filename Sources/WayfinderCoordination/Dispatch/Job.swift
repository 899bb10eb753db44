@_spi(Internals) import WayfinderNavigation

/// A piece of work the center has received and not ended, as the shell keeps it: its
/// ``Journey`` (which decides), and the task, timer and resolver race that the journey's effects
/// need. Its phase is the ``DispatchMachine``'s to know.
@MainActor
final class Job {
  /// What the work's task does next: perform an effect of the journey's and feed the journey
  /// what came of it, or feed it an event that ended a wait.
  enum Mail: Sendable {
    case effect(Journey.Effect)
    case event(Journey.Event)
  }

  let id: Int
  let subject: WorkSubject
  /// Makes the work's journey when it starts: a link's destination is asked for when the link
  /// runs, not when it arrives (it may wait its turn).
  private let makeJourney: @MainActor () -> Journey
  /// The work's journey, once it started.
  var journey: Journey?
  /// Tells the app's interruption hook how the flow of this work's route ended.
  let hook: (@MainActor (InterruptionResult) async -> InterruptionFollowUp)?
  /// What the caller holds: the outcome, once the work has one.
  let ticket = LinkTicket()
  var task: Task<Void, Never>?
  /// The work's task, as the center's activity counts it: parked while the work waits.
  var worker: Worker?
  /// Whether the caller that handed the work over drives it in its own task (`open`), as it ran
  /// at once: no task was made for it.
  var isDrivenHere = false
  /// The resolver race under way, to stop when the work is cancelled.
  var race: Race?
  /// The coordinator that answers the work's request, once found.
  var responder: Coordinator?
  var timer: Task<Void, Never>?
  /// The timer's deadline as the center's activity keeps it; `nil` once it fired or was
  /// cancelled.
  var timerDeadline: Int?
  private var mail: Mail?
  private var closed = false
  private var waiting: CheckedContinuation<Mail?, Never>?

  init(
    id: Int, subject: WorkSubject, journey: @escaping @MainActor () -> Journey,
    hook: (@MainActor (InterruptionResult) async -> InterruptionFollowUp)? = nil
  ) {
    self.id = id
    self.subject = subject
    makeJourney = journey
    self.hook = hook
  }

  /// Makes the work's journey, as it starts.
  func start() {
    if journey == nil { journey = makeJourney() }
  }

  /// Gives the work's task what it does next, waking it if it waits.
  func post(_ next: Mail) {
    if let waiting {
      self.waiting = nil
      worker?.unpark()
      waiting.resume(returning: next)
    } else {
      mail = next
    }
  }

  /// Ends the work's task once it has done what it does now.
  func close() {
    closed = true
    guard let waiting else { return }
    self.waiting = nil
    worker?.unpark()
    waiting.resume(returning: nil)
  }

  /// What the work's task does next: at once when it is there, or once the journey's wait ends
  /// (the task is parked meanwhile); `nil` once the work has ended.
  func next() async -> Mail? {
    if let next = mail.take() { return next }
    if closed { return nil }
    return await withCheckedContinuation { continuation in
      waiting = continuation
      worker?.park()
    }
  }
}

extension Job {
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
    activity.hop()
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

extension DispatchMachine.Ending {
  var outcome: LinkOutcome {
    switch self {
    case .superseded: .superseded
    case .expired: .expired
    case .notRestored(let why): .failed(.notRestored(why))
    }
  }
}
