import Foundation
import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// The SwiftUI column of the time-to-screen table of `docs/Speed.md`: each reference link run
/// through the real `NavigationModel` shown by the simulated SwiftUI, on the model's clock, its
/// transitions as long as ``TransitionDurations`` says (the UIKit model's table too). The
/// outcome column must be the UIKit model's.
///
/// A link's time to screen is the model's clock from the link's arrival to its outcome (the
/// model reports it once its step has settled); for a link left waiting (an interrupting flow),
/// to the end of its last transition.
@Suite("Time to screen: the SwiftUI model")
@MainActor
struct SwiftUITimeToScreenTests {
  @Test("each reference link's time to screen on the SwiftUI model is the table's")
  func theTableSaysWhatTheSwiftUIModelComputes() async throws {
    var times: [TimeToScreenTable.Cell] = []
    var outcomes: [TimeToScreenTable.Cell] = []
    for app in ReferenceLinkApp.all {
      let run = try SwiftUILinkTimer(app)
      for link in app.links {
        let (outcome, time) = await run.open(link)
        times.append(
          .init(app: app.name, link: link, value: time.map(TimeToScreenTable.milliseconds) ?? "none"))
        outcomes.append(.init(app: app.name, link: link, value: outcome))
      }
      run.tearDown()
    }
    let differences = try TimeToScreenTable.reconcile(.swiftUI, times)
    #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    if !TimeToScreenTable.writes {
      let outcomeDifferences = try TimeToScreenTable.reconcile(.outcome, outcomes)
      #expect(outcomeDifferences.isEmpty, "outcomes: \(outcomeDifferences.joined(separator: "\n"))")
    }
  }
}

/// One reference app on the SwiftUI model: its `NavigationModel`, the simulated views and its
/// center, on a clock of its own; links opened one after the other.
@MainActor
final class SwiftUILinkTimer {
  let clock = ModelClock()
  let model: NavigationModel
  let views: SimulatedSwiftUI
  let center: ReferenceLinkApp.Center
  /// How many links have ended: part of what settling watches.
  private var ended = 0

  init(_ app: ReferenceLinkApp) throws {
    model = NavigationModel(state: app.start, clock: clock, stepTimeLimit: .seconds(2))
    views = SimulatedSwiftUI(model: model, clock: clock, configuration: .plain, seed: 1)
    center = try app.makeCenter(model, clock)
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
      if center.isInterrupted(), views.transitions.isEmpty { watch.shown(at: clock.elapsed) }
    }
    await settle(waitingFor: { watch.outcome != nil })
    note()
    await clock.advance(by: .seconds(5)) { [unowned self] _ in
      await settle(waitingFor: { watch.outcome != nil })
      note()
    }
    return (watch.outcome?.name ?? "pending", watch.time)
  }

  /// Waits as a SwiftUI model run settles: the model's watchdogs sleep on the clock, nothing
  /// moves for a few turns of the main actor, a link on its way between two steps has gone on
  /// (a bounded while), and the end of the turn (SwiftUI's update) has run.
  private func settle(waitingFor ended: () -> Bool) async {
    while true {
      _ = await clock.sleepsReached(views.appliedUpdates)
      var quiet = 0
      var seen = activity
      while quiet < 3 {
        await mainActorTurn()
        if activity == seen { quiet += 1 } else { (seen, quiet) = (activity, 0) }
      }
      var waited = 0
      while !ended(), !model.isSettling, !center.isInterrupted(), views.transitions.isEmpty, waited < 2_000 {
        waited += 1
        await Task.detached(priority: .background) {}.value
      }
      if waited > 0, waited < 2_000 { continue }
      guard clock.sleepsBegun >= views.appliedUpdates, !clock.hasWakingSleepers else { continue }
      if views.runNextTurn() { continue }
      break
    }
  }

  private var activity: Int { views.activity &+ clock.sleepsBegun &+ ended }

  func tearDown() {
    views.tearDown()
    clock.cancelAllTimers()
  }
}
