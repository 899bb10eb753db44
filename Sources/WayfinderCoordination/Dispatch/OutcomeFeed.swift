import Foundation

/// The center's outcome stream: each subscriber gets every report from when it subscribed.
///
/// A subscriber is a stream (``DeepLinkCenter/outcomes``) or, for the Combine bridge, a
/// function the center calls as each piece of work ends, on the main actor.
///
/// NB: a lock, not the main actor: a stream's subscription ends on whatever thread drops the
/// stream, and it ends then, not on the main actor's next turn.
final class OutcomeFeed: @unchecked Sendable {
  private let lock = NSLock()
  private var subscribers: [Int: @MainActor @Sendable (LinkReport) -> Void] = [:]
  private var nextSubscriber = 0

  /// A new stream of the reports from now on; dropping it ends its subscription.
  @MainActor
  func subscribe() -> AsyncStream<LinkReport> {
    let (stream, continuation) = AsyncStream<LinkReport>.makeStream(bufferingPolicy: .unbounded)
    let id = add { continuation.yield($0) }
    continuation.onTermination = { [weak self] _ in self?.remove(id) }
    return stream
  }

  /// Calls `receive` with every report from now on, until ``remove(_:)`` with the id returned.
  func add(_ receive: @escaping @MainActor @Sendable (LinkReport) -> Void) -> Int {
    lock.withLock {
      nextSubscriber += 1
      subscribers[nextSubscriber] = receive
      return nextSubscriber
    }
  }

  /// Ends the subscription `id`.
  func remove(_ id: Int) {
    _ = lock.withLock { subscribers.removeValue(forKey: id) }
  }

  /// Hands `report` to every subscriber, in the order they subscribed.
  @MainActor
  func send(_ report: LinkReport) {
    let receivers = lock.withLock { subscribers.sorted { $0.key < $1.key }.map(\.value) }
    for receive in receivers { receive(report) }
  }
}
