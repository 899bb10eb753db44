import Foundation
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTesting

/// The clock of one model run (the UIKit model's and the simulated SwiftUI's): the navigator's
/// watchdogs sleep on it, and the simulated views keep their animations and late write-backs on
/// it as timers, so that both move together, in deadline order, only when the run advances it.
///
/// NB: not `ManualClock`, whose `advance(by:)` wakes a sleeper and then yields a fixed number
/// of times, hoping the woken task is done by then. A run fires one deadline at a time and
/// then waits until the main actor has run what that made ready, before the next. For that the
/// clock counts the sleeps that began (a watchdog reaches `sleep(until:)` through the global
/// executor, so a run waits for it before it moves the clock) and the woken sleepers that have
/// not yet returned.
///
/// `@unchecked Sendable`: every stored property is read and written under `lock`; the timers'
/// closures are only ever called on the main actor, by `advance(by:settle:)`.
public final class ModelClock: Clock, @unchecked Sendable {
  public struct Instant: InstantProtocol, Sendable, Hashable, Comparable {
    public var offset: Duration

    public init(offset: Duration) { self.offset = offset }

    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  /// What waits for a deadline: a sleeping task (a watchdog), or a timer of the views.
  private enum Waiter {
    case sleeper(CheckedContinuation<Void, any Error>)
    case timer(@MainActor () -> Void)
  }

  private struct Entry {
    let id: UInt64
    let deadline: Instant
    let waiter: Waiter
  }

  /// Creates a clock at instant zero.
  public init() {}

  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var entries: [Entry] = []
  private var nextID: UInt64 = 0
  private var began = 0
  private var awake: Set<UInt64> = []
  /// Who waits for the sleeps to reach a count (``sleepsReached(_:within:)``), by ticket.
  private var watchers: [UInt64: (count: Int, continuation: CheckedContinuation<Bool, Never>)] = [:]

  public var now: Instant { lock.withLock { current } }
  public var minimumResolution: Duration { .zero }

  /// The time since the clock was made.
  public var elapsed: Duration { now.offset }

  /// How many sleeps have begun since the clock was made, woken or not.
  public var sleepsBegun: Int { lock.withLock { began } }

  /// Whether a sleeper the clock woke has not yet returned from `sleep(until:)`.
  public var hasWakingSleepers: Bool { lock.withLock { !awake.isEmpty } }

  /// How many tasks sleep on the clock.
  public var sleeperCount: Int {
    lock.withLock { entries.count { if case .sleeper = $0.waiter { true } else { false } } }
  }

  /// Whether a timer of the views is set.
  public var hasTimers: Bool {
    lock.withLock { entries.contains { if case .timer = $0.waiter { true } else { false } } }
  }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id: UInt64 = lock.withLock {
      began += 1
      nextID += 1
      return nextID
    }
    resumeReachedWatchers()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow: Bool = lock.withLock {
          if deadline <= current || Task.isCancelled { return true }
          entries.append(Entry(id: id, deadline: deadline, waiter: .sleeper(continuation)))
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      let cancelled: CheckedContinuation<Void, any Error>? = lock.withLock {
        guard let index = entries.firstIndex(where: { $0.id == id }),
          case .sleeper(let continuation) = entries[index].waiter
        else { return nil }
        entries.remove(at: index)
        return continuation
      }
      cancelled?.resume(throwing: CancellationError())
    }
    lock.withLock { _ = awake.remove(id) }
    resumeReachedWatchers()
    try Task.checkCancellation()
  }

  /// Waits until `count` sleeps have begun and every sleeper the clock woke has returned from
  /// `sleep(until:)` — the event a model run waits for after it started watchdogs or woke one —
  /// or until `limit` of real time has passed; returns whether the sleeps got there.
  public func sleepsReached(_ count: Int, within limit: Duration = .seconds(30)) async -> Bool {
    let ticket: UInt64? = lock.withLock {
      guard began < count || !awake.isEmpty else { return nil }
      nextID += 1
      return nextID
    }
    guard let ticket else { return true }
    let deadline = Task {
      try? await Task.sleep(for: limit)
      self.expire(ticket)
    }
    defer { deadline.cancel() }
    return await withCheckedContinuation { continuation in
      let reached: Bool = lock.withLock {
        if began >= count, awake.isEmpty { return true }
        watchers[ticket] = (count, continuation)
        return false
      }
      if reached { continuation.resume(returning: true) }
    }
  }

  /// Resumes the watchers whose count the sleeps have reached, with no woken sleeper on its way.
  private func resumeReachedWatchers() {
    let reached: [CheckedContinuation<Bool, Never>] = lock.withLock {
      guard awake.isEmpty else { return [] }
      let tickets = watchers.filter { $0.value.count <= began }.map(\.key)
      return tickets.compactMap { watchers.removeValue(forKey: $0)?.continuation }
    }
    for continuation in reached { continuation.resume(returning: true) }
  }

  private func expire(_ ticket: UInt64) {
    let expired = lock.withLock { watchers.removeValue(forKey: ticket)?.continuation }
    expired?.resume(returning: false)
  }

  /// Calls `body` on the main actor once the clock reaches `delay` from now; returns a token
  /// for ``cancelTimer(_:)``.
  @discardableResult
  public func schedule(after delay: Duration, _ body: @escaping @MainActor () -> Void) -> UInt64 {
    lock.withLock {
      nextID += 1
      entries.append(Entry(id: nextID, deadline: current.advanced(by: delay), waiter: .timer(body)))
      return nextID
    }
  }

  /// Forgets a timer that has not fired.
  public func cancelTimer(_ token: UInt64) {
    lock.withLock { entries.removeAll { $0.id == token } }
  }

  /// Forgets every timer: a finished run frees what they hold.
  public func cancelAllTimers() {
    lock.withLock { entries.removeAll { if case .timer = $0.waiter { true } else { false } } }
  }

  /// Moves the clock forward by `duration`, one deadline at a time in deadline order (ties in
  /// the order they were set), calling `settle` after each so that what it made ready runs
  /// before the next; `settle` is told whether the deadline woke a sleeping task.
  @MainActor
  public func advance(by duration: Duration, settle: @MainActor (_ wokeSleeper: Bool) async -> Void) async {
    let end = now.advanced(by: duration)
    while let due = takeDue(before: end) {
      switch due {
      case .sleeper(let continuation):
        continuation.resume()
        await settle(true)
      case .timer(let body):
        body()
        await settle(false)
      }
    }
    lock.withLock { current = max(current, end) }
  }

  /// The earliest waiter due by `end`, removed, with the clock moved to its deadline.
  private func takeDue(before end: Instant) -> Waiter? {
    lock.withLock {
      var best: Int?
      for index in entries.indices where entries[index].deadline <= end {
        guard let chosen = best else {
          best = index
          continue
        }
        let (candidate, incumbent) = (entries[index], entries[chosen])
        if candidate.deadline < incumbent.deadline
          || (candidate.deadline == incumbent.deadline && candidate.id < incumbent.id)
        {
          best = index
        }
      }
      guard let index = best else { return nil }
      let entry = entries.remove(at: index)
      current = max(current, entry.deadline)
      if case .sleeper = entry.waiter { awake.insert(entry.id) }
      return entry.waiter
    }
  }
}
