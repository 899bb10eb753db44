import Testing
import WayfinderCombine
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// `StatePublishingNavigator`: the state on screen at once, then after each completed step.
@MainActor
@Suite struct StatePublishingNavigatorTests {
  typealias Screens = BankNavigation.Screens

  @Test func publishesTheStateOnScreenThenAfterEachStep() async throws {
    let navigator = StatePublishingNavigator(HeadlessNavigator(state: BankNavigation.signedInStart))
    let states = Received<NavigationState>()
    let subscription = navigator.statePublisher.sink { states.values.append($0) }
    #expect(states.values == [BankNavigation.signedInStart])

    try await navigator.perform(.push(Screens.card(7), onto: "dashboard"))
    #expect(states.values == [BankNavigation.signedInStart, CombineBank.card(7)])
    try await navigator.perform(.selectTab("settings", in: "home"))
    let settings = BankNavigation.state(
      BankNavigation.home(dashboard: [Screens.dashboard, Screens.card(7)], selected: "settings"))
    #expect(states.values == [BankNavigation.signedInStart, CombineBank.card(7), settings])
    #expect(navigator.state == settings)
    subscription.cancel()
  }

  @Test func aRefusedStepPublishesNothing() async throws {
    let navigator = StatePublishingNavigator(HeadlessNavigator(state: BankNavigation.signedInStart))
    let states = Received<NavigationState>()
    let subscription = navigator.statePublisher.sink { states.values.append($0) }
    await #expect(throws: NavigationError.self) {
      try await navigator.perform(.pop(to: Screens.dashboard, at: 0, in: "dashboard"))
    }
    #expect(states.values == [BankNavigation.signedInStart])
    subscription.cancel()
  }

  @Test func aLateSubscriberGetsTheStateOnScreen() async throws {
    let navigator = StatePublishingNavigator(HeadlessNavigator(state: BankNavigation.signedInStart))
    try await navigator.perform(.push(Screens.card(7), onto: "dashboard"))
    let states = Received<NavigationState>()
    let subscription = navigator.statePublisher.sink { states.values.append($0) }
    #expect(states.values == [CombineBank.card(7)])
    subscription.cancel()
  }

  @Test func theCenterPerformsThroughIt() async throws {
    let app = try CombineBank()
    let states = Received<NavigationState>()
    let subscription = app.navigator.statePublisher.sink { states.values.append($0) }
    #expect(await app.center.open("bank://cards/42/detail") == .handled(CombineBank.card(42, detail: true)))
    #expect(
      app.headless.steps.map(\.description) == [
        "setScreens dashboard to dashboard, card(42), cardDetail(42) keeping 1, animated"
      ])
    // The state before the link, then the state each step left, as the navigator recorded it.
    #expect(states.values == [BankNavigation.signedInStart] + app.headless.transcript.compactMap(\.state))
    #expect(states.values.last == CombineBank.card(42, detail: true))
    subscription.cancel()
  }

  @Test func publishesWhenAStepCompletesNotWhenItBegins() async throws {
    let app = try CombineBank(stepDuration: .milliseconds(300))
    let states = Received<NavigationState>()
    let subscription = app.navigator.statePublisher.sink { states.values.append($0) }
    // Two steps: the settings tab is selected, then notifications is pushed onto it.
    let settings = try BankNavigation.signedInStart.applying(.selectTab("settings", in: "home"))
    let notifications = try settings.applying(.push(Screens.notifications, onto: "settings"))
    let link = Task { await app.center.open("bank://settings/notifications") }

    await app.clock.waitForSleepers()  // selectTab settings has begun
    #expect(app.navigator.state == settings)
    #expect(states.values == [BankNavigation.signedInStart])

    await app.clock.advance(by: .milliseconds(300))
    await app.clock.waitForSleepers()  // selectTab settings has completed; the push has begun
    #expect(states.values == [BankNavigation.signedInStart, settings])

    await app.clock.advance(by: .milliseconds(300))
    #expect(await link.value == .handled(notifications))
    #expect(states.values == [BankNavigation.signedInStart, settings, notifications])
    subscription.cancel()
  }
}
