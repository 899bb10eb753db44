@_spi(Internals) import WayfinderNavigation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel {
  /// Says the views presented the modal named `name` (its content appeared): the view layer
  /// calls it, so that the model knows what SwiftUI really presented.
  public func modalDidAppear(_ name: String) {
    var presented = presentedByViews ?? []
    if !presented.contains(name) { presented.append(name) }
    presentedByViews = presented
    driver.handle(.modalAppeared(name))
  }

  /// A `nil` written for the modal at `level`: when the settling step presents it there and
  /// it has not appeared, SwiftUI refused the presentation, and the step ends not performed
  /// rather than settling as if the modal had been shown.
  func presentationDropped(at level: Int) {
    guard state.modals.indices.contains(level) else { return }
    driver.handle(.presentationDropped(state.modals[level].name))
  }

  /// Says the modal named `name` left the screen (its content disappeared).
  public func modalDidDisappear(_ name: String) {
    presentedByViews?.removeAll { $0 == name }
    // Its content went with it: a new presentation says again whether it may be pulled down.
    dismissDisabled.remove(name)
    driver.handle(.modalDisappeared(name))
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
