import Observation
import WayfinderNavigation

/// The navigation state of a SwiftUI app as an observable model: a `Navigator` whose values
/// the views bind to, one step per view update.
///
/// Each stack's path, each tab bar's selected tab, each flow switcher's flow and the modals
/// are read from ``state`` through ``path(in:)``, ``selectedTab(in:)``, ``flow(in:)``,
/// ``sheet(at:)`` and ``fullScreenCover(at:)``, which `NavigationStack(path:)`, `TabView` and
/// `sheet(item:)` bind to; what the person does (going back, selecting a tab, pulling a sheet
/// down) comes back through their setters as steps the rule book allows.
///
/// ``perform(_:)`` applies a step to the values, bumps ``revision``, and waits until the view
/// layer says it has shown that revision before it returns, so a plan of several steps lands
/// in as many updates, one after another, and never two steps in one update (the glitch of a
/// stack pushed and a sheet dismissed in the same update). With no view layer attached, a
/// step settles at once.
///
/// ```swift
/// let model = NavigationModel(state: BankApp.signedInStart)
/// try await model.perform(.push(BankApp.Screens.card(7), onto: "dashboard"))
/// print(model.path(in: "dashboard"))  // [card(7)]
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class NavigationModel: Navigator {
  /// What is on screen: the views show it once the current update has settled.
  public internal(set) var state: NavigationState
  /// How many steps the model has performed; the view layer reports settling by it.
  public private(set) var revision = 0
  /// The last change the person made that the rule book refused, if any; the views show the
  /// model's values again, as they were.
  public internal(set) var lastRefusal: NavigationError?
  /// How many times each screen has been reloaded (a `reload` step).
  var reloads: [Screen.ID: Int] = [:]

  /// The update waiting for the view layer to show it.
  @ObservationIgnored private var settling: (revision: Int, continuation: CheckedContinuation<Void, Never>)?
  /// The view layer, while one is attached.
  @ObservationIgnored private weak var ticker: (any ViewUpdateTicker)?

  /// Creates a model showing `state`.
  public init(state: NavigationState) {
    self.state = state
  }

  /// Whether a step is waiting for the view layer to show it.
  public var isSettling: Bool { settling != nil }

  /// Applies `step` to the model's values and returns once the view layer has shown it.
  ///
  /// - Throws: `NavigationError` when the rule book refuses the step, or another step is
  ///   still waiting to settle (`NavigationError.Code.busy`); nothing changes then.
  public func perform(_ step: Step) async throws(NavigationError) {
    guard settling == nil else { throw NavigationError.busy(step) }
    let after = try state.applying(step)
    let update = ViewUpdate(revision: revision + 1, step: step)
    guard let ticker else { return commit(after, update) }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      settling = (update.revision, continuation)
      ticker.apply(update) { commit(after, update) }
    }
  }

  /// The view layer has shown ``revision`` `revision`: the step waiting for it, if any,
  /// returns. Earlier revisions and repeated reports are ignored.
  public func didSettle(revision: Int) {
    guard let waiting = settling, revision >= waiting.revision else { return }
    settling = nil
    waiting.continuation.resume()
  }

  /// Makes `ticker` the view layer that shows each step's change and reports settling.
  public func attach(_ ticker: any ViewUpdateTicker) {
    self.ticker = ticker
  }

  /// Detaches `ticker`, if it is the one attached: a step waiting for it settles, as nothing
  /// is left to show it.
  public func detach(_ ticker: any ViewUpdateTicker) {
    guard self.ticker === ticker else { return }
    self.ticker = nil
    didSettle(revision: revision)
  }

  private func commit(_ after: NavigationState, _ update: ViewUpdate) {
    state = after
    revision = update.revision
    if case .reload(let screen, _) = update.step.action { reloads[screen.id, default: 0] += 1 }
  }
}
