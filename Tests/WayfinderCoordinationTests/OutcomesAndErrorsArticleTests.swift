import Foundation
import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
import WayfinderRouting
@_spi(Internals) import WayfinderTesting

/// The examples and tables of the article "Outcomes and errors", as the article has them (keep
/// the two in step): what the article prints is compared, whole, with what it says.
///
/// A `ManualClock` stands in for the article's `ContinuousClock`: the tests never sleep.
@MainActor
@Suite struct OutcomesAndErrorsArticleTests {
  @MainActor final class Session {
    var isSignedIn: Bool
    init(signedIn: Bool) { isSignedIn = signedIn }
  }

  /// The bank app of "How a link travels", its center ready.
  static func bank(
    signedIn: Bool = true, clock: ManualClock = ManualClock(), ready: Bool = true
  ) throws -> (DeepLinkCenter<BankRoute>, HeadlessNavigator) {
    let session = Session(signedIn: signedIn)
    let navigator = HeadlessNavigator(
      state: signedIn ? BankNavigation.signedInStart : BankNavigation.signedOutStart)
    let center = DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: try BankNavigation.graph(), navigator: navigator,
      clock: clock,
      guards: [RouteGuard("signedIn", showing: Screen("login")) { session.isSignedIn }],
      destination: { route in .screen(route.screen) })
    if ready { center.becomeReady() }
    return (center, navigator)
  }

  /// The recipes app as the reference apps build it, its catalog answering after
  /// `catalogDelay`.
  static func recipes(
    clock: ManualClock = ManualClock(), catalogDelay: Duration = .zero
  ) throws -> DeepLinkCenter<RecipesRoute> {
    let catalog = RecipeCatalog(delay: catalogDelay, clock: clock)
    let center = DeepLinkCenter(
      routes: try RecipesApp.routes(), graph: try RecipesApp.graph(),
      navigator: HeadlessNavigator(state: RecipesApp.state()), clock: clock,
      destination: { route in route.destination(catalog: catalog) })
    center.becomeReady()
    return center
  }

  @Test func overview() async throws {
    let (center, _) = try Self.bank()

    func event(for outcome: LinkOutcome) -> String {
      switch outcome {
      case .handled(let state, _): "opened \(state.topScreen?.name ?? "nothing")"
      case .performed(let action, _): "ran \(action)"
      case .unmatched(let error), .rejected(let error): "bad link (\(error.code))"
      case .superseded, .expired, .duplicate: "dropped (\(outcome.name))"
      case .kept: "flow kept"
      case .guardFailed(let name): "stopped at \(name)"
      case .failed: "failed"
      case .restoredInPart: "restored in part"
      }
    }
    #expect(event(for: await center.open("bank://cards/42/detail")) == "opened cardDetail")
    #expect(event(for: await center.open("evil://cards/1")) == "bad link (scheme-not-accepted)")
  }

  /// The table of outcomes, each with the description the article says it gets.
  @Test func overviewTable() async throws {
    let (center, _) = try Self.bank()
    #expect("\(await center.open("bank://cards/42/detail"))" == "handled: cardDetail(42) on screen")
    #expect(
      "\(await center.open("bank://cards/abc"))"
        == #"unmatched: no route matches /cards/abc: "abc" after "/cards" is not an int (as in /cards/:cardID(int))"#
    )
    #expect(
      "\(await center.open("evil://cards/1"))"
        == #"rejected: scheme "evil" is not accepted; accepted schemes: bank, https"#)

    let clock = ManualClock()
    let (held, _) = try Self.bank(clock: clock, ready: false)
    let settings = held.send("bank://settings")
    #expect(held.received == 1)
    await clock.advance(by: .seconds(61))
    let profile = held.send("bank://profile")
    #expect(held.received == 2)
    let card = held.send("bank://cards/7")
    #expect(held.received == 3)
    held.becomeReady()
    #expect("\(await settings.outcome)" == "expired: held longer than its time to live")
    #expect("\(await profile.outcome)" == "superseded: a newer link took its place")
    #expect("\(await card.outcome)" == "handled: card(7) on screen")

    let (signedOut, _) = try Self.bank(signedIn: false)
    let link = signedOut.send("bank://cards/42/detail")
    await signedOut.idle()
    #expect(!signedOut.pendingGuards.isEmpty)
    signedOut.resolveGuard("signedIn", passed: false)
    #expect("\(await link.outcome)" == #"guard-failed: guard "signedIn" did not pass"#)

    let recipes = try Self.recipes()
    #expect(
      "\(await recipes.open("recipes://recipes/13"))" == "failed: not found: recipe 13 is not in the catalog")
  }
}

// MARK: - Handled

extension OutcomesAndErrorsArticleTests {
  @Test func handled() async throws {
    let draft = Screen("editProfile", data: ["draft": "hello"])
    let navigator = HeadlessNavigator(
      state: MessengerNavigation.state(
        MessengerNavigation.application(profile: [Screen("profile"), draft], selected: "profile")))
    let center = DeepLinkCenter(
      routes: try MessengerNavigation.routes(), graph: try MessengerNavigation.graph(), navigator: navigator,
      clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: Screen("signIn")) { true }],
      interruptionEnded: { _, _ in .restore(reloading: [draft]) },
      destination: { route in route.destination })
    center.becomeReady()

    let link = center.send("com.myapp://rate-order?orderId=7")
    await center.idle()
    #expect(center.isInterrupted)
    center.endInterruption(.completed(["rating": "5"]))
    #expect(
      "\(await link.outcome)"
        == "handled: editProfile(draft: hello) on screen; reloaded editProfile(draft: hello)")
  }
}

// MARK: - Unmatched and rejected

extension OutcomesAndErrorsArticleTests {
  @Test func unmatchedAndRejected() async throws {
    let (center, _) = try Self.bank()

    let outcome = await center.open("bank://cards/42/detail/extra")
    if case .unmatched(let error) = outcome {
      #expect("\(error.code)" == "no-match")
      #expect(
        "\(error)" == """
          unmatched: no route matches /cards/42/detail/extra: nothing follows "/cards/42/detail" (as in /cards/:cardID(int)/detail)
            bank://cards/42/detail/extra
                                   ^~~~~
          """)
    } else {
      Issue.record("not unmatched: \(outcome)")
    }
  }

  nonisolated static let badLinks: [(String, String)] = [
    (
      "bank://cards/abc",
      #"unmatched: no route matches /cards/abc: "abc" after "/cards" is not an int (as in /cards/:cardID(int))"#
    ),
    (
      "bank://cards/42/detail/extra",
      #"unmatched: no route matches /cards/42/detail/extra: nothing follows "/cards/42/detail" (as in /cards/:cardID(int)/detail)"#
    ),
    ("evil://cards/1", #"rejected: scheme "evil" is not accepted; accepted schemes: bank, https"#),
    (
      "https://evil.example.com/cards/1",
      #"rejected: host "evil.example.com" is not accepted; accepted hosts: bank.example.com, www.bank.example.com"#
    ),
    ("bank://cards/%ZZ", #"rejected: "%" must be followed by two hexadecimal digits"#),
  ]

  @Test(arguments: badLinks)
  func unmatchedAndRejectedTable(_ link: String, _ description: String) async throws {
    let (center, navigator) = try Self.bank()
    #expect("\(await center.open(link))" == description)
    #expect(navigator.transcript.isEmpty)
  }

  /// The table's last row: a route `/transfers/:amount` whose `parse` reads an `Int`.
  @Test func unmatchedAndRejectedRouteConstructionFailed() async throws {
    var routes = RouteTable<Int>.Builder(policy: BankNavigation.policy)
    routes.add("/transfers/:amount", parse: { try $0.int("amount") }, print: { ["amount": $0] })
    let center = DeepLinkCenter(
      routes: try routes.build(), graph: try BankNavigation.graph(),
      navigator: HeadlessNavigator(state: BankNavigation.signedInStart), clock: ManualClock(),
      destination: { _ in .screen(Screen("dashboard")) })
    center.becomeReady()
    let outcome = await center.open("bank://transfers/lots")
    #expect(
      "\(outcome)"
        == #"rejected: /transfers/:amount matched, but making its route failed: the value of "amount" in /transfers/:amount does not convert to Int"#
    )
    if case .rejected(let error) = outcome {
      #expect(error.code == .routeConstructionFailed)
    } else {
      Issue.record("not rejected: \(outcome)")
    }
  }
}

// MARK: - Failed

extension OutcomesAndErrorsArticleTests {
  /// The table of failures, each with the description the article says it gets; the last row,
  /// a step the navigator refused, is `navigationErrors`.
  @Test(.timeLimit(.minutes(1)))
  func failed() async throws {
    // The destination's resolver threw.
    let recipes = try Self.recipes()
    #expect(
      "\(await recipes.open("recipes://recipes/13"))" == "failed: not found: recipe 13 is not in the catalog")

    // The resolver did not answer within its timeout, and there is no fallback.
    let clock = ManualClock()
    let slow = try Self.recipes(clock: clock, catalogDelay: .seconds(5))
    let link = slow.send("recipes://recipes/4")
    await clock.waitForSleepers(2)  // the catalog and the timeout
    await clock.advance(by: .seconds(2))
    #expect("\(await link.outcome)" == "failed: timeout: no answer within 2.0 seconds")

    // The route leads to a screen the graph does not declare.
    let helpCenter = DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: try BankNavigation.graph(),
      navigator: HeadlessNavigator(state: BankNavigation.signedInStart), clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: Screen("login")) { true }],
      destination: { route in route == .support ? .screen(Screen("helpCenter")) : .screen(route.screen) })
    helpCenter.becomeReady()
    #expect(
      "\(await helpCenter.open("bank://support"))"
        == #"failed: no target (unknown-screen): the graph has no screen "helpCenter""#)

    // The screen is in several stacks and the destination did not pick one.
    let unplaced = DeepLinkCenter(
      routes: try RecipesApp.routes(), graph: try RecipesApp.graph(),
      navigator: HeadlessNavigator(state: RecipesApp.state()), clock: ManualClock(),
      destination: { _ in .screen(Screen("recipe", parameters: ["recipeID": "7"])) })
    unplaced.becomeReady()
    #expect(
      "\(await unplaced.open("recipes://recipes/7"))"
        == #"failed: no target (ambiguous-placement): screen "recipe" is in veggie, meat; the link must pick one"#
    )

    // The graph names a guard the center was not given.
    let unguarded = DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: try BankNavigation.graph(),
      navigator: HeadlessNavigator(state: BankNavigation.signedInStart), clock: ManualClock(),
      destination: { route in .screen(route.screen) })
    unguarded.becomeReady()
    #expect(
      "\(await unguarded.open("bank://cards/7"))"
        == #"failed: the graph names guard "signedIn", which is not configured"#)

    // No coordinator claims the destination's request.
    #expect(
      "\(await recipes.open("recipes://search?q=soup"))" == "failed: no coordinator answers search(q: soup)")

    // A notification payload has no link.
    let (bank, _) = try Self.bank()
    #expect("\(await bank.open(payload: ["badge": 3]))" == #"failed: the payload has no link under "link""#)
  }

  @Test(.timeLimit(.minutes(1)))
  func navigationErrors() async throws {
    let clock = ManualClock()
    let navigator = HeadlessNavigator(
      state: BankNavigation.signedInStart, clock: clock, stepDuration: .milliseconds(300))
    let center = DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: try BankNavigation.graph(), navigator: navigator,
      clock: clock,
      guards: [RouteGuard("signedIn", showing: Screen("login")) { true }],
      destination: { route in .screen(route.screen) })
    center.becomeReady()

    let support = Modal(.sheet, .stack("support", [Screen("support")]))
    let tap = Task { try await navigator.perform(.present(support, from: "app", animated: true)) }
    await clock.waitForSleepers()  // the sheet is coming up
    #expect(navigator.isPerforming)
    #expect(
      "\(await center.open("bank://cards/7"))"
        == "failed: step refused (busy): dismiss support arrived while another step was still running")
    await clock.advance(by: .milliseconds(300))
    try await tap.value
    #expect(navigator.steps.map(\.description) == ["present sheet support from app, animated"])
  }
}

// MARK: - The outcomes stream

extension OutcomesAndErrorsArticleTests {
  @Test func theOutcomesStream() async throws {
    let (center, _) = try Self.bank()

    let reports = center.outcomes
    let printed = Task {
      var lines: [String] = []
      for await report in reports {
        lines.append("\(report.link.map { "\($0.source)" } ?? "-") \(report.outcome.name) | \(report)")
        if lines.count == 5 { break }
      }
      return lines
    }
    _ = await center.open("bank://cards/42/detail")
    if let url = URL(string: "https://bank.example.com/settings/notifications") {
      _ = await center.open(url)
    }
    _ = await center.open(payload: ["link": "bank://profile", "badge": 3])
    _ = await center.open("bank://cards/abc", from: .shortcut)
    _ = await center.open("evil://cards/1", from: .handoff)
    #expect(
      await printed.value == [
        "url handled | bank://cards/42/detail → handled: cardDetail(42) on screen",
        "universalLink handled | https://bank.example.com/settings/notifications → handled: notifications on screen",
        "notification handled | bank://profile → handled: profile on screen",
        #"shortcut unmatched | bank://cards/abc → unmatched: no route matches /cards/abc: "abc" after "/cards" is not an int (as in /cards/:cardID(int))"#,
        #"handoff rejected | evil://cards/1 → rejected: scheme "evil" is not accepted; accepted schemes: bank, https"#,
      ])
  }

  @Test func theOutcomesStreamReportsAPayloadWithoutALink() async throws {
    let (center, _) = try Self.bank()
    let reports = center.outcomes
    _ = await center.open(payload: ["badge": 3])
    for await report in reports {
      #expect(report.link?.url == "")
      #expect("\(report)" == #" → failed: the payload has no link under "link""#)
      break
    }
  }
}
