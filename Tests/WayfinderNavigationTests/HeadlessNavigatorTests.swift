import Testing
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTesting

@MainActor
@Suite struct HeadlessNavigatorTests {
  static let a = Screen("a")
  static let b = Screen("b")
  static let c = Screen("c")
  static let start = NavigationState(root: .tabs("bar", [.stack("one", [a]), .stack("two", [b])]))
  static let steps: [Step] = [.push(b, onto: "one"), .push(c, onto: "one"), .selectTab("two", in: "bar")]

  @Test func recordsEachStepAndTheStateItLeft() async throws {
    let navigator = HeadlessNavigator(state: Self.start)
    try await navigator.perform(Self.steps)
    #expect(navigator.steps == Self.steps)
    #expect(
      navigator.transcript.compactMap(\.state).map(\.description) == [
        "tabs bar\n  stack one (selected): a, b\n  stack two: b",
        "tabs bar\n  stack one (selected): a, b, c\n  stack two: b",
        "tabs bar\n  stack one: a, b, c\n  stack two (selected): b",
      ])
    navigator.clearTranscript()
    #expect(navigator.transcript.isEmpty)
    #expect(navigator.state.topScreen == Self.b)
  }

  @Test(arguments: [HeadlessNavigator.Recording.nothing, .steps])
  func recordsLessWhenAsked(_ recording: HeadlessNavigator.Recording) async throws {
    let navigator = HeadlessNavigator(state: Self.start, recording: recording)
    try await navigator.perform(Self.steps)
    #expect(navigator.transcript.count == (recording == .steps ? 3 : 0))
    #expect(navigator.transcript.allSatisfy { $0.state == nil })
    #expect(navigator.state.visibleStack.name == "two")
  }

  @Test func aRefusedStepChangesNothingAndNamesTheStep() async throws {
    let navigator = HeadlessNavigator(state: Self.start)
    let steps: [Step] = [.push(Self.b, onto: "one"), .pop(to: Self.a, at: 0, in: "two")]
    let error = try await #require(throws: NavigationError.self) { try await navigator.perform(steps) }
    #expect(error.step == steps[1])
    #expect(error.code == .nothingToPop)
    #expect(
      error.description == "step refused (nothing-to-pop): cannot pop \"two\": it holds only its root screen")
    // The step before the refused one stays done; the refused one left no trace.
    #expect(navigator.steps == [steps[0]])
    #expect(navigator.state == (try Self.start.applying(steps[0])))
  }

  @Test func aStepChangesTheStateAtOnceAndCompletesWhenItsTimeHasPassed() async throws {
    let clock = ManualClock()
    let navigator = HeadlessNavigator(state: Self.start, clock: clock, stepDuration: .milliseconds(300))
    let link = Task { try await navigator.perform(Self.steps) }
    await clock.waitForSleepers()
    #expect(navigator.steps == [Self.steps[0]])
    #expect(navigator.isPerforming)
    // A second link's step while the transition runs is refused, as UIKit refuses it.
    let error = try await #require(throws: NavigationError.self) {
      try await navigator.perform(.selectTab("two", in: "bar"))
    }
    #expect(error.code == .busy)
    #expect(
      error.description
        == "step refused (busy): selectTab two in bar arrived while another step was still running")

    await clock.advance(by: .milliseconds(299))
    #expect(navigator.steps.count == 1)
    await clock.advance(by: .milliseconds(1))
    await clock.waitForSleepers()
    #expect(navigator.steps.count == 2)
    await clock.advance(by: .milliseconds(300))
    await clock.waitForSleepers()
    #expect(navigator.steps == Self.steps)
    #expect(navigator.isPerforming)
    await clock.advance(by: .milliseconds(300))
    try await link.value
    #expect(navigator.steps == Self.steps)
    #expect(!navigator.isPerforming)
    #expect(clock.now.offset == .milliseconds(900))
  }

  @Test func cancellingEndsTheWaitButNotTheStep() async throws {
    let clock = ManualClock()
    let navigator = HeadlessNavigator(state: Self.start, clock: clock, stepDuration: .seconds(1))
    let link = Task { try await navigator.perform(.push(Self.b, onto: "one")) }
    await clock.waitForSleepers()
    link.cancel()
    try await link.value
    #expect(navigator.state.visibleStack.screens == [Self.a, Self.b])
    #expect(!navigator.isPerforming)
    #expect(clock.sleeperCount == 0)
  }
}

@Suite struct ManualClockTests {
  @Test func sleepersWakeInDeadlineOrderWhenTheClockPassesThem() async throws {
    let clock = ManualClock()
    let woken = Woken()
    let late = Task {
      try await clock.sleep(for: .seconds(5))
      await woken.append("late")
    }
    let early = Task {
      try await clock.sleep(for: .seconds(2))
      await woken.append("early")
    }
    await clock.waitForSleepers(2)
    await clock.advance(by: .seconds(1))
    #expect(await woken.names == [])
    await clock.advance(by: .seconds(4))
    try await early.value
    try await late.value
    #expect(await woken.names == ["early", "late"])
    #expect(clock.now == ManualClock.Instant(offset: .seconds(5)))
  }

  @Test func aDeadlineAlreadyPassedReturnsAtOnce() async throws {
    let clock = ManualClock()
    await clock.advance(by: .seconds(3))
    try await clock.sleep(until: ManualClock.Instant(offset: .seconds(2)))
    #expect(clock.sleeperCount == 0)
  }

  @Test func cancellingASleeperThrows() async throws {
    let clock = ManualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(10)) }
    await clock.waitForSleepers()
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
  }

  actor Woken {
    var names: [String] = []
    func append(_ name: String) { names.append(name) }
  }
}
