import Foundation
import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting

/// A saved state behind a guard that no longer passes (the person signed out since) is
/// restored as a link is opened: the guard's screen, the wait, then the saved state — or the
/// start state and `guard-failed`.
@MainActor
@Suite struct RestorationGuardTests {
  /// Checkout over a product, saved while signed in.
  static let saved = Shop.state(
    Shop.main(["home": [Screen("home"), Shop.product(7)]]),
    modals: [Modal(.fullScreen, .stack("checkout", [Shop.checkout]))])
  static let signingIn = Shop.state(modals: [Modal(.fullScreen, .stack("authorization", [Shop.signIn]))])

  /// Starts restoring `saved` on a center not ready yet, and waits until it waits for sign-in
  /// (a bounded wait: a restoration that does not wait fails the test rather than hangs it).
  func restoringSignedOut(
    _ app: Shop.App, _ saved: NavigationState = saved
  ) async -> LinkTicket {
    let ticket = app.center.send(restoring: saved)
    await app.center.idle()
    #expect(!app.center.pendingGuards.isEmpty)
    #expect(app.center.pendingGuards == ["signedIn"])
    #expect(app.center.isRestoring)
    return ticket
  }

  @Test func signedOutSinceShowsTheGuardsScreenThenTheSavedState() async throws {
    let app = try Shop.app(signedIn: false, ready: false)
    let restoration = await restoringSignedOut(app)
    #expect(app.navigator.state == Self.signingIn)
    app.session.isSignedIn = true
    app.center.resolveGuard("signedIn", passed: true)
    #expect(await restoration.outcome == .handled(Self.saved))
    #expect(!app.center.isRestoring)
    // The guard's screen closes first; the saved state is built from what was under it.
    #expect(
      app.navigator.steps.map(\.description) == [
        "present fullScreen authorization from main, animated",
        "dismiss authorization",
        "push product(7) onto home",
        "present fullScreen checkout from main, animated",
      ])
  }

  @Test func theBankSignedOutSinceWaitsOnLoginThenRestoresHome() async throws {
    let app = try BankDeepLinkTests.app(signedIn: false, ready: false)
    let saved = RestorationTests.saved
    let stream = app.center.outcomes
    let restoration = app.center.send(restoring: saved)
    await app.center.idle()
    #expect(!app.center.pendingGuards.isEmpty)
    #expect(app.center.pendingGuards == ["signedIn"])
    #expect(app.navigator.state == BankNavigation.signedOutStart)
    app.session.isSignedIn = true
    app.center.resolveGuard("signedIn", passed: true)
    #expect(await restoration.outcome == .handled(saved))
    #expect(app.navigator.state == saved)
    for await report in stream {
      #expect(report.description == "restoration → handled: support on screen")
      break
    }
  }

  @Test func cancelledSignInFallsBackToTheStartState() async throws {
    let app = try Shop.app(signedIn: false, ready: false)
    let restoration = await restoringSignedOut(app)
    app.center.resolveGuard("signedIn", passed: false)
    let outcome = await restoration.outcome
    #expect(outcome == .guardFailed("signedIn"))
    #expect(outcome.description == "guard-failed: guard \"signedIn\" did not pass")
    #expect(app.navigator.state == Shop.state())
  }

  @Test func aSignInLeftLongerThanTheGuardWaitsFallsBackToTheStartState() async throws {
    let app = try Shop.app(signedIn: false, guardWaitLimit: .seconds(30), ready: false)
    let restoration = await restoringSignedOut(app)
    await app.clock.waitForSleepers()
    await app.clock.advance(by: .seconds(29))
    #expect(app.center.pendingGuards == ["signedIn"])
    await app.clock.advance(by: .seconds(1))
    #expect(await restoration.outcome == .guardFailed("signedIn"))
    // No link waits on the sign-in screen once the restoration ends: it is closed.
    #expect(app.navigator.state == Shop.state())
  }

  @Test func thePersonClosingTheGuardsScreenEndsTheRestoration() async throws {
    let app = try Shop.app(signedIn: false, ready: false)
    let restoration = await restoringSignedOut(app)
    try app.navigator.personPerforms([.dismiss("authorization", animated: true)])
    #expect(await restoration.outcome == .guardFailed("signedIn"))
    #expect(app.navigator.state == Shop.state())
    // Signing in later for something else brings nothing back.
    app.session.isSignedIn = true
    app.center.resolveGuard("signedIn", passed: true)
    #expect(app.navigator.state == Shop.state())
  }
}

extension RestorationGuardTests {
  @Test func linksArrivingMeanwhileAreHeldAndOpenOverTheRestoredScreen() async throws {
    let app = try Shop.app(signedIn: false, ready: false)
    let data = try JSONEncoder().encode(Self.saved)
    let launch = try #require(app.center.beginLaunch(restoring: data))
    await app.center.idle()
    #expect(!app.center.pendingGuards.isEmpty)
    let link = app.center.send("shop://orders")
    // The scene's views appear again: no second restoration, and the center stays not ready.
    #expect(await app.center.launch(restoring: data) == nil)
    #expect(!app.center.isReady)
    app.session.isSignedIn = true
    app.center.resolveGuard("signedIn", passed: true)
    #expect(await launch.outcome == .handled(Self.saved))
    #expect(app.center.isReady)
    let outcome = await link.outcome
    #expect(outcome.name == "handled")
    #expect(app.navigator.state.visibleStack.top == Screen("orders"))
  }

  @Test func aCenterReadyAlreadyDoesNotRestore() async throws {
    let app = try Shop.app(signedIn: true)
    let outcome = await app.center.restore(Self.saved)
    #expect(
      outcome.description
        == "failed: the saved state was not restored: the center is ready for links; restore at launch, before becomeReady()"
    )
    #expect(app.navigator.state == Shop.state())
  }

  @Test func aCenterMadeReadyWhileTheRestorationWaitsLeavesTheScreenToTheLinks() async throws {
    let app = try Shop.app(signedIn: false, ready: false)
    let stream = app.center.outcomes
    let restoration = await restoringSignedOut(app)
    app.center.becomeReady()
    #expect(await restoration.outcome == .superseded)
    #expect(app.navigator.state == Self.signingIn)
    // No work waits on the sign-in screen now, but the app's Sign In button still closes it.
    app.session.isSignedIn = true
    app.center.resolveGuard("signedIn", passed: true)
    var reports: [String] = []
    for await report in stream {
      reports.append(report.description)
      if reports.count == 2 { break }
    }
    #expect(
      reports == [
        "restoration → superseded: a newer link took its place",
        "guard signedIn's screen → handled: home on screen",
      ])
    #expect(app.navigator.state == Shop.state())
  }
}
