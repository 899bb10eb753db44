@_spi(Internals) import WayfinderNavigation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel {
  /// Says the views presented the modal named `name` (its content appeared): the view layer
  /// calls it, so that the model knows what SwiftUI really presented.
  public func modalDidAppear(_ name: String) {
    var presented = presentedByViews ?? []
    if !presented.contains(name) { presented.append(name) }
    presentedByViews = presented
    if case .present(let modal, _)? = settling?.update.step.action, modal.name == name {
      settlingModalAppeared = true
    }
    if awaitedModal == name, settling != nil {
      awaitedModal = nil
      finishSettling()
    }
  }

  /// Whether a `nil` written for the modal at `level` is SwiftUI refusing the presentation the
  /// settling step makes there: then the step ends, not performed, rather than settling as if
  /// the modal had been shown.
  func refusesSettlingPresentation(at level: Int) -> Bool {
    // A nil for a modal the views showed is the person's dismissal, not a refusal.
    guard let waiting = settling, case .present(let modal, _) = waiting.update.step.action,
      state.modals.firstIndex(where: { $0.name == modal.name }) == level, !settlingModalAppeared
    else { return false }
    settlingRefusal = NavigationError.platformRefusal(
      .notPerformed, waiting.update.step, "SwiftUI did not present \(modal.name): it wrote nil back for it")
    awaitedModal = nil
    settling = nil
    waiting.settled()
    return true
  }

  /// Says the modal named `name` left the screen (its content disappeared).
  public func modalDidDisappear(_ name: String) {
    presentedByViews?.removeAll { $0 == name }
    if awaitedDismissal == name, settling != nil {
      awaitedDismissal = nil
      finishSettling()
    }
  }

  /// After a step that did not settle: the modals of the state that the views do not present
  /// (SwiftUI refused or dropped the presentation) leave the state, top-most first, so that
  /// the next plan starts from what is there.
  func takePresentedFromViews() {
    guard let presented = presentedByViews else { return }
    let kept = state.modals.prefix { presented.contains($0.name) }
    guard kept.count < state.modals.count else { return }
    let before = state
    state.modals = Array(kept)
    onOutsideChange?(OutsideChange(before: before, after: state))
  }
}
