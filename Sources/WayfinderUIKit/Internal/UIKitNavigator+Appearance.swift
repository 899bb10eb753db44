@_spi(Internals) import WayfinderNavigation

extension UIKitNavigator {
  /// Before a presentation, waits at most ``stepTimeLimit`` for the root container's view to
  /// have appeared, when its host reports it (``AppearanceReportingHost``): UIKit drops a
  /// presentation made before the window's root has appeared, and never calls its completion.
  ///
  /// - Throws: `NavigationError` (`notInWindow`) when the root has not appeared in time;
  ///   nothing has been presented.
  func waitForRootToAppear(before operation: Operation, of step: Step) async throws(NavigationError) {
    guard case .present(let modal, _) = operation,
      let root = directory.host(for: rootName)?.presentationHost as? any AppearanceReportingHost,
      !root.hasAppeared
    else { return }
    let appeared = await completion { root.whenAppeared($0) }
    guard appeared else {
      throw NavigationError.platformRefusal(
        .notInWindow, step,
        "cannot present \(modal.name): the window's root has not appeared within \(stepTimeLimit)")
    }
  }
}
