// The second ```swift block of WayfinderCombine.docc/WayfinderCombine.md, compiled in the root
// package (it needs OpenCombine here, which the stand-ins' check does not build).
// `DocSampleTests` checks that every line of the block is here, in order; the lines this file
// adds wrap its statements in a function. (`DocumentationExampleTests` runs a copy and checks
// what it prints.)
import Foundation
import WayfinderCombine
import WayfinderCoordination
import WayfinderNavigation
import WayfinderReferenceApps
import WayfinderTesting

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

@MainActor
final class BankLinks {
  let navigator = StatePublishingNavigator(HeadlessNavigator(state: BankNavigation.signedInStart))
  let center: DeepLinkCenter<BankRoute>
  let relay: LinkRelay<BankRoute>
  private var subscriptions: Set<AnyCancellable> = []

  init() throws {
    center = DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: try BankNavigation.graph(), navigator: navigator,
      guards: [RouteGuard("signedIn", showing: BankNavigation.Screens.login) { true }],
      destination: { route in .screen(route.screen) })
    relay = LinkRelay(center: center)

    // What is on screen: now, then after each step.
    navigator.statePublisher
      .map { $0.topScreen?.description ?? "nothing" }
      .sink { print("on screen:", $0) }
      .store(in: &subscriptions)
    // Every link's outcome, whatever its source, for analytics.
    center.outcomePublisher
      .sink { print("outcome:", $0) }
      .store(in: &subscriptions)
  }
}

@MainActor func docSampleWayfinderCombine() throws {
  let links = try BankLinks()
  // on screen: dashboard
  links.relay.send(URL(string: "bank://cards/42/detail")!)  // held: the app is not ready yet
  links.relay.send(URL(string: "bank://cards/abc")!)  // matches no route: ends at once
  // outcome: bank://cards/abc → unmatched: no route matches /cards/abc: "abc" after "/cards" is not an int (as in /cards/:cardID(int))
  links.center.becomeReady()  // the held link opens
  // on screen: cardDetail(42)
  // outcome: bank://cards/42/detail → handled: cardDetail(42) on screen
}
