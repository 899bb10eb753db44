import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// The app's own veto of the person's dismissal (issue 34, item 4): a modal's content applies
/// `interactiveDismissDisabled(true)` (a draft with unsaved edits). Apple: it "conditionally
/// prevents interactive dismissal of presentations like popovers, sheets, and inspectors" — the
/// person cannot pull such a sheet down; the app's own code still dismisses it. A link that
/// would dismiss it asks first, and may not when the app set no question.
extension SimulatedSwiftUI {
  /// Whether the sheet on top is one the app keeps from the person's dismissal.
  var topSheetKeepsFromDismissal: Bool {
    guard let top = model.state.modals.last else { return false }
    return dismissDisabled.contains(top.name)
  }

  /// Checks the model's change from `before` to `after`: a modal the app keeps from dismissal
  /// goes only once the person, asked, said yes.
  func checkDismissalVetoes(from before: NavigationState, to after: NavigationState) {
    for (level, modal) in before.modals.enumerated() where dismissDisabled.contains(modal.name) {
      guard !after.modals.contains(where: { $0.name == modal.name }),
        let root = before.modalRoot(at: level), !allowedToClose.contains(root)
      else { continue }
      onFailure?(
        "the model dismissed \(modal.name), which the app keeps from dismissal, without the person's yes")
    }
  }
}
