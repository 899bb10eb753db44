import Foundation
import Testing
import WayfinderCoordination
import WayfinderNavigation
import WayfinderReferenceApps
import WayfinderRouting
import WayfinderTesting

/// The reference apps' generated types round-trip: every typed screen through the library's
/// `Screen`, the bank's one enum through JSON and its link too, and every sample route through
/// its link and back.
@Suite struct ReferenceAppTypesTests {
  static let bank: [BankScreen] = [
    .login, .dashboard, .profile, .settings, .support, .registration, .card(cardID: 7),
    .cardDetail(cardID: 42), .notifications,
  ]

  /// The bank declares each screen once: its routes are its screens, so every screen is a link.
  @Test(arguments: bank)
  func aBankScreenIsItsOwnRoute(screen: BankScreen) throws {
    #expect(BankScreen(screen.screen) == screen)
    #expect(try JSONDecoder().decode(BankScreen.self, from: JSONEncoder().encode(screen)) == screen)
    let table = try BankNavigation.routes()
    #expect(table.route(for: try table.link(for: screen)) == screen)
    guard case .screen(let shown, nil, _) = screen.destination else {
      Issue.record("\(screen) leads elsewhere than its own screen")
      return
    }
    #expect(shown == screen.screen)
  }

  @Test func everySampleRouteComesBackFromItsLink() throws {
    #expect(try BankNavigation.roundTripFailures() == [])
    #expect(try MessengerNavigation.roundTripFailures() == [])
    #expect(try RecipesNavigation.roundTripFailures() == [])
    #expect(BankNavigation.sampleRoutes.count == Self.bank.count)
  }

  @Test(arguments: [
    MessengerScreen.feed, .channelList, .profile, .share, .signIn, .rating(orderID: nil),
    .rating(orderID: 3), .post(postID: "p1"), .photo(postID: "p1"), .channel(channelID: "c 1"),
    .editProfile, .comment, .thanks,
  ])
  func aMessengerScreenRoundTrips(screen: MessengerScreen) {
    #expect(MessengerScreen(screen.screen) == screen)
  }

  @Test(arguments: [
    RecipesScreen.recipeList(kind: "veggie"), .recipeList(kind: nil), .ratings(recipeID: 2),
    .ratings(recipeID: nil), .recipe(recipeID: 9),
  ])
  func aRecipesScreenRoundTrips(screen: RecipesScreen) {
    #expect(RecipesScreen(screen.screen) == screen)
  }

  /// A messenger route that opens a screen opens one of the app's typed screens.
  @Test func theMessengersRoutesOpenItsTypedScreens() {
    for route in MessengerNavigation.sampleRoutes {
      #expect(MessengerScreen(route.screen) != nil, "\(route)")
    }
  }

  /// The bank's center is made from its screens alone: no `destination`, its guard checked.
  @MainActor @Test func theBanksCenterNeedsNoDestination() async throws {
    let navigator = HeadlessNavigator(state: BankNavigation.signedInStart)
    let center = try DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: try BankNavigation.graph(),
      guards: BankNavigation.guards(signedIn: { true }), navigator: navigator, clock: ManualClock())
    center.becomeReady()
    #expect(await center.open("bank://cards/42/detail").name == "handled")
    #expect(navigator.state.topScreen == BankScreen.cardDetail(cardID: 42).screen)
  }
}
