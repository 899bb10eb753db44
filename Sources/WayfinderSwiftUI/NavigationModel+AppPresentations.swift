@_spi(Internals) import WayfinderNavigation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel {
  /// Reads what the app presented itself over the model's modals — its own `.alert`,
  /// `.confirmationDialog` or `.sheet` — as foreign modals (`Modal.foreign(_:named:style:)`),
  /// from what the view layer reports UIKit presents (``ViewUpdateTicker/presentedChain()``):
  /// the planner then dismisses them, or waits for them, when a link needs their place, as it
  /// does over UIKit. The foreign modals read before leave the state when they have gone.
  ///
  /// The chain UIKit presents holds the model's modals the views show first (each presented
  /// by the modifier of the level below), then what the app presented over them: UIKit
  /// presents one controller from each presenter.
  func readAppPresentations() {
    guard !isSettling, let chain = ticker?.presentedChain() else { return }
    let own = state.modals.filter { !$0.isForeign }
    let shown = own.prefix { presentedByViews?.contains($0.name) ?? true }.count
    let foreign = chain.dropFirst(min(shown, chain.count)).enumerated().map { index, kind in
      Modal.foreign(kind, named: "foreign-modal-\(shown + index + 1)")
    }
    let modals = Array(own.prefix(shown)) + (foreign.isEmpty ? Array(own.dropFirst(shown)) : foreign)
    guard modals != state.modals else { return }
    let before = state
    state.modals = modals
    onOutsideChange?(OutsideChange(before: before, after: state))
  }

  /// The app's own presentations (foreign modals) that `before` holds and `after` does not, from
  /// the lowest up, dismissed through the bindings the app registered: their handlers run and
  /// their state says they went. Returns `false`, dismissing nothing, when the app registered
  /// fewer presentations than the model read from UIKit (they cannot be matched).
  func dismissAppPresentationsThroughBindings(from before: NavigationState, to after: NavigationState) -> Bool
  {
    let foreign = before.modals.filter(\.isForeign)
    let kept = Set(after.modals.map(\.name))
    guard let first = foreign.firstIndex(where: { !kept.contains($0.name) }) else { return true }
    return appPresentations.dismiss(from: first, expected: foreign.count)
  }

  /// After a step that dismisses, from `before`, a modal the app presented itself (a foreign
  /// modal) whose binding the app did not register: the view layer dismisses it through UIKit,
  /// with what UIKit presents over it.
  func dismissAppPresentation(for step: Step, from before: NavigationState) {
    let first: String? =
      switch step.action {
      case .dismiss(let name): name
      case .dismissChain(let names): names.first
      default: nil
      }
    guard let first, let level = before.modals.firstIndex(where: { $0.name == first }),
      before.modals[level].isForeign
    else { return }
    ticker?.dismissPresentation(at: level, animated: step.animated)
  }
}
