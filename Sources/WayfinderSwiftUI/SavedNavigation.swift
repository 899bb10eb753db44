import Foundation
import WayfinderNavigation

/// How a scene's navigation state is kept between launches: as JSON, for `@SceneStorage`.
public enum SavedNavigation {
  /// The JSON of `state`, or `nil` when it holds a screen the app did not make (a foreign one,
  /// which cannot be brought back).
  ///
  /// ```swift
  /// @SceneStorage("navigation") private var saved: Data?
  /// // saved = SavedNavigation.data(of: model.state)
  /// ```
  public static func data(of state: NavigationState) -> Data? {
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
