import Foundation
import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting

/// A state saved by an older build whose tab bar had other tabs (issue 34, item 5): an app
/// update that adds a tab, or takes one away, keeps what the person had open in the tabs that
/// are still there, instead of dropping the whole saved state.
@MainActor
@Suite struct RestorationTabTests {
  typealias Bank = BankNavigation.Screens

  /// The bank's `home` as an older build had it, without `profile`, `extra` tabs added.
  static func oldHome(_ extra: [Container] = [], selected: String = "settings") -> NavigationState {
    BankNavigation.state(
      .tabs(
        "home",
        [
          .stack("dashboard", [Bank.dashboard, Bank.card(7)]),
          .stack("settings", [Bank.settings, Bank.notifications]),
        ]
          + extra,
        selected: selected))
  }

  @Test func aTabTheAppGainedStartsAsItFirstAppearsAndTheRestComesBack() async throws {
    let app = try BankDeepLinkTests.app(signedIn: true, ready: false)
    let outcome = await app.center.restore(Self.oldHome())
    let expected = BankNavigation.state(
      BankNavigation.home(
        dashboard: [Bank.dashboard, Bank.card(7)], settings: [Bank.settings, Bank.notifications],
        selected: "settings"))
    // Nothing the person had open is lost: the outcome is handled, not restored in part.
    #expect(outcome == .handled(expected), "\(outcome)")
    #expect(app.navigator.state == expected)
  }

  @Test func aTabTheAppLostIsLeftOutWithTheReasonAndTheRestComesBack() async throws {
    let app = try BankDeepLinkTests.app(signedIn: true, ready: false)
    // Saved on `offers`, a tab this build no longer has: the graph's selected tab is shown.
    let saved = Self.oldHome([.stack("offers", [Screen("offers")])], selected: "offers")
    let outcome = await app.center.restore(saved)
    let expected = BankNavigation.state(
      BankNavigation.home(
        dashboard: [Bank.dashboard, Bank.card(7)], settings: [Bank.settings, Bank.notifications]))
    guard case .restoredInPart(let state, let dropped) = outcome else {
      Issue.record("\(outcome)")
      return
    }
    #expect(state == expected)
    #expect(app.navigator.state == expected)
    #expect(
      dropped.reason
        == "the saved state was restored in part: left out tab \"offers\" of \"home\": the tab bar has no tab \"offers\" any more"
    )
  }

  @Test func aTabWhoseContentIsStaleStartsAfreshAndTheOtherTabsComeBack() async throws {
    let app = try BankDeepLinkTests.app(signedIn: true, ready: false)
    // `settings` was a stack rooted at another screen in the older build.
    let saved = BankNavigation.state(
      BankNavigation.home(
        dashboard: [Bank.dashboard, Bank.card(7)], settings: [Screen("preferences")], selected: "dashboard"))
    let outcome = await app.center.restore(saved)
    let expected = BankNavigation.state(BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(7)]))
    #expect(outcome.name == "restored-in-part", "\(outcome)")
    #expect(app.navigator.state == expected)
  }

  @Test func theGraphSaysAStateWithAGainedTabIsFine() throws {
    let graph = try BankNavigation.graph()
    #expect(graph.problem(restoring: Self.oldHome()) == nil)
  }
}
