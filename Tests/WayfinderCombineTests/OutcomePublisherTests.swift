import Foundation
import Testing
import WayfinderCombine
import WayfinderCoordination
import WayfinderModelSupport
import WayfinderNavigation
import WayfinderReferenceApps

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// `DeepLinkCenter.outcomePublisher`: what the center reports, in order, on the main actor,
/// from subscription to cancellation.
@MainActor
@Suite struct OutcomePublisherTests {
  /// A subscriber that asks for `initial` reports and, for each one, for nothing more.
  final class Demanding: Subscriber {
    typealias Input = LinkReport
    typealias Failure = Never

    let initial: Subscribers.Demand
    var subscription: (any Subscription)?
    var received: [LinkReport] = []
    var completions = 0

    init(asking initial: Subscribers.Demand) { self.initial = initial }

    func receive(subscription: any Subscription) {
      self.subscription = subscription
      subscription.request(initial)
    }

    func receive(_ input: LinkReport) -> Subscribers.Demand {
      received.append(input)
      return .none
    }

    func receive(completion: Subscribers.Completion<Never>) { completions += 1 }
  }

  @Test func emitsWhatTheCenterReportsInOrder() async throws {
    let app = try CombineBank()
    let log = CenterLog(app.center)
    let published = Received<LinkReport>()
    let subscription = app.center.outcomePublisher.sink { published.values.append($0) }
    var returned: [LinkOutcome] = []
    returned.append(await app.center.open("bank://cards/42/detail"))
    returned.append(await app.center.open("bank://cards/abc"))
    returned.append(await app.center.open(URL(string: "https://bank.example.com/settings")!))
    returned.append(await app.center.open("evil://cards/1"))
    returned.append(await app.center.open(payload: ["title": "no link"]))

    // Heard as each link ended, before its `open` returned.
    #expect(published.values.count == 5)
    #expect(published.values == (await log.next(5)))
    #expect(published.values.map(\.outcome) == returned)
    #expect(
      published.values.map(\.description) == [
        "bank://cards/42/detail → handled: cardDetail(42) on screen",
        "bank://cards/abc → \(returned[1])",
        "https://bank.example.com/settings → handled: settings on screen",
        "evil://cards/1 → \(returned[3])",
        " → failed: the payload has no link under \"link\"",
      ])
    #expect(
      published.values.map(\.outcome.name) == ["handled", "unmatched", "handled", "rejected", "failed"])
    #expect(published.values.map(\.link?.source) == [.url, .url, .universalLink, .url, .notification])
    subscription.cancel()
  }

  @Test func hearsTheLinksThatEndAfterItSubscribes() async throws {
    let app = try CombineBank()
    let publisher = app.center.outcomePublisher
    _ = await app.center.open("bank://cards/7")
    let published = Received<String>()
    let subscription = publisher.sink { published.values.append($0.description) }
    // Subscribed on the main thread, the subscriber hears a link that ends right after.
    _ = await app.center.open("bank://profile")
    #expect(published.values == ["bank://profile → handled: profile on screen"])
    subscription.cancel()
  }

  @Test func everySubscriberHearsEveryReport() async throws {
    let app = try CombineBank()
    let first = Received<String>()
    let second = Received<String>()
    let subscriptions = [
      app.center.outcomePublisher.sink { first.values.append($0.description) },
      app.center.outcomePublisher.map(\.outcome.name).sink { second.values.append($0) },
    ]
    _ = await app.center.open("bank://cards/7")
    _ = await app.center.open("bank://nowhere")
    #expect(first.values.count == 2 && second.values.count == 2)
    #expect(first.values.first == "bank://cards/7 → handled: card(7) on screen")
    #expect(first.values.last?.hasPrefix("bank://nowhere → unmatched: ") == true)
    #expect(second.values == ["handled", "unmatched"])
    for subscription in subscriptions { subscription.cancel() }
  }

  @Test func reportsWaitForDemand() async throws {
    let app = try CombineBank()
    let subscriber = Demanding(asking: .max(1))
    app.center.outcomePublisher.subscribe(subscriber)
    for link in ["bank://cards/1", "bank://cards/2", "bank://cards/3"] { _ = await app.center.open(link) }
    // The other two wait for demand.
    #expect(subscriber.received.map(\.link?.url) == ["bank://cards/1"])
    subscriber.subscription?.request(.max(2))
    #expect(subscriber.received.map(\.link?.url) == ["bank://cards/1", "bank://cards/2", "bank://cards/3"])
    subscriber.subscription?.cancel()
    #expect(subscriber.completions == 0)
  }

  @Test func cancellingStopsDeliveryAndEndsTheSubscription() async throws {
    let app = try CombineBank()
    let control = Received<String>()
    let controlSubscription = app.center.outcomePublisher.sink {
      control.values.append($0.subject)
    }
    let subscriber = Demanding(asking: .unlimited)
    app.center.outcomePublisher.subscribe(subscriber)
    _ = await app.center.open("bank://cards/1")
    #expect(subscriber.received.count == 1)

    weak let subscription = subscriber.subscription.map { $0 as AnyObject }
    subscriber.subscription?.cancel()
    subscriber.subscription = nil
    _ = await app.center.open("bank://cards/2")
    #expect(control.values.count == 2)
    // Cancelled, it is the center's no more: nothing holds the subscription any more.
    #expect(subscription == nil)
    #expect(subscriber.received.map(\.link?.url) == ["bank://cards/1"])
    #expect(control.values == ["bank://cards/1", "bank://cards/2"])
    #expect(subscriber.completions == 0)
    controlSubscription.cancel()
  }

  @Test func cancellingReleasesTheCenter() async throws {
    weak var center: DeepLinkCenter<BankRoute>?
    weak var navigator: StatePublishingNavigator?
    let published = Received<String>()
    var subscription: AnyCancellable?
    do {
      let app = try CombineBank()
      (center, navigator) = (app.center, app.navigator)
      subscription = app.center.outcomePublisher.sink { published.values.append($0.subject) }
      _ = await app.center.open("bank://cards/7")
      #expect(published.values.count == 1)
    }
    subscription?.cancel()
    subscription = nil
    #expect(center == nil && navigator == nil)
  }

  @Test func aSubscriptionDoesNotKeepTheCenter() async throws {
    weak var center: DeepLinkCenter<BankRoute>?
    let subscriber = Demanding(asking: .unlimited)
    do {
      let app = try CombineBank()
      center = app.center
      app.center.outcomePublisher.subscribe(subscriber)
      _ = await app.center.open("bank://cards/7")
      #expect(subscriber.received.count == 1)
    }
    #expect(center == nil)
    // The center went: the subscriber heard that the reports are over.
    #expect(subscriber.completions == 1)
    weak let subscription = subscriber.subscription.map { $0 as AnyObject }
    subscriber.subscription?.cancel()
    subscriber.subscription = nil
    #expect(subscription == nil)
  }

  @Test func deliversOnTheMainActorWhenSubscribedFromAnotherThread() async throws {
    let app = try CombineBank()
    let publisher = Unchecked(value: app.center.outcomePublisher)
    let onMainActor = Sightings()
    let subscription = await Task.detached {
      // A nonisolated sink: it checks the thread itself instead of being checked by Swift.
      Unchecked(value: publisher.value.sink { _ in onMainActor.record(isOnMainActor()) })
    }.value
    // Subscribed when `sink` returned, on that thread: the next links are heard.
    _ = await app.center.open("bank://cards/1")
    _ = await app.center.open("bank://cards/2")
    #expect(onMainActor.values == [true, true])
    subscription.value.cancel()
  }
}
