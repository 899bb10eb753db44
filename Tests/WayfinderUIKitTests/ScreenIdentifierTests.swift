import Testing
import WayfinderModelSupport
import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// Each screen's view carries the screen's accessibility identifier, set by the navigator from
/// the screen it records the view controller as showing (issue 33, item 5): what a UI test finds
/// the screen on top by. The app's own identifier stays.
@Suite("Screen identifiers on the UIKit model")
@MainActor
struct ScreenIdentifierTests {
  @Test("the view of each view controller the factory makes carries its screen's identifier")
  func eachScreenViewCarriesItsScreensIdentifier() async throws {
    let run = try UIKitLinkTimer(.bank, watching: ["dashboard", "card", "cardDetail"])
    _ = await run.open("bank://cards/42/detail")
    let watched = run.uikit.records.watched
    #expect(watched.count >= 3)
    for (viewController, screen) in watched {
      #expect(viewController.wayfinderViewIdentifier == screen.accessibilityIdentifier)
    }
    #expect(
      watched.contains { $0.viewController.wayfinderViewIdentifier == "wayfinder.screen.cardDetail(42)" })
    run.tearDown()
  }

  @Test("an identifier the app gave the view stays")
  func theAppsOwnIdentifierStays() async throws {
    let run = try UIKitLinkTimer(
      .bank, watching: ["card", "cardDetail"], ownIdentifiers: ["card": "bank.card"])
    _ = await run.open("bank://cards/42/detail")
    let identifiers = run.uikit.records.watched.map {
      ($0.screen.name, $0.viewController.wayfinderViewIdentifier)
    }
    #expect(identifiers.contains { $0 == ("card", "bank.card") })
    #expect(identifiers.contains { $0 == ("cardDetail", "wayfinder.screen.cardDetail(42)") })
    run.tearDown()
  }

  @Test("the identifier replaces none of the app's, and follows the screen's parameters")
  func theDecision() {
    let card = Screen("card", parameters: ["cardID": "7"])
    #expect(card.accessibilityIdentifier == "wayfinder.screen.card(7)")
    #expect(card.holding(["draft": "x"]).accessibilityIdentifier == "wayfinder.screen.card(7)")
    #expect(Screen.accessibilityIdentifier(replacing: nil, for: card) == "wayfinder.screen.card(7)")
    #expect(Screen.accessibilityIdentifier(replacing: "", for: card) == "wayfinder.screen.card(7)")
    #expect(
      Screen.accessibilityIdentifier(replacing: "wayfinder.screen.card(6)", for: card)
        == "wayfinder.screen.card(7)")
    #expect(Screen.accessibilityIdentifier(replacing: "wayfinder.screen.card(7)", for: card) == nil)
    #expect(Screen.accessibilityIdentifier(replacing: "bank.card", for: card) == nil)
  }
}
