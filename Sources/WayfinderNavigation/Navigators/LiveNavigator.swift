/// A navigator that drives real views, where the person and the app change what is on screen
/// behind its back: a swipe back, a tap on another tab, a sheet pulled down, the app's own
/// pushes and alerts.
///
/// On a device the live hierarchy is the truth. Such a navigator does not trust what it
/// remembers: ``refresh()`` waits for what the person is dragging (an interactive swipe-back) to
/// end, then reads what the views really show into ``Navigator/state``. A `DeepLinkCenter`
/// refreshes before every plan, so a link always plans from what is there; a view the library
/// did not make is read as a foreign screen (``Screen/foreign(_:)``), which the plan pops or
/// dismisses when the link needs its place.
///
/// When a reading differs from what the navigator's own steps left, the navigator calls
/// ``ReportsOutsideChanges/onOutsideChange`` with both states: the center ends the coordinators whose containers
/// left, and ends a link whose guard screen (sign-in) the person dismissed.
@MainActor
package protocol LiveNavigator: ReportsOutsideChanges {
  /// Waits until no transition the person drives is under way, then reads what is on screen
  /// into ``Navigator/state``, calling ``ReportsOutsideChanges/onOutsideChange`` when it changed.
  ///
  /// It never waits for ever: a transition that does not end within the navigator's time
  /// limit is given up on, and what is on screen is read as it is.
  func refresh() async
}

/// A navigator that tells when what is on screen changed without a step of its own: a
/// ``LiveNavigator``, or a `HeadlessNavigator` told what the person did
/// (`HeadlessNavigator.personPerforms(_:)`).
@MainActor
package protocol ReportsOutsideChanges: Navigator {
  /// Called, on the main actor, each time the navigator finds that what is on screen changed
  /// without a step of its own. Set by the deep-link center that drives the navigator.
  var onOutsideChange: (@MainActor (OutsideChange) -> Void)? { get set }
}

/// A change to what is on screen that no step of the navigator made: the person's or the
/// app's own.
package struct OutsideChange: Sendable, Hashable, CustomStringConvertible {
  /// What the navigator knew before.
  package let before: NavigationState
  /// What is on screen now.
  package let after: NavigationState

  /// Creates a change.
  package init(before: NavigationState, after: NavigationState) {
    self.before = before
    self.after = after
  }

  /// The containers that were on screen before and are not now, sorted.
  package var containersGone: [String] {
    before.containerNames.subtracting(after.containerNames).sorted()
  }

  package var description: String {
    "outside change: \(before.visiblePath.joined(separator: " › ")) [\(before.topScreen.map(\.description) ?? "-")] → "
      + "\(after.visiblePath.joined(separator: " › ")) [\(after.topScreen.map(\.description) ?? "-")]"
  }
}

/// A navigator that reads which modals the app keeps from the person's dismissal: UIKit's
/// `isModalInPresentation` on a presented view controller, SwiftUI's
/// `interactiveDismissDisabled` on a presented view.
///
/// The reading only reports the flag; what a link does about it is decided by the center,
/// which treats such a modal as one that asks before a link closes it (its closing rules).
@MainActor
package protocol ReadsDismissalVetoes: Navigator {
  /// The modals the app keeps from the person's dismissal, each by the first screen of its
  /// content (the screen that closes only with the modal), as of the last reading.
  var dismissalVetoes: Set<Screen.ID> { get }
}

extension NavigationState {
  /// The screen that stands for the modal at `level` when a reading reports a flag of the
  /// whole modal: the first screen of its content, which closes only with it.
  package func modalRoot(at level: Int) -> Screen.ID? {
    guard modals.indices.contains(level) else { return nil }
    func first(_ container: Container) -> Screen? {
      switch container {
      case .stack(let stack): stack.screens.first
      case .tabs(let bar): bar.tabs.lazy.compactMap(first).first
      case .flows(let switcher): first(switcher.flow)
      }
    }
    return first(modals[level].content)?.id
  }
}
