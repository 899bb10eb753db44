import WayfinderCoordination
import WayfinderModelSupport
import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

extension SwiftUIModelRun {
  /// The names of the modals the views show, bottom to top.
  var shownModals: [String] { views.layer.shownChain.map(\.id) }

  /// The transcript so far, for a failing test's message.
  var transcriptText: String { views.log.joined(separator: "\n") }
}
