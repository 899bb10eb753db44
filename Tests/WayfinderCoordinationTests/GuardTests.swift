import Testing
@_spi(Internals) import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTesting

/// A guard's screen is gone before the guarded target shows, and no link waits for a guard for
/// ever: the person's dismissal of the guard's screen and the guard's time limit both end it.
@MainActor
@Suite struct GuardTests {
  /// Opens `link` signed out and waits until it waits for sign-in.
  func waitingForSignIn(_ app: Shop.App, _ link: String) async -> LinkTicket {
    let ticket = app.center.send(link)
    await app.center.idle()
    #expect(!app.center.pendingGuards.isEmpty)
    return ticket
  }

  @Test func aGuardedModalOverAnythingIsPresentedFromWhatWasUnderTheGuardsScreen() async throws {
    let app = try Shop.app(signedIn: false)
    let link = await waitingForSignIn(app, "shop://checkout")
    #expect(
      app.navigator.state == Shop.state(modals: [Modal(.fullScreen, .stack("authorization", [Shop.signIn]))]))
    app.session.isSignedIn = true
    app.center.resolveGuard("signedIn", passed: true)
    let expected = Shop.state(modals: [Modal(.fullScreen, .stack("checkout", [Shop.checkout]))])
    #expect(await link.outcome == .handled(expected))
    #expect(
      app.navigator.steps.map(\.description) == [
        "present fullScreen authorization from main, animated",
        "dismiss authorization",
        "present fullScreen checkout from main, animated",
      ])
    // What `explain` predicts from the start, signed in, is what ran after sign-in.
    let signedIn = try Shop.app(signedIn: true)
    let explanation = await signedIn.center.explain("shop://checkout")
    #expect(explanation.steps.map(\.description) == ["present fullScreen checkout from main, animated"])
  }

  @Test func aGuardsScreenPushedInAStackIsPoppedBeforeTheTargetShows() async throws {
    // The guard's screen is a pushed screen, not a modal: it goes all the same.
    var graph = NavigationGraph.Builder(root: "main")
    graph.tabs("main", Shop.tabs)
    for tab in Shop.tabs { graph.stack(tab, root: Screen(tab)) }
    graph.screen("signIn", in: "account")
    graph.modal("checkout", .fullScreen, root: Shop.checkout, guard: "signedIn")
    let app = try Shop.app(signedIn: false, graph: try graph.build())
    let link = await waitingForSignIn(app, "shop://checkout")
    #expect(app.navigator.state.topScreen == Shop.signIn)
    app.session.isSignedIn = true
    app.center.resolveGuard("signedIn", passed: true)
    let expected = Shop.state(
      Shop.main(selected: "account"), modals: [Modal(.fullScreen, .stack("checkout", [Shop.checkout]))])
    #expect(await link.outcome == .handled(expected))
  }

  @Test func aGuardsScreenTheAppClosedItselfChangesNothing() async throws {
    let app = try Shop.app(signedIn: false)
    let link = await waitingForSignIn(app, "shop://checkout")
    // The app dismisses its sign-in sheet before it says the guard passed.
    try await app.navigator.perform(.dismiss("authorization", animated: true))
    app.session.isSignedIn = true
    app.center.resolveGuard("signedIn", passed: true)
    #expect(
      await link.outcome
        == .handled(Shop.state(modals: [Modal(.fullScreen, .stack("checkout", [Shop.checkout]))])))
  }

  static let signInShown = Shop.state(modals: [Modal(.fullScreen, .stack("authorization", [Shop.signIn]))])

  @Test func aGuardWaitEndsAfterItsLimitAndALaterSignInOpensNothing() async throws {
    let app = try Shop.app(signedIn: false, guardWaitLimit: .seconds(120))
    let link = await waitingForSignIn(app, "shop://checkout")
    await app.clock.waitForSleepers()
    await app.clock.advance(by: .seconds(119))
    #expect(app.center.pendingGuards == ["signedIn"])
    await app.clock.advance(by: .seconds(1))
    #expect(await link.outcome == .guardFailed("signedIn"))
    #expect(app.center.pendingGuards.isEmpty)
    // The sign-in screen stays: the person may be typing. Signing in later opens no checkout.
    #expect(app.navigator.state == Self.signInShown)
    app.session.isSignedIn = true
    app.center.resolveGuard("signedIn", passed: true)
    #expect(app.navigator.state == Self.signInShown)
  }

  @Test func aGuardWaitsFiveMinutesUnlessTold() async throws {
    #expect(RouteGuard("signedIn", showing: Shop.signIn) { true }.waitLimit == .seconds(300))
    let app = try Shop.app(signedIn: false)
    let link = await waitingForSignIn(app, "shop://checkout")
    await app.clock.waitForSleepers()
    await app.clock.advance(by: .seconds(300))
    #expect(await link.outcome == .guardFailed("signedIn"))
  }

  @Test func aGuardThatPassesInTimeStopsItsTimer() async throws {
    let app = try Shop.app(signedIn: false, guardWaitLimit: .seconds(120))
    let link = await waitingForSignIn(app, "shop://checkout")
    app.session.isSignedIn = true
    app.center.resolveGuard("signedIn", passed: true)
    #expect(await link.outcome.name == "handled")
    // Cancelled as the guard passed: its sleep ended then, not on a later turn.
    #expect(app.clock.sleeperCount == 0)
  }

  @Test func thePersonClosingTheGuardsScreenEndsTheLinkAndLeavesTheScreenToThem() async throws {
    let app = try Shop.app(signedIn: false)
    let link = await waitingForSignIn(app, "shop://checkout")
    try app.navigator.personPerforms([.dismiss("authorization", animated: true)])
    #expect(await link.outcome == .guardFailed("signedIn"))
    #expect(app.navigator.state == Shop.state())
    // Ten minutes later the person signs in for something else: no checkout out of nowhere.
    await app.clock.advance(by: .seconds(600))
    app.session.isSignedIn = true
    app.center.resolveGuard("signedIn", passed: true)
    #expect(app.navigator.state == Shop.state())
    #expect(
      app.navigator.steps.map(\.description) == ["present fullScreen authorization from main, animated"])
  }

  @Test func theAppClosingItsSignInScreenOnceSignedInLetsTheLinkGoOn() async throws {
    let app = try Shop.app(signedIn: false)
    let link = await waitingForSignIn(app, "shop://checkout")
    // The sign-in screen closes itself on success, before the app resolves the guard.
    app.session.isSignedIn = true
    try app.navigator.personPerforms([.dismiss("authorization", animated: true)])
    #expect(
      await link.outcome
        == .handled(Shop.state(modals: [Modal(.fullScreen, .stack("checkout", [Shop.checkout]))])))
  }
}
