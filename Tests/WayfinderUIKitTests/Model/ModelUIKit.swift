import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation

/// The model of UIKit behind one scene: its window, its clock, the transitions in flight, and
/// what it does to the navigator's calls.
///
/// Everything the view controllers do goes through here, so a run can tell when the model is
/// quiet (``activity`` stops moving), how many watchdogs the navigator started (each sleeps on
/// the clock once), and what happened, in order (``log``, kept when ``isTracing``).
@MainActor
final class ModelUIKit {
  /// How long an animated transition of `kind` takes: the models' one table.
  static func duration(of kind: ModelTransition.Kind) -> Duration {
    switch kind {
    case .push: TransitionDurations.push
    case .pop, .setStack, .swipeBack: TransitionDurations.pop
    case .present: TransitionDurations.present
    case .dismiss, .pullDown: TransitionDurations.dismiss
    case .flow: TransitionDurations.flow
    }
  }

  let clock: ModelClock
  let window = ModelWindow()
  let records: ModelRecords
  /// The navigator's time limit: a slow transition takes longer.
  let stepTimeLimit: Duration
  var knobs = ModelKnobs()
  /// Whether the window's horizontal size class is compact: its split views collapse.
  var isCompact = false
  /// The random numbers of UIKit's own choices (whether an alongside animation is queued).
  var random: SplitMix64
  /// Bumped by every call into the model.
  private(set) var activity = 0
  /// How many watchdogs the navigator has started: one for each call of a host protocol
  /// method with a completion, apart from the `whenTransitionEnds` it makes while the model
  /// calls it back (`hierarchyDidChange()`), which has none.
  private(set) var watchdogsStarted = 0
  /// The transitions in flight, oldest first.
  private(set) var transitions: [ModelTransition] = []
  private var calloutDepth = 0
  /// Whether ``log`` keeps lines.
  var isTracing = false
  /// What UIKit did and refused, with the time, when ``isTracing``.
  private(set) var log: [String] = []
  /// Called after every change to the view controller hierarchy.
  var didChange: (@MainActor () -> Void)?
  /// Called after UIKit called the completion of the navigator's latest call.
  var didCallNavigatorBack: (@MainActor () -> Void)?
  /// Called when the navigator asks a view controller that presents nothing to dismiss what it
  /// presented: UIKit then dismisses that view controller itself (the adapter's old bug).
  var navigatorDismissedPresenter: (@MainActor (String) -> Void)?
  /// Called when the navigator presents before the window's root has appeared (UIKit drops
  /// the presentation).
  var navigatorPresentedEarly: (@MainActor (String) -> Void)?
  /// Called when UIKit raises an exception: the app would die (a popover without an anchor).
  var raisedException: (@MainActor (String) -> Void)?
  /// The app's closing rules, in a run with screens that refuse or ask (the center's
  /// `DeepLinkCenter.closingRule`); `nil`: every screen may close.
  var closingRule: (@MainActor (Screen) -> ScreenClosing)?
  /// The screens that ask before closing which the person, asked, allowed to close.
  var allowedToClose: Set<Screen.ID> = []
  /// Called when the navigator closes a screen that refuses, or that asks and was not allowed.
  var navigatorClosedRefusing: (@MainActor (String) -> Void)?
  /// How many host protocol calls the navigator has made.
  private(set) var navigatorCalls = 0
  /// How many transitions of each kind have begun: what the person sees move.
  private(set) var transitionsBegun: [ModelTransition.Kind: Int] = [:]

  init(clock: ModelClock, records: ModelRecords, stepTimeLimit: Duration, seed: UInt64) {
    self.clock = clock
    self.records = records
    self.stepTimeLimit = stepTimeLimit
    self.random = SplitMix64(seed: seed ^ 0x5EED_0F_0011_C17)
  }

  /// A cold launch: the window's root appears after `delay` on the clock.
  func rootAppears(after delay: Duration) {
    window.rootWillAppear()
    note("cold launch: the root will appear after \(delay)")
    _ = clock.schedule(after: delay) { [weak self] in
      guard let self else { return }
      note("the root appears (viewDidAppear)")
      window.rootDidAppear()
      changed()
    }
  }

  /// Notes a call into the model.
  func touch() { activity &+= 1 }

  /// UIKit raises an Objective-C exception: on a device the app terminates. The model notes it,
  /// tells the run, and changes nothing.
  func raise(_ reason: String) {
    note("*** Terminating app due to uncaught exception \(reason)")
    raisedException?(reason)
  }

  /// The scene's name in the log: a second scene's lines are marked with it.
  var sceneName: String?
  /// Where a second scene's log lines go: the first scene's log, so that a run has one
  /// transcript in order.
  weak var logSink: ModelUIKit?

  /// Notes what UIKit did; kept in ``log`` when tracing.
  func note(_ line: @autoclosure () -> String) {
    activity &+= 1
    if isTracing {
      append("    uikit\(sceneName.map { " [\($0)]" } ?? "") \(clock.elapsed.milliseconds) ms: \(line())")
    }
  }

  /// Keeps `line` in ``log``, as it is, when tracing: the run's own lines (its events, the
  /// outcomes) go in the same order as UIKit's.
  func record(_ line: @autoclosure () -> String) {
    if isTracing { append(line()) }
  }

  private func append(_ line: String) {
    if let logSink { logSink.append(line) } else { log.append(line) }
  }

  /// Notes that the navigator called a host protocol method with a completion, under its
  /// watchdog.
  func navigatorCalled(_ line: @autoclosure () -> String) {
    navigatorCalls += 1
    if calloutDepth == 0 { watchdogsStarted += 1 }
    note(line())
  }

  /// Whether the model is calling the navigator back (a change report, a completion queued
  /// from one).
  var isCallingOut: Bool { calloutDepth > 0 }

  /// Runs `body`, which calls the navigator back.
  func callOut(_ body: () -> Void) {
    calloutDepth += 1
    body()
    calloutDepth -= 1
  }

  /// Notes a change to the hierarchy.
  func changed() {
    activity &+= 1
    didChange?()
  }

  // MARK: - Transitions

  /// Whether a presentation or dismissal is in flight: UIKit refuses another meanwhile.
  var presentationInFlight: Bool { transitions.contains { $0.kind.isPresentation } }

  /// Whether any transition is in flight.
  var hasTransitionInFlight: Bool { !transitions.isEmpty }

  /// The transition the person is dragging, if any.
  var interactiveTransition: ModelTransition? { transitions.first { $0.isInteractive } }

  /// Begins a transition of `participants`: it ends after `duration` on the clock, at once
  /// when `duration` is `nil`, or when ``endInteraction(_:finishing:)`` ends it when
  /// `interactive`. Set its end work and completion before it can end: an immediate one ends
  /// in ``run(_:)``.
  func begin(
    _ kind: ModelTransition.Kind, _ participants: [ModelViewController], interactive: Bool = false
  ) -> ModelTransition {
    let transition = ModelTransition(kind, participants: participants, interactive: interactive)
    transitionsBegun[kind, default: 0] += 1
    for participant in participants { participant.transition = transition }
    transitions.append(transition)
    note("\(kind.rawValue) begins (\(participants.map(\.name).joined(separator: ", ")))")
    return transition
  }

  /// Lets `transition` run: ends it at once, or after `duration`; a slow one armed by the
  /// knobs takes longer than the time limit.
  func run(_ transition: ModelTransition, for duration: Duration?, slow: Bool = false) {
    let duration = slow ? stepTimeLimit + .milliseconds(400) : duration
    guard let duration else { return end(transition) }
    transition.timer = clock.schedule(after: duration) { [weak self, transition] in
      self?.end(transition)
    }
  }

  /// The person lets go of the transition they drag: it finishes, or is cancelled.
  func endInteraction(_ transition: ModelTransition, finishing: Bool) {
    transition.isInteractive = false
    transition.isCancelled = !finishing
    end(transition)
  }

  /// Ends `transition`: UIKit's own work, then the queued completions, then the call's own.
  func end(_ transition: ModelTransition) {
    guard !transition.hasEnded else { return }
    transition.hasEnded = true
    if let timer = transition.timer { clock.cancelTimer(timer) }
    transitions.removeAll { $0 === transition }
    for participant in transition.participants where participant.transition === transition {
      participant.transition = nil
    }
    note("\(transition.kind.rawValue) ends\(transition.isCancelled ? ", cancelled" : "")")
    for work in transition.onEnd { work() }
    changed()
    for (body, callout) in transition.alongside {
      if callout { callOut(body) } else { body() }
    }
    transition.completion?()
  }

  /// Queues `completion` for the end of `transition`, as
  /// `animate(alongsideTransition:completion:)` does; returns `false` when UIKit could not
  /// queue it (the knobs decide how often).
  func queueAlongside(_ transition: ModelTransition, _ completion: @escaping @MainActor () -> Void) -> Bool {
    if knobs.alongsideRefusalPercent > 0, random.next(100) < knobs.alongsideRefusalPercent {
      note("animate(alongsideTransition:) could not queue its completion")
      return false
    }
    transition.alongside.append((completion, isCallingOut))
    return true
  }

  /// Drops everything the model holds, so that a finished run frees its view controllers.
  func tearDown() {
    for transition in transitions { transition.alongside = [] }
    transitions = []
    window.rootViewController = nil
    didChange = nil
    didCallNavigatorBack = nil
    navigatorDismissedPresenter = nil
    navigatorPresentedEarly = nil
    navigatorClosedRefusing = nil
    raisedException = nil
    closingRule = nil
  }
}
