import Foundation
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

extension ModelRun: ModelScenes {
  static var twoScenes: ModelRunConfiguration {
    var configuration = ModelRunConfiguration.plain
    configuration.twoScenes = true
    return configuration
  }
  static var tabs18: ModelRunConfiguration {
    var configuration = ModelRunConfiguration.plain
    configuration.tabs18 = true
    return configuration
  }
  var sceneIDs: [String] { scenes.map(\.id) }
  var holdsGesture: Bool { gesture != nil }
  func shownState(ofScene index: Int) -> NavigationState? { scenes[index].truth }

  func refreshedState() async -> NavigationState {
    await navigator.refresh()
    return navigator.state
  }

  /// What a scene delegate keeps in its `stateRestorationActivity`, as the UIKit article shows.
  func restorationData() async throws -> Data? {
    try JSONEncoder().encode(navigator.state.withoutForeignScreens)
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
}
