@_spi(Internals) import WayfinderNavigation

/// A navigator that performs plans on a scene's view controllers, through their hosts,
/// reading what they really show once before a plan and once after it.
///
/// It decides nothing that `HeadlessNavigator` does not: a step is first
/// checked with `NavigationState.apply(_:)`, the rule book every navigator shares, against
/// what the views show now, and refused with the same `NavigationError` before any host is
/// touched. Then it checks what UIKit itself would refuse (presenting from a view controller
/// that is already presenting or not in a window, dismissing what is gone), calls the host,
/// and waits for its completion — never longer than ``stepTimeLimit``.
///
/// **The views are the truth.** The person and the app change them behind the navigator's
/// back: a swipe back, a tap on a tab, a sheet pulled down, the app's own pushes and alerts.
/// So ``state`` is read from the hierarchy ("the live hierarchy is the truth"): on
/// ``refresh()`` (which a `DeepLinkCenter` calls before every plan, after waiting for an
/// interactive swipe to end), once when a plan ends, and when one of the library's own
/// containers reports a change. A view controller the factory did not make is read as a foreign
/// screen (`Screen.foreign(_:)`), which a link pops or dismisses when it needs the place. No
/// delegate of the app's is taken: the app keeps its navigation, tab bar and presentation
/// delegates.
///
/// Make one per scene, from that scene's own view controllers:
///
/// ```swift
/// let navigator = UIKitNavigator(building: start.root, factory: ShopScreens())
/// window.rootViewController = navigator.rootViewController
/// try await navigator.perform(.push(Screen("product", parameters: ["id": "7"]), onto: "home"))
/// ```
///
/// One step runs at a time: a step that arrives while another is in flight is refused with
/// `NavigationError.Code.busy`, as the headless navigator refuses it.
@MainActor
public final class UIKitNavigator<PlatformViewController: AnyObject>: LiveNavigator, ReadsDismissalVetoes {
  /// What the views showed at the last reading: before and after every step, and at every
  /// ``refresh()``.
  public internal(set) var state: NavigationState
  /// The hosts of this navigator's scene, and the screens of the view controllers it made.
  package let directory: HostDirectory<PlatformViewController>
  /// What makes the view controllers and hosts that steps show.
  public let factory: any ScreenFactory<PlatformViewController>
  /// How long a step, or an interactive transition the navigator waits for, may take before
  /// it is given up on: the step then fails with `NavigationError.Code.timedOut` and the
  /// hierarchy is read again. Four seconds unless set.
  public var stepTimeLimit: Duration
  /// Whether a step has begun and its host has not yet said it has ended.
  public var isPerforming: Bool { driver.isPerforming }
  /// Runs each step: the busy check, the rule book, the host's call and its completion.
  package private(set) lazy var driver = StepDriver(port: self)
  /// The view controller of the root container, when the navigator built it: put it into the
  /// scene's window.
  public private(set) var rootViewController: PlatformViewController?
  /// Called each time a reading finds a change no step of this navigator made; a
  /// `DeepLinkCenter` sets it.
  package var onOutsideChange: (@MainActor (OutsideChange) -> Void)?
  /// The modals the app keeps from the person's dismissal (`isModalInPresentation`), by their
  /// first screen, as of the last reading: a link asks before it dismisses one.
  package internal(set) var dismissalVetoes: Set<Screen.ID> = []

  /// How many times the navigator has read the whole hierarchy: a test seam that pins the
  /// readings a link costs.
  package internal(set) var readings = 0

  package let clock: any Clock<Duration>
  /// The name of the root container, whose host the hierarchy is read from.
  let rootName: String
  /// The style the graph declared for each modal the navigator presented, by name: a factory
  /// may give a modal another presentation style, which is not a change of the state.
  var declaredStyles: [String: Modal.Style]

  /// Creates a navigator for view controllers that already show `state`, whose hosts
  /// `directory` holds.
  ///
  /// - Parameters:
  ///   - state: What the view controllers show.
  ///   - directory: The hosts of the containers of `state`, by name.
  ///   - factory: What makes the view controllers and hosts that steps show.
  ///   - clock: The clock of the time limit; a manual clock in tests.
  ///   - stepTimeLimit: How long a step may take before it fails.
  package init(
    state: NavigationState, directory: HostDirectory<PlatformViewController>,
    factory: any ScreenFactory<PlatformViewController>,
    clock: any Clock<Duration> = ContinuousClock(), stepTimeLimit: Duration = .seconds(4)
  ) {
    self.state = state
    self.directory = directory
    self.factory = factory
    self.clock = clock
    self.stepTimeLimit = stepTimeLimit
    self.rootName = state.root.name
    self.declaredStyles = Dictionary(state.modals.map { ($0.name, $0.style) }, uniquingKeysWith: { $1 })
    for name in directory.containerNames { if let host = directory.host(for: name) { listen(to: host) } }
  }

  /// Creates a navigator that builds `root` with `factory`: a host for each container, a view
  /// controller for each screen. Put ``rootViewController`` into the window; present modals
  /// with steps once it is there.
  ///
  /// - Parameters:
  ///   - root: The root container to build.
  ///   - factory: What makes the view controllers and hosts.
  ///   - clock: The clock of the time limit; a manual clock in tests.
  ///   - stepTimeLimit: How long a step may take before it fails.
  /// - Throws: `NavigationError` with code `wrongKind` when the factory's own view controller for
  ///   a container cannot show it (a plain view controller for a stack, say).
  public convenience init(
    building root: Container, factory: any ScreenFactory<PlatformViewController>,
    clock: any Clock<Duration> = ContinuousClock(), stepTimeLimit: Duration = .seconds(4)
  ) throws(NavigationError) {
    self.init(
      state: NavigationState(root: root), directory: HostDirectory(), factory: factory, clock: clock,
      stepTimeLimit: stepTimeLimit)
    var built: [(String, HostDirectory<PlatformViewController>.Host)] = []
    do {
      rootViewController = try build(root, into: &built).hostViewController
    } catch {
      throw .hosts(.wrongKind, error.reason, container: error.name)
    }
    register(built)
  }

  /// Creates a navigator for a scene whose view controllers, from `root`, already show
  /// `state`, finding the host of each of its containers among them.
  ///
  /// - Parameters:
  ///   - state: What the view controllers show.
  ///   - root: The scene's root view controller.
  ///   - factory: What makes the view controllers and hosts that steps show.
  ///   - clock: The clock of the time limit; a manual clock in tests.
  ///   - stepTimeLimit: How long a step may take before it fails.
  /// - Throws: `NavigationError` when the view controllers do not show `state`.
  public convenience init(
    state: NavigationState, discoveringFrom root: PlatformViewController?,
    factory: any ScreenFactory<PlatformViewController>,
    clock: any Clock<Duration> = ContinuousClock(), stepTimeLimit: Duration = .seconds(4)
  ) throws(NavigationError) {
    let directory = HostDirectory<PlatformViewController>()
    try directory.discover(state, from: root)
    self.init(
      state: state, directory: directory, factory: factory, clock: clock, stepTimeLimit: stepTimeLimit)
  }

  /// What the views show now: waits for what the person is dragging to end, then reads the
  /// hierarchy once (``refresh()``).
  @_spi(Internals) public func snapshot() async -> NavigationState {
    await refresh()
    return state
  }

  /// Performs `plan` on the hosts from the last reading, each step once its host has called
  /// the completion of the one before (or ``stepTimeLimit`` has passed without it), then reads
  /// the hierarchy once and checks that the views show what the plan was to leave.
  ///
  /// Each step is checked once, before any host is touched: the rule book
  /// (`NavigationState.apply(_:)`) against what the step before left, a host for it, and what
  /// UIKit would refuse. The hierarchy is read again before a step only when its host had a
  /// transition of its own still running (a step before that timed out, the person's): the
  /// step is checked against what that left instead. A transition in flight is not undone by
  /// cancelling the task that awaits it, as a UIKit animation is not.
  ///
  /// A step is refused — by the rule book, because another step is in flight, because its
  /// container has no host, because UIKit would refuse it, or with
  /// `NavigationError.Code.timedOut` when its completion did not come in time — with nothing
  /// of it changed; the plan then ends, and the hierarchy is read. The plan is refused at its first step the views do
  /// not show once it ended (`NavigationError.Code.notPerformed`): UIKit called a completion of
  /// a step it did not perform, or the person took the step's container away meanwhile.
  @_spi(Internals) public func perform(
    _ plan: [Step], stoppingWhen stop: @MainActor () -> Bool
  ) async -> PlanReport {
    if let first = plan.first, isPerforming {
      return PlanReport(performed: 0, ending: .refused(.busy(first)))
    }
    var expected = state
    let report = await run(plan, stoppingWhen: stop) { step throws(NavigationError) in
      expected = try await perform(oneStepOf: step)
    }
    // The plan ends with one reading of what its steps left, whatever ended it.
    if report.ending == .done { return confirm(plan, left: expected) }
    takeReading()
    return report
  }

  /// Performs one step of a plan from ``state`` through the step driver; returns the state it
  /// was to leave, which is ``state`` now (the hierarchy is read when the plan ends).
  private func perform(oneStepOf step: Step) async throws(NavigationError) -> NavigationState {
    let (after, operation) = try await driver.perform(step)
    for container in Self.containersGone(by: operation) { directory.forget(containersIn: container) }
    state = after
    return after
  }

  /// Reads the hierarchy once a plan's steps have completed, and checks that the views show
  /// what the plan was to leave, `after`: each step's container, for the last step that
  /// changes it.
  private func confirm(_ plan: [Step], left after: NavigationState) -> PlanReport {
    takeReading()
    for (index, step) in plan.enumerated()
    where !plan[(index + 1)...].contains(where: { $0.containerName == step.containerName }) {
      do throws(NavigationError) {
        try confirm(step, left: after)
      } catch {
        return PlanReport(performed: index, ending: .refused(error))
      }
    }
    return PlanReport(performed: plan.count, ending: .done)
  }

  /// Throws when what the views show says `step` was not performed, although its completion
  /// came: its container does not show what `after` says it should.
  func confirm(_ step: Step, left after: NavigationState) throws(NavigationError) {
    let name = step.containerName
    let performed = state.reflects(step, as: after)
    guard !performed else { return }
    let shown = state.container(named: name).map {
      "\"\(name)\" shows \($0.visibleStack.screens.map(\.description).joined(separator: ", "))"
    }
    throw NavigationError.platformRefusal(
      .notPerformed, step, "UIKit did not perform \(step): " + (shown ?? "\"\(name)\" is not on screen"))
  }

  func register(_ built: [(String, HostDirectory<PlatformViewController>.Host)]) {
    for (name, host) in built {
      directory.register(host, for: name)
      listen(to: host)
    }
  }

  /// Makes a host that reports its own changes report them to this navigator.
  func listen(to host: HostDirectory<PlatformViewController>.Host) {
    guard let reporting = host.presentationHost as? any ChangeReportingHost else { return }
    reporting.reportChange = { [weak self] in self?.hierarchyDidChange() }
  }
}
