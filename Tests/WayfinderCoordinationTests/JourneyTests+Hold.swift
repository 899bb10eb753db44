import Testing
@_spi(Internals) import WayfinderNavigation

@testable import WayfinderCoordination

/// The third answer beside refuse and ask (issue 34): a screen that holds the link until it
/// closes, with a time limit; and a modal the app keeps from the person's dismissal, which
/// asks.
extension JourneyTests {
  /// `compose` holds links for a minute.
  func holding() {
    rules.closing.decide = { $0.name == "compose" ? .hold(upTo: .seconds(60)) : .allow }
  }

  @Test func aScreenThatHoldsTheLinkIsWaitedForAndThePlanMadeAgainOnceItCloses() throws {
    holding()
    var journey = link(.screen(Screen("item", parameters: ["id": "1"])))
    let composing = try state([Screen("home"), Screen("compose")])
    run(
      &journey,
      [
        (.start, composing, [], "read"),
        (.read, composing, [], "leftovers"),
        (.leftovers(Closing()), composing, [], "hold until compose closes, 1 min at most"),
      ])
    #expect(journey.phase == Journey.Phase.holding(Screen("compose").id))
    run(
      &journey,
      [
        // The person closed it: planned again from what is there, which closes nothing now.
        (.closeAnswered(.screenLeft), home, [], "read"),
        (.read, home, [], "perform push item(1) onto home, animated"),
      ])
    #expect(journey.phase == Journey.Phase.performing)
  }

  @Test func aHoldPastItsLimitEndsHoldExpiredWithNothingMoved() throws {
    holding()
    var journey = link(.screen(Screen("item", parameters: ["id": "1"])))
    let composing = try state([Screen("home"), Screen("compose")])
    run(
      &journey,
      [
        (.start, composing, [], "read"),
        (.read, composing, [], "leftovers"),
        (.leftovers(Closing()), composing, [], "hold until compose closes, 1 min at most"),
      ])
    let next = journey.advance(
      .closeAnswered(.heldTooLong), .init(state: composing, passing: GuardAnswers([]), cancelled: false),
      rules)
    guard case .finished(.failed(let failure)) = next else {
      Issue.record("expected hold-expired, got \(Self.words(next))")
      return
    }
    #expect(failure.code == .holdExpired)
    #expect(failure.reason == "compose stayed open for the 1 min the link was held for it")
  }

  @Test func aHeldLinkSupersededEndsSuperseded() throws {
    holding()
    var journey = link(.screen(Screen("item", parameters: ["id": "1"])))
    let composing = try state([Screen("home"), Screen("compose")])
    run(
      &journey,
      [
        (.start, composing, [], "read"),
        (.read, composing, [], "leftovers"),
        (.leftovers(Closing()), composing, [], "hold until compose closes, 1 min at most"),
        (.closeAnswered(.cancelled), composing, [], "finished superseded"),
      ])
  }

  @Test func aScreenThatRefusesWinsOverOneThatHoldsAndOneThatHoldsIsWaitedForBeforeAsking() throws {
    // compose (asks, by its trait) over a held modal: the hold first; a refusing one first of all.
    let composing = try state([Screen("home"), Screen("compose")])
    var state = composing
    state.modals = [Modal(.sheet, .stack("signIn", [Screen("signIn")]))]
    rules.closing.ask = { _ in }
    rules.closing.decide = {
      $0.name == "signIn" ? .hold(upTo: .seconds(5)) : $0.name == "compose" ? .ask : .allow
    }
    var held = link(.screen(Screen("item", parameters: ["id": "1"])))
    run(
      &held,
      [
        (.start, state, [], "read"),
        (.read, state, [], "leftovers"),
        (.leftovers(Closing()), state, [], "hold until signIn closes, 5 s at most"),
        // The call ended: now the draft is asked about.
        (.closeAnswered(.screenLeft), composing, [], "read"),
        (.read, composing, [], "ask to close compose"),
      ])
    rules.closing.decide = {
      $0.name == "signIn" ? .hold(upTo: .seconds(5)) : $0.name == "compose" ? .refuse : .allow
    }
    var refused = link(.screen(Screen("item", parameters: ["id": "1"])))
    run(
      &refused,
      [
        (.start, state, [], "read"),
        (.read, state, [], "leftovers"),
        (.leftovers(Closing()), state, [], "finished failed"),
      ])
  }

  @Test func aModalTheAppKeepsFromThePersonsDismissalAsksAndRefusesWhenNobodyAsks() throws {
    let signIn = try graph.target(for: Screen("signIn"), in: nil, from: home)
    let vetoed: Set<Screen.ID> = [Screen("signIn").id]
    var unasked = link(.screen(Screen("item", parameters: ["id": "1"])))
    run(
      &unasked,
      [
        (.start, signIn, [], "read"),
        (.read, signIn, [], "leftovers"),
        (.leftovers(Closing()), signIn, [], "finished failed"),
      ], vetoed: vetoed)
    rules.closing.ask = { _ in }
    var asked = link(.screen(Screen("item", parameters: ["id": "1"])))
    run(
      &asked,
      [
        (.start, signIn, [], "read"),
        (.read, signIn, [], "leftovers"),
        (.leftovers(Closing()), signIn, [], "ask to close signIn"),
      ], vetoed: vetoed)
    // Not vetoed, the same modal closes without a question.
    var free = link(.screen(Screen("item", parameters: ["id": "1"])))
    run(
      &free,
      [
        (.start, signIn, [], "read"),
        (.read, signIn, [], "leftovers"),
        (.leftovers(Closing()), signIn, [], "perform dismiss signIn; push item(1) onto home, animated"),
      ])
  }
}
