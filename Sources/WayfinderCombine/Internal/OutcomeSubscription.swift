import Foundation
import WayfinderCoordination

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// One subscriber's subscription to a center's outcomes: the center hands it each report as the
/// work ends, on the main actor, and it hands the report on to the subscriber at once, one per
/// unit of demand. No task reads a stream in between: a subscriber has heard of a link by the
/// time the code that awaited the link's outcome resumes.
///
/// Reports the subscriber has not asked for yet wait here. Cancelling ends the subscription to
/// the center at once and lets go of the subscriber; the center going ends it too, and the
/// subscriber hears that it finished.
///
/// NB: `request(_:)` and `cancel()` may be called on any thread, so the demand, the waiting
/// reports and the subscriber sit behind a lock (NSLock rather than Mutex, which needs iOS 18
/// and macOS 15). The subscriber itself is only ever called on the main actor, and never while
/// the lock is held, so it may request more or cancel from inside `receive(_:)`.
final class OutcomeSubscription<Downstream: Subscriber>: Subscription, ReportSink, @unchecked Sendable
where Downstream.Input == LinkReport, Downstream.Failure == Never {
  private struct State {
    var downstream: Downstream?
    var demand = Subscribers.Demand.none
    /// The reports the subscriber has not asked for yet, oldest first.
    var waiting: [LinkReport] = []
    /// The center's feed and this subscription's place in it, once started.
    weak var feed: OutcomeFeed?
    var id: Int?
    var isCancelled = false
    /// Whether reports are being handed on: a `request` from inside `receive` adds demand that
    /// the loop under way spends.
    var isDelivering = false
  }

  private let lock = NSLock()
  private var state: State

  init(_ downstream: Downstream) {
    state = State(downstream: downstream)
  }

  /// Subscribes to `feed`, unless the subscription was cancelled already.
  func start(_ feed: OutcomeFeed) {
    // NB: the closures hold the subscription as a `ReportSink`: a `Sendable` closure may not
    // capture the generic subscription itself (its `Downstream` metatype is not `Sendable`).
    let sink: any ReportSink = self
    let id = feed.add({ report in sink.receive(report) }, ended: { sink.finish() })
    let isCancelled: Bool = lock.withLock {
      if !state.isCancelled { (state.feed, state.id) = (feed, id) }
      return state.isCancelled
    }
    if isCancelled { feed.remove(id) }
  }

  func request(_ demand: Subscribers.Demand) {
    let more: Bool = lock.withLock {
      guard !state.isCancelled, demand > .none else { return false }
      state.demand += demand
      return true
    }
    guard more else { return }
    let sink: any ReportSink = self
    onMainActor { sink.deliver() }
  }

  func cancel() {
    let (feed, id, downstream) = lock.withLock {
      state.isCancelled = true
      defer {
        state.feed = nil
        state.id = nil
        state.waiting = []
        state.downstream = nil
      }
      return (state.feed, state.id, state.downstream)
    }
    if let feed, let id { feed.remove(id) }
    // NB: the subscriber is released here, outside the lock, in case its deinit calls back.
    _ = downstream
  }

  /// The center reports `report`, on the main actor: the subscriber hears it now if it asked
  /// for one.
  func receive(_ report: LinkReport) {
    let isCancelled: Bool = lock.withLock {
      if !state.isCancelled { state.waiting.append(report) }
      return state.isCancelled
    }
    if !isCancelled { deliver() }
  }

  /// Hands waiting reports to the subscriber while it asks for them; called on the main actor
  /// only.
  func deliver() {
    let starts: Bool = lock.withLock {
      guard !state.isDelivering else { return false }
      state.isDelivering = true
      return true
    }
    guard starts else { return }
    while case (let downstream, let report)? = takeOne() {
      let more = downstream.receive(report)
      lock.withLock { state.demand += more }
    }
  }

  /// The subscriber and the oldest waiting report, with one unit of its demand spent; `nil`
  /// (and delivering over) when nothing waits, nothing is asked for, or it was cancelled.
  private func takeOne() -> (Downstream, LinkReport)? {
    lock.withLock {
      guard !state.isCancelled, let downstream = state.downstream, state.demand > .none,
        !state.waiting.isEmpty
      else {
        state.isDelivering = false
        return nil
      }
      state.demand -= 1
      return (downstream, state.waiting.removeFirst())
    }
  }

  /// The center went: the subscriber hears, on the main actor, that the reports are over.
  func finish() {
    let sink: any ReportSink = self
    onMainActor { sink.complete() }
  }

  /// Tells the subscriber that the reports are over, unless it cancelled.
  func complete() {
    let downstream: Downstream? = lock.withLock {
      guard !state.isCancelled else { return nil }
      state.isCancelled = true
      defer { state.downstream = nil }
      return state.downstream
    }
    downstream?.receive(completion: .finished)
  }
}

/// What the center's feed and the main-actor hops hold of a subscription: its work, with the
/// subscriber's type erased.
protocol ReportSink: AnyObject, Sendable {
  /// The center reports `report`.
  func receive(_ report: LinkReport)
  /// Hands waiting reports to the subscriber while it asks for them.
  func deliver()
  /// The center went.
  func finish()
  /// Tells the subscriber that the reports are over.
  func complete()
}
