import Foundation
import WayfinderCoordination

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// One subscriber's subscription to a center's outcomes: a task on the main actor reads the
/// subscription's own `DeepLinkCenter.outcomes` stream and hands each report to the
/// subscriber, one per unit of demand.
///
/// Reports the subscriber has not asked for yet wait in the stream. Cancelling ends the task,
/// which ends the stream and so the center's subscription, and lets go of the subscriber.
///
/// NB: `request(_:)` and `cancel()` may be called on any thread, so the demand, the subscriber
/// and the task sit behind a lock (NSLock rather than Mutex, which needs iOS 18 and macOS 15).
/// The subscriber itself is only ever called on the main actor, and never while the lock is
/// held, so it may request more or cancel from inside `receive(_:)`.
final class OutcomeSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable
where Downstream.Input == LinkReport, Downstream.Failure == Never {
  private struct State {
    var downstream: Downstream?
    var demand = Subscribers.Demand.none
    var task: Task<Void, Never>?
    /// The reading task, suspended until the subscriber asks for a report.
    var waitingForDemand: CheckedContinuation<Bool, Never>?
    var isCancelled = false
  }

  private let lock = NSLock()
  private var state: State

  init(_ downstream: Downstream) {
    state = State(downstream: downstream)
  }

  /// Starts reading `reports`, unless the subscription was cancelled already.
  @MainActor func start(reading reports: AsyncStream<LinkReport>) {
    let task = Task { @MainActor in await self.deliver(reports) }
    let isCancelled: Bool = lock.withLock {
      if !state.isCancelled { state.task = task }
      return state.isCancelled
    }
    if isCancelled { task.cancel() }
  }

  func request(_ demand: Subscribers.Demand) {
    let waiting: CheckedContinuation<Bool, Never>? = lock.withLock {
      guard !state.isCancelled, demand > .none else { return nil }
      state.demand += demand
      defer { state.waitingForDemand = nil }
      return state.waitingForDemand
    }
    waiting?.resume(returning: true)
  }

  func cancel() {
    let (task, waiting, downstream) = lock.withLock {
      state.isCancelled = true
      defer {
        state.task = nil
        state.waitingForDemand = nil
        state.downstream = nil
      }
      return (state.task, state.waitingForDemand, state.downstream)
    }
    task?.cancel()
    waiting?.resume(returning: false)
    // NB: the subscriber is released here, outside the lock, in case its deinit calls back.
    _ = downstream
  }

  /// Hands reports to the subscriber as it asks for them, until cancelled or the stream ends.
  @MainActor private func deliver(_ reports: AsyncStream<LinkReport>) async {
    var iterator = reports.makeAsyncIterator()
    while await hasDemand() {
      guard let report = await iterator.next() else { break }
      guard let downstream = takeOneDemand() else { return }
      let more = downstream.receive(report)
      lock.withLock { state.demand += more }
    }
    let downstream: Downstream? = lock.withLock {
      defer { state.downstream = nil }
      return state.isCancelled ? nil : state.downstream
    }
    downstream?.receive(completion: .finished)
  }

  /// Whether the subscriber wants a report, waiting until it asks for one; `false` once
  /// cancelled.
  @MainActor private func hasDemand() async -> Bool {
    let now: Bool? = lock.withLock { state.isCancelled ? false : state.demand > .none ? true : nil }
    if let now { return now }
    return await withCheckedContinuation { continuation in
      let now: Bool? = lock.withLock {
        if state.isCancelled { return false }
        if state.demand > .none { return true }
        state.waitingForDemand = continuation
        return nil
      }
      if let now { continuation.resume(returning: now) }
    }
  }

  /// The subscriber, with one unit of its demand spent; `nil` once cancelled.
  private func takeOneDemand() -> Downstream? {
    lock.withLock {
      guard !state.isCancelled, let downstream = state.downstream else { return nil }
      state.demand -= 1
      return downstream
    }
  }
}
