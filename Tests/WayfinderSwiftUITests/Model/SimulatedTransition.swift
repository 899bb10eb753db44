import WayfinderModelSupport
import WayfinderNavigation

/// One transition of the simulated views in flight: a stack's push or pop, a modal's
/// presentation or dismissal, the person's swipe back or pull-down, a flow's cross-dissolve.
///
/// It runs for a while on the run's clock (or not at all, when its update is not animated:
/// it then ends with the update that started it) and, when it ends, does what UIKit under
/// SwiftUI does at that moment (a pulled-down sheet leaves the chain, SwiftUI writes the
/// binding).
@MainActor
final class SimulatedTransition {
  enum Kind: String {
    case push, pop, present, dismiss, pullDown, cancelledPull, swipeBack, flow
    /// A split view's sidebar sliding in or out (`columnVisibility`): UIKit's split view
    /// controller's, with a transition coordinator (SimulatedSwiftUI+StackSplit).
    case column

    /// Whether it presents or dismisses a modal: UIKit refuses another presentation change
    /// meanwhile.
    var isPresentation: Bool {
      switch self {
      case .present, .dismiss, .pullDown, .cancelledPull: true
      case .push, .pop, .swipeBack, .flow, .column: false
      }
    }

    /// Whether UIKit runs it under SwiftUI, with a transition coordinator of its own: a
    /// navigation controller's push or pop, a presentation or a dismissal. SwiftUI creates no
    /// animation for it, so a `withAnimation` completion does not wait for it. Apple
    /// (`UIViewControllerTransitionCoordinator`): "When you present or dismiss a view
    /// controller, UIKit creates a transition coordinator object automatically … That
    /// transition coordinator object is ephemeral and lasts for the duration of the transition
    /// animation." Only a flow's cross-dissolve (a SwiftUI transition of an `.id` change) is
    /// SwiftUI's own animation.
    var isUIKitTransition: Bool { self != .flow }
  }

  /// Who started it.
  enum Origin: Hashable, CustomStringConvertible {
    /// The update of a step of the model, by its revision.
    case step(Int)
    /// The person, with a gesture or a tap.
    case person
    /// The app's own code: an `.alert`, a `.confirmationDialog` or a sheet of its own, shown or
    /// taken away.
    case app
    /// The views catching up with the model outside any step: a person's change the model
    /// took or rolled back, a write-back, a retried dismissal.
    case views

    /// Whether a step of the model's started it.
    var isStep: Bool {
      if case .step = self { true } else { false }
    }

    var description: String {
      switch self {
      case .step(let revision): "the step of revision \(revision)"
      case .person: "the person"
      case .app: "the app"
      case .views: "the views"
      }
    }
  }

  let id: Int
  let kind: Kind
  let origin: Origin
  /// The stack it moves, or the modal it presents or dismisses, for the transcript.
  let subject: String
  let startedAt: Duration
  /// Whether an animation of SwiftUI's runs it (it counts for the completion of the
  /// `withAnimation` that started it).
  let animated: Bool
  /// What UIKit under SwiftUI does when it ends.
  var onEnd: [@MainActor () -> Void] = []
  /// The clock's timer that ends it.
  var timer: UInt64?
  private(set) var hasEnded = false

  init(id: Int, kind: Kind, origin: Origin, subject: String, startedAt: Duration, animated: Bool) {
    self.id = id
    self.kind = kind
    self.origin = origin
    self.subject = subject
    self.startedAt = startedAt
    self.animated = animated
  }

  /// Marks it ended; returns whether it was still running.
  func end() -> Bool {
    guard !hasEnded else { return false }
    hasEnded = true
    return true
  }

  var description: String { "\(kind.rawValue) \(subject) (by \(origin))" }
}
