import Foundation
import Testing
import WayfinderCombine
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting

/// The bank app, signed in, on a headless navigator wrapped in a state-publishing one, with
/// a manual clock: the fixture every suite of this target starts from.
@MainActor
struct CombineBank {
  typealias Screens = BankNavigation.Screens

  let clock = ManualClock()
  let headless: HeadlessNavigator
  let navigator: StatePublishingNavigator
  let center: DeepLinkCenter<BankRoute>

  init(ready: Bool = true, stepDuration: Duration = .zero) throws {
    headless = HeadlessNavigator(
      state: BankNavigation.signedInStart, clock: clock, stepDuration: stepDuration)
    navigator = StatePublishingNavigator(headless)
    center = DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: try BankNavigation.graph(), navigator: navigator,
      clock: clock,
      guards: [RouteGuard("signedIn", showing: Screens.login) { true }],
      destination: { .screen($0.screen) })
    if ready { center.becomeReady() }
  }

  /// The bank app showing card `cardID`, and its detail when `detail`.
  static func card(_ cardID: Int, detail: Bool = false) -> NavigationState {
    let cards = detail ? [Screens.card(cardID), Screens.cardDetail(cardID)] : [Screens.card(cardID)]
    return BankNavigation.state(BankNavigation.home(dashboard: [Screens.dashboard] + cards))
  }
}

/// What a `sink` written in `@MainActor` code received. The sink's closure is isolated to the
/// main actor, and Swift checks that when it is called: a delivery off the main actor would
/// crash the test.
@MainActor
final class Received<Value> {
  var values: [Value] = [] {
    didSet { wake() }
  }
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Returns once `count` values have been received: each value received is the event, for
  /// what reaches the main actor from another thread on its next turn.
  func wait(for count: Int) async {
    guard values.count < count else { return }
    await withCheckedContinuation { waiters.append((count, $0)) }
  }

  private func wake() {
    let ready = waiters.filter { $0.count <= values.count }
    waiters.removeAll { $0.count <= values.count }
    for waiter in ready { waiter.continuation.resume() }
  }
}

/// The center's own `outcomes` stream, subscribed to now, to compare the publishers against:
/// each report awaited as the stream yields it.
@MainActor
final class CenterLog {
  private var iterator: AsyncStream<LinkReport>.AsyncIterator

  init(_ center: DeepLinkCenter<BankRoute>) {
    iterator = center.outcomes.makeAsyncIterator()
  }

  /// The next `count` reports on the stream.
  func next(_ count: Int) async -> [LinkReport] {
    var iterator = iterator
    var reports: [LinkReport] = []
    for _ in 0..<count {
      guard let report = await iterator.next(isolation: #isolation) else { break }
      reports.append(report)
    }
    self.iterator = iterator
    return reports
  }
}

/// A value handed to another thread in a test.
///
/// NB: Combine's subjects and publishers are thread-safe but not marked `Sendable`; the tests
/// that publish or subscribe from another thread carry them in this box.
struct Unchecked<Value>: @unchecked Sendable {
  let value: Value
}

/// Whether the caller runs on the main actor, found out without trapping: `Task.immediate`
/// runs a main-actor body at once only when called on the main actor. (Under `swift test` on
/// Linux the main actor does not run on what Foundation calls the main thread.)
func isOnMainActor() -> Bool {
  let ran = Flag()
  if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
    Task.immediate { @MainActor in ran.set() }
    return ran.isSet
  } else {
    return Thread.isMainThread
  }
}

/// A flag set from one thread and read from another.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}

/// What a nonisolated sink saw, recorded on whatever thread it runs.
final class Sightings: @unchecked Sendable {
  private let lock = NSLock()
  private var seen: [Bool] = []

  var values: [Bool] { lock.withLock { seen } }
  func record(_ value: Bool) { lock.withLock { seen.append(value) } }
}
