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
}

extension Navigator {
  /// Performs `steps` in order, each after the one before has completed.
  ///
  /// - Throws: ``NavigationError`` for the first step refused; the steps before it stay done.
  public func perform(_ steps: [Step]) async throws(NavigationError) {
    for step in steps { try await perform(step) }
  }
}
