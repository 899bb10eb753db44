import Foundation
import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting

/// Many tasks open 10,000 links while transitions take time and sign-in happens half way:
/// every link gets exactly one outcome, the last link accepted is what is on screen, every
/// state on the way is legal, and no screen of `home` shows before sign-in. A soak (``Soak``):
/// 50 tasks open 20 links each by default, 200 each with `WAYFINDER_SOAK=1`.
@MainActor
@Suite struct StormTests {
  @MainActor final class Session {
    var isSignedIn = false
    /// The transcript's length when sign-in happened.
    var signedInAt: Int?
  }

  // NB: NSLock, not Mutex: the package supports macOS 13 and iOS 16, where Mutex is missing.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func increment() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
  }

  static let links = [
    "bank://cards/1/detail", "bank://settings/notifications", "bank://cards/2", "bank://profile",
    "bank://support", "bank://register", "bank://dashboard", "bank://cards/3/detail",
  ]

  @Test func tenThousandLinksWhileTransitionsRun() async throws {
    let clock = ManualClock()
    let session = Session()
    let navigator = HeadlessNavigator(
      state: BankNavigation.signedOutStart, clock: clock, stepDuration: .milliseconds(100))
    let center = DeepLinkCenter(
      routes: try BankNavigation.routes(), graph: try BankNavigation.graph(), navigator: navigator,
      clock: clock,
      guards: [RouteGuard("signedIn", showing: BankNavigation.Screens.login) { session.isSignedIn }],
      destination: { .screen($0.screen) })
    center.becomeReady()
    let reports = center.outcomes

    let tasks = 50
    let perTask = Soak.count(full: 200, byDefault: 20)
    let finished = Counter()
    // The clock moves whenever a step is waiting for it, until every link has an outcome.
    let driver = Task.detached {
      while finished.count < tasks {
        if clock.sleeperCount > 0 {
          await clock.advance(by: .milliseconds(100))
        } else {
          // Real time, so that the main actor's links run whatever the optimizer made of them.
          try? await Task.sleep(for: .milliseconds(1))
        }
      }
    }
    var workers: [Task<[(String, LinkOutcome)], Never>] = []
    for worker in 0..<tasks {
      workers.append(
        Task { @MainActor in
          var outcomes: [(String, LinkOutcome)] = []
          for index in 0..<perTask {
            let link = Self.links[(worker * 7 + index) % Self.links.count]
            // Sign in half way, once some transitions have run signed out.
            if worker == 0, index >= perTask / 2, !session.isSignedIn,
              navigator.transcript.count >= 3 || index == perTask - 1
            {
              session.isSignedIn = true
              session.signedInAt = navigator.transcript.count
              center.resolveGuard("signedIn", passed: true)
            }
            outcomes.append((link, await center.open(link)))
          }
          finished.increment()
          return outcomes
        })
    }
    var results: [[(String, LinkOutcome)]] = []
    for worker in workers { results.append(await worker.value) }
    await driver.value

    let all = results.flatMap { $0 }
    #expect(all.count == tasks * perTask)
    let names = Dictionary(grouping: all, by: { $0.1.name }).mapValues(\.count)
    #expect((names["handled"] ?? 0) >= 1)
    #expect(names.keys.allSatisfy { ["handled", "superseded", "guard-failed"].contains($0) }, "\(names)")
    // Every state on the way is legal; home shows only after sign-in.
    let signedInAt = try #require(session.signedInAt)
    for (index, entry) in navigator.transcript.enumerated() {
      let state = try #require(entry.state)
      #expect(state.invariantViolations() == [], "after \(entry.step)")
      if index < signedInAt { #expect(!state.visiblePath.contains("home"), "step \(index): \(entry.step)") }
    }
    // What is on screen is the target of the last link handled, and it was the last to end.
    var stream: [LinkOutcome] = []
    for await report in reports {
      // The closing of a sign-in screen a superseded wait left is reported too, as its own
      // subject: only the links count here.
      guard report.link != nil else { continue }
      stream.append(report.outcome)
      if stream.count == all.count { break }
    }
    guard case .handled(let final, _)? = stream.last else {
      Issue.record("the last outcome is \(String(describing: stream.last))")
      return
    }
    #expect(navigator.state == final)
  }
}
