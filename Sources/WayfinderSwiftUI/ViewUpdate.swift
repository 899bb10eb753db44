import WayfinderNavigation

/// One step's change to a ``NavigationModel``'s values, which the views show in one update.
public struct ViewUpdate: Sendable, Hashable {
  /// When a step has settled: when the view layer says so, at the end of its transition or at
  /// its next update.
  public enum Settling: Sendable, Hashable {
    /// When the animation the change starts has ended: the view layer calls
    /// ``NavigationModel/didSettle(revision:)`` from its completion (SwiftUI's
    /// `withAnimation(_:completionCriteria:_:completion:)`).
    case transitionEnd
    /// When the views have updated with the change: the view layer calls
    /// ``NavigationModel/viewsDidUpdate(revision:)``.
    case nextUpdate
  }

  /// The model's ``NavigationModel/revision`` once the change is made.
  public let revision: Int
  /// The step the change performs.
  public let step: Step

  /// Creates an update.
  public init(revision: Int, step: Step) {
    self.revision = revision
    self.step = step
  }

  /// Whether the views animate the change.
  public var animated: Bool { step.animated }

  /// When the step has settled: at the end of its transition when it is animated, at the next
  /// update when not.
  public var settling: Settling { animated ? .transitionEnd : .nextUpdate }
}

/// The view layer as a ``NavigationModel`` sees it: it makes each step's change in a
/// transaction of its own and says when the step has settled.
///
/// In SwiftUI, the `.wayfinder(_:)` modifier attaches one that makes an animated change with
/// `withAnimation(_:completionCriteria:_:completion:)`, calling
/// ``NavigationModel/didSettle(revision:)`` from the completion, and one without animation in
/// a transaction that disables animations, reporting ``NavigationModel/viewsDidUpdate(revision:)``
/// from `onChange(of:)` of the model's ``NavigationModel/revision``. Tests attach a fake that
/// records what each update saw.
@MainActor
public protocol ViewUpdateTicker: AnyObject {
  /// Makes `change`, which sets the model's values for `update`, as one view update, and has
  /// the model told when it has settled, as ``ViewUpdate/settling`` says.
  ///
  /// - Parameters:
  ///   - update: The update the change makes.
  ///   - change: Sets the model's values; call it once, before returning.
  func apply(_ update: ViewUpdate, change: () -> Void)
}
