/// Something that performs steps on screen and says when each is done: `UIKitNavigator`,
/// `NavigationModel`, or the headless navigator that tests and tools use.
///
/// An app hands its navigator to the center and reads its ``state``; it does not conform a type
/// of its own. The steps a navigator performs are the library's internals
/// (`@_spi(Internals)`), so that they can change without breaking an app.
///
/// A navigator performs one step at a time. `perform(_:)` returns when the step has
/// completed, as a UIKit transition's completion handler would be called, and throws when the
/// step cannot be performed on the state on screen.
@MainActor
public protocol Navigator: AnyObject {
  /// What is on screen now.
  var state: NavigationState { get }

  /// Performs one step and returns when it has completed.
  ///
  /// - Throws: ``NavigationError`` when the step is refused; nothing on screen changes then.
  @_spi(Internals) func perform(_ step: Step) async throws(NavigationError)
}

extension Navigator {
  /// Performs `steps` in order, each after the one before has completed.
  ///
  /// - Throws: ``NavigationError`` for the first step refused; the steps before it stay done.
  @_spi(Internals) public func perform(_ steps: [Step]) async throws(NavigationError) {
    for step in steps { try await perform(step) }
  }
}
