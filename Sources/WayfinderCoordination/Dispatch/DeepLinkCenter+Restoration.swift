import Foundation
import WayfinderNavigation

extension DeepLinkCenter {
  /// Brings back what was on screen when the scene was last in the background (`saved`),
  /// checked against the graph as it is now and the guards on the way: only what the graph no
  /// longer allows is left out, with the reason (``LinkOutcome/restoredInPart(_:dropped:)``).
  /// It runs at launch, before ``becomeReady()`` (``launch(restoring:)`` does both), and is
  /// reported on ``outcomes`` as ``LinkReport/restoration(_:)``. <doc:RestoringWhatWasOnScreen>
  /// gives every rule.
  public func restore(_ saved: NavigationState) async -> LinkOutcome {
    await send(restoring: saved).outcome
  }

  /// ``restore(_:)`` from the JSON of a `NavigationState`; `nil` or empty data restores
  /// nothing and returns `nil`. Of data that does not decode whole, what decodes is restored
  /// (a stack's screens before the first that does not, the modals under the first that does
  /// not) and the rest left out, as a stale part is; data whose root does not decode is
  /// `failed` with the reason.
  public func restore(data: Data?) async -> LinkOutcome? {
    await send(restoringData: data)?.outcome
  }

  /// At launch: restores `data` (``restore(data:)``), waiting for any guard it runs, then says
  /// the center is ready (``becomeReady()``), so that the links held since launch open over
  /// the restored screen. A center that is ready, or restoring, already launched: it does
  /// nothing and returns `nil`, so a scene's views may call it each time they appear.
  @discardableResult
  public func launch(restoring data: Data?) async -> LinkOutcome? {
    await beginLaunch(restoring: data)?.outcome
  }

  /// Whether a restoration is under way (waiting for a guard, say).
  public var isRestoring: Bool { machine.running.flatMap(machine.kind(of:)) == .restoration }
}
