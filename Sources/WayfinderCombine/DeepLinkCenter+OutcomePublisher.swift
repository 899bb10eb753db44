import WayfinderCoordination

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

extension DeepLinkCenter {
  /// Every link's outcome, in the order they end, as a publisher delivering on the main actor.
  ///
  /// Each subscriber hears the links that end from the moment it subscribes, as a reader of
  /// `DeepLinkCenter.outcomes` does: subscribing makes the
  /// subscriber its own stream of outcomes, and cancelling ends that stream, so a center
  /// keeps nothing for a subscriber that has gone. Reports wait for the subscriber's demand;
  /// the publisher never fails and does not finish while the subscription lasts.
  ///
  /// Reports arrive on the main actor, so a `sink` written in `@MainActor` code needs no
  /// `receive(on:)`:
  ///
  /// ```swift
  /// let subscription = center.outcomePublisher.sink { report in print(report) }
  /// _ = await center.open("bank://cards/42/detail")
  /// // bank://cards/42/detail → handled: cardDetail(42) on screen
  /// ```
  public var outcomePublisher: AnyPublisher<LinkReport, Never> {
    OutcomePublisher(center: self).eraseToAnyPublisher()
  }
}
