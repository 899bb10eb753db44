import Foundation
import ShopKit
import Testing
import Wayfinder
import WayfinderTesting

@MainActor
@Suite struct PersonDismissesSignInTests {
  @Test func pullingTheSignInSheetDownEndsTheLinkAndALaterSignInShowsNothing() async throws {
    let navigator = HeadlessNavigator(state: Shop.start)
    let links = try ShopLinks(navigator: navigator, session: ShopSession(), clock: ManualClock())
    links.sceneIsReady()
    let opening = links.open(try #require(URL(string: "shop://orders/3")), from: .url)
    await links.center.idle()
    try #require(!links.center.pendingGuards.isEmpty)
    // The person pulls the sheet down: the navigator reports it, as a live one does.
    try navigator.personDismisses(ShopContainer.signIn)
    #expect(await opening.outcome.name == "guard-failed")
    // Signing in later, from the account tab, does not bring order 3 out of nowhere: the next
    // work the center reports is the next link, and order 3 never shows.
    let reports = links.center.outcomes
    links.signInSucceeded()
    #expect(await links.open(try #require(URL(string: "shop://cart")), from: .url).outcome.name == "handled")
    var iterator = reports.makeAsyncIterator()
    #expect(await iterator.next()?.link?.url == "shop://cart")
    #expect(!navigator.state.holds(ShopScreen.order(id: 3)))
  }
}
