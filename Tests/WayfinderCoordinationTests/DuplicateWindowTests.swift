import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting

/// The same link delivered twice within a moment — a double tap, a notification and its
/// universal link — dropped once, by the window the app sets on the center's clock (issue 35).
@MainActor
@Suite struct DuplicateWindowTests {
  @Test func withoutAWindowTheSameLinkTwiceOpensTwice() async throws {
    let (center, _) = try OutcomesAndErrorsArticleTests.bank()
    let first = center.send("bank://cards/42")
    let second = await center.open("bank://cards/42")
    #expect(await first.outcome.name == "superseded")
    #expect(second.name == "handled")
  }

  @Test func theSecondDeliveryWithinTheWindowEndsDuplicateAndTheFirstGoesItsWay() async throws {
    let (center, navigator) = try OutcomesAndErrorsArticleTests.bank()
    center.duplicateWindow = .milliseconds(500)
    let reports = center.outcomes
    let first = center.send("bank://cards/42")
    let second = await center.open("https://bank.example.com/cards/42", from: .universalLink)
    #expect(second == .duplicate(of: "bank://cards/42", after: .zero))
    #expect("\(second)" == "duplicate: bank://cards/42 came 0 ms before and opens the same route; dropped")
    #expect(await first.outcome.name == "handled")
    #expect(navigator.state.topScreen == Screen("card", parameters: ["cardID": "42"]))
    // Exactly one outcome for each link: the duplicate's first, as it ended at once.
    var iterator = reports.makeAsyncIterator()
    let names = [await iterator.next(), await iterator.next()].map { $0?.outcome.name }
    #expect(names == ["duplicate", "handled"])
  }

  @Test func theWindowCountsFromTheFirstOnTheCentersClock() async throws {
    let clock = ManualClock()
    let (center, _) = try OutcomesAndErrorsArticleTests.bank(clock: clock)
    center.duplicateWindow = .milliseconds(500)
    #expect(await center.open("bank://cards/42").name == "handled")
    await clock.advance(by: .milliseconds(300))
    #expect(
      await center.open("bank://cards/42") == .duplicate(of: "bank://cards/42", after: .milliseconds(300)))
    await clock.advance(by: .milliseconds(200))
    #expect(await center.open("bank://cards/42").name == "handled")
  }

  @Test func anotherLinkOrALinkThatEndsAtOnceIsNoDuplicate() async throws {
    let (center, _) = try OutcomesAndErrorsArticleTests.bank()
    center.duplicateWindow = .seconds(1)
    #expect(await center.open("bank://cards/42").name == "handled")
    #expect(await center.open("bank://cards/7").name == "handled")
    #expect(await center.open("bank://nowhere").name == "unmatched")
    #expect(await center.open("bank://nowhere").name == "unmatched")
  }

  @Test func twoDeliveriesHeldAtLaunchOpenOnce() async throws {
    let (center, navigator) = try OutcomesAndErrorsArticleTests.bank(ready: false)
    center.duplicateWindow = .milliseconds(500)
    let notification = center.send("bank://cards/42", from: .notification)
    let link = center.send("https://bank.example.com/cards/42", from: .universalLink)
    #expect(await link.outcome.name == "duplicate")
    #expect(center.heldLinks == 1)
    center.becomeReady()
    #expect(await notification.outcome.name == "handled")
    #expect(navigator.state.topScreen?.name == "card")
  }
}
