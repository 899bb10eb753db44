/// The center's outcome stream: each subscriber gets every report from when it subscribed.
@MainActor
final class OutcomeFeed {
  private var subscribers: [Int: AsyncStream<LinkReport>.Continuation] = [:]
  private var nextSubscriber = 0

  /// A new stream of the reports from now on; dropping it ends its subscription.
  func subscribe() -> AsyncStream<LinkReport> {
    let (stream, continuation) = AsyncStream<LinkReport>.makeStream(bufferingPolicy: .unbounded)
    nextSubscriber += 1
    let id = nextSubscriber
    subscribers[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.subscribers[id] = nil }
    }
    return stream
  }

  /// Hands `report` to every subscriber.
  func send(_ report: LinkReport) {
    for subscriber in subscribers.values { subscriber.yield(report) }
  }
}
