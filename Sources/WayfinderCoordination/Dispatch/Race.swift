/// A resolver raced against a timeout, where the first to finish wins and the other is
/// cancelled. Unlike a task group, it does not wait for a resolver that ignores cancellation.
///
/// Run by a piece of work's task, that task is parked while the race lasts (the resolver's own
/// task counts as running, unless it sleeps on a `ManualClock`), and the timeout is a deadline
/// of the center's activity: the center is idle while the resolver sleeps until the clock moves.
@MainActor
final class Race {
  enum Outcome: Sendable {
    case value(Destination)
    case failed(String)
    /// The resolver threw a failure of its own kind (a decision outside its choices), kept typed.
    case refused(LinkFailure)
    case timedOut
    case cancelled
  }

  private var continuation: CheckedContinuation<Outcome, Never>?
  private var tasks: [Task<Void, Never>] = []
  /// The task of the work that runs the race, parked until the race is settled.
  private var owner: Worker?
  private var deadline: Int?

  func settle(_ outcome: Outcome) {
    guard let continuation else { return }
    self.continuation = nil
    owner?.activity.removeDeadline(deadline)
    owner?.unpark()
    for task in tasks { task.cancel() }
    continuation.resume(returning: outcome)
  }

  /// Runs `resolver` until `deadline` on the center's clock; ``settle(_:)`` from outside ends
  /// it early. The deadline is fixed before either task starts, so a clock that moves before
  /// the timer's task sleeps (a test's manual clock) still times the resolver out.
  func run(
    _ resolver: @escaping @Sendable () async throws -> Destination,
    until deadline: Duration,
    sleepUntil: @escaping @Sendable (Duration) async throws -> Void
  ) async -> Outcome {
    let owner = Worker.ofCurrentTask
    return await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
      self.continuation = continuation
      self.owner = owner
      self.deadline = owner?.activity.addDeadline(deadline)
      owner?.park()
      let resolve: @MainActor () async -> Void = {
        do {
          let destination = try await resolver()
          self.settle(.value(destination))
        } catch let failure as LinkFailure where !Task.isCancelled {
          self.settle(.refused(failure))
        } catch {
          self.settle(Task.isCancelled ? .cancelled : .failed("\(error)"))
        }
      }
      owner?.activity.hop()
      // NB: the timer is a deadline, not a worker: its task must not pass for the owner's.
      let timer = Worker.$current.withValue(nil) {
        Task { @MainActor in
          do {
            try await sleepUntil(deadline)
            self.settle(.timedOut)
          } catch {
            self.settle(.cancelled)
          }
        }
      }
      tasks = [owner.map { $0.activity.start(resolve).1 } ?? Task { @MainActor in await resolve() }, timer]
    }
  }
}
