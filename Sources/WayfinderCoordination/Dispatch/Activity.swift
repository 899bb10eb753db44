import Foundation

/// What a ``DeepLinkCenter`` has under way, counted as it changes, so that a test can wait for
/// the center to be idle (`idle()`, in `WayfinderTesting`) without looking again and again.
///
/// Every task the center starts for work (a link's, a resolver's) is a ``Worker``, counted as
/// running from the moment it is made, before it has run at all. A worker that waits for
/// something from outside is parked: for an event of the machine's (a guard's answer, an
/// interrupting flow's end, the app's answer about closing a screen), for a resolver race, or
/// asleep on a `ManualClock` until the test moves it. Whoever ends the wait unparks the worker
/// before resuming it, so that no moment passes where it runs but counts as parked. The timers
/// of waits and resolver races are not workers but deadlines: one that is due before the
/// clock's now keeps the center busy until it fires.
///
/// Each change that may make the center idle is an event (``changed()``): waiters look again
/// then, and only then.
///
/// NB: a lock, not the main actor: a `ManualClock` parks and unparks sleepers on whatever
/// thread moves it, and a cancelled sleep unparks on the thread that cancels.
package final class Activity: @unchecked Sendable {
  private let lock = NSLock()
  private var running = 0
  private var generation: UInt64 = 0
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private var deadlines: [Int: Duration] = [:]
  private var nextDeadline = 0
  private var hopCount = 0

  package init() {}

  /// How many times the center's work crossed to another task so far: each task it started
  /// (a link's, a resolver's, a timer's, the inbox's) and each wait it resumed (a parked
  /// worker's, a ticket's awaiter). What the dispatch benchmark reports per link.
  package var hops: Int { lock.withLock { hopCount } }

  /// Counts `count` crossings to another task.
  package func hop(_ count: Int = 1) {
    lock.withLock { hopCount += count }
  }

  /// How many workers run now: started, not ended, not parked.
  package var runningCount: Int { lock.withLock { running } }

  /// The count of changes so far: what ``change(after:)`` compares with.
  package var changes: UInt64 { lock.withLock { generation } }

  /// Says something changed that may make the center idle: every waiter looks again.
  package func changed() {
    let woken: [CheckedContinuation<Void, Never>] = lock.withLock {
      generation &+= 1
      defer { waiters = [] }
      return waiters
    }
    for waiter in woken { waiter.resume() }
  }

  /// Returns at the first change after `seen` (at once if there has been one since).
  package func change(after seen: UInt64) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let now: Bool = lock.withLock {
        if generation != seen { return true }
        waiters.append(continuation)
        return false
      }
      if now { continuation.resume() }
    }
  }

  /// Starts `body` in a task of its own, counted as running from now until it returns.
  @discardableResult
  package func start(_ body: @escaping @MainActor () async -> Void) -> (Worker, Task<Void, Never>) {
    let worker = Worker(self)
    hop()
    let task = Task { @MainActor in
      await Worker.$current.withValue(worker) {
        worker.claimCurrentTask()
        await body()
      }
      worker.end()
    }
    return (worker, task)
  }

  /// A worker for work the calling task drives itself (``run(_:_:)``): counted as running from
  /// now, with no task started.
  package func worker() -> Worker { Worker(self) }

  /// Runs `body` in the calling task as `worker`'s, until it returns; then the worker ends.
  @MainActor
  package func run(_ worker: Worker, _ body: @MainActor () async -> Void) async {
    await Worker.$current.withValue(worker) {
      worker.claimCurrentTask()
      await body()
    }
    worker.end()
  }

  /// Keeps the center busy from `deadline` on, until ``removeDeadline(_:)``: a timer's.
  package func addDeadline(_ deadline: Duration) -> Int {
    lock.withLock {
      nextDeadline += 1
      deadlines[nextDeadline] = deadline
      return nextDeadline
    }
  }

  /// The timer fired or was cancelled.
  package func removeDeadline(_ id: Int?) {
    guard let id else { return }
    lock.withLock { _ = deadlines.removeValue(forKey: id) }
    changed()
  }

  /// Whether a timer is due at `now`: it fires, or has fired and not yet been taken.
  package func hasDeadline(dueBy now: Duration) -> Bool {
    lock.withLock { deadlines.values.contains { $0 <= now } }
  }

  fileprivate func count(_ delta: Int) {
    lock.withLock { running += delta }
    if delta < 0 { changed() }
  }
}

/// One task a center started for work, as its ``Activity`` counts it.
package final class Worker: @unchecked Sendable {
  /// The worker whose task runs now, or whose task made the one that runs now.
  @TaskLocal package static var current: Worker?

  package let activity: Activity
  private let lock = NSLock()
  private var isParked = false
  private var hasEnded = false
  /// The worker's own task. A task it makes inherits ``current``, but is not the worker: a
  /// navigator's watchdog asleep on a manual clock must not park the link that awaits it.
  private var task: UnsafeCurrentTask?

  fileprivate init(_ activity: Activity) {
    self.activity = activity
    activity.count(1)
  }

  /// The worker of the task that runs now, if that task is a worker's own.
  package static var ofCurrentTask: Worker? {
    guard let worker = current else { return nil }
    let isOwn = withUnsafeCurrentTask { task in
      worker.lock.withLock { !worker.hasEnded && task == worker.task }
    }
    return isOwn ? worker : nil
  }

  fileprivate func claimCurrentTask() {
    withUnsafeCurrentTask { task in lock.withLock { self.task = task } }
  }

  /// The worker waits for something from outside: it no longer counts as running.
  package func park() {
    let changes: Bool = lock.withLock {
      guard !isParked, !hasEnded else { return false }
      isParked = true
      return true
    }
    if changes { activity.count(-1) }
  }

  /// The wait ends: the worker counts as running again, before it is resumed.
  package func unpark() {
    let changes: Bool = lock.withLock {
      guard isParked, !hasEnded else { return false }
      isParked = false
      return true
    }
    if changes {
      activity.hop()
      activity.count(1)
    }
  }

  fileprivate func end() {
    let wasRunning: Bool = lock.withLock {
      guard !hasEnded else { return false }
      hasEnded = true
      task = nil
      return !isParked
    }
    if wasRunning { activity.count(-1) } else { activity.changed() }
  }
}
