import Foundation
import PropertyBased
import Testing
import WayfinderReferenceApps
@_spi(Internals) import WayfinderRouting

/// Every route of the reference apps prints to a link that opens it again, for random values
/// full of reserved and non-ASCII characters.
@Suite struct RoundTripPropertyTests {
  /// Characters a value may hold: unreserved, every reserved one, `%`, space and non-ASCII
  /// text, including a decomposed accent and an emoji.
  static let alphabet: [Character] =
    Array("abcXYZ019-._~") + Array(":/?#[]@!$&'()*+,;=% \"<>\\^`{|}") + [
      "é", "e\u{301}", "ü", "日", "本", "🙂", "ß",
    ]

  static let text = Gen<Character?>.element(of: alphabet).compactMap { $0 }.string(of: 1...12)
    .filter { $0 != "." && $0 != ".." }
  static let number = Gen.int(in: Int.min...Int.max)

  /// Prints `route` in both link forms and checks that each opens `route` again, also after
  /// passing through Foundation's `URL`.
  ///
  /// NB: it records errors as issues instead of throwing them: `propertyCheck` (2.0.1) runs its
  /// body under `try?`, so an error thrown there would pass the test silently.
  static func roundTrip<Route: Equatable & Sendable>(_ route: Route, in table: RouteTable<Route>) {
    for form in [LinkForm.customScheme, .universalLink] {
      do {
        let link = try table.link(for: route, as: form)
        #expect(try table.match(link).route == route, "\(link)")
        let url = try #require(URL(string: link), "URL refuses \(link)")
        #expect(try table.match(url).route == route, "\(url)")
      } catch {
        Issue.record(error, "\(route) as \(form)")
      }
    }
  }

  @Test func bank() async throws {
    let table = try BankNavigation.routes()
    for route in [BankRoute.login, .registration, .dashboard, .profile, .settings, .notifications, .support] {
      Self.roundTrip(route, in: table)
    }
    await propertyCheck(count: 300, input: Self.number) { id in
      Self.roundTrip(BankRoute.card(cardID: id), in: table)
      Self.roundTrip(BankRoute.cardDetail(cardID: id), in: table)
    }
  }

  @Test func messenger() async throws {
    let table = try MessengerNavigation.routes()
    for route in [MessengerRoute.screen(.feed), .screen(.channelList), .screen(.profile)] {
      Self.roundTrip(route, in: table)
    }
    await propertyCheck(count: 300, input: Self.text, Self.number) { text, number in
      Self.roundTrip(MessengerRoute.screen(.post(postID: text)), in: table)
      Self.roundTrip(MessengerRoute.screen(.photo(postID: text)), in: table)
      Self.roundTrip(MessengerRoute.screen(.channel(channelID: text)), in: table)
      Self.roundTrip(MessengerRoute.rateOrder(orderID: number), in: table)
    }
  }

  @Test func recipes() async throws {
    let table = try RecipesApp.routes()
    await propertyCheck(count: 300, input: Self.text, Self.number) { text, number in
      Self.roundTrip(RecipesRoute.recipe(recipeID: number), in: table)
      Self.roundTrip(RecipesRoute.ratings(recipeID: number), in: table)
      Self.roundTrip(RecipesRoute.search(q: text), in: table)
    }
  }
}
