import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation

/// The app's own veto of the person's dismissal (issue 34, item 4): UIKit's
/// `isModalInPresentation` on a presented view controller, or on the screen it shows. The
/// person cannot pull such a sheet down; a link that would dismiss it asks first (and, when the
/// app set no question, may not dismiss it), as a screen that asks before closing does.
extension ModelViewController {
  /// Whether the app keeps this presented view controller from the person's dismissal: its own
  /// flag, or that of the screen on top of the stack it shows.
  var keepsFromPersonsDismissal: Bool {
    isModalInPresentation || (childViewControllers.last?.isModalInPresentation ?? false)
  }
}

extension ModelUIKit {
  /// Checks a call of the navigator that takes `leaving` off the screen: a presented view
  /// controller the app keeps from dismissal goes only once the person, asked, said yes.
  func checkDismissalVetoes(_ leaving: [ModelViewController]) {
    for presented in leaving where presented.keepsFromPersonsDismissal {
      let screen =
        records.screen(of: presented) ?? presented.childViewControllers.first.flatMap(records.screen)
      guard let screen, !allowedToClose.contains(screen.id) else { continue }
      navigatorClosedRefusing?(
        "the navigator dismissed \(screen), which the app keeps from dismissal, without the person's yes")
    }
  }
}
