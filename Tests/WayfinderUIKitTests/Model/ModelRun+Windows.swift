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

  /// Whether the window of scene `index` is open: connected to the router.
  func isOpen(_ index: Int) -> Bool { router.scenes.contains(scenes[index].id) }

  /// A soak's `closeWindow`: closes the window when it is open and no gesture is held, and
  /// brings the other window forward when it was the active one and the other is open. (The
  /// model keeps the closed scene's UIKit: closing only takes it off the router.)
  func closeWindowIfOpen(_ index: Int) -> Bool {
    guard scenes.count > 1, gesture == nil, isOpen(index) else { return false }
    closeWindow(index)
    if index == activeScene, isOpen(1 - index) { activate(1 - index) }
    return true
  }

  /// A soak's `reopenWindow`: connects the window again when it is closed.
  func reopenWindowIfClosed(_ index: Int) -> Bool {
    guard scenes.count > 1, !isOpen(index) else { return false }
    reopenWindow(index)
    return true
  }

  /// At the end every window opens again, so that a link held for want of one goes somewhere.
  func reopenClosedWindows() {
    for index in scenes.indices where !isOpen(index) { reopenWindow(index) }
  }
}
