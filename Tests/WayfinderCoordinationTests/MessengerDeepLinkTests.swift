import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting

/// The messenger app's numbered behaviours that the dispatcher owns (3 and 4), on the headless
/// navigator; 1 and 2 are planner behaviours, tested in WayfinderNavigationTests.
@MainActor
@Suite struct MessengerDeepLinkTests {
  typealias Messenger = MessengerNavigation.Screens

  @MainActor final class World {
    var isSignedIn: Bool
    var notified: [String] = []
    var stale: [Screen] = []
    init(signedIn: Bool) { isSignedIn = signedIn }
  }

  static func app(
    _ world: World, state: NavigationState = MessengerNavigation.state()
  ) throws -> (DeepLinkCenter<MessengerRoute>, HeadlessNavigator) {
    let navigator = HeadlessNavigator(state: state)
    let center = DeepLinkCenter(
      routes: try MessengerNavigation.routes(), graph: try MessengerNavigation.graph(), navigator: navigator,
      clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: Messenger.signIn) { world.isSignedIn }],
      interruptionEnded: { route, result in
        world.notified.append("\(route) \(result)")
        return .restore(reloading: world.stale)
      },
      destination: { $0.destination })
    center.becomeReady()
    return (center, navigator)
  }

  @Test func messenger3_signInPresentsAuthorizationOnceThenFinishesTheLink() async throws {
    let world = World(signedIn: false)
    let (center, navigator) = try Self.app(world)
    let first = center.send("com.myapp://channels?channelId=1234")
    await center.idle()
    #expect(!center.pendingGuards.isEmpty)
    #expect(navigator.state == MessengerNavigation.state(modals: [MessengerNavigation.authorization]))
    // A second link that needs sign-in while it is up reuses it.
    let second = center.send("com.myapp://channels?channelId=5")
    #expect(await first.outcome == .superseded)
    await center.idle()
    #expect(!center.pendingGuards.isEmpty)
    world.isSignedIn = true
    center.resolveGuard("signedIn", passed: true)
    let expected = MessengerNavigation.state(
      MessengerNavigation.application(
        channels: [Messenger.channelList, Messenger.channel("5")], selected: "channels"))
    #expect(await second.outcome == .handled(expected))
    #expect(
      navigator.steps.map(\.description) == [
        "present fullScreen authorization from application, animated",
        "dismiss authorization",
        "selectTab channels in application",
        "push channel(5) onto channels, animated",
      ])
    // The channel was not on screen before the guard passed.
    for entry in navigator.transcript.prefix(1) {
      #expect(entry.state?.visibleStack.name == "authorization")
    }
  }

  @Test func messenger3_cancellingSignInLeavesEverythingAsItWas() async throws {
    let world = World(signedIn: false)
    let start = MessengerNavigation.state(
      MessengerNavigation.application(feed: [Messenger.feed, Messenger.post("5")]))
    let (center, navigator) = try Self.app(world, state: start)
    let link = center.send("com.myapp://channels?channelId=1234")
    await center.idle()
    #expect(!center.pendingGuards.isEmpty)
    center.resolveGuard("signedIn", passed: false)
    #expect(await link.outcome == .guardFailed("signedIn"))
    #expect(navigator.state == start)
    #expect(
      navigator.steps.map(\.description) == [
        "present fullScreen authorization from application, animated",
        "dismiss authorization, animated",
      ])
  }

  static let editing = MessengerNavigation.state(
    MessengerNavigation.application(
      profile: [Messenger.profile, Messenger.editProfile(draft: "hello")], selected: "profile"))

  /// Opens the rate-order link, walks the flow to `thanks` as a person would, and ends it.
  func rateOrder(
    _ result: InterruptionResult, stale: [Screen] = []
  ) async throws -> (LinkOutcome, World, HeadlessNavigator) {
    let world = World(signedIn: true)
    world.stale = stale
    let (center, navigator) = try Self.app(world, state: Self.editing)
    let link = center.send("com.myapp://rate-order?orderId=7")
    await center.idle()
    #expect(center.isInterrupted)
    #expect(navigator.state == Self.editing.presenting(MessengerNavigation.rateOrder([Messenger.rating(7)])))
    try await navigator.perform([
      .push(Messenger.comment, onto: "rateOrder"), .push(Messenger.thanks, onto: "rateOrder"),
    ])
    center.endInterruption(result)
    return (await link.outcome, world, navigator)
  }

  @Test func messenger4_completingTheInterruptionNotifiesAndRestores() async throws {
    let (outcome, world, navigator) = try await rateOrder(.completed(["rating": "5"]))
    #expect(outcome == .handled(Self.editing))
    #expect(world.notified == [#"rateOrder(7) completed(["rating": "5"])"#])
    #expect(navigator.state.topScreen == Messenger.editProfile(draft: "hello"))
    #expect(navigator.steps.last == .dismiss("rateOrder", animated: true))
  }

  @Test func messenger4_cancellingTheInterruptionNotifiesAndRestoresToo() async throws {
    let (outcome, world, navigator) = try await rateOrder(.cancelled)
    #expect(outcome == .handled(Self.editing))
    #expect(world.notified == ["rateOrder(7) cancelled"])
    #expect(navigator.state == Self.editing)
  }

  @Test func messenger4_aStaleScreenIsReloadedAndNamed() async throws {
    let draft = Messenger.editProfile(draft: "hello")
    let (outcome, _, navigator) = try await rateOrder(.completed(["rating": "5"]), stale: [draft])
    #expect(outcome == .handled(Self.editing, reloaded: [draft]))
    #expect(
      outcome.description
        == "handled: editProfile(draft: hello) on screen; reloaded editProfile(draft: hello)")
    #expect(
      navigator.steps.suffix(2) == [.dismiss("rateOrder", animated: true), .reload(draft, in: "profile")])
  }
}
