import Foundation
import WayfinderNavigation

extension DeepLinkCenter {
  /// Brings back what was on screen when the scene was last in the background, as `saved`
  /// holds it (`NavigationState` is `Codable`: keep it with SwiftUI's `@SceneStorage`, or in
  /// UIKit's state restoration), once it is checked against the graph as it is now
  /// (``NavigationGraph/problem(restoring:)``) and against the guards on the way to every
  /// screen it holds.
  ///
  /// Only the part of the state the graph no longer allows is left out (a stack cut at its
  /// first stale screen, a stale modal with the modals over it): the rest is brought back, and
  /// the outcome is ``LinkOutcome/restoredInPart(_:dropped:)`` with what was left out and
  /// why. A stale root leaves nothing: the screen stays as it is (the start state), and the
  /// outcome is `failed` with the reason. A guard on its way that does not pass
  /// now (the person signed out since) is run as a link runs it: its screen is shown and the
  /// restoration waits for ``resolveGuard(_:passed:)``, within the guard's wait limit. Once
  /// every guard passes, the saved state is reached from what is on screen, the guards'
  /// screens closed first, and the outcome is `handled`. A guard that fails or times out
  /// closes its screen and leaves the start state, and one whose screen the person closes
  /// leaves what they made; the outcome is then `guard-failed`.
  ///
  /// A modal that shows a guard's screen (a sign-in sheet left up by a link that is gone) is
  /// not brought back, nor anything over it: no link waits on it any more. The outcome is also
  /// reported on ``outcomes``, as ``LinkReport/Subject/restoration``.
  ///
  /// A restoration runs at launch, before ``becomeReady()`` (``launch(restoring:)`` does
  /// both): the links that arrive meanwhile are held, also while it waits for a guard, and
  /// open over the restored screen. On a center that is ready already it is `failed`, for a
  /// link may be running; if the app makes the center ready while it waits for a guard, it
  /// ends `superseded` when the wait ends, leaving the screen to the links.
  ///
  /// ```swift
  /// print(await center.restore(data: savedData))
  /// // restored-in-part: dashboard on screen; the saved state was restored in part:
  /// // left out modal "promo": "promo" is no container of the graph
  /// ```
  public func restore(_ saved: NavigationState) async -> LinkOutcome {
    await restore(saved, leftOut: [])
  }

  func restore(_ saved: NavigationState, leftOut: [String]) async -> LinkOutcome {
    calls += 1
    return await submit(.restoration, .restoration) { [runner] job in
      await runner.reachRestored(saved, leftOut: leftOut, for: job)
    }
  }

  /// ``restore(_:)`` from the JSON of a `NavigationState`; `nil` or empty data restores
  /// nothing and returns `nil`. Of data that does not decode whole, what decodes is restored
  /// (a stack's screens before the first that does not, the modals under the first that does
  /// not) and the rest left out, as a stale part is; data whose root does not decode is
  /// `failed` with the reason.
  public func restore(data: Data?) async -> LinkOutcome? {
    guard let data, !data.isEmpty else { return nil }
    do {
      return await restore(try JSONDecoder().decode(NavigationState.self, from: data))
    } catch {
      if let partial = try? JSONDecoder().decode(PartialSavedState.self, from: data) {
        return await restore(partial.state, leftOut: partial.dropped)
      }
      let outcome = LinkOutcome.failed(.notRestored("it does not decode (\(error))"))
      report(.restoration, outcome)
      return outcome
    }
  }

  /// At launch: restores `data` (``restore(data:)``), waiting for any guard it runs, then says
  /// the center is ready (``becomeReady()``), so that the links held since launch open over
  /// the restored screen. A center that is ready, or restoring, already launched: it does
  /// nothing and returns `nil`, so a scene's views may call it each time they appear.
  @discardableResult
  public func launch(restoring data: Data?) async -> LinkOutcome? {
    guard !isReady, !isRestoring else { return nil }
    let outcome = await restore(data: data)
    becomeReady()
    return outcome
  }

  /// Whether a restoration is under way (waiting for a guard, say).
  public var isRestoring: Bool { machine.running.flatMap(machine.kind(of:)) == .restoration }

}
