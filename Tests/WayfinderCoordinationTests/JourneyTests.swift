import Testing
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderRouting

@testable import WayfinderCoordination

/// A piece of work's journey as step tables: each step an event (with what is on screen and
/// which guards pass when it arrives) and what the journey asks next — read top to bottom as
/// the story of one link. Nothing here runs a center or a navigator.
@MainActor
@Suite struct JourneyTests {
  let graph: NavigationGraph
  let rules: JourneyRules

  init() throws {
    var builder = NavigationGraph.Builder(root: "main")
    builder.tabs("main", ["home", "account"])
    builder.stack("home", root: Screen("home"))
    builder.stack("account", root: Screen("account"))
    builder.screen("item", in: "home", parameters: ["id"])
    builder.screen("compose", in: "home", traits: [.asksBeforeClosing])
    builder.screen("orders", in: "account", guard: "signedIn")
    builder.modal("signIn", .sheet, root: Screen("signIn"))
    graph = try builder.build()
    rules = JourneyRules(
      graph: graph, guards: [RouteGuard("signedIn", showing: Screen("signIn"), waitLimit: nil) { false }],
      live: true, animatesLastStep: true, interruptingScreens: { [] },
      redirect: { _, target in .screen(Screen(target)) })
  }

  /// What a journey asks, in words.
  static func words(_ next: Journey.Next) -> String {
    switch next {
    case .effect(.read): "read"
    case .effect(.resolve): "resolve"
    case .effect(.perform(let steps)): "perform " + steps.map(\.description).joined(separator: "; ")
    case .effect(.hook(let result)): "hook \(result)"
    case .effect(.action): "action"
    case .effect(.findResponder), .effect(.respond): "responder"
    case .takeLeftovers: "leftovers"
    case .wait(.forGuard(let wait)): "wait for \(wait.name)"
    case .wait(.toClose(let screen)): "ask to close \(screen)"
    case .wait(.untilClosed(let screen, let limit)):
      "hold until \(screen) closes, \(LinkFailure.spoken(limit)) at most"
    case .wait(.forFlow(let flow)): "wait for the flow \(flow.flow)"
    case .finished(let outcome): "finished \(outcome.name)"
    }
  }

  /// Feeds `steps` to `journey`, each an event and the screen and guards when it arrives, and
  /// checks what the journey asks after each.
  func run(
    _ journey: inout Journey, _ steps: [(Journey.Event, NavigationState, Set<String>, String)],
    cancelled: Bool = false, vetoed: Set<Screen.ID> = [], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (index, (event, state, passing, expected)) in steps.enumerated() {
      let facts = Journey.Facts(
        state: state, passing: GuardAnswers(passing), cancelled: cancelled, vetoed: vetoed)
      let next = Self.words(journey.advance(event, facts, rules))
      #expect(next == expected, "step \(index + 1): \(event)", sourceLocation: sourceLocation)
    }
  }

  func link(_ destination: Destination) -> Journey {
    Journey(.link, Journey.LinkFrame(destination, chain: nil, routeKey: nil))
  }

  var home: NavigationState { graph.initialState }

  func state(_ screens: [Screen], in stack: String = "home") throws -> NavigationState {
    try home.showing(screens, in: stack)
  }

  @Test func aOneStepLinkReadsOncePerformsOnceAndIsHandled() throws {
    var journey = link(.screen(Screen("item", parameters: ["id": "7"])))
    let shown = try state([Screen("home"), Screen("item", parameters: ["id": "7"])])
    run(
      &journey,
      [
        (.start, home, [], "read"),
        (.read, home, [], "leftovers"),
        (.leftovers(Closing()), home, [], "perform push item(7) onto home, animated"),
        (.performed(PlanReport(performed: 1, ending: .done)), shown, [], "finished handled"),
      ])
  }

  @Test func aPlanTheScreenMadeStaleIsPlannedAgainTwiceAtMost() throws {
    var journey = link(.screen(Screen("item", parameters: ["id": "7"])))
    let stale = NavigationError.platformRefusal(
      .notOnTop, Step(.push(Screen("item", parameters: ["id": "7"]), onto: "home")), "the person pushed")
    let refused = Journey.Event.performed(PlanReport(performed: 0, ending: .refused(stale)))
    run(
      &journey,
      [
        (.start, home, [], "read"),
        (.read, home, [], "leftovers"),
        (.leftovers(Closing()), home, [], "perform push item(7) onto home, animated"),
        // Refused because the screen changed: read again and planned again, a transition.
        (refused, home, [], "read"),
        (.read, home, [], "perform push item(7) onto home, animated"),
        (refused, home, [], "read"),
        (.read, home, [], "perform push item(7) onto home, animated"),
        (refused, home, [], "finished failed"),
      ])
  }

  @Test func aGuardShowsItsScreenWaitsAndThenTheScreenShows() throws {
    var journey = link(.screen(Screen("orders")))
    let signIn = try graph.target(for: Screen("signIn"), in: nil, from: home)
    run(
      &journey,
      [
        (.start, home, [], "read"),
        (.read, home, [], "leftovers"),
        (.leftovers(Closing()), home, [], "read"),
        (.read, home, [], "perform present sheet signIn from main, animated"),
        (.performed(PlanReport(performed: 1, ending: .done)), signIn, [], "wait for signedIn"),
      ])
    #expect(journey.phase == Journey.Phase.waitingForGuard("signedIn"))
    run(
      &journey,
      [
        (.guardEnded(.passed), signIn, ["signedIn"], "read"),
        (
          .read, signIn, ["signedIn"],
          "perform dismiss signIn; selectTab account in main; push orders onto account, animated"
        ),
      ])
    #expect(journey.phase == Journey.Phase.performing)
  }

  @Test func aCancelledSignInPutsTheScreenBackAndEndsGuardFailed() throws {
    var journey = link(.screen(Screen("orders")))
    let signIn = try graph.target(for: Screen("signIn"), in: nil, from: home)
    run(
      &journey,
      [
        (.start, home, [], "read"),
        (.read, home, [], "leftovers"),
        (.leftovers(Closing()), home, [], "read"),
        (.read, home, [], "perform present sheet signIn from main, animated"),
        (.performed(PlanReport(performed: 1, ending: .done)), signIn, [], "wait for signedIn"),
        (.guardEnded(.failed), signIn, [], "read"),
        (.read, signIn, [], "perform dismiss signIn, animated"),
        (.performed(PlanReport(performed: 1, ending: .done)), home, [], "finished guard-failed"),
      ])
  }

  @Test func aScreenThatAsksBeforeClosingWaitsForTheAnswer() throws {
    rules.closing.decide = { _ in .ask }
    var journey = link(.screen(Screen("item", parameters: ["id": "1"])))
    let composing = try state([Screen("home"), Screen("compose")])
    run(
      &journey,
      [
        (.start, composing, [], "read"),
        (.read, composing, [], "leftovers"),
        (.leftovers(Closing()), composing, [], "ask to close compose"),
      ])
    #expect(journey.phase == Journey.Phase.asking(Screen("compose").id))
    // The answer is followed by a reading: what the app did while the question was up (its
    // own alert over the screen) is in it.
    run(
      &journey,
      [
        (.closeAnswered(.allowed), composing, [], "read"),
        (.read, composing, [], "perform setScreens home to home, item(1) keeping 1, animated"),
      ])
  }

  @Test func whatChangedWhileTheQuestionWasUpIsPlannedAgain() throws {
    rules.closing.decide = { _ in .ask }
    var journey = link(.screen(Screen("item", parameters: ["id": "1"])))
    let composing = try state([Screen("home"), Screen("compose")])
    run(
      &journey,
      [
        (.start, composing, [], "read"),
        (.read, composing, [], "leftovers"),
        (.leftovers(Closing()), composing, [], "ask to close compose"),
        (.closeAnswered(.allowed), composing, [], "read"),
      ])
    // The reading finds the app's own alert over compose: the plan made before it is stale.
    var alerted = composing
    alerted.modals.append(.foreign("alert", named: "foreign-modal-1"))
    // Planned again from a new reading: the plan now closes the alert first, and this test's
    // rule (ask before closing any screen) asks about it.
    run(&journey, [(.read, alerted, [], "read"), (.read, alerted, [], "ask to close alert")])
  }

  @Test func theAnswerRefusedEndsCloseRefused() throws {
    rules.closing.decide = { _ in .ask }
    var journey = link(.screen(Screen("item", parameters: ["id": "1"])))
    let composing = try state([Screen("home"), Screen("compose")])
    run(
      &journey,
      [
        (.start, composing, [], "read"),
        (.read, composing, [], "leftovers"),
        (.leftovers(Closing()), composing, [], "ask to close compose"),
        (.closeAnswered(.refused), composing, [], "finished failed"),
      ])
  }

  @Test func aResolverThatTimesOutFallsBackAndOneCancelledIsSuperseded() throws {
    let resolver: @Sendable () async throws -> Destination = { .screen(Screen("home")) }
    var fallingBack = link(
      .resolve(timeout: .seconds(1), fallback: .screen(Screen("item", parameters: ["id": "2"])), resolver))
    run(&fallingBack, [(.start, home, [], "resolve")])
    #expect(fallingBack.phase == Journey.Phase.resolving)
    run(&fallingBack, [(.resolved(.timedOut), home, [], "read")])
    var cancelled = link(.resolve(timeout: .seconds(1), fallback: nil, resolver))
    run(
      &cancelled, [(.start, home, [], "resolve"), (.resolved(.cancelled), home, [], "finished superseded")])
  }

  @Test func workSupersededDuringItsLastStepIsHandledOnlyIfItsScreenIsUp() throws {
    var journey = link(.screen(Screen("item", parameters: ["id": "7"])))
    run(
      &journey,
      [
        (.start, home, [], "read"),
        (.read, home, [], "leftovers"),
        (.leftovers(Closing()), home, [], "perform push item(7) onto home, animated"),
        (.performed(PlanReport(performed: 0, ending: .stopped)), home, [], "finished superseded"),
      ], cancelled: true)
  }

  @Test func aGuardNotGivenEndsTheLinkWithItsName() throws {
    let rules = JourneyRules(
      graph: graph, guards: [], live: false, animatesLastStep: true, interruptingScreens: { [] },
      redirect: { _, target in .screen(Screen(target)) })
    var journey = link(.screen(Screen("orders")))
    _ = journey.advance(.start, .init(state: home, passing: GuardAnswers([]), cancelled: false), rules)
    _ = journey.advance(.read, .init(state: home, passing: GuardAnswers([]), cancelled: false), rules)
    let next = journey.advance(
      .leftovers(Closing()), .init(state: home, passing: GuardAnswers([]), cancelled: false), rules)
    guard case .finished(.failed(let failure)) = next else {
      Issue.record("expected a failure, got \(Self.words(next))")
      return
    }
    #expect(failure.reason.contains("signedIn"))
  }
}
