extension Screen {
  /// What begins every ``accessibilityIdentifier``: `wayfinder.screen.`.
  public static let accessibilityIdentifierPrefix = "wayfinder.screen."

  /// The accessibility identifier the UIKit and SwiftUI adapters give the view that shows this
  /// screen, so that a UI test finds the screen on top: `wayfinder.screen.` and the screen's
  /// name and parameters as ``description`` writes them (`wayfinder.screen.product(7)`); its
  /// data is left out, so the identifier stays while the screen is edited in place.
  ///
  /// The UIKit adapter sets it on the view of each view controller the factory makes, unless
  /// the app gave that view an identifier of its own; the SwiftUI adapter on each screen's view
  /// in a `WayfinderStack`.
  public var accessibilityIdentifier: String {
    Self.accessibilityIdentifierPrefix + Screen(name, parameters: parameters).description
  }

  /// The identifier a view showing `screen` takes, given the one it has now (`current`): the
  /// screen's, when the view has none or one the adapters set for another screen (an `update`
  /// step changed the screen's parameters); `nil` to leave the app's own.
  package static func accessibilityIdentifier(replacing current: String?, for screen: Screen) -> String? {
    let wanted = screen.accessibilityIdentifier
    if let current, !current.isEmpty, !current.hasPrefix(accessibilityIdentifierPrefix) { return nil }
    return current == wanted ? nil : wanted
  }
}
