import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// Two windows of the app at once on the simulated SwiftUI, each with its own model, views and
/// center: a link goes to one scene only, the active one unless the app's policy names another.
@MainActor
@Suite struct SwiftUIModelSceneTests {
  static var twoScenes: SwiftUIModelConfiguration {
    var configuration = SwiftUIModelConfiguration.plain
    configuration.scenes = 2
    return configuration
  }

  static let item = Screen("item", parameters: ["id": "1"])

  @Test func aLinkGoesToTheActiveSceneOnly() async throws {
    let run = try SwiftUIModelRun.scene(Self.twoScenes)
    await run.steps(.activateScene(1), .open("model://items/1"), .advance(milliseconds: 1000))
    #expect(run.scenes[1].model.path(in: "home") == [Self.item], "\(run.transcriptText)")
    #expect(run.scenes[0].model.path(in: "home") == [])
    await run.steps(.activateScene(0), .open("model://compose"), .advance(milliseconds: 1000))
    #expect(run.scenes[0].model.state.modals.map(\.name) == ["compose"])
    #expect(run.scenes[1].model.state.modals == [])
    #expect(await run.finished() == [])
  }

  @Test func theAppsPolicySendsALinkToItsScene() async throws {
    var configuration = Self.twoScenes
    configuration.threadsGoToTheSecondScene = true
    let run = try SwiftUIModelRun.scene(configuration)
    await run.steps(.open("model://threads/2"), .advance(milliseconds: 1000))
    #expect(run.scenes[1].model.path(in: "inbox") == [Screen("thread", parameters: ["id": "2"])])
    #expect(run.scenes[0].model.path(in: "inbox") == [])
    #expect(await run.finished() == [])
  }
}
