/// Something that performs steps on screen and says when each is done: UIKit, SwiftUI, or
/// the ``HeadlessNavigator`` that tests and tools use.
///
/// A navigator performs one step at a time. ``perform(_:)`` returns when the step has
/// completed, as a UIKit transition's completion handler would be called, and throws when the
/// step cannot be performed on the state on screen.
@MainActor
public protocol Navigator: AnyObject {
  /// What is on screen now.
  var state: NavigationState { get }

  /// Performs one step and returns when it has completed.
  ///
  /// - Throws: ``NavigationError`` when the step is refused; nothing on screen changes then.
  func perform(_ step: Step) async throws(NavigationError)

  /// Performs `step` now and returns `true` when it completes at once (nothing to animate or
  /// wait for), as ``perform(_:)`` would without suspending; returns `false`, changing
  /// nothing, when the step takes time, so that the caller awaits ``perform(_:)`` instead.
  ///
  /// A deep-link center performs each step through it first, so that a step that completes at
  /// once costs no asynchronous call. The default answers `false`.
  ///
  /// - Throws: ``NavigationError`` when the step is refused; nothing on screen changes then.
  func performAtOnce(_ step: Step) throws(NavigationError) -> Bool
}

extension Navigator {
  /// Answers `false`: the step is performed by ``perform(_:)``.
  public func performAtOnce(_ step: Step) throws(NavigationError) -> Bool { false }

  /// Performs `steps` in order, each after the one before has completed.
  ///
  /// - Throws: ``NavigationError`` for the first step refused; the steps before it stay done.
  public func perform(_ steps: [Step]) async throws(NavigationError) {
    for step in steps { try await perform(step) }
  }
}
