import WayfinderNavigation

/// A view controller whose view carries an accessibility identifier: `UIViewController` (its
/// `view.accessibilityIdentifier`), and the models' view controllers in the tests.
///
/// The navigator gives the view of every view controller it records as showing a screen (each
/// one its factory makes, and the app's own it is told of) that screen's
/// `Screen.accessibilityIdentifier`, unless the app gave the view one of its own
/// (`Screen.accessibilityIdentifier(replacing:for:)` decides): what a UI test finds the screen
/// on top by.
@MainActor
package protocol ScreenIdentifying: AnyObject {
  /// The accessibility identifier of the view controller's view.
  var wayfinderViewIdentifier: String? { get set }
}

extension HostDirectory {
  /// Gives the view of `viewController` the identifier of `screen`, unless the app set its own.
  func label(_ viewController: PlatformViewController, showing screen: Screen) {
    guard let identified = viewController as? any ScreenIdentifying,
      let identifier = Screen.accessibilityIdentifier(
        replacing: identified.wayfinderViewIdentifier, for: screen)
    else { return }
    identified.wayfinderViewIdentifier = identifier
  }
}
