/// Waits for a completion that the platform may never call, never longer than a time limit:
/// what every navigator that drives views waits for its transitions with.
///
/// ```swift
/// let finished = await Watchdog.wait(within: .seconds(4), on: clock) { done in
///   viewController.present(next, animated: true, completion: done)
/// }
/// // false: UIKit refused the presentation and never called `done`
/// ```
package enum Watchdog {
  /// Calls `start` with a completion to call when the transition ends, and returns `true` once
  /// it has been called, or `false` once `limit` has passed on `clock` without it.
  ///
  /// UIKit does not call every completion (a refused presentation's, an
  /// `animate(alongsideTransition:)` that could not be queued), nor SwiftUI every animation's.
  /// The first of the two ends the wait; a completion that comes later, or twice, is ignored
  /// rather than resuming a continuation a second time.
  @MainActor
  package static func wait(
    within limit: Duration, on clock: any Clock<Duration>,
    _ start: (_ completion: @escaping @MainActor () -> Void) -> Void
  ) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let wait = CompletionWait(continuation)
      let watchdog = Task { @MainActor in
        do { try await clock.sleep(for: limit, tolerance: nil) } catch { return }
        wait.end(finished: false)
      }
      wait.watchdog = watchdog
      start { wait.end(finished: true) }
    }
  }
}

/// One wait for a host's completion, ended once: by the completion or by its watchdog.
@MainActor
private final class CompletionWait {
  private var continuation: CheckedContinuation<Bool, Never>?
  var watchdog: Task<Void, Never>?

  init(_ continuation: CheckedContinuation<Bool, Never>) {
    self.continuation = continuation
  }

  func end(finished: Bool) {
    guard let continuation else { return }
    self.continuation = nil
    watchdog?.cancel()
    watchdog = nil
    continuation.resume(returning: finished)
  }
}
