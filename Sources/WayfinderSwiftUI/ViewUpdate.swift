import WayfinderNavigation

/// One step's change to a ``NavigationModel``'s values, which the views show in one update.
public struct ViewUpdate: Sendable, Hashable {
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
}

/// The view layer as a ``NavigationModel`` sees it: it makes each step's change in a
/// transaction of its own and, once the views have shown it, says so with
/// ``NavigationModel/didSettle(revision:)``.
///
/// In SwiftUI, the `.wayfinder(_:)` modifier attaches one that makes the change with or without
/// animation and reports settling from `onChange(of:)` of the model's
/// ``NavigationModel/revision``. Tests attach a fake that records what each update saw.
@MainActor
public protocol ViewUpdateTicker: AnyObject {
  /// Makes `change`, which sets the model's values for `update`, as one view update.
  ///
  /// - Parameters:
  ///   - update: The update the change makes.
  ///   - change: Sets the model's values; call it once, before returning.
  func apply(_ update: ViewUpdate, change: () -> Void)
}
