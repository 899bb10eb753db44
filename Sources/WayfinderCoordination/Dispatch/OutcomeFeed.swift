import Foundation

/// The center's outcome stream: each subscriber gets every report from when it subscribed.
///
/// A subscriber is a stream (``DeepLinkCenter/outcomes``) or, for the Combine bridge, a
/// function the center calls as each piece of work ends, on the main actor, before the tasks
/// awaiting the work's outcome resume. When the center goes, the feed goes, and every
/// subscription ends.
///
/// NB: a lock, not the main actor: a subscription ends on whatever thread drops a stream or
/// cancels a Combine subscription, and it ends then, not on the main actor's next turn.
package final class OutcomeFeed: @unchecked Sendable {
  private struct Subscriber {
    let receive: @MainActor @Sendable (LinkReport) -> Void
    let ended: @Sendable () -> Void
  }

  private let lock = NSLock()
  private var subscribers: [Int: Subscriber] = [:]
  private var nextSubscriber = 0

  init() {}

  deinit {
    for subscriber in subscribers.values { subscriber.ended() }
  }

  /// A new stream of the reports from now on; dropping it ends its subscription.
  @MainActor
  func subscribe() -> AsyncStream<LinkReport> {
    let (stream, continuation) = AsyncStream<LinkReport>.makeStream(bufferingPolicy: .unbounded)
    let id = add({ continuation.yield($0) }, ended: { continuation.finish() })
    continuation.onTermination = { [weak self] _ in self?.remove(id) }
    return stream
  }

  /// Calls `receive` with every report from now on, until ``remove(_:)`` with the id returned,
  /// and `ended` when the feed goes with its center.
  package func add(
    _ receive: @escaping @MainActor @Sendable (LinkReport) -> Void, ended: @escaping @Sendable () -> Void
  ) -> Int {
    lock.withLock {
      nextSubscriber += 1
      subscribers[nextSubscriber] = Subscriber(receive: receive, ended: ended)
      return nextSubscriber
    }
  }

  /// Ends the subscription `id`, from any thread.
  package func remove(_ id: Int) {
    _ = lock.withLock { subscribers.removeValue(forKey: id) }
  }

  /// Hands `report` to every subscriber, in the order they subscribed.
  @MainActor
  func send(_ report: LinkReport) {
    let receivers = lock.withLock { subscribers.sorted { $0.key < $1.key }.map(\.value.receive) }
    for receive in receivers { receive(report) }
  }
}
