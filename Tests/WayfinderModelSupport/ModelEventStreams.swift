/// Events a model's runs draw from streams of their own beside the seed's main one, so that
/// adding a kind of event leaves the rest of every seed's run as it was.
public enum ModelEventStreams {
  /// `events` with what `extra` draws before each of them, from the stream `seed ^ salt`.
  public static func interleaving<Event>(
    _ events: [Event], seed: UInt64, salt: UInt64, _ extra: (inout SplitMix64) -> [Event]
  ) -> [Event] {
    var random = SplitMix64(seed: seed ^ salt)
    return events.flatMap { extra(&random) + [$0] }
  }

  /// `events` with `3 + 0...4` (or `first + 0...more-1`) events that `make` draws from the
  /// stream `seed ^ salt`, each at a place of the same stream's choosing.
  public static func inserting<Event>(
    into events: [Event], seed: UInt64, salt: UInt64, first: Int = 3, more: Int = 5,
    _ make: (inout SplitMix64) -> Event
  ) -> [Event] {
    var random = SplitMix64(seed: seed ^ salt)
    var events = events
    for _ in 0..<(first + random.next(more)) {
      let event = make(&random)
      events.insert(event, at: random.next(events.count + 1))
    }
    return events
  }
}

/// What the app does, in both models' runs, to the screens a link would close: it keeps the
/// modal on top from the person's dismissal (UIKit's `isModalInPresentation`, SwiftUI's
/// `interactiveDismissDisabled`), or lets it go again; `compose` holds the links that would
/// close it (a call under way, `ScreenClosing.hold`), or no longer.
///
/// The app's rules decide as a link plans: a run applies these only while no link is under way,
/// and the checks then hold the navigator to them.
public enum AppClosingEvent: Hashable, Sendable, CustomStringConvertible {
  /// The app keeps the modal on top from the person's dismissal, or lets it go.
  case keepTopModal(Bool)
  /// `compose` holds the links that would close it while it is open, or no longer.
  case holdLinks(Bool)

  public var description: String {
    switch self {
    case .keepTopModal(let keeps):
      "app \(keeps ? "keeps the modal on top from" : "allows the modal on top") dismissal"
    case .holdLinks(let holds): "compose \(holds ? "holds" : "no longer holds") links"
    }
  }

  /// `events` with the app's closing events here and there, from a stream of their own.
  public static func sprinkled<Event>(
    into events: [Event], seed: UInt64, as event: (AppClosingEvent) -> Event
  ) -> [Event] {
    ModelEventStreams.interleaving(events, seed: seed, salt: 0xC105_1E6) { random in
      var drawn: [Event] = []
      if random.chance(4) { drawn.append(event(.keepTopModal(random.chance(60)))) }
      if random.chance(3) { drawn.append(event(.holdLinks(random.chance(60)))) }
      return drawn
    }
  }
}
