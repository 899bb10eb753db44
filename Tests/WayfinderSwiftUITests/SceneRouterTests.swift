import Foundation
import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI
@_spi(Internals) import WayfinderTesting

/// Two scenes of one app, each with its own model and center: a link goes to the scene the
/// app's policy names, the active one by default, never to both.
@MainActor
@Suite struct SceneRouterTests {
  struct Scene {
    let model: NavigationModel
    let center: DeepLinkCenter<Screen>
  }

  static func scene() throws -> Scene {
    let model = NavigationModel(state: SwiftUIModelApp.start)
    let center = DeepLinkCenter(
      routes: try SwiftUIModelApp.routes(), graph: try SwiftUIModelApp.graph(), navigator: model,
      clock: ManualClock(),
      guards: [RouteGuard(SwiftUIModelApp.guardName, showing: SwiftUIModelApp.signIn) { true }],
      destination: { .screen($0) })
    center.becomeReady()
    return Scene(model: model, center: center)
  }

  static let item = URL(string: "model://items/1")!

  @Test func aLinkGoesToTheActiveSceneNotTheOneThatReceivedIt() async throws {
    let (left, right) = (try Self.scene(), try Self.scene())
    let scenes = SceneRouter<Screen>()
    scenes.connect("left", center: left.center)
    scenes.connect("right", center: right.center)
    scenes.sceneDidBecomeActive("right")
    let outcome = await scenes.open(Self.item, from: .url, receivedBy: "left")
    #expect(outcome?.scene == "right")
    #expect(outcome?.outcome.name == "handled")
    #expect(right.model.path(in: "home") == [Screen("item", parameters: ["id": "1"])])
    #expect(left.model.path(in: "home") == [])
  }

  @Test func theAppsPolicyNamesTheScene() async throws {
    let (left, right) = (try Self.scene(), try Self.scene())
    let scenes = SceneRouter<Screen>()
    scenes.connect("left", center: left.center)
    scenes.connect("right", center: right.center)
    scenes.sceneDidBecomeActive("right")
    scenes.policy = { arrival in arrival.url?.host == "items" ? "left" : nil }
    _ = await scenes.open(Self.item, from: .url, receivedBy: "right")
    #expect(left.model.path(in: "home") == [Screen("item", parameters: ["id": "1"])])
    #expect(right.model.path(in: "home") == [])
    // A policy naming a scene that is not open falls back to the active one.
    scenes.policy = { _ in "gone" }
    _ = await scenes.open(URL(string: "model://threads/2")!, from: .url, receivedBy: nil)
    #expect(right.model.path(in: "inbox") == [Screen("thread", parameters: ["id": "2"])])
  }

  /// A closed scene takes no link: with no other, the link waits for a window, and ends
  /// no-window when none connects within the hold limit (before issue 34 it had no outcome).
  @Test func aClosedSceneTakesNoLink() async throws {
    let left = try Self.scene()
    let clock = ManualClock()
    let scenes = SceneRouter<Screen>(clock: clock, holdLimit: .seconds(30))
    scenes.connect("left", center: left.center)
    scenes.disconnect("left")
    #expect(scenes.send(Self.item, from: .url, receivedBy: "left") == nil)
    let ticket = scenes.deliver(Self.item.absoluteString, receivedBy: "left")
    #expect(scenes.scenes == [])
    #expect(scenes.linksWaitingForAWindow == 2)
    await clock.waitForSleepers(2)
    await clock.advance(by: .seconds(30))
    guard case .failed(let failure) = await ticket.outcome else {
      Issue.record("not no-window")
      return
    }
    #expect(failure.code == .noWindow)
    #expect(left.model.path(in: "home") == [])
  }

  /// A link with no window waits for the next window to connect, and opens there.
  @Test func aHeldLinkOpensInTheNextWindow() async throws {
    let scenes = SceneRouter<Screen>(clock: ManualClock())
    let ticket = scenes.deliver(Self.item.absoluteString)
    let right = try Self.scene()
    scenes.connect("right", center: right.center)
    #expect(scenes.linksWaitingForAWindow == 0)
    #expect(await ticket.outcome.name == "handled")
    #expect(right.model.path(in: "home") == [Screen("item", parameters: ["id": "1"])])
  }

  /// The policy sees what each window shows, and the screen the link opens.
  @Test func thePolicySeesEachWindowsState() async throws {
    let (left, right) = (try Self.scene(), try Self.scene())
    let scenes = SceneRouter<Screen>()
    scenes.connect("left", center: left.center)
    scenes.connect("right", center: right.center)
    scenes.sceneDidBecomeActive("left")
    _ = await right.center.open(Self.item.absoluteString)
    var seen: SceneRouter<Screen>.Arrival?
    scenes.policy = { arrival in
      seen = arrival
      return arrival.windowShowingLink
    }
    var brought: [String] = []
    scenes.bringForward = { brought.append($0) }
    let taken = await scenes.open(Self.item, from: .url, receivedBy: "left")
    #expect(taken?.scene == "right")
    #expect(brought == ["right"])
    #expect(seen?.screen == Screen("item", parameters: ["id": "1"]))
    #expect(seen?.windows.map(\.id) == ["left", "right"])
    #expect(seen?.windows.map(\.isActive) == [true, false])
    #expect(left.model.path(in: "home") == [])
  }
}
