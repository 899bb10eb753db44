import Observation
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation

/// The navigation state of a SwiftUI app as an observable model: a `Navigator` whose values
/// the views bind to, one step per view update, each settled when its transition has ended.
///
/// Each stack's path, each tab bar's selected tab, each flow switcher's flow and the modals
/// are read from ``state`` through ``path(in:)-(String)``, ``selectedTab(in:)->String?``, ``flow(in:)-(String)`` and the
/// modal bindings `wayfinderSheets` makes, which `NavigationStack(path:)`, `TabView` and
/// `sheet(item:)` bind to; what the person does (going back, selecting a tab, pulling a sheet
/// down, following a `NavigationLink(value:)`) comes back through their setters as steps the
/// rule book allows, or is rolled back on screen when it refuses them.
///
/// `perform(_:)` applies a step to the values in a view update of its own, bumps
/// ``revision``, and returns once the step has *settled*: for an animated step when its
/// transition has ended, for one without animation when the views have updated. A push or a
/// presentation is UIKit's transition under SwiftUI, for which `withAnimation`'s completion
/// runs at once: the step settles when the view layer says UIKit's transitions have ended (on
/// iOS, from the transition coordinators under the hosting controller), or, where it cannot
/// see them, when the destination has appeared (``screenDidAppear(_:)``), within
/// ``appearanceFallback``. So a plan of several steps lands in as many updates, one after the other, and
/// two presentation changes never overlap (the glitch of a sheet dismissed and a cover
/// presented at once, which UIKit under SwiftUI refuses). A step that does not settle within
/// ``stepTimeLimit`` fails `timed-out`, and the modals the views did not present are taken out
/// of the state. With no view layer attached, a step settles at once.
///
/// ```swift
/// let model = NavigationModel(state: start)
/// try await model.perform(.push(Screen("product", parameters: ["id": "7"]), onto: "home"))
/// print(model.path(in: "home"))  // [product(7)]
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class NavigationModel: LiveNavigator, ReadsDismissalVetoes {
  /// What is on screen: the views show it once the current update has settled.
  public internal(set) var state: NavigationState
  /// How many steps the model has performed; the view layer reports updates by it.
  public private(set) var revision = 0
  /// The last change the person made that the rule book refused, if any; the views show the
  /// model's values again, as they were.
  public internal(set) var lastRefusal: NavigationError?
  /// How many of the person's changes were rolled back; the bindings read it, so that a
  /// refused change is undone on screen, not only in the model.
  public internal(set) var rollbacks = 0
  /// How many times each screen has been reloaded (a `reload` step).
  var reloads: [Screen.ID: Int] = [:]
  /// The tab bars whose split view shows its sidebar: the person went back to it.
  var sidebarShown: Set<String> = []
  /// The tabs the person hid in the sidebar's customization, and the ones the app hid, by tab
  /// bar (NavigationModel+Tabs18).
  @ObservationIgnored var hiddenBySidebar: [String: Set<String>] = [:]
  @ObservationIgnored var hiddenByApp: [String: Set<String>] = [:]
  /// The columns the person chose to see in each stack's split view; absent: automatic.
  var splitColumns: [String: SplitColumnVisibility] = [:]
  /// Whether re-tapping the selected tab pops its stack to its root (``reselectTab(_:in:)-(String,_)``).
  /// On unless set.
  @ObservationIgnored public var popsToRootOnReselect = true
  /// The modals the app keeps from the person's dismissal, by name
  /// (``setInteractiveDismissDisabled(_:forModal:)-(_,String)``).
  @ObservationIgnored var dismissDisabled: Set<String> = []

  /// How long a step may take to settle before it fails `timed-out`. Four seconds unless set.
  @ObservationIgnored public var stepTimeLimit: Duration
  /// Called when the person changes what is on screen (a deep-link center sets it).
  @ObservationIgnored package var onOutsideChange: (@MainActor (OutsideChange) -> Void)?
  /// The names of the modals the views report presented, bottom to top: from the moment a view
  /// layer that reports them is attached, or else once they report any; `nil` before.
  @ObservationIgnored var presentedByViews: [String]?
  @ObservationIgnored package let clock: any Clock<Duration>
  /// Runs each step: the busy check, the rule book, the view update and its settling.
  @ObservationIgnored package private(set) lazy var driver = StepDriver(port: self)
  /// The bounded wait for a destination's appearance, on a platform whose views cannot see
  /// UIKit.
  @ObservationIgnored var appearanceFallbackTask: Task<Void, Never>?
  /// How long a step waits for its destination to appear, where the views cannot see UIKit's
  /// transitions, before it settles all the same. Half a second unless set.
  @ObservationIgnored public var appearanceFallback = Duration.milliseconds(500)
  /// The stacks whose screens have said they appeared (`WayfinderStack` does): a push onto one
  /// of them, or a pop, settles no sooner than its destination appears.
  @ObservationIgnored var stacksReportingAppearances: Set<String> = []
  /// The presentations the app makes itself, with the bindings that dismiss them
  /// (`wayfinderPresentation(_:isPresented:onDismissByLink:)`).
  @ObservationIgnored package let appPresentations = AppPresentationRegistry()
  /// Whether UIKit's transitions a step waited for before it began have ended, and the step is
  /// on its way back to begin (tests wait for it).
  @ObservationIgnored package var isResumingPreparation = false
  /// Called once such a step is back on the main actor (tests that settle wait for it).
  @ObservationIgnored package var preparationResumed: (@MainActor () -> Void)?
  /// The view layer, while one is attached.
  @ObservationIgnored weak var ticker: (any ViewUpdateTicker)?

  /// Creates a model showing `state`.
  ///
  /// - Parameters:
  ///   - state: What is on screen at first.
  ///   - clock: The clock of the time limit; a manual clock in tests.
  ///   - stepTimeLimit: How long a step may take to settle.
  public init(
    state: NavigationState, clock: any Clock<Duration> = ContinuousClock(),
    stepTimeLimit: Duration = .seconds(4)
  ) {
    self.state = state
    self.clock = clock
    self.stepTimeLimit = stepTimeLimit
  }

  /// Creates a model showing `graph`'s start: its root container as it first appears, nothing
  /// presented.
  public convenience init(graph: NavigationGraph) {
    self.init(state: graph.initialState)
  }

  /// Whether a step is waiting to settle.
  public var isSettling: Bool { driver.settling.isSettling }

  /// What is on screen: the model's values, with what the app presented itself over its modals
  /// read from the views (``refresh()``).
  @_spi(Internals) public func snapshot() async -> NavigationState {
    await refresh()
    return state
  }

  /// Performs `plan`, one step per view update, each once the one before has settled, asking
  /// `stop` before each.
  ///
  /// A step is refused when the rule book refuses it, or another step is still settling
  /// (`NavigationError.Code.busy`), and nothing changes; or with
  /// `NavigationError.Code.timedOut` when it did not settle within ``stepTimeLimit``.
  @_spi(Internals) public func perform(
    _ plan: [Step], stoppingWhen stop: @MainActor () -> Bool
  ) async -> PlanReport {
    await run(plan, stoppingWhen: stop) { step throws(NavigationError) in try await settle(step) }
  }

  /// Applies `step` to the model's values and returns once it has settled.
  private func settle(_ step: Step) async throws(NavigationError) {
    let after: NavigationState
    do {
      after = try await driver.perform(step, revision: revision + 1, mayRunUIKitTransition: ticker != nil)
        .after
    } catch {
      // What the views did not present leaves the state, so that the next plan starts from
      // what is there.
      if error.code == .timedOut { takePresentedFromViews() }
      throw error
    }
    // The person may have taken the step's container away while it settled (pulled the sheet
    // it pushed into down): then it was not performed, and the center plans again.
    if !state.reflects(step, as: after) {
      throw NavigationError.platformRefusal(
        .notPerformed, step, "the person changed the screen while \(step) settled: it is not on screen")
    }
  }

  /// Says the transition of the update of `revision` (or a later one) has ended: the step
  /// waiting for it settles. The view layer calls it from the animation's completion.
  ///
  /// A presentation settles once its modal has also appeared, when the views report what they
  /// present (``modalDidAppear(_:)-(String)``): SwiftUI may end the transaction of a presentation it
  /// refused at once.
  public func didSettle(revision: Int) {
    driver.handle(.transitionEnded(revision: revision, presented: presentedByViews))
  }

  /// Says the views have updated for `revision`: a step without animation settles; an animated
  /// one waits for its transition to end (``didSettle(revision:)``).
  public func viewsDidUpdate(revision: Int) {
    driver.handle(.viewsUpdated(revision: revision, presented: presentedByViews))
  }

  /// Attaches the view layer that shows the model's steps; the model holds it weakly, so it
  /// goes with the views that own it.
  @_spi(ViewLayer) public func attach(_ ticker: any ViewUpdateTicker) {
    self.ticker = ticker
    // From now on views that say so report what they present, the first presentation of the
    // model's life too: a presentation waits for its modal to appear even when UIKit begins it
    // after the update's completion and `onChange` (Apple does not say it begins before). The
    // modals already in the state are the ones the views are about to show.
    if ticker.reportsModalAppearances, presentedByViews == nil {
      presentedByViews = state.modals.filter { !$0.isForeign }.map(\.name)
    }
  }

  /// Detaches `ticker`, if it is the one attached: a step waiting for it settles, as nothing
  /// will show it.
  @_spi(ViewLayer) public func detach(_ ticker: any ViewUpdateTicker) {
    guard self.ticker === ticker else { return }
    self.ticker = nil
    driver.handle(.detached)
  }

  /// Reads what the app presented itself over the model's modals, as foreign modals: what the
  /// person changes otherwise arrives through the bindings as it happens. The center reads
  /// before it plans a link, so the split views show their detail again here: a link whose
  /// screen is already in the state shows it, with no step.
  public func refresh() async {
    showDetailForLink()
    readAppPresentations()
  }

  func commit(_ after: NavigationState, _ update: ViewUpdate) {
    state = keepingHiddenTabs(after)
    showDetailForLink()
    revision = update.revision
    if case .reload(let screen, _) = update.step.action { reloads[screen.id, default: 0] += 1 }
  }
}
