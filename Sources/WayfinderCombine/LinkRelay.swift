import Foundation
import WayfinderCoordination

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// Where an app's code that pushed links into a subject now pushes them: each link sent goes
/// to a `DeepLinkCenter` exactly once, and its outcome comes back on ``outcomePublisher``.
///
/// It takes the place of the `CurrentValueSubject<String?, Never>` of links that coordinator
/// apps pass down their tree. Unlike that subject, the relay keeps no current value: a link is
/// handed to the center when it is sent, and a subscriber that comes later is not given it
/// again. Holding a link until the app can show it is the center's job (until
/// `becomeReady()`, for its time to live), so nobody needs to reset the relay after a link is
/// handled. See <doc:MigratingFromACurrentValueSubject>.
///
/// ```swift
/// let relay = LinkRelay(center: center)
/// let subscription = relay.outcomePublisher.sink { print($0) }
/// relay.send(URL(string: "bank://cards/42/detail")!)
/// // bank://cards/42/detail → handled: cardDetail(42) on screen
/// ```
@MainActor
public final class LinkRelay<Route: Sendable> {
  /// The center every link goes to.
  public let center: DeepLinkCenter<Route>
  /// Where the relay says its links come from.
  public let source: LinkSource
  private let outcomes = PassthroughSubject<RelayedLink, Never>()

  /// Creates a relay that hands its links to `center`.
  ///
  /// - Parameters:
  ///   - center: The center that opens the links.
  ///   - source: Where the links come from, as the center reports them.
  public init(center: DeepLinkCenter<Route>, source: LinkSource = .url) {
    self.center = center
    self.source = source
  }

  /// Each relayed link and its outcome, in the order the links end, on the main actor.
  ///
  /// A subscriber hears the links that end after it subscribes; nothing is replayed.
  public var outcomePublisher: AnyPublisher<RelayedLink, Never> {
    outcomes.eraseToAnyPublisher()
  }

  /// Hands `url` to the center, once.
  public func send(_ url: URL) {
    send(url.absoluteString)
  }

  /// Hands `link` to the center, once.
  ///
  /// The center has the link before `send` returns (`DeepLinkCenter.send(_:from:)`), so links
  /// reach the center in the order they were sent, and its outcome is published as the link
  /// ends, before the code awaiting the link's outcome resumes. The center holds a link sent
  /// before it is ready, and a newer link supersedes a running one, as for links from any
  /// other source.
  public func send(_ link: String) {
    let source = source
    center.send(link, from: source).whenEnded { [outcomes] outcome in
      outcomes.send(RelayedLink(link: link, source: source, outcome: outcome))
    }
  }

  /// Relays every URL that `links` publishes until the returned cancellable is cancelled.
  ///
  /// For an app that keeps a publisher of links of its own. A URL published on the main
  /// actor is sent at once; one published on another thread is sent on the main actor's next
  /// turn.
  ///
  /// - Returns: The subscription to `links`; cancel it, or let it go, to stop relaying.
  public func forward<Links: Publisher>(_ links: Links) -> AnyCancellable
  where Links.Output == URL, Links.Failure == Never {
    Self.subscribe(to: links) { [weak self] url in self?.send(url) }
  }

  /// Relays every link that `links` publishes until the returned cancellable is cancelled.
  ///
  /// - Returns: The subscription to `links`; cancel it, or let it go, to stop relaying.
  public func forward<Links: Publisher>(_ links: Links) -> AnyCancellable
  where Links.Output == String, Links.Failure == Never {
    Self.subscribe(to: links) { [weak self] link in self?.send(link) }
  }

  /// Subscribes to `links` with a `sink` that is not isolated to the main actor, and hops to
  /// it to send.
  ///
  /// NB: nonisolated on purpose. A `sink` closure written in `@MainActor` code is isolated to
  /// the main actor, and Swift checks that at run time: a publisher that delivers on another
  /// thread would crash the app.
  private nonisolated static func subscribe<Links: Publisher>(
    to links: Links, send: @escaping @MainActor @Sendable (Links.Output) -> Void
  ) -> AnyCancellable where Links.Output: Sendable, Links.Failure == Never {
    links.sink { link in onMainActor { send(link) } }
  }
}
