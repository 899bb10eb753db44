/// How one step on screen settles, as a pure state machine: the step driver feeds it what the
/// platform reports and performs the actions it returns. Nothing here waits or calls out.
///
/// A step has *settled* when the platform has done its side and nothing it started still runs:
///
/// - UIKit: the host's completion handler has been called.
/// - SwiftUI: the animation's completion ran (an animated step) or the views updated (one
///   without animation) — and then, because a push or a presentation under SwiftUI is UIKit's
///   transition and not an animation SwiftUI creates (its completion runs at once for it), the
///   modal the step presents has appeared (or the one it dismisses has disappeared) when the
///   views report what they present, the screen it pushes or pops back to has appeared when
///   its stack reports appearances (SwiftUI may ask UIKit for the change only after the
///   completion and `onChange`, and UIKit's transition begins no sooner), and UIKit's transitions under the views have ended, or —
///   where the views cannot see UIKit — its destination has appeared, within a fallback time.
///
/// The watchdog around it (the driver's time limit) is not the machine's: a step that does not
/// settle in time fails `timed-out` in the driver.
package struct SettlingMachine: Sendable, Hashable {
  /// The step being settled, as the machine needs it.
  package struct Work: Sendable, Hashable {
    /// The step.
    package var step: Step
    /// The revision of the view update that makes it (SwiftUI), or the count of the steps the
    /// driver has begun (UIKit): an end reported for an earlier revision is the late one of a
    /// step that timed out, not this step's.
    package var revision: Int
    /// Whether the step may start a transition of UIKit's that the platform's side does not
    /// wait for: a push, a pop, a presentation or a dismissal under SwiftUI. `false` on UIKit,
    /// whose completion is the transition's own.
    package var mayRunUIKitTransition: Bool
    /// Whether the step's destination (the screen it pushes, or pops back to) reports its
    /// appearance: the views show its stack and say when its screens appear. The platform's
    /// side then waits for it — SwiftUI may run the update's completion and `onChange` before
    /// it asks UIKit to push, and UIKit's transition begins no sooner.
    package var destinationAppears: Bool

    package init(
      _ step: Step, revision: Int = 0, mayRunUIKitTransition: Bool = false, destinationAppears: Bool = false
    ) {
      self.step = step
      self.revision = revision
      self.mayRunUIKitTransition = mayRunUIKitTransition
      self.destinationAppears = destinationAppears
    }

    /// The screen whose appearance ends the step's transition where the views cannot see
    /// UIKit: the one pushed, the one popped back to, the top of the screens set, or the one
    /// put in another's place.
    var destination: Screen.ID? {
      switch step.action {
      case .push(let screen, _): screen.id
      case .pop(let screen, _, _): screen.id
      case .setScreens(let screens, _, _): screens.last?.id
      case .replace(_, let screen, _): screen.id
      default: nil
      }
    }
  }

  /// What a view layer can say of UIKit's transitions under it.
  package enum Transitions: Sendable, Hashable {
    /// None runs.
    case idle
    /// At least one runs; the view layer reports when all have ended.
    case running
    /// The views cannot see UIKit.
    case unseen
  }

  /// Where the settling step is.
  package enum Phase: Sendable, Hashable {
    /// No step is settling.
    case idle
    /// The platform's side is under way: the completion, the animation's end or the update.
    case platform
    /// Waiting for the modal the step presents to appear.
    case modalToAppear(String)
    /// Waiting for the modal the step dismisses to disappear.
    case modalToDisappear(String)
    /// Waiting for the screen the step pushes, or pops back to, to appear: until then SwiftUI
    /// may not have asked UIKit for the step's change.
    case screenToAppear(Screen.ID)
    /// Waiting for the view layer to say what UIKit's transitions are.
    case askingTransitions
    /// Waiting for UIKit's transitions under the views to end.
    case transitions
    /// Waiting, where the views cannot see UIKit, for the destination to appear.
    case appearance(Screen.ID)
  }

  /// What the platform reports.
  package enum Event: Sendable, Hashable {
    /// The step's call was made (UIKit) or its view update handed over (SwiftUI).
    case began(Work)
    /// The step's transition ended, for the update of `revision` or a later one: UIKit's
    /// completion handler, SwiftUI's animation completion. `presented` is what the views report
    /// presenting, bottom to top, when they report it.
    case transitionEnded(revision: Int, presented: [String]?)
    /// The views updated for `revision` or a later one: a step without animation has done its
    /// platform side then (an animated one waits for its transition to end).
    case viewsUpdated(revision: Int, presented: [String]?)
    /// The view layer's answer about UIKit's transitions under it.
    case transitionsRead(Transitions)
    /// Every UIKit transition under the views has ended, as the view layer was asked for the
    /// update of `revision`.
    case transitionsEnded(revision: Int)
    /// A screen's view appeared.
    case screenAppeared(Screen.ID)
    /// A modal's content appeared.
    case modalAppeared(String)
    /// A modal's content disappeared.
    case modalDisappeared(String)
    /// The platform wrote `nil` back for the modal named so: before it appeared, SwiftUI
    /// refusing the presentation the step makes (a `nil` after it appeared is the person's).
    case presentationDropped(String)
    /// The time the views may take to show the destination of the update of `revision`, where
    /// they cannot see UIKit, has passed.
    case fallbackElapsed(revision: Int)
    /// The person changed what is on screen: the destination a step waits to see appear may
    /// have gone with it (a sheet pulled down under a push into it), so it is not waited for.
    case personChanged
    /// The view layer went away: nothing will show the step.
    case detached
  }

  /// What the driver does.
  package enum Action: Sendable, Hashable {
    /// The step has settled: the driver's wait ends.
    case settle
    /// The step was not performed: the driver's wait ends with the error.
    case refuse(NavigationError)
    /// Ask the view layer about UIKit's transitions under the update of `revision`
    /// (`Event/transitionsRead(_:)` answers).
    case askTransitions(revision: Int)
    /// Start the fallback timer for the appearance of the destination of `revision`.
    case startFallback(revision: Int)
    /// Cancel the fallback timer.
    case cancelFallback
  }

  package internal(set) var phase = Phase.idle
  package internal(set) var work: Work?
  /// Whether the modal the step presents has appeared: a `nil` for it after that is the
  /// person's dismissal, not the platform refusing it.
  var modalAppeared = false
  /// The screens that appeared while the step settled.
  var appeared: Set<Screen.ID> = []

  package init() {}

  /// Whether a step is settling.
  package var isSettling: Bool { work != nil }

  /// Gives up on the settling step (its time limit passed): what was started for it stops.
  package mutating func abandon() -> [Action] {
    let waitedForFallback = if case .appearance = phase { true } else { false }
    self = SettlingMachine()
    return waitedForFallback ? [.cancelFallback] : []
  }
}
