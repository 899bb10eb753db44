import Foundation
import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// The UIKit column of the time-to-screen table of `docs/Speed.md` (and its outcome and
/// FlowStacks columns): each reference link run through the real `UIKitNavigator` on the UIKit
/// model, on the model's clock, its transitions as long as ``TransitionDurations`` says.
///
/// A link's time to screen is the model's clock from the link's arrival to its outcome (the
/// navigator reports it once the last transition has ended); for a link left waiting (an
/// interrupting flow, up until the person ends it), to the end of its last transition.
@Suite("Time to screen: the UIKit model")
@MainActor
struct UIKitTimeToScreenTests {
  @Test("each reference link's time to screen on the UIKit model is the table's")
  func theTableSaysWhatTheUIKitModelComputes() async throws {
    var times: [TimeToScreenTable.Cell] = []
    var outcomes: [TimeToScreenTable.Cell] = []
    var flowStacks: [TimeToScreenTable.Cell] = []
    for app in ReferenceLinkApp.all {
      let run = try UIKitLinkTimer(app)
      for link in app.links {
        let before = run.navigator.state
        let (outcome, time) = await run.open(link)
        let after = run.navigator.state
        times.append(
          .init(app: app.name, link: link, value: time.map(TimeToScreenTable.milliseconds) ?? "none"))
        outcomes.append(.init(app: app.name, link: link, value: outcome))
        flowStacks.append(
          .init(
            app: app.name, link: link,
            value: FlowStacksTiming.time(from: before, to: after).map(TimeToScreenTable.milliseconds) ?? "n/a"
          ))
      }
      run.tearDown()
    }
    for (column, cells) in [
      (TimeToScreenTable.Column.outcome, outcomes), (.uikit, times), (.flowStacks, flowStacks),
    ] {
      let differences = try TimeToScreenTable.reconcile(column, cells)
      #expect(differences.isEmpty, "\(column): \(differences.joined(separator: "\n"))")
    }
  }

  @Test("FlowStacks: small changes at once, pushes merged, 0.65 s between the remaining steps, no tabs")
  func flowStacksFollowsItsRules() {
    let home = Screen("home")
    let (a, b, c) = (Screen("a"), Screen("b"), Screen("c"))
    func state(_ screens: [Screen], modals: [Modal] = []) -> NavigationState {
      NavigationState(root: .stack("main", screens), modals: modals)
    }
    // Two pushes on NavigationStack: one update, the push's animation.
    #expect(FlowStacksTiming.time(from: state([home]), to: state([home, a, b])) == TransitionDurations.push)
    // A sheet, then a push in it: one update (the push merged into the presentation).
    let sheet = Modal(.sheet, .stack("sheet", [b, c]))
    #expect(
      FlowStacksTiming.time(from: state([home]), to: state([home], modals: [sheet]))
        == TransitionDurations.present)
    // Dismiss a sheet, pop, push, present: the pop and the push in one step; three steps after
    // the first: two waits, then the presentation.
    let other = Modal(.fullScreen, .stack("cover", [c]))
    #expect(
      FlowStacksTiming.time(from: state([home, a], modals: [sheet]), to: state([home, b], modals: [other]))
        == TransitionDurations.flowStacksStepDelay * 1 + TransitionDurations.present)
    // Another tab: no equivalent.
    let tabs = { (selected: String) in
      NavigationState(root: .tabs("bar", [.stack("one", [home]), .stack("two", [a])], selected: selected))
    }
    #expect(FlowStacksTiming.time(from: tabs("one"), to: tabs("two")) == nil)
    #expect(FlowStacksTiming.time(from: state([home]), to: state([home])) == .zero)
  }
}

/// One reference app on the UIKit model: its window, factory, navigator and center, on a clock
/// of its own; links opened one after the other, each from what the one before left.
@MainActor
final class UIKitLinkTimer {
  let clock = ModelClock()
  let uikit: ModelUIKit
  let factory: ModelFactory
  let navigator: UIKitNavigator<ModelViewController>
  let center: ReferenceLinkApp.Center
  /// How many links have ended: part of what settling watches.
  private var ended = 0

  init(_ app: ReferenceLinkApp, watching: Set<String> = [], ownIdentifiers: [String: String] = [:]) throws {
    uikit = ModelUIKit(
      clock: clock, records: ModelRecords(declaredStyles: app.declaredStyles, watching: watching),
      stepTimeLimit: .seconds(2), seed: 1)
    factory = ModelFactory(uikit)
    factory.ownIdentifiers = ownIdentifiers
    navigator = try UIKitNavigator(
      building: app.start.root, factory: factory, clock: clock, stepTimeLimit: .seconds(2))
    uikit.window.rootViewController = navigator.rootViewController
    center = try app.makeCenter(navigator, clock)
    center.becomeReady()
  }

  /// Opens `link`, lets the clock run until everything has ended, and returns the link's
  /// outcome (`pending` while it waits) and its time to screen.
  func open(_ link: String) async -> (outcome: String, time: Duration?) {
    let watch = LinkWatch(start: clock.elapsed)
    Task {
      let outcome = await center.open(link)
      watch.ended(outcome, at: clock.elapsed)
      ended += 1
    }
    let note = { [unowned self] in
      if center.isInterrupted(), !uikit.hasTransitionInFlight { watch.shown(at: clock.elapsed) }
    }
    await settle(waitingFor: { watch.outcome != nil })
    note()
    await clock.advance(by: .seconds(5)) { [unowned self] _ in
      await settle(waitingFor: { watch.outcome != nil })
      note()
    }
    return (watch.outcome?.name ?? "pending", watch.time)
  }

  /// Waits until the navigator's watchdogs sleep on the clock and nothing moves for a few turns
  /// of the main actor; a link on its way between two steps (nothing in flight, no step
  /// performed, not waiting for an interrupting flow) is waited for, a bounded while.
  private func settle(waitingFor ended: () -> Bool) async {
    var turns = 0
    while !ended(), !uikit.hasTransitionInFlight, !navigator.isPerforming, !center.isInterrupted(),
      turns < 400
    {
      turns += 1
      await Task.detached(priority: .background) {}.value
    }
    while true {
      _ = await clock.sleepsReached(uikit.watchdogsStarted)
      var quiet = 0
      var seen = activity
      while quiet < 4 {
        if quiet == 2 { await Task.detached(priority: .background) {}.value } else { await mainActorTurn() }
        if activity == seen { quiet += 1 } else { (seen, quiet) = (activity, 0) }
      }
      if clock.sleepsBegun >= uikit.watchdogsStarted, !clock.hasWakingSleepers { break }
    }
  }

  private var activity: Int { uikit.activity &+ clock.sleepsBegun &+ ended }

  func tearDown() {
    uikit.tearDown()
    clock.cancelAllTimers()
  }
}
