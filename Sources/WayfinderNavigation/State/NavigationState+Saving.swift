import Foundation

extension NavigationState {
  /// The state as it is worth keeping between launches: without the screens the app did not
  /// make through the library (``Screen/foreign(_:)``), which cannot be brought back.
  ///
  /// A foreign screen pushed on a stack is left out of it, and a modal that shows only
  /// foreign screens (the app's own alert, or its own sheet) is left out with them; what the
  /// app's screens were is kept. So an alert that was up when the scene went to the
  /// background does not void the next launch's restoration. A stack left with no screen, or
  /// a tab bar or flow switcher left with none, is not: a foreign screen at the root of a
  /// stack cannot be left out, and the state is then returned as it is (its restoration
  /// fails with the reason).
  ///
  /// ```swift
  /// var state = NavigationState(root: .stack("main", [Screen("list"), Screen("detail")]))
  /// state.modals = [.foreign("UIAlertController", named: "foreign-modal-1")]
  /// print(state.withoutForeignScreens.topScreen!)  // detail
  /// ```
  public var withoutForeignScreens: NavigationState {
    var kept = self
    kept.modals = modals.filter { !$0.isForeign }
    for index in kept.modals.indices {
      guard let content = Self.withoutForeignScreens(kept.modals[index].content) else { return self }
      kept.modals[index].content = content
    }
    guard let root = Self.withoutForeignScreens(root) else { return self }
    kept.root = root
    return kept
  }

  private static func withoutForeignScreens(_ container: Container) -> Container? {
    switch container {
    case .stack(let stack):
      let screens = stack.screens.filter { !$0.isForeign }
      guard screens.first == stack.screens.first else { return nil }
      return .stack(stack.name, screens)
    case .tabs(var bar):
      for index in bar.tabs.indices {
        guard let tab = withoutForeignScreens(bar.tabs[index]) else { return nil }
        bar.tabs[index] = tab
      }
      return .tabs(bar)
    case .flows(let switcher):
      return withoutForeignScreens(switcher.flow).map { .flows(switcher.name, showing: $0) }
    }
  }
}

extension NavigationState {
  /// The JSON worth keeping between launches, for `@SceneStorage` or a file: the state
  /// ``withoutForeignScreens``, so the app's own alert, dialog or sheet up when the scene went
  /// to the background is left out and what was under it kept. `nil` only when a foreign
  /// screen is at the root of a stack, where it cannot be left out.
  ///
  /// ```swift
  /// @SceneStorage("navigation") private var saved: Data?
  /// // saved = model.state.savedData
  /// ```
  public var savedData: Data? {
    let state = withoutForeignScreens
    guard !state.holdsForeignScreens else { return nil }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try? encoder.encode(state)
  }

  private var holdsForeignScreens: Bool {
    func search(_ container: Container) -> Bool {
      switch container {
      case .stack(let stack): stack.screens.contains(where: \.isForeign)
      case .tabs(let bar): bar.tabs.contains(where: search)
      case .flows(let switcher): search(switcher.flow)
      }
    }
    return search(root) || modals.contains { search($0.content) }
  }
}
