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

/// The landing page's complete example, with `print` replaced by a list of lines, so that the
/// output the page shows is the output the code gives.
@MainActor
@Suite struct DocumentationExampleTests {
  @MainActor
  final class BankLinks {
    let navigator = StatePublishingNavigator(HeadlessNavigator(state: BankNavigation.signedInStart))
    let center: DeepLinkCenter<BankRoute>
    let relay: LinkRelay<BankRoute>
    private var subscriptions: Set<AnyCancellable> = []
    var printed: [String] = []

    init() throws {
      center = DeepLinkCenter(
        routes: try BankNavigation.routes(), graph: try BankNavigation.graph(), navigator: navigator,
        clock: ManualClock(),
        guards: [RouteGuard("signedIn", showing: BankNavigation.Screens.login) { true }],
        destination: { route in .screen(route.screen) })
      relay = LinkRelay(center: center)

      navigator.statePublisher
        .map { $0.topScreen?.description ?? "nothing" }
        .sink { [unowned self] in printed.append("on screen: \($0)") }
        .store(in: &subscriptions)
      center.outcomePublisher
        .sink { [unowned self] in printed.append("outcome: \($0)") }
        .store(in: &subscriptions)
    }
  }

  @Test func landingPage() async throws {
    let links = try BankLinks()
    #expect(links.printed == ["on screen: dashboard"])
    links.relay.send(URL(string: "bank://cards/42/detail")!)
    links.relay.send(URL(string: "bank://cards/abc")!)
    #expect(links.printed.count == 2)  // the unmatched link ended at once
    links.center.becomeReady()
    await links.center.idle()
    #expect(
      links.printed == [
        "on screen: dashboard",
        """
        outcome: bank://cards/abc → unmatched: no route matches /cards/abc: "abc" after "/cards" \
        is not an int (as in /cards/:cardID(int))
        """,
        "on screen: cardDetail(42)",
        "outcome: bank://cards/42/detail → handled: cardDetail(42) on screen",
      ])
  }
}
