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

  @Test func aClosedSceneTakesNoLink() async throws {
    let left = try Self.scene()
    let scenes = SceneRouter<Screen>()
    scenes.connect("left", center: left.center)
    scenes.disconnect("left")
    #expect(await scenes.open(Self.item, from: .url, receivedBy: "left") == nil)
    #expect(scenes.scenes == [])
  }
}
