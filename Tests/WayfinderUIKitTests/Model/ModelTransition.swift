import WayfinderModelSupport

/// One transition of the model's UIKit in flight: a push, a pop, a presentation, a dismissal,
/// a flow's cross-dissolve, or one the person drags (a swipe back, a sheet pulled down).
///
/// It stands for UIKit's transition coordinator: the view controllers taking part answer it
/// as their `transitionCoordinator` (and so do their children), and
/// `animate(alongsideTransition:completion:)` queues a completion for its end.
@MainActor
final class ModelTransition {
  enum Kind: String {
    case push, pop, setStack, present, dismiss, flow, swipeBack, pullDown

    /// Whether it presents or dismisses: UIKit refuses another presentation or dismissal
    /// meanwhile.
    var isPresentation: Bool { self == .present || self == .dismiss || self == .pullDown }
  }

  let kind: Kind
  /// Whether the person is dragging it now.
  var isInteractive: Bool
  /// Set when the person lets go of an interactive transition without finishing it.
  var isCancelled = false
  /// The view controllers whose `transitionCoordinator` this is.
  let participants: [ModelViewController]
  /// UIKit's own work when the transition ends (the stack or presentation it leaves).
  var onEnd: [@MainActor () -> Void] = []
  /// The completions queued with `animate(alongsideTransition:completion:)`, in order, each
  /// marked when it was queued while the model was calling out to the navigator.
  var alongside: [(body: @MainActor () -> Void, callout: Bool)] = []
  /// The completion of the call that began it (`present(_:animated:completion:)`, say).
  var completion: (@MainActor () -> Void)?
  /// The clock's timer that ends it, when it is animated and not interactive.
  var timer: UInt64?
  /// Whether it has ended.
  var hasEnded = false

  init(_ kind: Kind, participants: [ModelViewController], interactive: Bool) {
    self.kind = kind
    self.participants = participants
    self.isInteractive = interactive
  }
}
