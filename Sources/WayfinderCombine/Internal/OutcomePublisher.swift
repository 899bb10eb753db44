import WayfinderCoordination

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// The publisher behind `DeepLinkCenter.outcomePublisher`: each
/// subscriber gets its own ``OutcomeSubscription``, reading a stream of the center's outcomes
/// made when it subscribes.
struct OutcomePublisher<Route: Sendable>: Publisher {
  typealias Output = LinkReport
  typealias Failure = Never

  let center: DeepLinkCenter<Route>

  func receive<Downstream: Subscriber>(subscriber: Downstream)
  where Downstream.Input == LinkReport, Downstream.Failure == Never {
    let subscription = OutcomeSubscription(subscriber)
    // On the main actor, the stream is made before the subscriber hears of its subscription,
    // so a link that ends as soon as `sink` returns is heard. Subscribed from elsewhere, the
    // stream is made when the main actor gets to it, and hears the links that end from then on.
    onMainActor { [center] in subscription.start(reading: center.outcomes) }
    subscriber.receive(subscription: subscription)
  }
}
