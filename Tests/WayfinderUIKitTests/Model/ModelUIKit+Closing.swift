import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation

/// Screens that refuse to be closed by a link, or ask first (issue 23, item 8), in a run with
/// ``ModelRunConfiguration/refusingScreens``: every call of the navigator that takes view
/// controllers off the screen is checked against the app's closing rules. The person may
/// still close such a screen (a swipe, a pull, a re-tapped tab); a link may not, or only once
/// the person, asked, said yes.
extension ModelUIKit {
  /// Checks a call of the navigator that takes `leaving`, and everything they hold, off the
  /// screen.
  func navigatorCloses(_ leaving: [ModelViewController]) {
    checkDismissalVetoes(leaving)
    guard let rule = closingRule else { return }
    var all: [ModelViewController] = []
    func collect(_ viewController: ModelViewController) {
      all.append(viewController)
      for child in viewController.childViewControllers { collect(child) }
    }
    for viewController in leaving { collect(viewController) }
    for viewController in all {
      guard let screen = records.screen(of: viewController),
        let problem = rule(screen).problem("the navigator", closing: screen, allowed: allowedToClose)
      else { continue }
      navigatorClosedRefusing?(problem)
    }
  }

  /// The view controllers a dismissal of what `presenter` presents takes away: the presented
  /// chain from the one it presents, up.
  func presentedChain(over presenter: ModelViewController) -> [ModelViewController] {
    let chain = window.presentedChain
    guard let first = presenter.presentedViewController,
      let index = chain.firstIndex(where: { $0 === first })
    else { return [] }
    return Array(chain[index...])
  }
}
