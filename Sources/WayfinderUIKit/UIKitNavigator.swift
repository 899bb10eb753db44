@_spi(Internals) @_spi(Testing) import WayfinderNavigation

/// A navigator that performs each step on a scene's view controllers, through their hosts,
/// reading what they really show before it plans and after each step.
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
/// So ``state`` is read from the hierarchy ("the live hierarchy is the truth"): before every
/// step, on ``refresh()`` (which a `DeepLinkCenter` calls before every plan, after waiting for
/// an interactive swipe to end), and when one of the library's own containers reports a change
/// (the library's containers report them). A view controller the factory did not make is read as a foreign
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
public final class UIKitNavigator<PlatformViewController: AnyObject>: LiveNavigator {
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
  public internal(set) var isPerforming = false
  /// The view controller of the root container, when the navigator built it: put it into the
  /// scene's window.
  public private(set) var rootViewController: PlatformViewController?
  /// Called each time a reading finds a change no step of this navigator made; a
  /// `DeepLinkCenter` sets it.
  package var onOutsideChange: (@MainActor (OutsideChange) -> Void)?

  let clock: any Clock<Duration>
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

  /// Performs `step` on the hosts and returns when the host has called its completion, or
  /// when ``stepTimeLimit`` has passed without it.
  ///
  /// The hierarchy is read first, so the step is checked against what is on screen now. A
  /// transition in flight is not undone by cancelling the task that awaits it, as a UIKit
  /// animation is not.
  ///
  /// - Throws: `NavigationError` when the step is refused — by the rule book, because another
  ///   step is in flight, because its container has no host, or because UIKit would refuse it
  ///   — and nothing has changed; or with `NavigationError.Code.timedOut` when its completion
  ///   did not come in time, after which ``state`` is what the views show.
  @_spi(Internals) public func perform(_ step: Step) async throws(NavigationError) {
    guard !isPerforming else { throw NavigationError.busy(step) }
    var (after, operation) = try prepare(step)
    // At cold launch, a presentation waits for the root to appear: UIKit would drop it.
    try await waitForRootToAppear(before: operation, of: step)
    // A transition still running on the host (a step before that timed out, the person's
    // own) ends first; what it left is read again, and the step checked again against it.
    isPerforming = true
    let settled = await completion { host(of: operation).whenTransitionEnds($0) }
    isPerforming = false
    guard settled else {
      takeReading()
      throw NavigationError.timedOut(step, after: stepTimeLimit)
    }
    (after, operation) = try prepare(step)
    if case .present(let modal, _) = step.action { declaredStyles[modal.name] = modal.style }
    isPerforming = true
    let outcome = await run(operation, step: step)
    isPerforming = false
    guard case .success(let (_, gone)) = outcome else {
      takeReading()
      if case .failure(let error) = outcome { throw error }
      return
    }
    for container in gone { directory.forget(containersIn: container) }
    // What the step was to leave, then what the views show: any difference is a change the
    // step did not make, such as an alert the app presented meanwhile.
    state = after
    takeReading()
    try confirm(step, left: after)
  }

  /// Reads the views, then checks `step` against them: the rule book, a host for it, and what
  /// UIKit would refuse. Returns the state the step is to leave and what it asks of the hosts.
  func prepare(_ step: Step) throws(NavigationError) -> (NavigationState, Operation) {
    takeReading()
    let after = try state.applying(step)
    let operation = try operation(for: step)
    try check(operation, for: step)
    return (after, operation)
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
