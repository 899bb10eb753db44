import Foundation
import Testing
import WayfinderCoordination
import WayfinderModelSupport
import WayfinderNavigation
import WayfinderReferenceApps
import WayfinderRouting

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
      destination: { route in route.destination(catalog: catalog, timeout: .seconds(2)) })
    center.becomeReady()
    return center
  }

  @Test func overview() async throws {
    let (center, _) = try Self.bank()

    func event(for outcome: LinkOutcome) -> String {
      switch outcome {
      case .handled(let state, _): "opened \(state.topScreen?.name ?? "nothing")"
      case .unmatched(let error), .rejected(let error): "bad link (\(error.code))"
      case .superseded, .expired: "dropped (\(outcome.name))"
      case .guardFailed(let name): "stopped at \(name)"
      case .failed: "failed"
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
    let settings = Task { await held.open("bank://settings") }
    #expect(await eventually { held.received == 1 })
    await clock.advance(by: .seconds(61))
    let profile = Task { await held.open("bank://profile") }
    #expect(await eventually { held.received == 2 })
    let card = Task { await held.open("bank://cards/7") }
    #expect(await eventually { held.received == 3 })
    held.becomeReady()
    #expect("\(await settings.value)" == "expired: held longer than its time to live")
    #expect("\(await profile.value)" == "superseded: a newer link took its place")
    #expect("\(await card.value)" == "handled: card(7) on screen")

    let (signedOut, _) = try Self.bank(signedIn: false)
    let link = Task { await signedOut.open("bank://cards/42/detail") }
    #expect(await eventually { !signedOut.pendingGuards.isEmpty })
    signedOut.resolveGuard("signedIn", passed: false)
    #expect("\(await link.value)" == #"guard-failed: guard "signedIn" did not pass"#)

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
      interruptionEnded: { _, _ in .restore(reloading: [draft.id]) },
      destination: { route in route.destination })
    center.becomeReady()

    let link = Task { await center.open("com.myapp://rate-order?orderId=7") }
    #expect(await eventually { center.isInterrupted })
    center.endInterruption(.completed(["rating": "5"]))
    #expect(
      "\(await link.value)"
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
    let link = Task { await slow.open("recipes://recipes/4") }
    await clock.waitForSleepers(2)  // the catalog and the timeout
    await clock.advance(by: .seconds(2))
    #expect("\(await link.value)" == "failed: timeout: no answer within 2.0 seconds")

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
    #expect(await eventually { navigator.isPerforming })  // the sheet is coming up
    #expect(
      "\(await center.open("bank://cards/7"))"
        == "failed: step refused (busy): dismiss support arrived while another step was still running")
    await clock.waitForSleepers()
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

// MARK: - Graph errors

extension OutcomesAndErrorsArticleTests {
  /// The article's small graph: a tab bar `app` with the stacks `a` and `b`, and `declare`
  /// (the graph tests' own builder).
  nonisolated static func small(
    _ declare: (inout NavigationGraph.Builder) -> Void
  ) -> NavigationGraph.Builder {
    NavigationGraphTests.builder(declare)
  }

  /// Each row of the table: the code, what gets it, and the whole description.
  nonisolated static let graphErrors: [(GraphError.Code, String, @Sendable () throws -> Void, String)] =
    [
      (
        .duplicateName, "two containers named a",
        { _ = try small { $0.stack("a", root: Screen("x")) }.build() },
        #"invalid navigation graph (duplicate-name): two containers are named "a""#
      ),
      (
        .unknownContainer, "a root never declared", { _ = try NavigationGraph.Builder(root: "app").build() },
        #"invalid navigation graph (unknown-container): the root "app" is not declared"#
      ),
      (
        .unknownContainer, "a tab never declared", { _ = try small { $0.tabs("t", ["c"]) }.build() },
        #"invalid navigation graph (unknown-container): tab "c" of "t" is not declared"#
      ),
      (
        .unknownContainer, "a flow switcher starting on a flow it does not have",
        { _ = try small { $0.flows("f", ["a"], initial: "z") }.build() },
        #"invalid navigation graph (unknown-container): "f" starts on "z", which is not one of its flows"#
      ),
      (
        .wrongKind, "a screen in a tab bar", { _ = try small { $0.screen("x", in: "app") }.build() },
        #"invalid navigation graph (wrong-kind): screen "x" is in "app", which is not a stack"#
      ),
      (
        .wrongKind, "a tab bar with no tabs", { _ = try small { $0.tabs("t", []) }.build() },
        #"invalid navigation graph (wrong-kind): "t" has no tabs"#
      ),
      (
        .twoParents, "a stack that is a tab of two tab bars",
        { _ = try small { $0.tabs("t", ["a"]) }.build() },
        #"invalid navigation graph (two-parents): "a" is a tab of both "app" and "t""#
      ),
      (
        .twoParents, "a modal and a tab",
        {
          _ = try small {
            $0.modal("m", .sheet, root: Screen("m"))
            $0.tabs("t", ["m"])
          }.build()
        },
        #"invalid navigation graph (two-parents): "m" is a modal and a tab of "t""#
      ),
      (
        .unreachable, "a stack that neither the root nor a modal leads to",
        { _ = try small { $0.stack("archive", root: Screen("archive")) }.build() },
        #"invalid navigation graph (unreachable): container "archive" is declared but nothing leads to it"#
      ),
      (
        .duplicateScreen, "one screen declared twice",
        {
          _ = try small {
            $0.screen("x", in: "a")
            $0.screen("x", in: "b")
          }.build()
        },
        #"invalid navigation graph (duplicate-screen): screen "x" is declared twice; declare it once, in every stack a link may pick"#
      ),
      (
        .badBackStack, "a back stack through another stack",
        {
          _ = try small {
            $0.screen("x", in: "a")
            $0.screen("y", in: "b", after: "x")
          }.build()
        },
        #"invalid navigation graph (bad-back-stack): screen "y" comes after "x", which is not in "b""#
      ),
      (
        .badBackStack, "a back stack in a circle",
        {
          _ = try small {
            $0.screen("x", in: "a", after: "y")
            $0.screen("y", in: "a", after: "x")
          }.build()
        },
        #"invalid navigation graph (bad-back-stack): the back stack of "x" goes round through "x""#
      ),
      (
        .badBackStack, "a back stack needing a parameter the screen lacks",
        {
          _ = try small {
            $0.screen("x", in: "a", parameters: ["id"])
            $0.screen("y", in: "a", after: "x")
          }.build()
        },
        #"invalid navigation graph (bad-back-stack): screen "y" comes after "x", which needs "id" that "y" does not have"#
      ),
      (
        .unknownScreen, "a modal over an undeclared screen",
        { _ = try small { $0.modal("m", .sheet, root: Screen("m"), over: "nope") }.build() },
        #"invalid navigation graph (unknown-screen): modal "m" is presented over "nope", which is not declared"#
      ),
      (
        .unknownScreen, "routes that lead to undeclared screens",
        { try BankNavigation.graph().validate(screens: [Screen("loans"), Screen("card"), Screen("atm")]) },
        "invalid navigation graph (unknown-screen): routes lead to screens the graph does not declare: atm, loans"
      ),
      (
        .unknownScreen, "a target for an undeclared screen",
        { _ = try BankNavigation.graph().target(for: Screen("loans"), from: BankNavigation.signedInStart) },
        #"no target (unknown-screen): the graph has no screen "loans""#
      ),
      (
        .ambiguousPlacement, "a target for a screen in several stacks that does not pick one",
        { _ = try RecipesApp.graph().target(for: RecipesApp.Screens.recipe(7), from: RecipesApp.state()) },
        #"no target (ambiguous-placement): screen "recipe" is in veggie, meat; the link must pick one"#
      ),
      (
        .ambiguousPlacement, "a target for a screen in several stacks that picks another",
        {
          _ = try RecipesApp.graph().target(
            for: RecipesApp.Screens.recipe(7), in: "dessert", from: RecipesApp.state())
        },
        #"no target (ambiguous-placement): screen "recipe" is not in "dessert" (it is in veggie, meat)"#
      ),
      (
        .unreachableTarget, "a target from a state on screen that has no way to the screen's stack",
        {
          _ = try BankNavigation.graph().target(
            for: BankNavigation.Screens.dashboard,
            from: NavigationState(root: .stack("splash", [Screen("splash")])))
        },
        #"no target (unreachable-target): the state on screen has no way to "dashboard" (path app › home › dashboard)"#
      ),
    ]

  @Test(arguments: graphErrors)
  func graphErrorsTable(
    _ code: GraphError.Code, _ cause: String, _ make: @Sendable () throws -> Void,
    _ description: String
  ) throws {
    let error = try #require(throws: GraphError.self, "\(cause)") { try make() }
    #expect(error.code == code, "\(cause)")
    #expect(error.isInGraph == description.hasPrefix("invalid navigation graph"), "\(cause)")
    #expect(error.description == description, "\(cause)")
  }

  @Test func graphErrors() throws {
    let graph = try BankNavigation.graph()
    do {
      try graph.validate(screens: [Screen("loans"), Screen("card"), Screen("atm")])
      Issue.record("no error")
    } catch {
      #expect(
        "\(error)"
          == "invalid navigation graph (unknown-screen): routes lead to screens the graph does not declare: atm, loans"
      )
    }
  }
}
