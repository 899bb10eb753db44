import Foundation
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting
@_spi(ViewLayer) import WayfinderSwiftUI

/// One model-based run: the model's app on a `NavigationModel` shown by the simulated SwiftUI,
/// through a `DeepLinkCenter`, driven by the events of one seed, with the checks after every
/// event. A run may show two scenes at once (two windows, each with its own model, views and
/// center): links go through a `SceneRouter` to the active one, and the person acts on it.
///
/// A run settles after every event (``settle(afterWaking:)``): it waits until the model's
/// watchdogs have reached the clock and the main actor has run everything the event made
/// ready, then checks (``checkAfterEvent()``). So the same seed always gives the same run. At
/// the end (``finish()``) the app is ready, sign-in is resolved, time passes well past the
/// time limit until every link has ended, and the outcomes are checked.
@MainActor
final class SwiftUIModelRun: ModelHarness<SwiftUIModelEvent, SwiftUIModelConfiguration>, ModelRunning {
  typealias App = SwiftUIModelApp
  typealias Result = ModelRunResult<SwiftUIModelEvent, SwiftUIModelConfiguration>

  /// The scenes the run shows, one or two; the first is the one a single-scene test drives.
  let scenes: [SwiftUIModelScene]
  /// The scene the person is in: the active window.
  private(set) var active = 0
  /// Routes each link to the scene it goes to; holds it while no scene is connected.
  let router: SceneRouter<Screen>
  /// What each window's `wayfinderScene` does with its links (the adapter's decisions).
  var windowLinks: [SceneLinks<Screen>] = []
  /// Whether each window's root views are in the window (not under a full-screen cover).
  var rootsShown: [Bool] = []
  /// The windows the person closed.
  var closedWindows: Set<Int> = []

  /// What each scene's views showed at the end, before the run freed them.
  private(set) var finalStates: [NavigationState?] = []
  /// How many links each scene was given, and how many of them have ended.
  private(set) var linksGiven: [Int]
  private(set) var linksEnded: [Int]
  /// How many links of each scene timed out.
  private var timeouts: [Int]
  private var collectors: [Task<Void, Never>] = []
  /// How many turns of the main actor in a row must see nothing move.
  static let quietTurns = 3
  /// The views' activity when the model was last compared with them.
  var checkedActivity = -1

  init(
    seed: UInt64, events: [SwiftUIModelEvent]? = nil, configuration: SwiftUIModelConfiguration? = nil,
    graph: NavigationGraph, routes: RouteTable<Screen>, tracing: Bool = false
  ) {
    let configuration = configuration ?? .forSeed(seed)
    let events =
      events
      ?? SwiftUIModelEvent.events(
        seed: seed, refusingScreens: configuration.refusingScreens, tabs18: configuration.tabs18,
        scenes: configuration.scenes, stackSplit: configuration.stackSplit)
    let (clock, session) = (ModelClock(), ModelSession())
    scenes = (0..<configuration.scenes).map { index in
      SwiftUIModelScene(
        index: index, clock: clock, configuration: configuration, seed: seed &+ UInt64(index),
        session: session, graph: graph, routes: routes, tracing: tracing)
    }
    linksGiven = Array(repeating: 0, count: configuration.scenes)
    linksEnded = Array(repeating: 0, count: configuration.scenes)
    timeouts = Array(repeating: 0, count: configuration.scenes)
    router = SceneRouter(clock: clock)
    super.init(seed: seed, events: events, configuration: configuration, clock: clock, session: session)
    connectWindows()
    if configuration.threadsGoToTheSecondScene, scenes.count > 1 {
      router.policy = { $0.url?.host == "threads" ? "scene-1" : nil }
    }
  }

  override func record(_ line: () -> String) {
    scenes[0].views.record(line())
  }

  override func screen(linkedBy url: String) -> Screen? {
    SwiftUIModelApp.screen(of: url)
  }

  /// The active scene's model, views and center: what the person acts on.
  var model: NavigationModel { scenes[active].model }
  var views: SimulatedSwiftUI { scenes[active].views }
  var center: DeepLinkCenter<Screen> { scenes[active].center }
  var centers: [DeepLinkCenter<Screen>] { scenes.map(\.center) }

  /// The person brings the window of scene `index` to the front: it becomes active.
  func activate(_ index: Int) -> Bool {
    guard scenes.indices.contains(index), index != active else { return false }
    router.sceneWillResignActive(scenes[active].name)
    active = index
    router.sceneDidBecomeActive(scenes[index].name)
    return true
  }

  /// Listens to the center's outcomes and to the views, and makes the app ready for links
  /// when the run says so.
  func start() {
    for scene in scenes {
      let stream = scene.center.outcomes
      collectors.append(
        Task { @MainActor [weak self] in
          for await report in stream { self?.reportArrived(report) }
        })
      scene.views.onFailure = { [weak self] message in
        self?.fail(self?.scenes.count == 1 ? message : "\(scene.name): \(message)")
      }
      if configuration.startsReady { scene.center.becomeReady() }
    }
    trace("start: \(configuration)")
  }

  // MARK: - Links

  func open(_ url: String) {
    linkOpened(url)
    let name = router.scene(for: url, from: .url, receivedBy: scenes[active].name)
    // A link held for want of a window counts as given to its scene once the router hands it
    // over (`linkGiven(to:)`).
    if let index = scenes.firstIndex(where: { $0.name == name }) { linksGiven[index] += 1 }
    if scenes.count > 1 { trace("  → \(name ?? "no window: held")") }
    // SwiftUI hands the link to the active window's `onOpenURL`; its `wayfinderScene` hands it
    // to the router.
    let links = windowLinks[active]
    Task { @MainActor [weak self] in
      let (scene, outcome) = await links.open(url, from: .url)
      guard let self else { return }
      guard let index = scenes.firstIndex(where: { $0.name == scene }) else {
        return linkEnded(url, outcome)
      }
      linkEnded(url, outcome, in: index)
    }
  }

  /// The router handed a link held for want of a window to scene `name`.
  func linkGiven(to name: String) {
    guard let index = scenes.firstIndex(where: { $0.name == name }) else { return }
    linksGiven[index] += 1
    trace("  a held link → \(name)")
  }

  private func linkEnded(_ url: String, _ outcome: LinkOutcome, in scene: Int) {
    linksEnded[scene] += 1
    linkEnded(url, outcome)
    let views = scenes[scene].views
    if case .handled = outcome { views.checkEarlierStepsDone(before: nil) }
    // A step times out only when SwiftUI failed its word (it lost or slowed a completion), or
    // UIKit refused a presentation change under the person's gesture, which the model cannot see.
    guard case .failed(let reason) = outcome, Self.kind(of: reason.description) == "timed-out" else { return }
    timeouts[scene] += 1
    let excused =
      views.counts["lost completions", default: 0] + views.counts["slow completions", default: 0]
      + views.layer.refusedForThePerson
    if timeouts[scene] > excused {
      fail(
        "\(url) timed out (\(reason)), though SwiftUI lost or slowed no completion and no gesture was in the way"
      )
    }
  }

  // MARK: - Settling

  /// Waits until the model's watchdogs have all reached the clock, every sleeper the clock
  /// woke has returned, the main actor has run everything that was ready (nothing the run can
  /// see moved for a few turns of the main actor) and no link is on its way back to it; then
  /// runs what the views do at the end of the turn (a render, a write-back), one job at a time,
  /// settling again after each. So the order of what happens does not depend on when the
  /// global executor hands a continuation back, and a seed always gives the same run.
  func settle(afterWaking wokeSleeper: Bool = false) async {
    var turns = 0
    if wokeSleeper {
      // A woken watchdog comes back to the main actor through the global executor and ends the
      // step it watched: wait until that step has stopped settling (or a next one has begun).
      // NB: with two scenes, the other scene's step may go on settling: wait until one fewer
      // settles.
      // NB: the sleeper woken may be no watchdog: a link held for a screen (`hold`) ends at its
      // limit, the steps settling go on.
      let (applied, settling, links) = (appliedUpdates, settlingScenes, linkActivity)
      while settling > 0, settlingScenes >= settling, appliedUpdates == applied, linkActivity == links {
        turns += 1
        if turns > 100_000 { return fail("a woken watchdog never ended its step") }
        await Task.detached(priority: .background) {}.value
      }
    }
    while true {
      // The clock says when the watchdogs have begun to sleep on it (an event, bounded).
      guard await clock.sleepsReached(appliedUpdates) else {
        return fail("settling never ended: \(appliedUpdates) watchdogs, \(clock.sleepsBegun) sleeps")
      }
      var quiet = 0
      var seen = activity
      while quiet < Self.quietTurns {
        await mainActorTurn()
        let now = activity
        if now == seen { quiet += 1 } else { (seen, quiet) = (now, 0) }
      }
      // NB: a continuation the center or the model resumes comes back to the main actor through
      // the global executor: a link that waits for no step, guard or turn is on its way back.
      var waited = 0
      while hasLinkInFlight, waited < 2_000 {
        waited += 1
        await Task.detached(priority: .background) {}.value
      }
      if waited > 0, waited < 2_000 { continue }
      guard clock.sleepsBegun >= appliedUpdates, !clock.hasWakingSleepers else { continue }
      // The end of the main actor's turn: SwiftUI's update, the views' write-backs.
      if scenes.contains(where: { $0.views.runNextTurn() }) { continue }
      break
    }
  }

  /// Whether a link is on its way between two of its steps, or to its end: not held until the
  /// app is ready, no step settling, no guard waited for; or an outcome returned and not yet
  /// reported.
  private var hasLinkInFlight: Bool {
    if reports.count < returned.count { return true }
    return scenes.indices.contains { index in
      let scene = scenes[index]
      // NB: a step waiting for UIKit before it begins waits on the clock, not on the main
      // actor, until UIKit's transitions end; then it is on its way back.
      let betweenSteps = !scene.model.driver.isPerforming || scene.model.isResumingPreparation
      return scene.center.isReady && linksEnded[index] < linksGiven[index] && betweenSteps
        && scene.center.pendingGuards.isEmpty && scene.center.pendingCloseQuestion == nil
    }
  }

  /// How many scenes have a step settling.
  private var settlingScenes: Int { scenes.count(where: \.model.isSettling) }

  /// How many updates the scenes' models have applied: one watchdog each.
  private var appliedUpdates: Int {
    scenes.reduce(0) { $0 + $1.views.appliedUpdates } + router.holdTimersStarted
  }

  /// Bumped by everything the views do, in every scene.
  var viewsActivity: Int { scenes.reduce(0) { $0 &+ $1.views.activity } }

  private var activity: Int { viewsActivity &+ clock.sleepsBegun &+ linkActivity }

  // MARK: - The end

  /// Makes the app ready, lets time pass well past the time limit, resolves the guard, and
  /// lets time pass until every link has ended; then checks the last state and the outcomes,
  /// and frees the run.
  func finish() async {
    reopenClosedWindows()
    await settle()
    for scene in scenes where !scene.center.isReady {
      scene.center.becomeReady()
      await settle()
    }
    // Well past the time limit, whatever is still on its way: nothing may hang.
    let waited = configuration.stepTimeLimit * 2 + .seconds(1)
    await advanceClock(by: waited)
    await settle()
    await waitForEveryLink(waited: waited)
    if !isQuiet {
      fail("the views never came to rest: \(scenes.flatMap(\.views.transitions).map(\.description))")
    }
    checkAfterEvent()
    checkOutcomes()
    for collector in collectors { collector.cancel() }
    collectors = []
    await settle()
    finalStates = scenes.map(\.views.truth)
    for scene in scenes {
      scene.views.tearDown()
      router.disconnect(scene.name)
    }
    clock.cancelAllTimers()
  }

  func allowClose(_ screen: Screen, inScene index: Int) {
    scenes[index].views.allowedToClose.insert(screen.id)
  }

  func result() -> Result {
    var viewCounts: [String: Int] = [:]
    for scene in scenes {
      viewCounts.merge(scene.views.counts, uniquingKeysWith: +)
      viewCounts["presentation changes refused under the person's gesture", default: 0] +=
        scene.views.layer.refusedForThePerson
    }
    if scenes.count > 1 { viewCounts["runs with two scenes"] = 1 }
    return result(
      title: "SwiftUI model", replaySuite: "SwiftUIModelTests", finalStates: finalStates,
      viewCounts: viewCounts,
      transcript: scenes.flatMap { ["— \($0.name)"] + $0.views.log })
  }
}
