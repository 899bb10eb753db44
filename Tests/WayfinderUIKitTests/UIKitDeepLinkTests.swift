import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting
@_spi(Testing) import WayfinderUIKit

/// Links opened through `DeepLinkCenter` on fake UIKit hosts, against the same links on
/// `HeadlessNavigator`.
@MainActor
@Suite struct UIKitDeepLinkTests {
  typealias Bank = BankNavigation.Screens

  struct Link: Sendable, CustomTestStringConvertible {
    let start: NavigationState
    let url: String
    let calls: [String]
    var testDescription: String { url }
  }

  nonisolated static let links: [Link] = [
    // Bank 1: signed in, fresh start.
    Link(
      start: BankNavigation.signedInStart, url: "bank://cards/42/detail",
      // One `setViewControllers` call for both screens.
      calls: ["set dashboard to dashboard, card(42), cardDetail(42), animated"]),
    // Bank 3: from settings with notifications pushed and support presented.
    Link(
      start: BankNavigation.state(
        BankNavigation.home(settings: [Bank.settings, Bank.notifications], selected: "settings"),
        modals: [BankNavigation.supportSheet]),
      url: "bank://cards/7",
      calls: [
        "dismiss support from app", "select tab 0 (dashboard) of home",
        "push card(7) onto dashboard, animated",
      ]),
    // Bank 4: another card takes the place of the one on top.
    Link(
      start: BankNavigation.state(BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(7)])),
      url: "bank://cards/8",
      calls: ["set dashboard to dashboard, card(8), animated"]),
    // A chain of two sheets goes in one call, from the view controller under the bottom one.
    Link(
      start: BankNavigation.state(
        BankNavigation.home(),
        modals: [BankNavigation.supportSheet, Modal(.sheet, .stack("chat", [Screen("chat")]))]),
      url: "bank://cards/7",
      calls: ["dismiss support from app", "push card(7) onto dashboard, animated"]),
    // From login, signed in: the flow switches to home.
    Link(start: BankNavigation.signedOutStart, url: "bank://settings/notifications", calls: []),
    // The support sheet over whatever is on screen.
    Link(
      start: BankNavigation.signedInStart, url: "bank://support",
      calls: ["present sheet support over app, animated"]
    ),
  ]

  static func open(_ url: String, on navigator: any Navigator) async throws -> (LinkOutcome, [Step]) {
    let recording = RecordingNavigator(navigator)
    let center = DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: try BankNavigation.graph(), navigator: recording,
      clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: Bank.login) { true }], destination: { .screen($0.screen) })
    center.becomeReady()
    let outcome = await center.open(url)
    return (outcome, recording.steps)
  }

  @Test(arguments: links)
  func aLinkTakesTheSameStepsToTheSameStateAsHeadless(_ link: Link) async throws {
    let scene = try await FakeScene.showing(link.start)
    let (outcome, steps) = try await Self.open(link.url, on: scene.navigator)
    let headless = HeadlessNavigator(state: link.start)
    let (headlessOutcome, headlessSteps) = try await Self.open(link.url, on: headless)

    #expect(outcome == headlessOutcome)
    #expect(steps == headlessSteps)
    #expect(!steps.isEmpty)
    #expect(scene.navigator.state == headless.state)
    #expect(scene.shown == headless.state.description)
    if !link.calls.isEmpty { #expect(scene.log.calls == link.calls) }
  }

  @Test func aFlowSwitchBuildsTheNewFlowWithItsBackStack() async throws {
    let scene = try FakeScene(BankNavigation.signedOutStart.root)
    let (outcome, steps) = try await Self.open("bank://settings/notifications", on: scene.navigator)
    #expect(steps.map(\.description) == ["switchFlow app to home, animated"])
    #expect(scene.log.calls == ["show flow home in app, animated"])
    guard case .handled(let state, _) = outcome else {
      Issue.record("\(outcome)")
      return
    }
    #expect(
      scene.shown == """
        flows app
          tabs home
            stack dashboard: dashboard
            stack profile: profile
            stack settings (selected): settings, notifications
        """)
    #expect(state == scene.navigator.state)
    #expect(scene.navigator.directory.missingHosts(for: state).isEmpty)
  }

  @Test func twoScenesEachDriveTheirOwnHosts() async throws {
    let first = try FakeScene(BankNavigation.signedInStart.root)
    let second = try FakeScene(BankNavigation.signedInStart.root)
    _ = try await Self.open("bank://cards/7", on: first.navigator)
    _ = try await Self.open("bank://support", on: second.navigator)

    #expect(first.log.calls == ["push card(7) onto dashboard, animated"])
    #expect(second.log.calls == ["present sheet support over app, animated"])
    #expect(first.navigator.state.modals.isEmpty)
    #expect(second.navigator.state.root == BankNavigation.signedInStart.root)
    #expect(first.shown == first.navigator.state.description)
    #expect(second.shown == second.navigator.state.description)
    let firstDashboard = first.navigator.directory.host(for: "dashboard")?.presentationHost
    let secondDashboard = second.navigator.directory.host(for: "dashboard")?.presentationHost
    #expect(firstDashboard !== secondDashboard)
    #expect(first.navigator.directory.host(for: "support") == nil)
  }
}
