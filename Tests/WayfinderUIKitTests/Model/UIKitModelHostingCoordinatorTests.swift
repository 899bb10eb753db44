import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// Coordinators that perform (issue 36, item 1): a coordinator that owns its stack's
/// navigation controller pushes and pops there with its own methods, while the center plans,
/// the navigator reads the views before and after, and each link has one outcome.
@MainActor
@Suite struct UIKitModelHostingCoordinatorTests {
  /// The run, with the `home` stack hosted by a coordinator of its own.
  static func hostedHome() throws -> (ModelRun, ModelHostingCoordinator) {
    let run = try ModelRun.scene()
    guard case .stack(let host)? = run.navigator.directory.host(for: "home"),
      let navigation = host as? ModelNavigationController
    else { throw HostedHomeMissing() }
    let coordinator = ModelHostingCoordinator(run.uikit, navigation: navigation)
    try run.navigator.host("home", by: coordinator)
    return (run, coordinator)
  }

  struct HostedHomeMissing: Error {}

  static func handled(_ outcome: LinkOutcome?) -> Bool {
    if case .handled? = outcome { true } else { false }
  }

  @Test func aLinksPushesArePerformedByTheCoordinator() async throws {
    let (run, coordinator) = try Self.hostedHome()
    let item = ModelApp.link(to: Screen("item", parameters: ["id": "3"]))
    let reviews = ModelApp.link(to: Screen("reviews", parameters: ["id": "3"]))
    await run.steps(.open(item), .advance(milliseconds: 1000), .open(reviews), .advance(milliseconds: 1000))
    #expect(Self.handled(run.outcome(of: item)), "\(run.transcriptText)")
    #expect(Self.handled(run.outcome(of: reviews)), "\(run.transcriptText)")
    #expect(coordinator.calls == ["show item(3), animated", "show reviews(3), animated"])
    let screens = [
      Screen("home"), Screen("item", parameters: ["id": "3"]), Screen("reviews", parameters: ["id": "3"]),
    ]
    #expect(run.shownScreens(in: "home") == screens)
    // The navigator read the coordinator's own view controllers as the screens they show.
    #expect(run.navigator.state.container(named: "home")?.visibleStack.screens == screens)
    #expect(await run.finished() == [])
  }

  @Test func aLinkBackToTheRootIsTheCoordinatorsPop() async throws {
    let (run, coordinator) = try Self.hostedHome()
    let reviews = ModelApp.link(to: Screen("reviews", parameters: ["id": "4"]))
    await run.steps(
      .open(reviews), .advance(milliseconds: 1000), .open("model://home"), .advance(milliseconds: 1000))
    #expect(Self.handled(run.outcome(of: "model://home")), "\(run.transcriptText)")
    #expect(coordinator.calls.last == "pop to 1, animated", "\(coordinator.calls)")
    #expect(run.shownScreens(in: "home") == [Screen("home")])
    #expect(await run.finished() == [])
  }

  @Test func aScreenTheCoordinatorPushedItselfIsReadAsItsScreen() async throws {
    let (run, coordinator) = try Self.hostedHome()
    coordinator.showScreen(Screen("item", parameters: ["id": "9"]), animated: false)
    await run.steps(.advance(milliseconds: 1000))
    #expect(
      run.navigator.state.container(named: "home")?.visibleStack.screens
        == [Screen("home"), Screen("item", parameters: ["id": "9"])])
    // The next link plans from it: the item is on screen, so only reviews is pushed.
    let reviews = ModelApp.link(to: Screen("reviews", parameters: ["id": "9"]))
    await run.steps(.open(reviews), .advance(milliseconds: 1000))
    #expect(Self.handled(run.outcome(of: reviews)), "\(run.transcriptText)")
    #expect(coordinator.calls == ["show reviews(9), animated"])
    #expect(await run.finished() == [])
  }

  @Test func aModalOverAHostedStackGoesUpAndDownThroughItsCoordinator() async throws {
    let run = try ModelRun.scene()
    await run.steps(.open("model://compose"), .advance(milliseconds: 1000))
    guard case .stack(let host)? = run.navigator.directory.host(for: "compose"),
      let navigation = host as? ModelNavigationController
    else { throw HostedHomeMissing() }
    let coordinator = ModelHostingCoordinator(run.uikit, navigation: navigation)
    try run.navigator.host("compose", by: coordinator)
    await run.steps(.open("model://camera"), .advance(milliseconds: 1000))
    #expect(Self.handled(run.outcome(of: "model://camera")), "\(run.transcriptText)")
    #expect(coordinator.calls == ["present camera, animated"], "\(coordinator.calls)")
    // Attach is pushed onto compose once the camera over it is gone: both are compose's.
    await run.steps(.open("model://compose/attach"), .advance(milliseconds: 1000))
    #expect(Self.handled(run.outcome(of: "model://compose/attach")), "\(run.transcriptText)")
    #expect(coordinator.calls.dropFirst() == ["dismiss", "show attach, animated"], "\(coordinator.calls)")
    #expect(run.truth?.modals.map(\.name) == ["compose"])
    #expect(await run.finished() == [])
  }

  @Test func aShowMethodThatDoesNothingIsARefusedStepNotAHang() async throws {
    let (run, coordinator) = try Self.hostedHome()
    coordinator.ignoresShows = true
    let item = ModelApp.link(to: Screen("item", parameters: ["id": "5"]))
    await run.steps(.open(item), .advance(milliseconds: 5000))
    let failure = run.failure(of: item)
    #expect(failure?.navigationError?.code == .timedOut, "\(run.transcriptText)")
    #expect(run.navigator.state.container(named: "home")?.visibleStack.screens == [Screen("home")])
    #expect(await run.finished() == [])
  }
}
