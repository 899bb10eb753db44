import Foundation
import Testing
@_spi(Internals) import WayfinderTooling

/// What a manifest error suggests for a route that gives its screen a parameter the screen does
/// not declare: a fix that makes sense, never the new value under a parameter the route gives.
@Suite struct ManifestSuggestionTests {
  @Test(arguments: [
    (
      "/cards/:cardID(int)/:sort: card(cardID, sort)",
      """
      bank.yaml:18:43: error: screen "card" has no parameter "sort"; expected its parameters only: cardID (to pass "sort" on, declare it in the screen's parameters)
        /cards/:cardID(int)/:sort: card(cardID, sort)
                                                ^
      """
    ),
    (
      "/cards/:cardID(int)/:sort: card(sort)",
      """
      bank.yaml:18:35: error: screen "card" has no parameter "sort"; expected its parameters only: cardID (to pass "sort" on, declare it in the screen's parameters)
        /cards/:cardID(int)/:sort: card(sort)
                                        ^
      """
    ),
    (
      "/cards/:id(int): card(id)",
      """
      bank.yaml:18:25: error: screen "card" has no parameter "id"; expected card(cardID = id)
        /cards/:id(int): card(id)
                              ^
      """
    ),
  ])
  func aParameterTheScreenLacksGetsASensibleFix(_ route: String, _ expected: String) {
    let text = ManifestErrorTests.base.replacingOccurrences(
      of: "/cards/:cardID(int): card(cardID)", with: route)
    do {
      _ = try Manifest.parse(text, file: "bank.yaml")
      Issue.record("the manifest loaded")
    } catch {
      #expect(error.description == expected)
    }
  }
}
