/// A resolver raced against a timeout, where the first to finish wins and the other is
/// cancelled. Unlike a task group, it does not wait for a resolver that ignores cancellation.
@MainActor
final class Race {
  enum Outcome: Sendable {
    case value(Destination)
    case failed(String)
    case timedOut
    case cancelled
  }

  private var continuation: CheckedContinuation<Outcome, Never>?
  private var tasks: [Task<Void, Never>] = []

  private func settle(_ outcome: Outcome) {
    guard let continuation else { return }
    self.continuation = nil
    for task in tasks { task.cancel() }
    continuation.resume(returning: outcome)
  }

  static func run(
    _ resolver: @escaping @Sendable () async throws -> Destination,
    timeout: Duration,
    sleep: @escaping @Sendable (Duration) async throws -> Void
  ) async -> Outcome {
    let race = Race()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
        race.continuation = continuation
        if Task.isCancelled {
          race.settle(.cancelled)
          return
        }
        race.tasks = [
          Task { @MainActor in
            do {
              let destination = try await resolver()
              race.settle(.value(destination))
            } catch {
              race.settle(Task.isCancelled ? .cancelled : .failed("\(error)"))
            }
          },
          Task { @MainActor in
            do {
              try await sleep(timeout)
              race.settle(.timedOut)
            } catch {
              race.settle(.cancelled)
            }
          },
        ]
      }
    } onCancel: {
      Task { @MainActor in race.settle(.cancelled) }
    }
  }
}
