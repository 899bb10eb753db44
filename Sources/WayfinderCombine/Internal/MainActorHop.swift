import Foundation

/// Runs `body` on the main actor: at once when called on it, otherwise on its next turn.
///
/// For the Combine entry points that Combine calls on whatever thread it is on (`receive` of a
/// publisher, a `sink`), which must reach the main actor, and synchronously when they are on
/// it so that nothing slips in between.
///
/// NB: `Task.immediate` asks the runtime whether the main actor is the current executor. The
/// main thread is not a proxy for that everywhere: under `swift test` on Linux the main actor
/// runs on a thread Foundation does not call the main thread. Before `Task.immediate`, on
/// Apple platforms, the main actor always runs on the main thread.
func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
  if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
    Task.immediate { @MainActor in body() }
  } else if Thread.isMainThread {
    MainActor.assumeIsolated { body() }
  } else {
    Task { @MainActor in body() }
  }
}
