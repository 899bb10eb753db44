import Testing
@_spi(Internals) import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting

/// How often a link crosses to another task. A link opened with `open` that runs at once runs
/// in the caller's task and crosses nothing; one sent runs in a task of its own; one opened
/// while another runs waits in its own task, and its opener is resumed with the outcome.
/// Reading the screen, planning and performing on a main-actor navigator cross nothing; a wait
/// for sign-in starts its wait limit's timer and crosses again when the answer wakes the link.
@MainActor
@Suite struct HopTests {
  @Test func aLinkOpenedWhileNothingRunsCrossesNothing() async throws {
    let app = try BankDeepLinkTests.app(signedIn: true)
    let before = app.center.hops
    #expect(await app.center.open("bank://cards/7").name == "handled")
    #expect(await app.center.open("bank://profile").name == "handled")
    #expect(app.center.hops - before == 0)
  }

  @Test func aLinkOpenedWhileAnotherRunsRunsInItsOwnTaskAndResumesItsOpener() async throws {
    let app = try BankDeepLinkTests.app(signedIn: true)
    let before = app.center.hops
    let first = app.center.send("bank://cards/7")
    // The first link's task starts (one); it stops superseded, and the second runs in a task
    // of its own (two), which resumes its opener with the outcome (three).
    #expect(await app.center.open("bank://profile").name == "handled")
    #expect(await first.outcome == .superseded)
    #expect(app.center.hops - before == 3)
  }

  @Test func aLinkSentAndNotAwaitedCrossesOnce() async throws {
    let app = try BankDeepLinkTests.app(signedIn: true)
    let before = app.center.hops
    app.center.send("bank://cards/7/detail")
    await app.center.idle()
    #expect(app.center.hops - before == 1)
  }

  @Test func aLinkThatWaitsForSignInCrossesOnceMoreWhenTheAnswerWakesIt() async throws {
    let app = try BankDeepLinkTests.app(signedIn: false)
    let before = app.center.hops
    let link = app.center.send("bank://cards/42/detail")
    await app.center.idle()
    app.session.isSignedIn = true
    app.center.resolveGuard("signedIn", passed: true)
    await app.center.idle()
    #expect(link.isEnded)
    // Its task, its wait limit's timer, and the answer waking it.
    #expect(app.center.hops - before == 3)
  }
}
