import Foundation
import WayfinderCoordination
import WayfinderModelSupport
import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

extension SwiftUIModelRun: ModelScenes {
  static var twoScenes: SwiftUIModelConfiguration {
    var configuration = SwiftUIModelConfiguration.plain
    configuration.scenes = 2
    return configuration
  }
  static var tabs18: SwiftUIModelConfiguration {
    var configuration = SwiftUIModelConfiguration.plain
    configuration.tabs18 = true
    return configuration
  }
  var sceneIDs: [String] { scenes.map(\.name) }
  var holdsGesture: Bool { false }
  func shownState(ofScene index: Int) -> NavigationState? { scenes[index].views.truth }

  func refreshedState() async -> NavigationState {
    await model.refresh()
    return model.state
  }

  /// What `wayfinderRestoration` writes in the scene storage.
  func restorationData() async throws -> Data? { model.state.savedData }

  /// Each window's `wayfinderScene(_:id:center:)`: its root's views appear (`onAppear`), and its
  /// links go through its ``SceneLinks`` to the router. The system, asked to bring a window
  /// forward (`openWindow(value:)`), makes it active.
  func connectWindows() {
    windowLinks = scenes.map { SceneLinks(router: router, id: $0.name, center: $0.center) }
    rootsShown = scenes.map { _ in true }
    for links in windowLinks { links.rootAppeared() }
    router.sceneDidBecomeActive(scenes[activeScene].name)
    router.heldLinkGiven = { [weak self] id in self?.linkGiven(to: id) }
    systemBringsScenesForward()
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
}
