import WayfinderCoordination
import WayfinderModelSupport

/// Every coordinator a run made, held weakly: to check that the ended ones are freed and that
/// no live one owns a container that left the screen.
@MainActor
final class ModelCoordinatorRegistry {
  private struct Entry {
    weak var coordinator: ModelCoordinator?
  }

  private var entries: [Entry] = []
  /// The coordinators that ended, in order, with why (`nil`: their flow finished).
  private(set) var ended: [(container: String, reason: CancellationReason?)] = []

  func track(_ coordinator: ModelCoordinator) {
    entries.append(Entry(coordinator: coordinator))
  }

  func didEnd(_ coordinator: ModelCoordinator, _ reason: CancellationReason?) {
    ended.append((coordinator.container, reason))
  }

  /// The coordinators still alive.
  var alive: [ModelCoordinator] { entries.compactMap(\.coordinator) }

  /// How many were made.
  var count: Int { entries.count }
}
