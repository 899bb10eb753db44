import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting

/// A link into a tab the person hid (iOS 18) fails with its own code and moves nothing: the
/// person's choice stands, and the app, told why, may show the tab again and resend.
@MainActor
@Suite struct HiddenTabLinkTests {
  @Test func aLinkIntoAHiddenTabFailsWithTabHiddenAndNothingMoves() async throws {
    let world = MessengerDeepLinkTests.World(signedIn: true)
    let (center, navigator) = try MessengerDeepLinkTests.app(
      world, state: MessengerNavigation.state(modals: [MessengerNavigation.shareSheet]))
    try navigator.personHides(tab: "channels", in: "application")
    await center.idle()
    let before = navigator.state
    let outcome = await center.send("com.myapp://channels?channelId=1234").outcome
    guard case .failed(let failure) = outcome else {
      Issue.record("not a failure: \(outcome)")
      return
    }
    #expect(failure.code == .tabHidden)
    #expect(failure.navigationError?.code == .tabHidden)
    #expect(failure.reason.contains(#"tab "channels" of "application" is hidden"#))
    // The share sheet is still up: the plan was refused before its first step.
    #expect(navigator.state == before)

    // Shown again, the same link goes through.
    try navigator.personHides(tab: "channels", in: "application", hidden: false)
    await center.idle()
    let again = await center.send("com.myapp://channels?channelId=1234").outcome
    #expect(again.name == "handled")
    guard case .tabs(let bar) = navigator.state.root else { return }
    #expect(bar.selectedTab.name == "channels")
  }
}
