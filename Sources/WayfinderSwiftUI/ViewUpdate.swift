@_spi(Internals) import WayfinderNavigation

/// One step's change to a ``NavigationModel``'s values, which the views show in one update.
@_spi(ViewLayer) public struct ViewUpdate: Sendable, Hashable {
  /// When a step has settled: when the view layer says so, at the end of its transition or at
  /// its next update.
  @_spi(ViewLayer) public enum Settling: Sendable, Hashable {
    /// When the animation the change starts has ended: the view layer calls
    /// ``NavigationModel/didSettle(revision:)`` from its completion (SwiftUI's
    /// `withAnimation(_:completionCriteria:_:completion:)`).
    case transitionEnd
    /// When the views have updated with the change: the view layer calls
    /// ``NavigationModel/viewsDidUpdate(revision:)``, or ``NavigationModel/didSettle(revision:)``
    /// from the completion of the transaction that makes it (whichever comes first; the root's
    /// `onChange` may not be called while a full-screen cover hides it).
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
/// a transaction that disables animations, reporting ``NavigationModel/didSettle(revision:)``
/// from its completion (`addAnimationCompletion`) and ``NavigationModel/viewsDidUpdate(revision:)``
/// from `onChange(of:)` of the model's ``NavigationModel/revision``. Tests attach a fake that
/// records what each update saw.
@MainActor
@_spi(ViewLayer) public protocol ViewUpdateTicker: AnyObject {
  /// Makes `change`, which sets the model's values for `update`, as one view update, and has
  /// the model told when it has settled, as ``ViewUpdate/settling`` says.
  ///
  /// - Parameters:
  ///   - update: The update the change makes.
  ///   - change: Sets the model's values; call it once, before returning.
  func apply(_ update: ViewUpdate, change: () -> Void)

  /// Calls `ended` once every UIKit transition running under the views now has ended (a
  /// navigation controller's push or pop, a presentation or a dismissal), and says whether one
  /// runs; or says the views cannot see UIKit.
  ///
  /// A push or a presentation under SwiftUI is UIKit's transition, not an animation SwiftUI
  /// creates: `withAnimation`'s completion runs at once for it. So a step settles once SwiftUI's
  /// side has and then, when the views can see UIKit, once these transitions have ended. The
  /// `.wayfinder(_:)` modifier's ticker reads them on iOS from the transition coordinators of
  /// the navigation and presented controllers under its hosting controller, and says
  /// ``UIKitTransitions/unseen`` on other platforms. The default says ``UIKitTransitions/idle``:
  /// a view layer that implements nothing more settles steps as it reports them.
  ///
  /// - Parameter ended: Called once, later, when ``UIKitTransitions/running`` is returned;
  ///   never otherwise.
  func whenUIKitTransitionsEnd(_ ended: @escaping @MainActor () -> Void) -> UIKitTransitions

  /// What UIKit presents over the views, bottom to top, each named by its kind (its view
  /// controller's type name): the model's own modals, then what the app presented itself — an
  /// `.alert`, a `.confirmationDialog`, a sheet of its own. `nil` when the views cannot see it
  /// (the default).
  func presentedChain() -> [String]?

  /// Dismisses what UIKit presents at `level` of ``presentedChain()``, and everything over it:
  /// a presentation of the app's own, which no binding of the model holds. The default does
  /// nothing.
  func dismissPresentation(at level: Int, animated: Bool)

  /// Whether the views report each modal they present and dismiss, from the moment they are
  /// attached (``NavigationModel/modalDidAppear(_:)``, ``NavigationModel/modalDidDisappear(_:)``):
  /// then a presentation settles once its modal has appeared, the first of the model's life
  /// too, whichever of UIKit's presentation and the update's completion comes first. The
  /// `.wayfinder(_:)` modifier's ticker does; the default says no.
  var reportsModalAppearances: Bool { get }
}

@_spi(ViewLayer) extension ViewUpdateTicker {
  /// No transition of the views' own runs beyond what they report: a step settles as they
  /// report it.
  public func whenUIKitTransitionsEnd(_ ended: @escaping @MainActor () -> Void) -> UIKitTransitions {
    .idle
  }
}

@_spi(ViewLayer) extension ViewUpdateTicker {
  /// The views cannot see what UIKit presents.
  public func presentedChain() -> [String]? { nil }

  /// Nothing to dismiss that the views can reach.
  public func dismissPresentation(at level: Int, animated: Bool) {}

  /// The views do not say which modals they present.
  public var reportsModalAppearances: Bool { false }
}

/// What a view layer sees of UIKit's transitions under SwiftUI.
@_spi(ViewLayer) public enum UIKitTransitions: Sendable, Hashable {
  /// None runs: the step has settled.
  case idle
  /// At least one runs: the view layer calls back when all have ended.
  case running
  /// The views cannot see UIKit (macOS, watchOS, or no hosting controller found yet): the step
  /// settles when its destination has appeared, or after
  /// ``NavigationModel/appearanceFallback``.
  case unseen
}
