import WayfinderNavigation

extension NavigationGraph {
  /// The parameters `screen` is declared with, in order (`["cardID"]`), or `nil` when the graph
  /// has no such screen. A stack's root screen declares none: its parameters are fixed.
  public func parameters(of screen: String) -> [String]? { screens[screen]?.parameters }

  /// The traits `screen` is declared with; none when the graph has no such screen.
  public func traits(of screen: String) -> Screen.Traits { screens[screen]?.traits ?? [] }

  /// Each screen's parameters in the order the graph declares them, by screen name: what the
  /// tools print screens with (`Screen.parameterOrder`).
  package var parameterOrder: [String: [String]] {
    screens.compactMapValues { $0.parameters.count > 1 ? $0.parameters : nil }
  }
}
