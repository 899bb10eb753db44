import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting
@_spi(Testing) import WayfinderUIKit

/// One model-based run: the model's app on the model's UIKit, driven by the events of one
/// seed, with the checks after every event.
///
/// A run settles after every event (``settle()``): it waits until the navigator's watchdogs
/// have reached the clock and until the main actor has run everything the event made ready,
/// then checks (``checkAfterEvent()``, and ``checkGuard()`` at every change of the hierarchy).
/// So the same seed always gives the same run. At the end (``finish()``) the person lets go,
/// sign-in is resolved, time passes until every link has ended, and the outcomes are checked.
@MainActor
final class ModelRun: ModelHarness<ModelEvent, ModelRunConfiguration>, ModelRunning {
  typealias App = ModelApp
  typealias Result = ModelRunResult<ModelEvent, ModelRunConfiguration>

  /// The app's scenes: one, or two at once (``ModelRunConfiguration/twoScenes``).
  let scenes: [ModelScene]
  let coordinators: ModelCoordinator?
  let madeCoordinators: ModelCoordinatorRegistry
  /// The swipe or pull the person holds, and how it will end.
  var gesture: (transition: ModelTransition, finishing: Bool, startedAt: Duration)?
  /// The model's activity just after it called the navigator back during a step, until the
  /// navigator has gone on.
  private var calledBackAt: Int?
  /// How many turns of the main actor in a row must see nothing move.
  static let quietTurns = 4

  init(
    seed: UInt64, events: [ModelEvent]? = nil, configuration: ModelRunConfiguration? = nil,
    graph: NavigationGraph, routes: RouteTable<Screen>, tracing: Bool = false
  ) {
    let configuration = configuration ?? .forSeed(seed)
    let events =
      events
      ?? ModelEvent.events(
        seed: seed, splitView: configuration.splitView, refusingScreens: configuration.refusingScreens,
        popovers: configuration.popovers, tabs18: configuration.tabs18, twoScenes: configuration.twoScenes)
    let (clock, session, made) = (ModelClock(), ModelSession(), ModelCoordinatorRegistry())
    var tree: ModelCoordinator?
    var scenes: [ModelScene] = []
    for index in 0..<(configuration.twoScenes ? 2 : 1) {
      scenes.append(
        ModelScene(
          id: "scene-\(index + 1)", index: index, seed: seed, clock: clock, configuration: configuration,
          session: session,
          coordinators: { uikit in
            // The first scene walks the coordinator tree; the second has none.
            guard index == 0, configuration.usesCoordinators else { return nil }
            tree = ModelCoordinator.tree(uikit: uikit, made: made)
            return tree
          }, graph: graph, routes: routes, tracing: tracing))
    }
    for scene in scenes.dropFirst() { scene.uikit.logSink = scenes[0].uikit }
    self.scenes = scenes
    coordinators = tree
    madeCoordinators = made
    super.init(seed: seed, events: events, configuration: configuration, clock: clock, session: session)
  }

  override func record(_ line: () -> String) {
    firstUIKit.record(line())
  }

  override func screen(linkedBy url: String) -> Screen? {
    ModelApp.screen(of: url)
  }

  /// The active scene's UIKit: the person's and the app's events act on it.
  var uikit: ModelUIKit { scenes[activeScene].uikit }
  /// The active scene's navigator.
  var navigator: UIKitNavigator<ModelViewController> { scenes[activeScene].navigator }
  /// The active scene's center.
  var center: DeepLinkCenter<Screen> { scenes[activeScene].center }
  var centers: [DeepLinkCenter<Screen>] { scenes.map(\.center) }
  /// The first scene's UIKit, whose log is the run's transcript.
  var firstUIKit: ModelUIKit { scenes[0].uikit }
  /// What the active scene shows now.
  var truth: NavigationState? { uikit.truth(rootName: "app") }
  /// The transcript so far, for a failing test's message.
  var transcriptText: String { uikit.log.joined(separator: "\n") }

  /// Listens to the center's outcomes and to the model, and makes the app ready for links.
  func start() {
    for scene in scenes { start(scene) }
    router.sceneDidBecomeActive(scenes[activeScene].id)
    trace("start: \(configuration)")
  }

  private func start(_ scene: ModelScene) {
    listen(to: scene.center, priority: .medium)
    let uikit = scene.uikit
    uikit.didChange = { [weak self] in self?.checkGuard() }
    uikit.didCallNavigatorBack = { [weak self, weak scene] in
      if let scene { self?.navigatorWasCalledBack(scene) }
    }
    uikit.navigatorClosedRefusing = { [weak self] in self?.fail($0) }
    uikit.raisedException = { [weak self] in self?.fail("UIKit raised, and the app terminates: \($0)") }
    uikit.navigatorPresentedEarly = { [weak self] name in
      self?.fail(
        "the navigator presented \(name) before the window's root appeared; UIKit drops it "
          + "(\"whose view is not in the window hierarchy\") and never calls its completion")
    }
    if let delay = configuration.rootAppearsAfter { uikit.rootAppears(after: delay) }
    uikit.navigatorDismissedPresenter = { [weak self] name in
      self?.fail(
        "the navigator asked a view controller that presents nothing to dismiss what it presented; "
          + "UIKit dismissed that view controller itself (\(name))")
    }
    router.connect(scene.id, center: scene.center)
    if configuration.startsReady { scene.center.becomeReady() }
    systemBringsScenesForward()
  }

  // MARK: - Links

  /// A link arrives: UIKit hands it to one scene (with two, either), and the router sends it
  /// to the active one.
  func open(_ url: String) {
    linkOpened(url)
    let router = router
    let receivedBy = scenes.count > 1 ? scenes[random.next(scenes.count)].id : scenes[0].id
    let expected = router.scene(for: url, receivedBy: receivedBy)
    if scenes.count > 1 { trace("  UIKit hands it to \(receivedBy); it goes to \(expected ?? "no scene")") }
    Task(priority: .medium) { @MainActor [weak self] in
      // Every link has an outcome: a scene's, or no-window when none connected in time.
      let outcome = await router.deliver(url, receivedBy: receivedBy).outcome
      self?.linkEnded(url, outcome)
    }
  }

  // MARK: - Settling

  /// Waits until the navigator's watchdogs have all reached the clock, every sleeper the clock
  /// woke has returned, and the main actor has run everything that was ready (nothing the run
  /// can see moved for a few turns of the main actor).
  func settle(afterWaking wokeSleeper: Bool = false) async {
    var turns = 0
    if wokeSleeper {
      // A woken watchdog comes back to the main actor through the global executor, and then
      // ends its step (the navigator reads the hierarchy): wait for that, a bounded while (it
      // does nothing when the step's completion came at the same moment).
      let before = uikitActivity
      while uikitActivity == before, turns < 200 {
        turns += 1
        await Task.detached(priority: .background) {}.value
      }
    }
    while true {
      // The same for a navigator called back while it performed a step, or a link that has not
      // ended and waits for nothing the run can see: each goes on in a job that may come late.
      while calledBackAt == uikitActivity || hasLinkInFlight, turns < 400 {
        turns += 1
        await Task.detached(priority: .background) {}.value
      }
      calledBackAt = nil
      // The clock says when the watchdogs have begun to sleep on it (an event, bounded).
      guard await clock.sleepsReached(watchdogsStarted) else {
        return fail("settling never ended: \(watchdogsStarted) watchdogs, \(clock.sleepsBegun) sleeps")
      }
      var quiet = 0
      var seen = activity
      while quiet < Self.quietTurns {
        // NB: a task resumed from the main actor sometimes comes back to it only after a turn
        // of the global executor: every other turn waits for one.
        if quiet == 2 { await Task.detached(priority: .background) {}.value } else { await mainActorTurn() }
        let now = activity
        if now == seen { quiet += 1 } else { (seen, quiet) = (now, 0) }
      }
      if clock.sleepsBegun >= watchdogsStarted, !clock.hasWakingSleepers { break }
    }
  }

  private var activity: Int { uikitActivity &+ clock.sleepsBegun &+ linkActivity }
  /// Every scene's UIKit activity.
  var uikitActivity: Int { scenes.reduce(0) { $0 &+ $1.uikit.activity } }
  /// The watchdogs every scene's navigator started.
  private var watchdogsStarted: Int {
    scenes.reduce(0) { $0 + $1.uikit.watchdogsStarted } + router.holdTimersStarted
  }
  /// Whether a navigator of any scene performs a step.
  var anyNavigatorPerforming: Bool { scenes.contains { $0.navigator.isPerforming } }
  /// Whether a center of any scene waits for a guard.
  var anyGuardPending: Bool { scenes.contains { !$0.center.pendingGuards.isEmpty } }
  /// Whether a center of any scene waits for the person's answer about closing a screen.
  var anyCloseQuestion: Bool { scenes.contains { $0.center.pendingCloseQuestion != nil } }
  /// Whether a transition is in flight in any scene.
  var anyTransitionInFlight: Bool { scenes.contains { $0.uikit.hasTransitionInFlight } }

  private func navigatorWasCalledBack(_ scene: ModelScene) {
    if scene.navigator.isPerforming { calledBackAt = uikitActivity }
  }

  /// Whether a link has not ended though nothing holds it: no step in flight, no guard or
  /// dragged transition to wait for; or an outcome was returned and not yet reported.
  private var hasLinkInFlight: Bool {
    if reports.count < returned.count { return true }
    if allLinksEnded || anyNavigatorPerforming || anyGuardPending || anyCloseQuestion { return false }
    return !scenes.contains { $0.uikit.interactiveTransition != nil }
  }

  // MARK: - The end

  /// Ends what the person holds, resolves the guard, and lets time pass until every link has
  /// ended; then checks the last state, the outcomes and the coordinators, and frees the run.
  func finish() async {
    reopenClosedWindows()
    liftGesture()
    await settle()
    await waitForEveryLink()
    await checkAfterEvent()
    checkOutcomes()
    stopListening()
    await settle()
    finalStates = scenes.map(\.truth)
    for scene in scenes.reversed() { scene.uikit.tearDown() }
  }

  func allowClose(_ screen: Screen, inScene index: Int) {
    scenes[index].uikit.allowedToClose.insert(screen.id)
  }

  func result() -> Result {
    result(
      title: "UIKit model", replaySuite: "UIKitModelTests",
      transcript: firstUIKit.log)
  }
}
