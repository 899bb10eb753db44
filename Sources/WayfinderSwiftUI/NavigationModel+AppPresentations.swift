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

  /// After a step that dismissed the modal named `name` from `before`: when it was one the app
  /// presented (a foreign modal), the view layer dismisses it, with what UIKit presents over
  /// it — SwiftUI's bindings do not hold it.
  func dismissAppPresentation(for step: Step, from before: NavigationState) {
    guard case .dismiss(let name) = step.action,
      let level = before.modals.firstIndex(where: { $0.name == name }), before.modals[level].isForeign
    else { return }
    ticker?.dismissPresentation(at: level, animated: step.animated)
  }
}
