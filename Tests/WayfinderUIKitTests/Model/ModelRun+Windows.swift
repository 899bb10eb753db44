import WayfinderCoordination
import WayfinderModelSupport
import WayfinderNavigation

extension ModelRun {
  /// The system, asked to activate a scene's session
  /// (`requestSceneSessionActivation(_:userActivity:options:errorHandler:)`, which
  /// `SceneRouter.bringsScenesForward(in:)` calls), brings its window forward: the scene becomes
  /// active and the other resigns.
  func systemBringsScenesForward() {
    router.bringForward = { [weak self] id in
      guard let self, let index = scenes.firstIndex(where: { $0.id == id }) else { return }
      trace("  the system brings \(id) forward")
      activate(index)
    }
  }

  /// The person closes the window of scene `index` (`sceneDidDisconnect(_:)`): no link goes to
  /// it any more.
  func closeWindow(_ index: Int) {
    router.sceneWillResignActive(scenes[index].id)
    router.disconnect(scenes[index].id)
  }

  /// The window of scene `index` connects again (the system opened it for a link, or the person
  /// did): the links held for want of a window go to it.
  func reopenWindow(_ index: Int) {
    router.connect(scenes[index].id, center: scenes[index].center)
  }
}
