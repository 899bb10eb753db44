import WayfinderCoordination
import WayfinderModelSupport
import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

extension SwiftUIModelRun {
  /// Each window's `wayfinderScene(_:id:center:)`: its root's views appear (`onAppear`), and its
  /// links go through its ``SceneLinks`` to the router. The system, asked to bring a window
  /// forward (`openWindow(value:)`), makes it active.
  func connectWindows() {
    windowLinks = scenes.map { SceneLinks(router: router, id: $0.name, center: $0.center) }
    rootsShown = scenes.map { _ in true }
    for links in windowLinks { links.rootAppeared() }
    router.sceneDidBecomeActive(scenes[active].name)
    router.heldLinkGiven = { [weak self] id in self?.linkGiven(to: id) }
    router.bringForward = { [weak self] id in
      guard let self, let index = scenes.firstIndex(where: { $0.name == id }) else { return }
      trace("  SwiftUI brings \(id) forward")
      _ = activate(index)
    }
  }

  /// SwiftUI calls the root's `onDisappear` once a full-screen cover is over it (UIKit takes the
  /// presenting views out of the window under a `.fullScreen` presentation), and its `onAppear`
  /// again once the cover has gone: what each window's `wayfinderScene` hears.
  func followRoots() {
    for index in scenes.indices {
      let shown = !scenes[index].views.layer.coversTheRoot
      guard shown != rootsShown[index] else { continue }
      rootsShown[index] = shown
      trace("  \(scenes[index].name): the root's views \(shown ? "appear" : "disappear")")
      guard !closedWindows.contains(index) else { continue }
      if shown { windowLinks[index].rootAppeared() } else { windowLinks[index].rootDisappeared() }
    }
  }

  /// The person closes the window of scene `index`: SwiftUI frees its state, and the router
  /// lets go of its center (here: disconnects it).
  func closeWindow(_ index: Int) {
    closedWindows.insert(index)
    router.sceneWillResignActive(scenes[index].name)
    router.disconnect(scenes[index].name)
  }

  /// The window of scene `index` opens again: its root's views appear.
  func reopenWindow(_ index: Int) {
    closedWindows.remove(index)
    windowLinks[index].rootAppeared()
  }

  /// Whether the window of scene `index` is open: connected to the router.
  func isOpen(_ index: Int) -> Bool { !closedWindows.contains(index) }

  /// A soak's `closeWindow`: closes the window when it is open, and brings the other window
  /// forward when it was the active one and the other is open. (The model keeps the closed
  /// window's model and views: closing only takes it off the router.)
  func closeWindowIfOpen(_ index: Int) -> Bool {
    guard scenes.count > 1, isOpen(index) else { return false }
    closeWindow(index)
    if index == active, isOpen(1 - index) { _ = activate(1 - index) }
    return true
  }

  /// A soak's `reopenWindow`: the window opens again when it is closed.
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
