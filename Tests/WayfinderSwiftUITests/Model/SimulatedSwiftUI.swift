import Observation
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// A view layer that plays SwiftUI over UIKit for a ``NavigationModel``, written from Apple's
/// documentation; the model-based tests attach it as the model's ticker.
///
/// `apply(_:change:)` makes the step's change as `withAnimation` or a transaction without
/// animation would; Observation invalidates the views, which render at the end of the main
/// actor's turn, once nothing else is ready there (``render()``, run by the run's settling as
/// a run loop runs SwiftUI's update before it waits), reading the model through the glue's
/// accessors and making bindings that carry what they rendered (``RenderedBindings``). A render applies the values to what the
/// views show (``ShownViews``, and the ``SimulatedPresentationLayer``'s chain): stack changes,
/// tab and flow changes, one presentation change at a time. Then, like `onChange(of: revision)`,
/// it reports ``NavigationModel/viewsDidUpdate(revision:)``; an animated update's completion
/// (``NavigationModel/didSettle(revision:)``) comes once the animations that update created have
/// ended — at once when it created none, as `addAnimationCompletion` says, and a push or a
/// presentation is UIKit's transition, not SwiftUI's animation — unless the knobs
/// lose it or slow it down.
///
/// The person acts on the views (`SimulatedSwiftUI+Person.swift`), and SwiftUI writes each change
/// into the binding of the last render; write-backs of refused presentations come late.
@MainActor
final class SimulatedSwiftUI: ViewUpdateTicker {
  // The models' one table of durations (WayfinderModelSupport).
  static let pushDuration = TransitionDurations.push
  static let presentationDuration = TransitionDurations.present
  static let dismissalDuration = TransitionDurations.dismiss
  static let pullDownDuration = TransitionDurations.pullDown
  static let cancelledPullDuration = TransitionDurations.cancelledPull
  static let swipeDuration = TransitionDurations.swipe
  static let flowDuration = TransitionDurations.flow

  /// An update applied and not yet rendered, with what the knobs did to its completion.
  struct Pending {
    let update: ViewUpdate
    let losesCompletion: Bool
    let slowsCompletion: Bool
  }

  /// An animated update waiting for its animations to end.
  struct Completion {
    let update: ViewUpdate
    var waitingFor: Set<Int>
    let lost: Bool
    let slow: Bool
  }

  let model: NavigationModel
  let clock: ModelClock
  let configuration: SwiftUIModelConfiguration
  var knobs = SwiftUIModelKnobs()
  var random: SplitMix64
  private(set) lazy var layer = SimulatedPresentationLayer(self)
  /// What the views show: their own truth.
  var shown = ShownViews()
  /// What the last render read: the bindings SwiftUI writes through now.
  var latest = RenderedBindings()
  /// The renders before the last, newest last: their bindings may still write, late.
  var history: [RenderedBindings] = []
  /// The transitions in flight, oldest first.
  private(set) var transitions: [SimulatedTransition] = []
  /// The updates applied since the last render.
  var unrendered: [Pending] = []
  /// The animated updates waiting for their animations.
  var completions: [Completion] = []
  /// Who waits for UIKit's transitions to end (the glue, through the transition coordinators),
  /// and for which.
  var coordinatorWaiters: [(waitingFor: Set<Int>, ended: @MainActor () -> Void)] = []
  /// The revision whose change SwiftUI has not yet asked of UIKit (the knobs), if any.
  var lateUIKitCall: Int?
  /// The bindings of the app's own presentations, in the order it made them.
  var appBindings: [AppPresentationBinding] = []
  /// The screen each stack in the window last reported appearing on its top.
  var appearedTops: [String: Screen.ID] = [:]
  /// Whether a render is due at the end of the main actor's turn.
  var renderIsDue = false
  /// What runs at the end of the main actor's turn, in order: renders, write-backs, echoes.
  var nextTurn: [@MainActor () -> Void] = []
  /// How many updates the model has applied: one watchdog each.
  private(set) var appliedUpdates = 0
  /// How many write-backs and echoes are on their way.
  var pendingWrites = 0
  /// Bumped by everything the views do, so that a run can tell when they are quiet.
  private(set) var activity = 0
  private var nextTransitionID = 0
  /// The person's swipes whose stack left the screen before they ended, by transition.
  var cancelledSwipes: Set<Int> = []
  /// How many renders ran.
  var renders = 0
  /// The number of renders when the model last rolled a person's change back, until the
  /// next render shows the model's values again.
  var rolledBackAt: Int?
  /// Counts of what happened, for the statistics.
  var counts: [String: Int] = [:]
  /// How many transitions of each kind have begun: what the person sees move.
  private(set) var transitionsBegun: [SimulatedTransition.Kind: Int] = [:]
  /// Called with what went wrong.
  var onFailure: (@MainActor (String) -> Void)?
  /// The app's closing rules, in a run with screens that refuse or ask; `nil`: any may close.
  var closingRule: (@MainActor (Screen) -> ScreenClosing)?
  /// The screens that ask before closing which the person, asked, allowed to close.
  var allowedToClose: Set<Screen.ID> = []
  /// The modals whose content applies `interactiveDismissDisabled(true)`, by name: the person
  /// cannot pull them down (SwiftUI+DismissalVetoes).
  var dismissDisabled: Set<String> = []
  /// Whether ``log`` keeps lines.
  var isTracing = false
  /// What the views did, with the time, when tracing.
  private(set) var log: [String] = []

  init(
    model: NavigationModel, clock: ModelClock, configuration: SwiftUIModelConfiguration, seed: UInt64
  ) {
    self.model = model
    self.clock = clock
    self.configuration = configuration
    random = SplitMix64(seed: seed ^ 0x5717_F00D)
    model.attach(self)
    shown.isSplit = configuration.splitView
    shown.isCompact = configuration.startsCompact
    if configuration.stackSplit { showStackSplit() }
    renderIsDue = true
    render()
  }

  func apply(_ update: ViewUpdate, change: () -> Void) {
    appliedUpdates += 1
    touch()
    let animated = update.animated
    let pending = Pending(
      update: update, losesCompletion: animated && knobs.losesNextCompletion.take(),
      slowsCompletion: animated && knobs.slowsNextCompletion.take())
    if configuration.echoBeforeRenderPercent > 0, random.chance(configuration.echoBeforeRenderPercent) {
      // SwiftUI writes what the views showed before this update, after the model moved on and
      // before the views have rendered the change: an echo, to be ignored. NB: the bindings of
      // the render before the update, taken now; read when the echo runs, a render queued
      // before it would already show the update, and its values written back are what a tap
      // on the selected tab writes (issue 23, item 5).
      pendingWrites += 1
      let shownBefore = latest
      onNextTurn { [weak self] in self?.echoTheLastRender(shownBefore) }
    }
    unrendered.append(pending)
    note(
      "apply revision \(update.revision): \(update.step)"
        + (pending.losesCompletion ? " (its completion will be lost)" : "")
        + (pending.slowsCompletion ? " (its completion will be slow)" : ""))
    checkEarlierStepsDone(before: update)
    let before = closingRule == nil && dismissDisabled.isEmpty ? nil : model.state
    change()
    if let before { checkClosing(from: before, to: model.state) }
  }

  // MARK: - Transitions

  /// Begins a transition: it ends after `duration` when `animated`, or with the render that
  /// runs when not.
  func begin(
    _ kind: SimulatedTransition.Kind, by origin: SimulatedTransition.Origin, subject: String,
    animated: Bool, duration: Duration
  ) -> SimulatedTransition {
    nextTransitionID += 1
    let transition = SimulatedTransition(
      id: nextTransitionID, kind: kind, origin: origin, subject: subject, startedAt: clock.elapsed,
      animated: animated)
    transitions.append(transition)
    transitionsBegun[kind, default: 0] += 1
    note("\(transition.description) begins\(animated ? "" : ", without animation")")
    if animated {
      transition.timer = clock.schedule(after: duration) { [weak self, transition] in self?.end(transition) }
    }
    return transition
  }

  /// Ends `transition`: UIKit's work at its end, then the completions waiting for it.
  func end(_ transition: SimulatedTransition) {
    guard transition.end() else { return }
    if let timer = transition.timer { clock.cancelTimer(timer) }
    transitions.removeAll { $0 === transition }
    note("\(transition.description) ends")
    let work = transition.onEnd
    transition.onEnd = []
    for step in work { step() }
    for index in completions.indices { completions[index].waitingFor.remove(transition.id) }
    let done = completions.filter(\.waitingFor.isEmpty)
    completions.removeAll(where: \.waitingFor.isEmpty)
    for completion in done { complete(completion.update, lost: completion.lost, slow: completion.slow) }
    coordinatorTransitionEnded(transition)
    reportAppearance()
    if transition.kind.isPresentation, layer.needsReconciling { scheduleRender() }
  }

  /// Ends the transitions that run without animation: their update has been made.
  func endInstantTransitions() {
    for transition in transitions where !transition.animated { end(transition) }
  }

  /// Whether a push, pop or swipe runs on the stack named `stack`, or a step's transition runs:
  /// UIKit takes no touch meanwhile.
  func isMoving(_ stack: String) -> Bool {
    transitions.contains { $0.subject == stack && !$0.kind.isPresentation } || !acceptsTouches
  }

  /// Whether the person can touch the views: no transition of a step runs, and no presentation
  /// change.
  var acceptsTouches: Bool {
    layer.inFlight == nil && !transitions.contains { if case .step = $0.origin { true } else { false } }
  }

  /// Calls the completion of the `withAnimation` of `update`: now, late, or never.
  func complete(_ update: ViewUpdate, lost: Bool, slow: Bool) {
    if lost {
      note("the completion of revision \(update.revision) is lost")
      counts["lost completions", default: 0] += 1
      return
    }
    guard slow else {
      note("the completion of revision \(update.revision) runs")
      model.didSettle(revision: update.revision)
      return
    }
    note("the completion of revision \(update.revision) will come late")
    counts["slow completions", default: 0] += 1
    clock.schedule(after: configuration.stepTimeLimit + .milliseconds(400)) { [weak self] in
      guard let self else { return }
      note("the late completion of revision \(update.revision) runs")
      model.didSettle(revision: update.revision)
    }
  }

  /// Fails when a step before `update`'s — or the link's last, `update` `nil` — settled before
  /// UIKit made its change: SwiftUI had not yet asked UIKit for it, or UIKit's transition for
  /// it still runs.
  func checkEarlierStepsDone(before update: ViewUpdate?) {
    let what = update.map { "revision \($0.revision)'s step began" } ?? "a link ended handled"
    // At a link's end, the step settling now (the next link's) is not the link's.
    let settled = update?.revision ?? (model.isSettling ? model.revision : .max)
    if let late = lateUIKitCall, late < settled {
      fail("\(what) before SwiftUI asked UIKit for revision \(late)'s change: that step settled too soon")
    }
    for transition in transitions where transition.kind.isUIKitTransition {
      guard case .step(let revision) = transition.origin, revision < settled else { continue }
      fail("\(what) while UIKit's \(transition.description) ran: that step settled too soon")
    }
  }

  // MARK: - Quiet

  /// Whether nothing moves: no transition, render, write-back or completion on its way.
  var isQuiet: Bool {
    transitions.isEmpty && nextTurn.isEmpty && unrendered.isEmpty && pendingWrites == 0 && completions.isEmpty
  }

  /// Notes a call into the views.
  func touch() { activity &+= 1 }

  /// Notes what the views did; kept in ``log`` when tracing.
  func note(_ line: @autoclosure () -> String) {
    activity &+= 1
    if isTracing { log.append("    views \(clock.elapsed.milliseconds) ms: \(line())") }
  }

  /// Keeps `line` in ``log`` as it is, when tracing.
  func record(_ line: @autoclosure () -> String) {
    if isTracing { log.append(line()) }
  }

  /// Reports what went wrong.
  func fail(_ message: String) {
    note("FAILURE: \(message)")
    onFailure?(message)
  }

  /// Drops what the views hold, so that a finished run frees them.
  func tearDown() {
    for transition in transitions { transition.onEnd = [] }
    transitions = []
    completions = []
    coordinatorWaiters = []
    nextTurn = []
    onFailure = nil
    model.detach(self)
  }
}
