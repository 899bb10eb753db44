import WayfinderCoordination
import WayfinderModelSupport

/// A coordinator of the model's app: it owns one container and does nothing but let the run
/// know it started and ended (so that the run waits for what it does) and keep a weak record
/// of itself for the leak checks.
final class ModelCoordinator: Coordinator {
  let uikit: ModelUIKit
  /// Where it says that it ended.
  weak var registry: ModelCoordinatorRegistry?

  init(
    _ container: String, uikit: ModelUIKit, registry: ModelCoordinatorRegistry?,
    factory: (@MainActor (String, Coordinator) -> Coordinator?)? = nil
  ) {
    self.uikit = uikit
    self.registry = registry
    super.init(container: container, factory: factory)
  }

  override func start() { uikit.note("coordinator \(container) starts") }

  override func didEnd(_ reason: CancellationReason?) {
    registry?.didEnd(self, reason)
    uikit.note("coordinator \(container) ends: \(reason?.description ?? "finished")")
  }

  /// A root coordinator for `app` whose children, made on demand, are model coordinators for
  /// every container of the model's app, each recorded weakly in `made`.
  static func tree(uikit: ModelUIKit, made: ModelCoordinatorRegistry) -> ModelCoordinator {
    let factory: @MainActor (String, Coordinator) -> Coordinator? = { [weak uikit, weak made] container, _ in
      guard let uikit else { return nil }
      let child = ModelCoordinator(container, uikit: uikit, registry: made)
      made?.track(child)
      return child
    }
    return ModelCoordinator("app", uikit: uikit, registry: made, factory: factory)
  }
}
