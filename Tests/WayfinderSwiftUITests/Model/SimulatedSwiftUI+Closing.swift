import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// Screens that refuse to be closed by a link, or ask first (issue 23, item 8), in a run with
/// ``SwiftUIModelConfiguration/refusingScreens``: every update the model applies is checked
/// against the app's closing rules. The person may still close such a screen (a swipe, a pull,
/// a re-tapped tab: their writes come through the bindings, not as the model's updates); a
/// link may not, or only once the person, asked, said yes.
extension SimulatedSwiftUI {
  /// Checks the model's change from `before` to `after`: no copy of a screen that refuses
  /// goes, nor of one that asks and was not allowed.
  func checkClosing(from before: NavigationState, to after: NavigationState) {
    checkDismissalVetoes(from: before, to: after)
    guard let rule = closingRule else { return }
    var kept = Dictionary(Self.screens(of: after).map { ($0.id, 1) }, uniquingKeysWith: +)
    for screen in Self.screens(of: before) {
      if let count = kept[screen.id], count > 0 {
        kept[screen.id] = count - 1
        continue
      }
      if let problem = rule(screen).problem("the model", closing: screen, allowed: allowedToClose) {
        onFailure?(problem)
      }
    }
  }

  /// Every screen of `state`, in every container and modal.
  private static func screens(of state: NavigationState) -> [Screen] {
    func collect(_ container: Container) -> [Screen] {
      switch container {
      case .stack(let stack): stack.screens
      case .tabs(let bar): bar.tabs.flatMap(collect)
      case .flows(let switcher): collect(switcher.flow)
      }
    }
    return collect(state.root) + state.modals.flatMap { collect($0.content) }
  }
}
