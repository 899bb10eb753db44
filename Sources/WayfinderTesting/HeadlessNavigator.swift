@_spi(Internals) import WayfinderNavigation

/// A navigator with no screen: it applies each step to a `NavigationState` value, refuses
/// what UIKit refuses, and records what it did.
///
/// An app's tests, benchmarks and the `wayfinder` tool run on it: hand it to the app's
/// `DeepLinkCenter` in place of the UIKit or SwiftUI navigator. What the person does on screen
/// — a tab tapped, a sheet pulled down, a swipe back — is ``personSelects(tab:in:)-(String,_)``,
/// ``personDismisses(_:)-(String)`` and ``personGoesBack(in:)-(String)``: the center hears it as it hears a
/// person's on a device.
///
/// Give it a clock and a step duration to make each step take time, so tests can interleave
/// links with running transitions:
///
/// ```swift
/// let clock = ManualClock()
/// let navigator = HeadlessNavigator(state: start, clock: clock, stepDuration: .milliseconds(300))
/// let center = DeepLinkCenter(routes: routes, graph: graph, navigator: navigator, clock: clock,
///                             destination: { .screen($0.screen) })
/// center.becomeReady()
/// let link = center.send("bank://cards/7")
/// await center.idle()                          // its first step is under way
/// await clock.advance(by: .milliseconds(300))  // the first step completes
/// ```
///
/// Like UIKit, it changes its state when a step begins and reports completion when the step's
/// time has passed; a second step that arrives before then is refused with
/// `busy`.
@MainActor
public final class HeadlessNavigator: ReportsOutsideChanges, ReadsDismissalVetoes {
  /// One performed step and the state it left.
  public struct Entry: Sendable, Hashable, CustomStringConvertible {
    /// The step.
    @_spi(Internals) public let step: Step
    /// The state after the step, when the navigator records states.
    public let state: NavigationState?

    /// The step as the tools print it: `push card(7) onto dashboard, animated`.
    public var description: String { step.description }
  }

  /// What the navigator keeps of each step.
  public enum Recording: Sendable, Hashable {
    /// Nothing.
    case nothing
    /// The steps.
    case steps
    /// The steps and the state after each one. Each state shares storage with the next, but
    /// the next step then copies the stack it changes.
    case stepsAndStates
  }

  /// What is on screen.
  public private(set) var state: NavigationState
  /// The steps performed so far, in order, with the states they left when recorded: what a
  /// test compares with the plan it expects (`navigator.transcript.map(\.description)`).
  public private(set) var transcript: [Entry] = []
  /// Whether a step has begun and not yet completed.
  public private(set) var isPerforming = false
  /// The modals the app keeps from the person's dismissal, by their first screen: what a live
  /// navigator reads from `isModalInPresentation` or `interactiveDismissDisabled`, set by a
  /// test.
  package var dismissalVetoes: Set<Screen.ID> = []

  /// Called when the person changed what is on screen; set by the deep-link center that drives
  /// the navigator.
  package var onOutsideChange: (@MainActor (OutsideChange) -> Void)?

  private let clock: any Clock<Duration>
  private let stepDuration: Duration
  private let recording: Recording

  /// Creates a navigator showing `state`.
  ///
  /// - Parameters:
  ///   - state: What is on screen at first.
  ///   - clock: The clock that times steps; a `ManualClock` in tests.
  ///   - stepDuration: How long each step takes; zero completes each at once.
  ///   - recording: What to keep in the ``transcript``.
  public init(
    state: NavigationState,
    clock: any Clock<Duration> = ContinuousClock(),
    stepDuration: Duration = .zero,
    recording: Recording = .stepsAndStates
  ) {
    self.state = state
    self.clock = clock
    self.stepDuration = stepDuration
    self.recording = recording
  }

  /// Applies `step` to the state and returns when its duration has passed.
  ///
  /// A step in progress is not undone by cancelling the task that awaits it, as a UIKit
  /// animation is not: the state changes at once, and cancellation only ends the wait early.
  ///
  /// - Throws: `NavigationError` when the step is refused; the state is then unchanged.
  @_spi(Internals) public func perform(_ step: Step) async throws(NavigationError) {
    try begin(step)
    guard stepDuration > .zero else { return }
    isPerforming = true
    defer { isPerforming = false }
    try? await clock.sleep(for: stepDuration, tolerance: nil)
  }

  /// What is on screen: the navigator's state, which only its steps and the person's change.
  @_spi(Internals) public func snapshot() async -> NavigationState { state }

  /// Performs `plan`, each step once the one before has completed, asking `stop` before each.
  @_spi(Internals) public func perform(
    _ plan: [Step], stoppingWhen stop: @MainActor () -> Bool
  ) async -> PlanReport {
    await run(plan, stoppingWhen: stop) { step throws(NavigationError) in try await perform(step) }
  }

  /// Applies `step` and records it: the part of a step that happens when it begins.
  private func begin(_ step: Step) throws(NavigationError) {
    guard !isPerforming else {
      throw NavigationError.busy(step)
    }
    try state.apply(step)
    switch recording {
    case .nothing: break
    case .steps: transcript.append(Entry(step: step, state: nil))
    case .stepsAndStates: transcript.append(Entry(step: step, state: state))
    }
  }

  /// Applies `steps` as the person (or the app, behind the center's back) makes them: a swipe
  /// back, a sheet pulled down, a tap on a tab. They are not the navigator's steps, so they
  /// go in no transcript; the deep-link center that drives the navigator hears the change, as
  /// it hears a person's on a device.
  ///
  /// - Throws: `NavigationError` when a step is refused; the steps before it stay applied
  ///   and are reported.
  @_spi(Internals) public func personPerforms(_ steps: [Step]) throws(NavigationError) {
    let before = state
    defer { if state != before { onOutsideChange?(OutsideChange(before: before, after: state)) } }
    for step in steps { try state.apply(step) }
  }

  /// The person taps the tab named `tab` of the tab bar named `tabBar`.
  ///
  /// - Throws: `NavigationError` when there is no such tab; nothing changes then.
  public func personSelects(tab: String, in tabBar: String) throws(NavigationError) {
    try personPerforms([.selectTab(tab, in: tabBar, animated: true)])
  }

  /// The person hides the tab named `tab` of the tab bar named `tabBar` (iOS 18's sidebar,
  /// a tab that allows hiding), or shows it again (`hidden: false`). A link into a hidden tab
  /// then fails with `LinkFailure.Code.tabHidden`.
  ///
  /// - Throws: `NavigationError` when there is no such tab; nothing changes then.
  public func personHides(tab: String, in tabBar: String, hidden: Bool = true) throws(NavigationError) {
    let before = state
    defer { if state != before { onOutsideChange?(OutsideChange(before: before, after: state)) } }
    try state.setTab(tab, in: tabBar, hidden: hidden)
  }

  /// The person closes the top-most modal, named `modal`: pulls a sheet down, taps Cancel.
  ///
  /// - Throws: `NavigationError` when `modal` is not the top-most modal; nothing changes then.
  public func personDismisses(_ modal: String) throws(NavigationError) {
    try personPerforms([.dismiss(modal, animated: true)])
  }

  /// The person goes back one screen in the stack named `stack`: a swipe from the edge, the
  /// back button.
  ///
  /// - Throws: `NavigationError` when there is no such stack, or nothing to go back to.
  public func personGoesBack(in stack: String) throws(NavigationError) {
    let screens = state.container(named: stack)?.visibleStack.screens ?? []
    let index = max(screens.count - 2, 0)
    let screen = screens.indices.contains(index) ? screens[index] : Screen(stack)
    try personPerforms([.pop(to: screen, at: index, in: stack, animated: true)])
  }

  /// The person (or the app, behind the center's back) opens `screen` on top of the stack
  /// named `stack`: a row tapped.
  ///
  /// - Throws: `NavigationError` when there is no such stack, or it is under a modal.
  public func personPushes(_ screen: Screen, onto stack: String) throws(NavigationError) {
    try personPerforms([.push(screen, onto: stack, animated: true)])
  }

  /// The steps performed so far, without the states.
  @_spi(Internals) public var steps: [Step] { transcript.map(\.step) }

  /// Forgets the transcript, keeping the state.
  ///
  /// The transcript keeps its room, so a navigator that is cleared and used again (a test, a
  /// benchmark pass) does not grow it, copying every entry, all over again.
  public func clearTranscript() { transcript.removeAll(keepingCapacity: true) }
}
