import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting

/// Seed 004: the tab bar "decides whether a user can select a tab, because this tab may require
/// authorization". A person's tap on a guarded tab runs the guard as a link does.
@MainActor
@Suite struct PersonTabTests {
  typealias Messenger = MessengerNavigation.Screens

  func app(signedIn: Bool) throws -> (
    DeepLinkCenter<MessengerRoute>, HeadlessNavigator, MessengerDeepLinkTests.World
  ) {
    let world = MessengerDeepLinkTests.World(signedIn: signedIn)
    let (center, navigator) = try MessengerDeepLinkTests.app(world)
    return (center, navigator, world)
  }

  @Test func aSignedOutTapOnChannelsShowsSignInNotTheChannelList() async throws {
    let (center, navigator, world) = try app(signedIn: false)
    let stream = center.outcomes
    try navigator.personSelects(tab: "channels", in: "application")
    // Put back when the tap runs, in the machine's turn: the channel list does not stay.
    await center.idle()
    #expect(navigator.state.root == MessengerNavigation.state().root)
    #expect(!center.pendingGuards.isEmpty)
    #expect(navigator.state == MessengerNavigation.state(modals: [MessengerNavigation.authorization]))
    world.isSignedIn = true
    center.resolveGuard("signedIn", passed: true)
    var reports = stream.makeAsyncIterator()
    let report = await reports.next()
    if case .tabTap(let tab, _)? = report {
      #expect(tab == "channels")
    } else {
      Issue.record("not a tab tap: \(String(describing: report))")
    }
    #expect(report?.description == "tab channels → handled: channelList on screen")
    #expect(
      navigator.state == MessengerNavigation.state(MessengerNavigation.application(selected: "channels")))
  }

  @Test func aCancelledSignInLeavesThePersonWhereTheyWere() async throws {
    let (center, navigator, _) = try app(signedIn: false)
    let tap = center.send(tabTap: "channels")
    await center.idle()
    #expect(!center.pendingGuards.isEmpty)
    center.resolveGuard("signedIn", passed: false)
    #expect(await tap.outcome == .guardFailed("signedIn"))
    #expect(navigator.state == MessengerNavigation.state())
  }

  @Test func aTabWhoseGuardPassesIsTheirsAtOnce() async throws {
    let (center, navigator, _) = try app(signedIn: true)
    #expect(center.personMaySelect(tab: "channels"))
    try navigator.personPerforms([.selectTab("channels", in: "application", animated: true)])
    await center.idle()
    #expect(
      navigator.state == MessengerNavigation.state(MessengerNavigation.application(selected: "channels")))
    #expect(navigator.steps.isEmpty)
    let (signedOut, _, _) = try app(signedIn: false)
    #expect(!signedOut.personMaySelect(tab: "channels"))
    #expect(signedOut.personMaySelect(tab: "feed"))
  }

  @Test func theGraphNamesAContainersGuards() throws {
    let graph = try MessengerNavigation.graph()
    #expect(graph.guards(forContainer: "channels") == ["signedIn"])
    #expect(graph.guards(forContainer: "feed") == [])
  }
}
