/// A resolver raced against a timeout, where the first to finish wins and the other is
/// cancelled. Unlike a task group, it does not wait for a resolver that ignores cancellation.
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

  func settle(_ outcome: Outcome) {
    guard let continuation else { return }
    self.continuation = nil
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
    await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
      self.continuation = continuation
      tasks = [
        Task { @MainActor in
          do {
            let destination = try await resolver()
            self.settle(.value(destination))
          } catch let failure as LinkFailure where !Task.isCancelled {
            self.settle(.refused(failure))
          } catch {
            self.settle(Task.isCancelled ? .cancelled : .failed("\(error)"))
          }
        },
        Task { @MainActor in
          do {
            try await sleepUntil(deadline)
            self.settle(.timedOut)
          } catch {
            self.settle(.cancelled)
          }
        },
      ]
    }
  }
}
