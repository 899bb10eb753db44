import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting

/// Typed navigation from the app's own code (issue 36, item 3): a route asked for by the app
/// gets the decision a link gets — guards, plan, one outcome — and the app's flow switch at the
/// end of onboarding keeps the links that arrived meanwhile.
@MainActor
@Suite struct NavigateTests {
  static func center(
    _ start: NavigationState = BankNavigation.signedInStart, signedIn: Bool = true, ready: Bool = true
  ) throws -> DeepLinkCenter<BankRoute> {
    try center(HeadlessNavigator(state: start), signedIn: signedIn, ready: ready)
  }

  static func center(
    _ navigator: HeadlessNavigator, signedIn: Bool = true, ready: Bool = true
  ) throws -> DeepLinkCenter<BankRoute> {
    let center = DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: try BankNavigation.graph(),
      navigator: navigator, clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: BankNavigation.Screens.login) { signedIn }],
      destination: { .screen($0.screen) })
    if ready { center.becomeReady() }
    return center
  }

  @Test func aRouteFromTheAppGetsTheDecisionItsLinkGets() async throws {
    let byLink = try Self.center()
    let byApp = try Self.center()
    let linked = await byLink.open("bank://cards/42/detail")
    let asked = await byApp.navigate(to: .cardDetail(cardID: 42))
    guard case .handled(let linkState, _) = linked, case .handled(let appState, _) = asked else {
      Issue.record("\(linked) \(asked)")
      return
    }
    #expect(appState == linkState)
    #expect(
      appState.container(named: "dashboard")?.visibleStack.screens.map(\.description)
        == ["dashboard", "card(42)", "cardDetail(42)"])
  }

  @Test func itsReportNamesTheAppAsItsSource() async throws {
    let center = try Self.center()
    var reports = center.outcomes.makeAsyncIterator()
    let ticket = center.send(route: .card(cardID: 7))
    _ = await ticket.outcome
    let report = await reports.next()
    #expect(report?.link?.source == .app)
    #expect(report?.link?.url == "bank://cards/7")
  }

  @Test func itGoesThroughTheRoutesGuard() async throws {
    let navigator = HeadlessNavigator(state: BankNavigation.signedInStart)
    let center = try Self.center(navigator, signedIn: false)
    let ticket = center.send(route: .card(cardID: 7))
    await center.idle()
    // The card is behind sign-in: the login screen is up and the request waits for it.
    #expect(!ticket.isEnded)
    #expect(navigator.state.topScreen == BankNavigation.Screens.login)
  }

  @Test func theEndOfOnboardingSwitchesTheFlowThenOpensTheHeldLink() async throws {
    let navigator = HeadlessNavigator(state: BankNavigation.signedOutStart)
    let center = try Self.center(navigator, ready: false)
    // During onboarding (the login flow here) a link is held: the person's progress stays.
    let held = center.send("bank://cards/42")
    await center.idle()
    #expect(center.heldLinks == 1)
    #expect(navigator.state == BankNavigation.signedOutStart)
    let switched = center.switchFlow(to: BankContainer.home)
    await center.idle()
    #expect(center.isReady)
    guard case .handled = await switched.outcome, case .handled(let state, _) = await held.outcome else {
      Issue.record("\(await switched.outcome) \(await held.outcome)")
      return
    }
    #expect(state.topScreen == BankNavigation.Screens.card(42))
  }

  @Test func aFlowSwitchOnceReadyIsRefusedAndSaysWhatToDo() async throws {
    let center = try Self.center()
    let outcome = await center.switchFlow(to: "home").outcome
    guard case .failed(let failure) = outcome else {
      Issue.record("\(outcome)")
      return
    }
    #expect(failure.description.contains("open a route of the flow instead"))
  }
}
