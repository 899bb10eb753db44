import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// Two scenes at once (issue 23, item 3): each `UIWindowScene` has its own window, navigator
/// and center, and a link goes to the scene the app's policy names, the active one by default.
@MainActor
@Suite struct UIKitModelSceneTests {
  static let item1 = Screen("item", parameters: ["id": "1"])

  static func twoScenes() throws -> ModelRun {
    return try ModelRun.scene(\.twoScenes, true)
  }

  /// Before: each scene delegate opened the links UIKit handed it in its own center, so a
  /// link could open in the window the person was not using. Now the router sends it to the
  /// active scene, whichever scene UIKit handed it to.
  @Test func aLinkOpensInTheActiveScene() async throws {
    let run = try Self.twoScenes()
    await run.steps(.activateScene(1))
    for _ in 0..<4 {
      await run.steps(.open("model://items/1"), .advance(milliseconds: 600))
    }
    #expect(run.scenes[1].truth?.holds(Self.item1.id) == true, "\(run.transcriptText)")
    #expect(run.scenes[0].truth?.holds(Self.item1.id) == false, "\(run.transcriptText)")
    #expect(await run.finished() == [])
  }

  /// The app's policy names the scene: here, always the first.
  @Test func thePolicyNamesTheScene() async throws {
    let run = try Self.twoScenes()
    run.router.policy = { [first = run.scenes[0].id] _ in first }
    await run.steps(.activateScene(1), .open("model://items/1"), .advance(milliseconds: 600))
    #expect(run.scenes[0].truth?.holds(Self.item1.id) == true, "\(run.transcriptText)")
    #expect(run.scenes[1].truth?.holds(Self.item1.id) == false)
    #expect(await run.finished() == [])
  }

  /// A closed scene takes no links: its center has gone, and the other scene takes them.
  @Test func aClosedSceneTakesNoLinks() async throws {
    let router = SceneRouter<Screen>()
    do {
      let run = try Self.twoScenes()
      router.connect("gone", center: run.scenes[1].center)
      router.sceneDidBecomeActive("gone")
      await run.finish()
    }
    #expect(router.scenes.isEmpty)
    // With no scene, the link waits for the next to connect (see UIKitModelWindowTests).
    #expect(router.send("model://home") == nil)
    #expect(router.linksWaitingForAWindow == 1)
  }
}
