import Foundation
import Testing
import WayfinderCombine
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// `LinkRelay`: each link sent reaches the center once, held by the center until it is ready,
/// with its outcome published once; nothing is replayed.
@MainActor
@Suite struct LinkRelayTests {
  static let card7 = URL(string: "bank://cards/7")!
  static let cardDetail42 = URL(string: "bank://cards/42/detail")!

  /// The center's reports as (link, source, outcome), to compare with the relay's.
  static func relayed(_ reports: [LinkReport]) -> [RelayedLink] {
    reports.map {
      RelayedLink(link: $0.link?.url ?? "", source: $0.link?.source ?? .url, outcome: $0.outcome)
    }
  }

  @Test func forwardsEachLinkOnceInOrder() async throws {
    let app = try CombineBank()
    let log = CenterLog(app.center)
    let relay = LinkRelay(center: app.center)
    let relayed = Received<RelayedLink>()
    let subscription = relay.outcomePublisher.sink { relayed.values.append($0) }

    relay.send(Self.card7)
    await app.center.idle()
    #expect(relayed.values.count == 1)
    relay.send("bank://cards/abc")
    relay.send(Self.cardDetail42)
    await app.center.idle()

    #expect(relayed.values == Self.relayed(await log.next(3)))
    #expect(relayed.values.map(\.link) == ["bank://cards/7", "bank://cards/abc", "bank://cards/42/detail"])
    #expect(relayed.values.map(\.outcome.name) == ["handled", "unmatched", "handled"])
    #expect(relayed.values.allSatisfy { $0.source == .url })
    #expect(relayed.values[2].description == "bank://cards/42/detail → handled: cardDetail(42) on screen")
    #expect(app.navigator.state == CombineBank.card(42, detail: true))
    subscription.cancel()
  }

  @Test func linksSentBeforeTheCenterIsReadyAreHeldThenOpened() async throws {
    let app = try CombineBank(ready: false)
    let log = CenterLog(app.center)
    let relay = LinkRelay(center: app.center, source: .universalLink)
    let relayed = Received<RelayedLink>()
    let subscription = relay.outcomePublisher.sink { relayed.values.append($0) }

    relay.send(Self.card7)
    relay.send(Self.cardDetail42)
    await app.center.idle()
    // The center holds both: nothing has ended and nothing is on screen yet.
    #expect(app.center.heldLinks == 2)
    #expect(relayed.values.isEmpty)
    #expect(app.headless.transcript.isEmpty)

    app.center.becomeReady()
    await app.center.idle()
    let reports = await log.next(2)
    #expect(
      relayed.values.map(\.description) == [
        "bank://cards/7 → superseded: a newer link took its place",
        "bank://cards/42/detail → handled: cardDetail(42) on screen",
      ])
    #expect(relayed.values == Self.relayed(reports))
    #expect(relayed.values.allSatisfy { $0.source == .universalLink })
    #expect(
      app.headless.steps.map(\.description) == [
        "setScreens dashboard to dashboard, card(42), cardDetail(42) keeping 1, animated"
      ])
    subscription.cancel()
  }

  @Test func aLateSubscriberIsNotGivenAnOldLink() async throws {
    let app = try CombineBank()
    let relay = LinkRelay(center: app.center)
    let early = Received<RelayedLink>()
    let earlySubscription = relay.outcomePublisher.sink { early.values.append($0) }
    relay.send(Self.card7)
    await app.center.idle()
    #expect(early.values.count == 1)

    let late = Received<RelayedLink>()
    let lateSubscription = relay.outcomePublisher.sink { late.values.append($0) }
    await app.center.idle()
    #expect(late.values.isEmpty)
    #expect(early.values.count == 1)
    #expect(app.headless.steps.map(\.description) == ["push card(7) onto dashboard, animated"])
    earlySubscription.cancel()
    lateSubscription.cancel()
  }

  /// Seed 000's pattern, for contrast: the subject gives its last link to every subscriber
  /// that comes after it, which is why the coordinators there had to reset it to `nil`.
  @Test func aCurrentValueSubjectReplaysItsLink() {
    let deeplinkSubject = CurrentValueSubject<String?, Never>(nil)
    deeplinkSubject.send("cardDetail")
    let heard = Received<String?>()
    let child = deeplinkSubject.sink { heard.values.append($0) }
    #expect(heard.values == ["cardDetail"])
    child.cancel()
  }

  @Test func forwardsAPublisherOfLinksUntilCancelled() async throws {
    let app = try CombineBank()
    let relay = LinkRelay(center: app.center)
    let relayed = Received<String>()
    let subscription = relay.outcomePublisher.sink { relayed.values.append($0.link) }
    let links = PassthroughSubject<URL, Never>()
    let strings = PassthroughSubject<String, Never>()
    let forwarding = [relay.forward(links), relay.forward(strings)]

    links.send(Self.card7)
    strings.send("bank://profile")
    await app.center.idle()
    #expect(relayed.values.count == 2)
    for forward in forwarding { forward.cancel() }
    links.send(Self.cardDetail42)
    strings.send("bank://settings")
    await app.center.idle()
    #expect(relayed.values == ["bank://cards/7", "bank://profile"])
    subscription.cancel()
  }

  @Test func forwardsLinksPublishedOnAnotherThread() async throws {
    let app = try CombineBank()
    let relay = LinkRelay(center: app.center)
    let relayed = Received<String>()
    let subscription = relay.outcomePublisher.sink { relayed.values.append($0.description) }
    let links = PassthroughSubject<URL, Never>()
    let forwarding = relay.forward(links)

    // A sink written here, delivered on that thread, would crash; the relay's is nonisolated.
    let subject = Unchecked(value: links)
    let link = Self.cardDetail42
    await Task.detached { subject.value.send(link) }.value
    // Sent on the main actor's next turn: the link's published outcome is the event.
    await relayed.wait(for: 1)
    #expect(relayed.values == ["bank://cards/42/detail → handled: cardDetail(42) on screen"])
    forwarding.cancel()
    subscription.cancel()
  }

  @Test func theRelayAndTheCenterAreReleased() async throws {
    weak var relay: LinkRelay<BankRoute>?
    weak var center: DeepLinkCenter<BankRoute>?
    let relayed = Received<String>()
    var subscriptions: [AnyCancellable] = []
    do {
      let app = try CombineBank()
      let strongRelay = LinkRelay(center: app.center)
      (relay, center) = (strongRelay, app.center)
      let links = PassthroughSubject<URL, Never>()
      subscriptions.append(strongRelay.outcomePublisher.sink { relayed.values.append($0.link) })
      subscriptions.append(strongRelay.forward(links))
      links.send(Self.card7)
      strongRelay.send(Self.cardDetail42)
      await app.center.idle()
      #expect(relayed.values.count == 2)
    }
    // No task holds the relay, and forwarding holds it weakly.
    #expect(relay == nil && center == nil)
    for subscription in subscriptions { subscription.cancel() }
  }
}
