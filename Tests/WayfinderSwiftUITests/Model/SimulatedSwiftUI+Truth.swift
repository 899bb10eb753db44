import WayfinderModelSupport
import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI
@_spi(Internals) import WayfinderSwiftUI

extension SimulatedSwiftUI {
  /// What the views show, as a navigation state: the flow on screen with the paths and
  /// selections the views hold, and the modals UIKit presents, bottom to top; computed from
  /// the views' own record, never from the model's state.
  var truth: NavigationState? {
    guard let flow = shown.flow else { return nil }
    let modals = layer.shownChain.map {
      $0.modal.isForeign ? $0.modal : Modal($0.modal.style, shown.showing($0.modal.content))
    }
    return NavigationState(root: .flows(Self.root, showing: shown.showing(flow)), modals: modals)
  }
}
