import Foundation
import WayfinderCoordination

/// A clock that moves only when told to, for tests and tools that must not wait.
///
/// Sleepers wake in order of their deadlines when ``advance(by:)`` passes them. A task that
/// falls asleep after an advance counts its deadline from the new time, so wait for the
/// sleeper before moving the clock:
///
/// ```swift
/// let clock = ManualClock()
/// Task { try await clock.sleep(for: .seconds(90)); print("woke") }
/// await clock.waitForSleepers()
/// await clock.advance(by: .seconds(90))  // prints "woke"
/// ```
///
/// Work of a `DeepLinkCenter`'s asleep on the clock — a step of a headless navigator's that
/// takes time, a resolver loading slow data — waits for the clock to be moved: the center is
/// idle meanwhile (`DeepLinkCenter.idle()`), so that a test waits for the center, not for a
/// count of sleepers:
///
/// ```swift
/// let link = center.send("recipes://recipes/7")  // its catalog answers in a second
/// await center.idle()                            // the catalog is asleep on the clock
/// await clock.advance(by: .seconds(1))
/// print(await link.outcome)  // handled: recipe(7) on screen
/// ```
public final class ManualClock: Clock, @unchecked Sendable {
  /// A moment on a `ManualClock`: the time since the clock was made.
  public struct Instant: InstantProtocol, Sendable, Hashable, Comparable {
    /// The time since the clock was made.
    public var offset: Duration

    /// Creates an instant at `offset` from the clock's start.
    public init(offset: Duration) { self.offset = offset }

    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Waiter {
    let count: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
    /// The center's task that sleeps, parked while it does (`Worker`).
    let worker: Worker?

    /// Wakes the sleeper, counting its worker as running first.
    func wake(throwing error: (any Error)? = nil) {
      worker?.unpark()
      if let error { continuation.resume(throwing: error) } else { continuation.resume() }
    }
  }

  // NB: NSLock rather than Mutex, which needs iOS 18 and macOS 15.
  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  private var waiters: [Waiter] = []
  private var nextID: UInt64 = 0

  /// Creates a clock at instant zero.
  public init() {}

  public var now: Instant { lock.withLock { current } }
  public var minimumResolution: Duration { .zero }

  /// How many tasks are asleep on the clock.
  public var sleeperCount: Int { lock.withLock { sleepers.count } }

  /// Returns once at least `count` tasks are asleep on the clock.
  ///
  /// Advance the clock only after the task you mean to wake is asleep: a task that falls
  /// asleep after an advance counts its deadline from the new time. This is how a test waits
  /// for a transition to be under way without sleeping:
  ///
  /// ```swift
  /// let link = Task { try await navigator.perform(steps) }
  /// await clock.waitForSleepers()       // the first step is running
  /// await clock.advance(by: .milliseconds(300))
  /// ```
  public func waitForSleepers(_ count: Int = 1) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready: Bool = lock.withLock {
        if sleepers.count >= count { return true }
        waiters.append(Waiter(count: count, continuation: continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id: UInt64 = lock.withLock {
      nextID += 1
      return nextID
    }
    let worker = Worker.ofCurrentTask
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow: Bool = lock.withLock {
          if deadline <= current || Task.isCancelled { return true }
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation, worker: worker))
          // Parked before anyone can wake it: whoever wakes it unparks it first.
          worker?.park()
          return false
        }
        if resumeNow {
          continuation.resume()
        } else {
          let ready: [Waiter] = lock.withLock {
            let ready = waiters.filter { $0.count <= sleepers.count }
            waiters.removeAll { $0.count <= sleepers.count }
            return ready
          }
          for waiter in ready { waiter.continuation.resume() }
        }
      }
    } onCancel: {
      let sleeper: Sleeper? = lock.withLock {
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return sleepers.remove(at: index)
      }
      sleeper?.wake(throwing: CancellationError())
    }
    try Task.checkCancellation()
  }

  /// Moves the clock forward by `duration`, waking every sleeper whose deadline it passes, in
  /// deadline order, and yields after each so the woken task can run before the next wakes.
  ///
  /// A task that falls asleep while the clock is advancing, with a deadline the advance
  /// reaches, wakes too: the clock moves to `end` in the same critical section that finds no
  /// sleeper due, so no sleeper can slip in between and be left behind.
  public func advance(by duration: Duration) async {
    let end = now.advanced(by: duration)
    while true {
      let due: Sleeper? = lock.withLock {
        let ready = sleepers.enumerated().filter { $0.element.deadline <= end }
        guard let first = ready.min(by: { $0.element.deadline < $1.element.deadline }) else {
          current = max(current, end)
          return nil
        }
        current = max(current, first.element.deadline)
        return sleepers.remove(at: first.offset)
      }
      guard let due else { break }
      due.wake()
      await Task.megaYield()
    }
    await Task.megaYield()
  }

}

extension Task where Success == Never, Failure == Never {
  /// Yields enough times for woken tasks, and the tasks they wake, to reach their next wait.
  static func megaYield(_ count: Int = 20) async {
    for _ in 0..<count { await Task<Void, Never>.detached(priority: .background) {}.value }
  }
}
