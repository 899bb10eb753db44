import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTesting

/// What a wait leaves on screen when it ends without its link: the three bugs a podcast app
/// found in the guard and interruption code, each impossible now that every wait is a phase of
/// the center's one machine.
@MainActor
@Suite struct LeftScreensTests {
  struct PodRoute: Sendable, Hashable {
    var screen: Screen
    var interrupts = false
  }

  /// Pods: tabs home and library (behind sign-in), a full-screen player over anything, sign-in
  /// as a sheet, a promo that interrupts.
  @MainActor struct Pods {
    let center: DeepLinkCenter<PodRoute>
    let navigator: HeadlessNavigator
    let clock: ManualClock
    let session: Session

    @MainActor final class Session {
      var isSignedIn = false
      var ended: [String] = []
    }

    init(signInStyle: Modal.Style = .sheet, waitLimit: Duration? = nil) throws {
      var graph = NavigationGraph.Builder(root: "main")
      graph.tabs("main", ["home", "library"])
      graph.stack("home", root: Screen("home"))
      graph.stack("library", root: Screen("library"), guard: "signedIn")
      graph.modal("player", .fullScreen, root: Screen("player"))
      graph.modal("authorization", signInStyle, root: Screen("signIn"))
      graph.modal("promotion", .sheet, root: Screen("promo"))
      var routes = RouteTable<PodRoute>.Builder(policy: LinkPolicy(schemes: ["pods"]))
      routes.add("/library", PodRoute(screen: Screen("library")))
      routes.add("/player", PodRoute(screen: Screen("player")))
      routes.add("/promo", PodRoute(screen: Screen("promo"), interrupts: true))
      let session = Session()
      let clock = ManualClock()
      navigator = HeadlessNavigator(
        state: NavigationState(
          root: .tabs("main", [.stack("home", [Screen("home")]), .stack("library", [Screen("library")])])),
        clock: clock)
      let signedIn = RouteGuard("signedIn", showing: Screen("signIn"), waitLimit: waitLimit) {
        session.isSignedIn
      }
      center = DeepLinkCenter(
        routes: try routes.build(), graph: try graph.build(), navigator: navigator, clock: clock,
        guards: [signedIn],
        interruptionEnded: { route, result in
          session.ended.append("\(route.screen) \(result)")
          return .restore()
        },
        destination: { $0.interrupts ? .interrupt($0.screen) : .screen($0.screen) })
      center.becomeReady()
      self.clock = clock
      self.session = session
    }

    var modals: [String] { navigator.state.modals.map(\.name) }
  }

  @Test func aSupersededGuardWaitTakesItsScreenAway() async throws {
    let pods = try Pods()
    let library = pods.center.send("pods://library")
    await pods.center.idle()
    #expect(pods.center.pendingGuards == ["signedIn"])
    #expect(pods.modals == ["authorization"])
    #expect(await pods.center.open("pods://player").name == "handled")
    #expect(await library.outcome == .superseded)
    // The sign-in sheet went with the link that needed it; the player is alone on screen.
    #expect(pods.modals == ["player"])
  }

  @Test func aSupersedingLinkWithTheSameGuardWaitsOnTheSheetAlreadyUp() async throws {
    let pods = try Pods()
    let first = pods.center.send("pods://library")
    await pods.center.idle()
    #expect(pods.center.pendingGuards == ["signedIn"])
    let second = pods.center.send("pods://library")
    #expect(await first.outcome == .superseded)
    await pods.center.idle()
    #expect(pods.center.pendingGuards == ["signedIn"])
    #expect(pods.modals == ["authorization"])
    pods.session.isSignedIn = true
    pods.center.resolveGuard("signedIn", passed: true)
    #expect(await second.outcome.name == "handled")
    #expect(pods.modals == [])
    #expect(pods.navigator.steps.filter { $0.description.hasPrefix("present") }.count == 1)
  }

  @Test func aGuardIsNeverShownOverADeadInterruption() async throws {
    let pods = try Pods()
    let promo = pods.center.send("pods://promo")
    await pods.center.idle()
    #expect(pods.center.isInterrupted)
    #expect(pods.modals == ["promotion"])
    let library = pods.center.send("pods://library")
    #expect(await promo.outcome == .superseded)
    await pods.center.idle()
    #expect(pods.center.pendingGuards == ["signedIn"])
    // The promo's flow ended: its screens closed before sign-in showed.
    #expect(pods.modals == ["authorization"])
    pods.center.resolveGuard("signedIn", passed: false)
    #expect(await library.outcome == .guardFailed("signedIn"))
    // Cancelling sign-in does not bring the dead promo back.
    #expect(pods.modals == [])
    #expect(pods.session.ended == ["promo superseded"])
  }

  @Test func aGuardScreenLeftByItsWaitLimitIsClosedByTheAppsAnswer() async throws {
    let pods = try Pods(signInStyle: .fullScreen, waitLimit: .seconds(30))
    let stream = pods.center.outcomes
    let library = pods.center.send("pods://library")
    await pods.center.idle()
    #expect(pods.center.pendingGuards == ["signedIn"])
    await pods.clock.advance(by: .seconds(30))
    #expect(await library.outcome == .guardFailed("signedIn"))
    // The person may be typing: the full-screen sign-in stays...
    #expect(pods.modals == ["authorization"])
    // ...and the app's Sign In button still closes it, and says so.
    pods.session.isSignedIn = true
    pods.center.resolveGuard("signedIn", passed: true)
    var reports: [String] = []
    for await report in stream {
      reports.append(report.description)
      if reports.count == 2 { break }
    }
    #expect(
      reports == [
        #"pods://library → guard-failed: guard "signedIn" did not pass"#,
        "guard signedIn's screen → handled: home on screen",
      ])
    #expect(pods.modals == [])
  }

  @Test func theAppsCancelClosesAnOrphanedGuardScreenToo() async throws {
    let pods = try Pods(signInStyle: .fullScreen, waitLimit: .seconds(5))
    let library = pods.center.send("pods://library")
    await pods.center.idle()
    #expect(pods.center.pendingGuards == ["signedIn"])
    await pods.clock.advance(by: .seconds(5))
    #expect(await library.outcome == .guardFailed("signedIn"))
    pods.center.resolveGuard("signedIn", passed: false)
    await pods.center.idle()
    #expect(pods.modals == [])
  }
}
