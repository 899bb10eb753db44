@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTesting

extension ToolSession {
  /// One step the session saw, with the state after it: what a storyboard draws a picture of.
  package struct Moment: Sendable {
    /// Whose step it was.
    package enum Origin: Sendable, Hashable {
      /// The person's own: a tap, a swipe back, a sheet pulled down.
      case person
      /// The link at this index of ``ToolSession/links``.
      case link(Int)
      /// The app's, credited to no link.
      case app
    }

    package let step: Step
    package let state: NavigationState
    package let origin: Origin
  }

  /// Records the person's steps with the state after each, before the navigator applies
  /// them (it keeps no transcript of them): the same steps on the same state, so the same
  /// states. A step the navigator will refuse ends the record there.
  func recordPersonSteps(_ steps: [Step]) {
    var state = navigator.state
    for step in steps {
      guard let next = try? state.applying(step) else { return }
      state = next
      moments.append(Moment(step: step, state: state, origin: .person))
    }
  }
}
