import WayfinderCoordination
import WayfinderModelSupport
import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

extension SwiftUIModelRun {
  /// A run with no events of its own, started, for a test to drive one event at a time with
  /// ``step(_:)``.
  static func scene(_ configuration: SwiftUIModelConfiguration = .plain) throws -> SwiftUIModelRun {
    let run = SwiftUIModelRun(
      seed: 0, events: [], configuration: configuration, graph: try SwiftUIModelApp.graph(),
      routes: try SwiftUIModelApp.routes(), tracing: true)
    run.start()
    return run
  }

  /// The names of the modals the views show, bottom to top.
  var shownModals: [String] { views.layer.shownChain.map(\.id) }

  /// The transcript so far, for a failing test's message.
  var transcriptText: String { views.log.joined(separator: "\n") }
}
