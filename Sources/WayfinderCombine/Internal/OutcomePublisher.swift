import WayfinderCoordination

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// The publisher behind `DeepLinkCenter.outcomePublisher`: each
/// subscriber gets its own ``OutcomeSubscription``, which the center hands each report as the
/// work ends.
struct OutcomePublisher<Route: Sendable>: Publisher {
  typealias Output = LinkReport
  typealias Failure = Never

  let center: DeepLinkCenter<Route>

  func receive<Downstream: Subscriber>(subscriber: Downstream)
  where Downstream.Input == LinkReport, Downstream.Failure == Never {
    let subscription = OutcomeSubscription(subscriber)
    // The subscription is the center's before the subscriber hears of it, on whatever thread
    // it subscribes, so a link that ends as soon as `sink` returns is heard.
    subscription.start(center.feed)
    subscriber.receive(subscription: subscription)
  }
}
