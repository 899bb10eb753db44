import Testing
@_spi(Internals) import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
import WayfinderRouting
@_spi(Internals) import WayfinderTesting

// The article's sections "One link at a time" and "A dry run"; the rest is in
// HowALinkTravelsArticleTests.swift.

// MARK: - One link at a time

extension HowALinkTravelsArticleTests {
  @Test func untilTheAppIsReady() async throws {
    let clock = ManualClock()
    let navigator = HeadlessNavigator(state: BankNavigation.signedInStart)
    let center = DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: try BankNavigation.graph(), navigator: navigator,
      clock: clock,
      timeToLive: .seconds(60),
      guards: [RouteGuard("signedIn", showing: Screen("login")) { true }],
      destination: { route in .screen(route.screen) })
    let reports = center.outcomes

    let settings = center.send("bank://settings")
    #expect(center.received == 1)  // the link arrives at 0 s
    await clock.advance(by: .seconds(50))
    let profile = center.send("bank://profile")
    #expect(center.received == 2)  // at 50 s
    await clock.advance(by: .seconds(5))
    let card = center.send("bank://cards/7")
    #expect(center.received == 3)  // at 55 s
    await clock.advance(by: .seconds(45))

    center.becomeReady()
    #expect("\(await settings.outcome)" == "expired: held longer than its time to live")
    #expect("\(await profile.outcome)" == "superseded: a newer link took its place")
    #expect("\(await card.outcome)" == "handled: card(7) on screen")
    #expect(navigator.steps.map(\.description) == ["push card(7) onto dashboard, animated"])
    // When the app became ready, at 100 s, the links had waited 100, 50 and 45 seconds.
    var arrivals: [String: Duration] = [:]
    for await report in reports {
      arrivals[report.subject] = report.link?.receivedAt
      if arrivals.count == 3 { break }
    }
    #expect(
      arrivals == ["bank://settings": .zero, "bank://profile": .seconds(50), "bank://cards/7": .seconds(55)])
    #expect(clock.now.offset == .seconds(100))
  }

  /// Runs the article's two links, each step taking 300 milliseconds, under `policy`: a link
  /// to card 7 arrives while the link to card 42's detail is pushing card 42. The clock is
  /// moved on once for each of the `steps` the links take.
  static func twoLinks(
    _ policy: DeepLinkCenterPolicy, steps: Int
  ) async throws -> (first: LinkOutcome, second: LinkOutcome, steps: [String]) {
    let clock = ManualClock()
    let navigator = HeadlessNavigator(
      state: BankNavigation.signedInStart, clock: clock, stepDuration: .milliseconds(300))
    let center = DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: try BankNavigation.graph(), navigator: navigator,
      clock: clock, policy: policy,
      guards: [RouteGuard("signedIn", showing: Screen("login")) { true }],
      destination: { route in .screen(route.screen) })
    center.becomeReady()

    let first = center.send("bank://settings/notifications")
    await clock.waitForSleepers()  // selectTab settings is under way
    let second = center.send("bank://cards/7")
    #expect(center.received == 2)  // the second link arrives
    for _ in 0..<steps {
      await clock.waitForSleepers()  // a step is under way
      await clock.advance(by: .milliseconds(300))
    }
    return (await first.outcome, await second.outcome, navigator.steps.map(\.description))
  }

  @Test(.timeLimit(.minutes(1)))
  func whileAnotherLinkRuns() async throws {
    let (first, second, steps) = try await Self.twoLinks(.supersede, steps: 3)
    #expect("\(first)" == "superseded: a newer link took its place")
    #expect("\(second)" == "handled: card(7) on screen")
    #expect(
      steps == [
        "selectTab settings in home",
        "selectTab dashboard in home",
        "push card(7) onto dashboard, animated",
      ])
  }

  nonisolated static let policies: [(DeepLinkCenterPolicy, String, String, [String])] = [
    (
      .supersede, "superseded: a newer link took its place", "handled: card(7) on screen",
      [
        "selectTab settings in home", "selectTab dashboard in home", "push card(7) onto dashboard, animated",
      ]
    ),
    (
      .queue, "handled: notifications on screen", "handled: card(7) on screen",
      [
        "selectTab settings in home", "push notifications onto settings, animated",
        "selectTab dashboard in home", "push card(7) onto dashboard, animated",
      ]
    ),
    (
      .dropNew, "handled: notifications on screen", "superseded: a newer link took its place",
      ["selectTab settings in home", "push notifications onto settings, animated"]
    ),
  ]

  @Test(.timeLimit(.minutes(1)), arguments: policies)
  func whileAnotherLinkRunsUnderEachPolicy(
    _ policy: DeepLinkCenterPolicy, _ first: String, _ second: String, _ steps: [String]
  ) async throws {
    let run = try await Self.twoLinks(policy, steps: steps.count)
    #expect("\(run.first)" == first)
    #expect("\(run.second)" == second)
    #expect(run.steps == steps)
  }
}

// MARK: - A dry run

extension HowALinkTravelsArticleTests {
  @Test func aDryRun() async throws {
    let bank = try Self.bank()
    let (navigator, center) = (bank.navigator, bank.center)

    #expect(
      "\(await center.explain("bank://cards/42/detail"))" == """
        link      bank://cards/42/detail
        pattern   /cards/:cardID(int)/detail
        route     cardDetail(42)
        screen    cardDetail(42)
        path      app › home › dashboard
        stack     dashboard, card(42), cardDetail(42)
        guards    signedIn
        steps
          switchFlow app to home, animated
        """)
    #expect(
      "\(await center.explain("evil://cards/1"))" == """
        link      evil://cards/1
        guards    none
        outcome   rejected: scheme "evil" is not accepted; accepted schemes: bank, https
        """)
    #expect("\(navigator.steps)" == "[]")
  }
}
