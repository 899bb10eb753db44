import Foundation
import WayfinderNavigation

/// How a scene's navigation state is kept between launches: as JSON, for `@SceneStorage`.
public enum SavedNavigation {
  /// The JSON of `state` without the screens the app did not make through the library
  /// (`NavigationState.withoutForeignScreens`): the app's own alert, dialog or sheet up when
  /// the scene went to the background is left out, and what was under it kept. `nil` only
  /// when a foreign screen is at the root of a stack, where it cannot be left out.
  ///
  /// ```swift
  /// @SceneStorage("navigation") private var saved: Data?
  /// // saved = SavedNavigation.data(of: model.state)
  /// ```
  public static func data(of state: NavigationState) -> Data? {
    let state = state.withoutForeignScreens
    guard !holdsForeignScreens(state) else { return nil }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try? encoder.encode(state)
  }

  private static func holdsForeignScreens(_ state: NavigationState) -> Bool {
    func search(_ container: Container) -> Bool {
      switch container {
      case .stack(let stack): stack.screens.contains(where: \.isForeign)
      case .tabs(let bar): bar.tabs.contains(where: search)
      case .flows(let switcher): search(switcher.flow)
      }
    }
    return search(state.root) || state.modals.contains { search($0.content) }
  }
}
