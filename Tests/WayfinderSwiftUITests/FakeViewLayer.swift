import Observation
import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI
@_spi(Internals) import WayfinderSwiftUI

/// What a view bound to the bank app's model reads in one update.
struct BankBindings: Hashable, CustomStringConvertible {
  var dashboard: [Screen]
  var profile: [Screen]
  var settings: [Screen]
  var tab: String?
  var flow: String?
  var sheet: String?
  var cover: String?

  @MainActor
  init(_ model: NavigationModel) {
    dashboard = model.path(in: "dashboard")
    profile = model.path(in: "profile")
    settings = model.path(in: "settings")
    tab = model.selectedTab(in: "home")
    flow = model.flow(in: "app")?.name
    sheet = model.sheet(at: 0)?.id
    cover = model.fullScreenCover(at: 0)?.id
  }

  var description: String {
    let paths = [("dashboard", dashboard), ("profile", profile), ("settings", settings)]
      .filter { !$0.1.isEmpty }
      .map { "\($0.0): \($0.1.map(\.description).joined(separator: ", "))" }
    let parts =
      ["flow \(flow ?? "-")", "tab \(tab ?? "-")"] + paths
      + [
        sheet.map { "sheet \($0)" }, cover.map { "cover \($0)" },
      ].compactMap { $0 }
    return parts.joined(separator: "; ")
  }
}

/// A view layer as SwiftUI is one: it reads the model's bindings in each update, is invalidated
/// by Observation when they change, updates on the main actor's next turn, and then reports
/// that it has settled.
@MainActor
final class FakeViewLayer: ViewUpdateTicker {
  /// One update: what the views read, and how many steps' changes it took in.
  struct Update: Hashable, CustomStringConvertible {
    let seen: String
    let state: NavigationState
    let steps: Int
    var description: String { "\(steps) step(s): \(seen)" }
  }

  let model: NavigationModel
  /// Whether an invalidated view updates on its own, on the next turn; otherwise the test
  /// calls ``update()``.
  var updatesOnItsOwn = true
  private(set) var updates: [Update] = []
  private(set) var animations: [Bool] = []
  private var stepsSinceUpdate = 0
  private var isInvalidated = false
  private var stepWaiters: [CheckedContinuation<Void, Never>] = []
  private var invalidationWaiters: [CheckedContinuation<Void, Never>] = []

  init(_ model: NavigationModel) {
    self.model = model
    model.attach(self)
    track()
  }

  func apply(_ update: ViewUpdate, change: () -> Void) {
    animations.append(update.animated)
    stepsSinceUpdate += 1
    change()
    resume(&stepWaiters)
  }

  /// Returns once the model has applied a step to the values the views read that they have not
  /// shown yet: the model's call is the event. The step waits for the views from then on.
  func waitForStep() async {
    guard stepsSinceUpdate == 0 else { return }
    await withCheckedContinuation { stepWaiters.append($0) }
  }

  /// Returns once Observation has invalidated the views (on the turn after a change).
  func waitUntilInvalidated() async {
    guard !isInvalidated else { return }
    await withCheckedContinuation { invalidationWaiters.append($0) }
  }

  private func resume(_ waiters: inout [CheckedContinuation<Void, Never>]) {
    let woken = waiters
    waiters = []
    for waiter in woken { waiter.resume() }
  }

  /// Runs one view update if the views are invalidated: reads the bindings, records them, and
  /// reports the revision it showed.
  func update() {
    guard isInvalidated else { return }
    isInvalidated = false
    track()
    updates.append(Update(seen: BankBindings(model).description, state: model.state, steps: stepsSinceUpdate))
    stepsSinceUpdate = 0
    model.didSettle(revision: model.revision)
  }

  private func track() {
    withObservationTracking {
      _ = BankBindings(model)
      _ = model.revision
    } onChange: { [weak self] in
      Task { @MainActor in self?.invalidate() }
    }
  }

  private func invalidate() {
    isInvalidated = true
    resume(&invalidationWaiters)
    if updatesOnItsOwn { update() }
  }
}
