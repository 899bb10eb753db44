@_spi(Internals) import WayfinderNavigation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel {
  /// Says whether the content of the modal named `name` keeps it from the person's dismissal:
  /// call it where the content applies SwiftUI's `interactiveDismissDisabled(_:)`, with the
  /// same value. SwiftUI gives no view a way to read that modifier, so the model is told.
  ///
  /// ```swift
  /// DraftView(draft: draft)
  ///   .interactiveDismissDisabled(draft.hasUnsavedEdits)
  ///   .onChange(of: draft.hasUnsavedEdits, initial: true) { _, kept in
  ///     model.setInteractiveDismissDisabled(kept, forModal: "draft")
  ///   }
  /// ```
  ///
  /// A link that would dismiss such a modal asks first (`DeepLinkCenter.askToClose`), and may
  /// not dismiss it when the app set no question: the app blocked the pull-down because closing
  /// it now would lose something. The model only records the flag; the center decides. The
  /// flag goes with the modal: a new presentation starts dismissable.
  public func setInteractiveDismissDisabled(_ disabled: Bool, forModal name: String) {
    if disabled { dismissDisabled.insert(name) } else { dismissDisabled.remove(name) }
  }

  /// ``setInteractiveDismissDisabled(_:forModal:)-(_,String)`` for a modal named by the app's
  /// container names.
  public func setInteractiveDismissDisabled(_ disabled: Bool, forModal modal: some ContainerName) {
    setInteractiveDismissDisabled(disabled, forModal: modal.rawValue)
  }

  /// The modals on screen the app keeps from the person's dismissal, each by its first screen.
  package var dismissalVetoes: Set<Screen.ID> {
    guard !dismissDisabled.isEmpty else { return [] }
    let levels = state.modals.indices.filter { dismissDisabled.contains(state.modals[$0].name) }
    return Set(levels.compactMap(state.modalRoot(at:)))
  }
}
