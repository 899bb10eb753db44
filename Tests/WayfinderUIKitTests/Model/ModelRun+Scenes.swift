import WayfinderCoordination
import WayfinderModelSupport
import WayfinderNavigation

extension ModelRun {
  /// A run with no events of its own, started, for a test to drive one event at a time with
  /// ``step(_:)``.
  static func scene(_ configuration: ModelRunConfiguration = .plain) throws -> ModelRun {
    let run = ModelRun(
      seed: 0, events: [], configuration: configuration, graph: try ModelApp.graph(),
      routes: try ModelApp.routes(), tracing: true)
    run.start()
    return run
  }

  /// What the model shows now.
  var truth: NavigationState? { uikit.truth(rootName: "app") }

  /// The stack named `name` as the model shows it.
  func screens(in name: String) -> [Screen]? {
    guard case .stack(let stack)? = truth?.container(named: name) else { return nil }
    return stack.screens
  }

  /// The transcript so far, for a failing test's message.
  var transcriptText: String { uikit.log.joined(separator: "\n") }
}
